import type { Knex } from 'knex';

/** Messages sent with the contact form: kept even when the notification email cannot be sent. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.string('email', 320).notNullable();
    t.string('organization', 200).nullable();
    t.string('topic', 40).notNullable(); // plan | gap-ta | data | accessibility | meetings | media | other
    t.string('subject', 300).notNullable();
    t.text('message').notNullable();
    t.string('page_path', 200).nullable(); // the page or document the message is about
    t.datetime('created_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('contact_messages');
}
