import type { Knex } from 'knex';

/**
 * A person's review of a document's file, recorded by an editor: who (`reviewed_by`, the editor's email, kept
 * readable if the account goes), when (`reviewed_at`), what they checked (`review_note`) and the file it is about
 * (`review_for`, the file's date: a replaced file is not the one reviewed). What visitors are told ("checked by a
 * person") comes from this record, never from a flag.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.string('reviewed_by', 320).nullable();
    t.datetime('reviewed_at').nullable();
    t.string('review_note', 1000).nullable();
    t.datetime('review_for').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    for (const c of ['reviewed_by', 'reviewed_at', 'review_note', 'review_for']) t.dropColumn(c);
  });
}
