import type { Knex } from 'knex';
import type { SearchMissRow } from '@/lib/server/db/tables';

/** Tables whose row count and highest id make up the search index's data version. */
export const SEARCH_VERSION_TABLES = [
  'articles',
  'updates',
  'events',
  'documents',
  'strategic_actions',
  'ltror_items',
  'statutory_requirements',
  'layer_metadata',
  'interactvtrans_statistics',
  'by_the_numbers',
  'gap_ta_studies', // an award adds a study
] as const;

/** Zero-result search queries and the search index's data version. Each builder is compiled for SQL Server in tests. */
export const searchQueries = {
  findMiss: (k: Knex, query: string) =>
    k('search_misses').select('id', 'query', 'count', 'last_seen').where({ query }).first(),
  insertMiss: (k: Knex, row: Omit<SearchMissRow, 'id'>) => k('search_misses').insert(row).returning(['id']),
  incrementMiss: (k: Knex, query: string, lastSeen: string, by = 1) =>
    k('search_misses').where({ query }).increment('count', by).update({ last_seen: lastSeen }),
  countMisses: (k: Knex) => k('search_misses').count({ n: '*' }).first(),
  /**
   * One row: count and max id of every version table, plus the newest update date and article edit,
   * the documents mirror's newest change and the content/documents change stamps (cheap aggregate
   * subqueries, no table scan of text columns).
   */
  dataVersion: (k: Knex) =>
    k.select([
      ...SEARCH_VERSION_TABLES.flatMap((t) => [
        k(t).count({ c: '*' }).as(`${t}_count`),
        k(t).max({ m: 'id' }).as(`${t}_max_id`),
      ]),
      k('updates').max({ m: 'date' }).as('updates_max_date'),
      k('articles').max({ m: 'updated_at' }).as('articles_max_updated'),
      k('documents').max({ m: 'updated_at' }).as('documents_max_updated'),
      // An editor's change to a title, tags or collection moves no file date.
      k('documents').max({ m: 'changed_at' }).as('documents_max_changed'),
      // Staff publishing edits rows in place: its change stamps move the version too.
      k('change_stamps').whereIn('scope', ['content', 'documents']).max({ m: 'stamp' }).as('content_stamp'),
    ]),
};
