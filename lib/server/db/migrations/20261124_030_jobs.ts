import type { Knex } from 'knex';

/**
 * One job queue in the database (ARCHITECTURE §9), the way Hangfire or Solid Queue work on SQL
 * Server: any instance's worker claims a row with one conditional UPDATE (queued and due, or running with its
 * lease run out) and renews its lease while it works; a failed try goes back to the queue with a back-off
 * until its last attempt, which records a readable error. `change_stamps` is the per-scope counter each
 * instance polls to drop its caches after a write on another instance.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.increments('id').primary();
    t.string('kind', 40).notNullable();
    t.text('payload').notNullable(); // JSON
    t.string('status', 20).notNullable(); // queued | running | succeeded | failed
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable();
    t.datetime('run_at').notNullable(); // not before (back-off)
    t.string('lease_owner', 100).nullable();
    t.datetime('lease_until').nullable();
    t.text('last_error').nullable();
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.datetime('finished_at').nullable();
    t.index(['status', 'run_at'], 'jobs_status_run_at_index');
    t.index(['status', 'lease_until'], 'jobs_status_lease_index');
  });
  await knex.schema.createTable('change_stamps', (t) => {
    t.string('scope', 40).primary();
    t.bigInteger('stamp').notNullable();
    t.datetime('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('change_stamps');
  await knex.schema.dropTableIfExists('jobs');
}
