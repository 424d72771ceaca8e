import type { Knex } from 'knex';

/** Users, next-auth accounts and verification tokens, and database-checked roles (ARCHITECTURE §5). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.string('id', 36).primary();
    t.string('name', 200).nullable();
    t.string('email', 320).notNullable().unique();
    t.datetime('email_verified').nullable();
    t.string('image', 500).nullable();
    t.string('organization', 200).nullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable();
  });

  await knex.schema.createTable('accounts', (t) => {
    t.increments('id').primary();
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('type', 40).notNullable();
    t.string('provider', 80).notNullable();
    t.string('provider_account_id', 200).notNullable();
    t.text('refresh_token').nullable();
    t.text('access_token').nullable();
    t.bigInteger('expires_at').nullable();
    t.string('token_type', 40).nullable();
    t.string('scope', 500).nullable();
    t.text('id_token').nullable();
    t.string('session_state', 200).nullable();
    t.unique(['provider', 'provider_account_id']);
  });

  await knex.schema.createTable('verification_tokens', (t) => {
    t.string('identifier', 320).notNullable();
    t.string('token', 200).notNullable().unique();
    t.datetime('expires').notNullable();
    t.primary(['identifier', 'token']);
  });

  await knex.schema.createTable('roles', (t) => {
    t.string('name', 40).primary(); // submitter | reviewer | admin
    t.string('description', 300).notNullable();
  });

  await knex.schema.createTable('user_roles', (t) => {
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('role', 40).notNullable().references('name').inTable('roles');
    t.datetime('granted_at').notNullable();
    t.primary(['user_id', 'role']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['user_roles', 'roles', 'verification_tokens', 'accounts', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
}
