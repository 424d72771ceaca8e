// Applies every pending migration to the configured database (DATABASE_URL; default: embedded SQLite).
import { createKnex, migrateLatest } from '@/lib/server/db/knex';

async function main() {
  const knex = createKnex();
  try {
    await migrateLatest(knex);
    console.log(`Database is at migration ${await knex.migrate.currentVersion()}.`);
  } finally {
    await knex.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
