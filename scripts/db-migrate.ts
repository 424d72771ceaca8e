// Applies every pending migration to the configured database (DATABASE_URL; default: embedded SQLite).
import { closeDb, createKnex, migrateLatest } from '@/lib/server/db/knex';

async function main() {
  const knex = createKnex();
  try {
    await migrateLatest(knex);
    const [batch, done] = (await knex.migrate.currentVersion())
      ? [true, await knex.migrate.currentVersion()]
      : [false, 'none'];
    console.log(batch ? `Database is at migration ${done}.` : 'No migrations applied.');
  } finally {
    await knex.destroy();
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
