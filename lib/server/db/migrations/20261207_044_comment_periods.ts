import type { Knex } from 'knex';

/**
 * Public comment periods on the plan (issue 57):
 * - comment_periods: a draft put out for comment (a library document, a site page and/or the map), its dates in
 *   UTC (entered in Virginia time), its questions (JSON), the languages of its notice, whether staff published it
 *   (a draft period is staff-only), when the opening and closing jobs ran, and its "What we heard" report;
 * - period_comments: a comment on the draft or one of its sections, with the answers to the questions, the
 *   language detected, moderation as map comments have it; the email only for the receipt (never public);
 * - period_themes: themes staff accepted (the extension point of §4), each with a response and its comments;
 * - comments.period_id: a map comment made while a period that includes the map was open belongs to it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comment_periods', (t) => {
    t.increments('id').primary();
    t.string('slug', 120).notNullable().unique();
    t.string('title', 200).notNullable();
    t.text('summary').notNullable();
    t.string('document_path', 500).nullable();
    t.string('document_title', 300).nullable();
    t.string('page_path', 200).nullable();
    t.boolean('includes_map').notNullable().defaultTo(false);
    t.datetime('opens_at').notNullable();
    t.datetime('closes_at').notNullable();
    t.text('questions').nullable();
    t.string('notice_locales', 100).notNullable().defaultTo('en');
    t.string('status', 20).notNullable().defaultTo('draft'); // draft | published
    t.integer('revision').notNullable().defaultTo(0);
    t.datetime('opened_at').nullable();
    t.datetime('closed_at').nullable();
    t.text('report_summary').nullable();
    t.text('report_changes').nullable();
    t.datetime('report_published_at').nullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.string('created_by', 36).nullable().references('id').inTable('users');
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.index(['status', 'closes_at'], 'comment_periods_status_closes_index');
  });
  await knex.schema.createTable('period_comments', (t) => {
    t.increments('id').primary();
    t.integer('period_id').unsigned().notNullable().references('id').inTable('comment_periods');
    t.string('target', 20).notNullable(); // draft | section
    t.string('section_anchor', 120).nullable();
    t.string('section_title', 300).nullable();
    t.text('comment').nullable();
    t.text('answers').nullable();
    t.string('author_email', 320).nullable();
    t.string('language', 10).notNullable().defaultTo('und');
    t.string('status', 20).notNullable().defaultTo('pending'); // pending | approved | hidden
    t.string('hold_reasons', 200).nullable();
    t.string('visitor_key', 64).nullable();
    t.text('staff_note').nullable();
    t.string('moderated_by', 36).nullable().references('id').inTable('users');
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.index(['period_id', 'status'], 'period_comments_period_status_index');
  });
  await knex.schema.createTable('period_themes', (t) => {
    t.increments('id').primary();
    t.integer('period_id').unsigned().notNullable().references('id').inTable('comment_periods');
    t.string('name', 200).notNullable();
    t.text('response').nullable();
    t.text('comment_ids').nullable(); // JSON: period comment ids tagged with it
    t.boolean('accepted').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable();
  });
  await knex.schema.alterTable('comments', (t) => {
    t.integer('period_id').unsigned().nullable();
    t.index(['period_id'], 'comments_period_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.dropIndex(['period_id'], 'comments_period_index');
    t.dropColumn('period_id');
  });
  await knex.schema.dropTableIfExists('period_themes');
  await knex.schema.dropTableIfExists('period_comments');
  await knex.schema.dropTableIfExists('comment_periods');
}
