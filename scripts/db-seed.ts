// Loads the seed content into the configured database once (rows are recorded in seed_records; demo accounts only
// in the embedded SQLite setup).
import { isEmbedded } from '@/lib/server/db/config';
import { createKnex, migrateLatest } from '@/lib/server/db/knex';
import { seedDatabase } from '@/lib/server/db/seeds';

async function main() {
  const knex = createKnex();
  try {
    await migrateLatest(knex);
    const counts = await seedDatabase(knex, { demo: isEmbedded() });
    for (const [table, n] of Object.entries(counts)) console.log(`${table.padEnd(18)} +${n}`);
  } finally {
    await knex.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
