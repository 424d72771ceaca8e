import type { Knex } from 'knex';

/**
 * Flags that cannot take a comment off the map on their own:
 * - comment_interactions.client_hash: an HMAC of the client's network (never the address), so a flag counts
 *   once per address however many visitor cookies send it. Rows from before get their visitor key, so each
 *   older flag keeps counting as its own address;
 * - comments.reviewed_at / reviewed_by: a reviewer re-approved the comment after flags (or kept it published
 *   over them): flags are still recorded and shown to staff, but no longer send it back to the queue.
 * Nullable columns carry no unique constraint (SQL Server treats NULLs as equal in one).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.string('client_hash', 64).nullable();
    t.index(['comment_id', 'interaction', 'client_hash'], 'comment_interactions_client_index');
  });
  await knex('comment_interactions')
    .whereNull('client_hash')
    .update({ client_hash: knex.ref('visitor_key') });
  await knex.schema.alterTable('comments', (t) => {
    t.datetime('reviewed_at').nullable();
    t.string('reviewed_by', 36).nullable().references('id').inTable('users');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.dropForeign(['reviewed_by']);
    t.dropColumn('reviewed_by');
    t.dropColumn('reviewed_at');
  });
  await knex.schema.alterTable('comment_interactions', (t) => {
    t.dropIndex(['comment_id', 'interaction', 'client_hash'], 'comment_interactions_client_index');
    t.dropColumn('client_hash');
  });
}
