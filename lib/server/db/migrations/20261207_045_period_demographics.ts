import type { Knex } from 'knex';

/**
 * Voluntary demographics of a period comment (issue 57 §4): what a person chose to say about themselves after
 * sending a comment (age band, ZIP code, language spoken at home, disability), kept apart from the comment's
 * text in a table of its own, one row per comment at most. Read only as counts (services/commentPeriods/
 * demographics.ts); the person deletes the row with the token of their receipt. No cascade: SQL Server refuses
 * two cascading paths, and a comment row is never deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('period_demographics', (t) => {
    t.increments('id').primary();
    t.integer('comment_id').unsigned().notNullable().references('id').inTable('period_comments');
    t.integer('period_id').unsigned().notNullable().references('id').inTable('comment_periods');
    t.string('age_band', 20).nullable();
    t.string('zip', 5).nullable();
    t.string('home_language', 20).nullable();
    t.string('disability', 20).nullable();
    t.datetime('created_at').notNullable();
    t.unique(['comment_id'], { indexName: 'period_demographics_comment_unique' });
    t.index(['period_id'], 'period_demographics_period_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('period_demographics');
}
