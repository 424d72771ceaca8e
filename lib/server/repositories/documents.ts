import type { Knex } from 'knex';
import { z } from 'zod';
import { bool, isoDateTime, num, rowOf } from '@/lib/server/db/normalize';
import type { DocumentRow } from '@/lib/server/db/tables';
import { DocumentTagsSchema, type StoredDocument } from '@/lib/server/storage/types';

/**
 * The documents table: the library's list (path, title, type, size, tags, accessible flag, date). The
 * files themselves live in the document storage; services/documents.ts keeps this table in step with it.
 */
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

/** Column widths of the documents table (migration 004): a longer value does not fit on SQL Server. */
export const DOCUMENT_COLUMN_WIDTHS = {
  path: 400,
  title: 300,
  content_type: 100,
  topic: 80,
  plan_cycle: 40,
  doc_type: 60,
} as const satisfies Partial<Record<keyof DocumentRow, number>>;

const StoredDocumentSchema = z.object({
  path: z.string().min(1),
  title: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  lastModified: z.string(),
  tags: DocumentTagsSchema,
  accessible: z.boolean(),
}) satisfies z.ZodType<StoredDocument>;

/** A documents row → StoredDocument, checked against its schema. */
export const toStoredDocument = (r: Record<string, unknown>): StoredDocument =>
  rowOf(StoredDocumentSchema, 'documents', {
    path: r.path,
    title: r.title,
    contentType: r.content_type,
    size: num(r.size),
    lastModified: isoDateTime(r.updated_at),
    tags: { topic: r.topic, planCycle: r.plan_cycle, docType: r.doc_type },
    accessible: bool(r.accessible),
  });

/** A stored document → its documents row (the date in UTC). */
export const toDocumentRow = (d: StoredDocument): DocumentRow => ({
  path: d.path,
  title: d.title,
  content_type: d.contentType,
  size: d.size,
  topic: d.tags.topic,
  plan_cycle: d.tags.planCycle,
  doc_type: d.tags.docType,
  accessible: d.accessible,
  updated_at: isoDateTime(d.lastModified),
});

/** The first column whose value is wider than the table allows, or null when the row fits. */
export function tooWide(row: DocumentRow): keyof typeof DOCUMENT_COLUMN_WIDTHS | null {
  for (const [column, width] of Object.entries(DOCUMENT_COLUMN_WIDTHS)) {
    if (String(row[column as keyof DocumentRow]).length > width)
      return column as keyof typeof DOCUMENT_COLUMN_WIDTHS;
  }
  return null;
}
