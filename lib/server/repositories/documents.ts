import type { Knex } from 'knex';
import type { DocumentRow } from '@/lib/server/db/tables';

/** The documents table: a metadata mirror of the document storage (search and listings read it). */
export const documentQueries = {
  all: (k: Knex) =>
    k('documents')
      .select(
        'path',
        'title',
        'content_type',
        'size',
        'topic',
        'plan_cycle',
        'doc_type',
        'accessible',
        'updated_at',
      )
      .orderBy('path'),
  insert: (k: Knex, rows: DocumentRow[]) => k('documents').insert(rows),
  /** Updates the row stored under `path` (the row's own path may differ from it in case). */
  update: (k: Knex, path: string, row: DocumentRow) => k('documents').where({ path }).update(row),
  remove: (k: Knex, paths: string[]) => k('documents').whereIn('path', paths).delete(),
};
