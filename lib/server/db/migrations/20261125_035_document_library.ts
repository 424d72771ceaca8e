import type { Knex } from 'knex';

/**
 * The documents library run by editors. The `documents` table stays the mirror of the
 * document storage (title, type, size, tags and the accessible flag live with the file) and gains what only
 * the site knows:
 * - `collection`: where the library shows the file besides its own address — `library` (the library page),
 *   `hidden` (only the unlisted hidden library), `past-plans` and `past-newsletters` (the library page and
 *   that archive page). Existing rows get the collection the archive pages chose them by until now (the
 *   Archive topic or a VTrans20xx plan cycle; the Newsletter document type).
 * - `year`: the year the document was issued (null for files placed in the storage directly).
 * - `status`: `draft` (uploaded, not public yet), `published`, `retired` (kept, not deleted: its address says so
 *   with 410). Files placed in the storage directly are published, as before.
 * - `record_id`: the document's record in the publishing workflow (migration 034's content_records, kind
 *   'document'): its revisions of the metadata (who, when, diff, restore), optimistic concurrency and audit.
 * - `changed_at`: the last editor's change (the search index watches it with the file dates).
 * - the accessibility pre-flight of a PDF: `check_status` (pending, done, failed), `check_report` (JSON),
 *   `checked_at` and `check_for` (the file's date the report is about).
 * `document_events` is the audit trail: who did what to which document, when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.string('collection', 20).notNullable().defaultTo('library');
    t.integer('year').nullable();
    t.string('status', 12).notNullable().defaultTo('published');
    t.integer('record_id').nullable();
    t.datetime('changed_at').nullable();
    t.string('check_status', 12).nullable();
    t.text('check_report').nullable();
    t.datetime('checked_at').nullable();
    t.datetime('check_for').nullable();
  });
  await knex('documents')
    .where({ topic: 'Archive' })
    .orWhere('plan_cycle', 'like', 'VTrans20__')
    .update({ collection: 'past-plans' });
  await knex('documents').where({ doc_type: 'Newsletter' }).update({ collection: 'past-newsletters' });

  await knex.schema.createTable('document_events', (t) => {
    t.increments('id').primary();
    t.string('path', 400).notNullable().index();
    t.string('action', 24).notNullable();
    t.string('user_id', 36).nullable().references('id').inTable('users');
    t.string('detail', 1000).notNullable();
    t.datetime('at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('document_events');
  await knex.schema.alterTable('documents', (t) => {
    for (const c of [
      'collection',
      'year',
      'status',
      'record_id',
      'changed_at',
      'check_status',
      'check_report',
      'checked_at',
      'check_for',
    ])
      t.dropColumn(c);
  });
}
