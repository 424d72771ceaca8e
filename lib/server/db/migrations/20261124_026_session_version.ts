import type { Knex } from 'knex';

/**
 * Sessions that end on the server: `users.session_version` is copied into the session JWT at
 * sign-in and compared on every request. Signing out and deactivation add one, so every token minted before
 * stops working at once (a JWT cannot be revoked otherwise), and re-activating the account does not revive them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('session_version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('session_version');
  });
}
