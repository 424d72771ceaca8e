import type { Knex } from 'knex';

/** The columns of a published translation (lib/server/db/migrations/20261207_041_content_translations.ts). */
export interface TranslationRow {
  source_kind: string;
  source_key: string;
  locale: string;
  title: string;
  summary: string | null;
  body: string | null;
  translated_by: string;
  reviewed: boolean;
  reviewed_by: string | null;
  source_revision: number | null;
  published_at: string;
}

const COLUMNS = [
  'source_kind',
  'source_key',
  'locale',
  'title',
  'summary',
  'body',
  'translated_by',
  'reviewed',
  'reviewed_by',
  'source_revision',
  'published_at',
];

/** Published translations of updates, meetings and announcements. Each builder is also compiled for SQL Server. */
export const translationQueries = {
  one: (k: Knex, kind: string, key: string, locale: string) =>
    k('content_translations').select(COLUMNS).where({ source_kind: kind, source_key: key, locale }).first(),
  ofKind: (k: Knex, kind: string, locale: string) =>
    k('content_translations').select(COLUMNS).where({ source_kind: kind, locale }),
  all: (k: Knex) =>
    k('content_translations').select(COLUMNS).orderBy(['source_kind', 'source_key', 'locale']),
  insert: (k: Knex, row: TranslationRow) => k('content_translations').insert(row),
  remove: (k: Knex, kind: string, key: string, locale: string) =>
    k('content_translations').where({ source_kind: kind, source_key: key, locale }).delete(),
};
