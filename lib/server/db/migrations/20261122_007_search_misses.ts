import type { Knex } from 'knex';

/** Site-search queries that found nothing, with how often and when last asked (content gaps). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_misses', (t) => {
    t.increments('id').primary();
    t.string('query', 200).notNullable().unique();
    t.integer('count').notNullable().defaultTo(1);
    t.datetime('last_seen').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_misses');
}
