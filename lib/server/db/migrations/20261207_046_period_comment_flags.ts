import type { Knex } from 'knex';

/**
 * Flags on period comments (issue 57 §2), in the map comments' flag table so the same rules count them:
 * - comment_interactions.period_comment_id: the flagged period comment (a foreign key to period_comments);
 *   comment_id becomes nullable, and each row names exactly one of the two (the services write one);
 * - the unique key per (comment, visitor, kind) becomes one per subject. On SQL Server Knex makes a unique index
 *   filtered on IS NOT NULL, so rows of the other subject (NULL there) never collide; SQLite counts NULLs as
 *   distinct. The foreign key, the unique index and the client index on comment_id are dropped before the
 *   column's nullability changes (SQL Server refuses ALTER COLUMN under them) and made again after;
 * - period_comments.reviewed_at: a reviewer approved it over flags, so flags alone no longer send it back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.dropForeign(['comment_id']);
    t.dropUnique(['comment_id', 'visitor_key', 'interaction']);
    t.dropIndex(['comment_id', 'interaction', 'client_hash'], 'comment_interactions_client_index');
  });
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.integer('comment_id').unsigned().nullable().alter();
  });
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.foreign('comment_id').references('id').inTable('comments').onDelete('CASCADE');
    t.integer('period_comment_id').unsigned().nullable().references('id').inTable('period_comments');
    t.unique(['comment_id', 'visitor_key', 'interaction'], {
      indexName: 'comment_interactions_comment_unique',
    });
    t.unique(['period_comment_id', 'visitor_key', 'interaction'], {
      indexName: 'comment_interactions_period_unique',
    });
    t.index(['comment_id', 'interaction', 'client_hash'], 'comment_interactions_client_index');
    t.index(['period_comment_id', 'interaction', 'client_hash'], 'comment_interactions_period_client_index');
  });
  await knex.schema.alterTable('period_comments', (t) => {
    t.datetime('reviewed_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('period_comments', (t) => {
    t.dropColumn('reviewed_at');
  });
  await knex('comment_interactions').whereNull('comment_id').delete();
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.dropIndex(
      ['period_comment_id', 'interaction', 'client_hash'],
      'comment_interactions_period_client_index',
    );
    t.dropIndex(['comment_id', 'interaction', 'client_hash'], 'comment_interactions_client_index');
    t.dropUnique(['period_comment_id', 'visitor_key', 'interaction'], 'comment_interactions_period_unique');
    t.dropUnique(['comment_id', 'visitor_key', 'interaction'], 'comment_interactions_comment_unique');
    t.dropForeign(['period_comment_id']);
    t.dropColumn('period_comment_id');
    t.dropForeign(['comment_id']);
  });
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.integer('comment_id').unsigned().notNullable().alter();
  });
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.foreign('comment_id').references('id').inTable('comments').onDelete('CASCADE');
    t.unique(['comment_id', 'visitor_key', 'interaction']);
    t.index(['comment_id', 'interaction', 'client_hash'], 'comment_interactions_client_index');
  });
}
