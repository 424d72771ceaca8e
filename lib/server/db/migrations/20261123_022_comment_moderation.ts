import type { Knex } from 'knex';

/**
 * Public comments on the map. Migration 004 made `comments` (place, text, author, response,
 * category) and `comment_interactions` (unique per comment, visitor and kind). This adds what moderation needs:
 * - comments: status (pending | approved | hidden; hidden is never deleted), why it was held, the picked
 *   feature, the district and locality found by point-in-polygon at insert, the author's visitor key, the
 *   note to the author when hidden, when reviewers were alerted, and when it last changed;
 * - comment_interactions: the flag's reason;
 * - comment_audit: every moderation step (who, what, when, note);
 * - comment_templates: saved answers for staff.
 * Email addresses stay in comments.author_email and are read only by the staff and mail queries.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('hold_reasons', 200).nullable(); // comma-separated: link, email, word, flagged
    t.string('feature_id', 120).nullable();
    t.string('district', 80).nullable();
    t.string('locality', 120).nullable();
    t.string('visitor_key', 64).nullable();
    t.text('author_note').nullable();
    t.datetime('alerted_at').nullable();
    t.datetime('updated_at').nullable();
    t.index(['status', 'created_at'], 'comments_status_created_index');
  });
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.string('reason', 40).nullable();
  });
  await knex.schema.createTable('comment_audit', (t) => {
    t.increments('id').primary();
    t.integer('comment_id').unsigned().notNullable().references('id').inTable('comments');
    t.string('action', 40).notNullable(); // submitted | held | approved | hidden | responded | flag-hold | mailed
    t.string('actor_id', 36).nullable().references('id').inTable('users'); // null: the public or the system
    t.string('actor_label', 200).nullable();
    t.text('note').nullable();
    t.datetime('created_at').notNullable();
    t.index(['comment_id', 'created_at'], 'comment_audit_comment_index');
  });
  await knex.schema.createTable('comment_templates', (t) => {
    t.increments('id').primary();
    t.string('title', 120).notNullable();
    t.text('body').notNullable();
    t.string('created_by', 36).nullable().references('id').inTable('users');
    t.datetime('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('comment_templates');
  await knex.schema.dropTableIfExists('comment_audit');
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.dropColumn('reason');
  });
  await knex.schema.alterTable('comments', (t) => {
    t.dropIndex(['status', 'created_at'], 'comments_status_created_index');
    for (const c of [
      'status',
      'hold_reasons',
      'feature_id',
      'district',
      'locality',
      'visitor_key',
      'author_note',
      'alerted_at',
      'updated_at',
    ])
      t.dropColumn(c);
  });
}
