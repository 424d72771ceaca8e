import type { Knex } from 'knex';

/**
 * The embedded mailing list (used when no provider is configured): double opt-in subscribers. The confirm
 * token is stored as its SHA-256 (a link in a mailbox must not be replayable from a database copy); the
 * unsubscribe token is random and stored as is, since every message to the person carries it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('status', 20).notNullable(); // pending | confirmed | unsubscribed
    t.string('confirm_token_hash', 64).nullable().index();
    t.datetime('confirm_expires_at').nullable();
    t.string('unsubscribe_token', 64).notNullable();
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.datetime('confirmed_at').nullable();
    t.datetime('unsubscribed_at').nullable();
    t.unique(['email'], { indexName: 'newsletter_subscribers_email_unique', useConstraint: true });
    t.unique(['unsubscribe_token'], {
      indexName: 'newsletter_subscribers_unsubscribe_unique',
      useConstraint: true,
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('newsletter_subscribers');
}
