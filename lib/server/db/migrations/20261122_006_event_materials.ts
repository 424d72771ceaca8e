import type { Knex } from 'knex';

/** Meeting materials: links (JSON [{label, href}]) to the agenda, presentations and related documents. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.text('materials').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.dropColumn('materials');
  });
}
