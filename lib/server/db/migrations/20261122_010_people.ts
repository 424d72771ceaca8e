import type { Knex } from 'knex';

/**
 * People and access (ARCHITECTURE §5): an account's status (invited, requested, active, deactivated), the
 * organisation a submitter works for, an audit trail of who changed what, and a record of what the start-up
 * seed has already put in, so it never brings back rows that staff deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('status', 20).notNullable().defaultTo('active');
    t.string('organization_id', 40).nullable();
    t.string('access_reason', 1000).nullable();
    t.datetime('last_sign_in_at').nullable();
    t.datetime('updated_at').nullable();
  });

  await knex.schema.createTable('user_audit', (t) => {
    t.increments('id').primary();
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('actor_id', 36).nullable(); // null: the person themself, the command line or the system
    t.string('actor_label', 320).notNullable();
    t.string('action', 40).notNullable();
    t.string('details', 2000).nullable(); // JSON
    t.datetime('created_at').notNullable();
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('seed_records', (t) => {
    t.string('table_name', 64).notNullable();
    t.string('seed_key', 64).notNullable(); // SHA-256 (hex) of the row's natural key in the seed
    t.datetime('seeded_at').notNullable();
    t.primary(['table_name', 'seed_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('seed_records');
  await knex.schema.dropTableIfExists('user_audit');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('updated_at');
    t.dropColumn('last_sign_in_at');
    t.dropColumn('access_reason');
    t.dropColumn('organization_id');
    t.dropColumn('status');
  });
}
