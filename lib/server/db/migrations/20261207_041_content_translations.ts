import type { Knex } from 'knex';

/**
 * A published translation of a program update, a meeting or an announcement (issue 55 §7): one row per English
 * record and language, written by the publishing workflow (kind 'translation') as the English rows are. It keeps
 * who translated it and whether a qualified translator reviewed it (the page says so in its language), and the
 * English revision it was made from (`source_revision`): a newer English revision puts it on the "needs
 * translation" list again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_translations', (t) => {
    t.increments('id').primary();
    t.string('source_kind', 20).notNullable();
    t.string('source_key', 300).notNullable();
    t.string('locale', 10).notNullable();
    t.string('title', 300).notNullable();
    t.text('summary').nullable();
    t.text('body').nullable();
    t.string('translated_by', 200).notNullable();
    t.boolean('reviewed').notNullable().defaultTo(false);
    t.string('reviewed_by', 200).nullable();
    t.integer('source_revision').nullable();
    t.datetime('published_at').notNullable();
    t.unique(['source_kind', 'source_key', 'locale']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_translations');
}
