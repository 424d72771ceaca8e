import type { Knex } from 'knex';

/** Fixed-window rate-limit counters shared by every instance (one row per limiter and client/key). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 300).notNullable().primary();
    /** Start of the current window, in whole seconds since the epoch. */
    t.bigInteger('window_start').notNullable();
    /** Start of the next window: rows whose window has ended can be deleted. */
    t.bigInteger('expires_at').notNullable().index();
    t.integer('points').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
}
