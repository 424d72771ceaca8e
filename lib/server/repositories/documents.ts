import type { Knex } from 'knex';
import { z } from 'zod';
import {
  bool,
  isoDateTime,
  isoDateTimeOrNull,
  num,
  numOrNull,
  rowOf,
  textOrNull,
} from '@/lib/server/db/normalize';
import type { DocumentRow } from '@/lib/server/db/tables';
import { DocumentTagsSchema, type StoredDocument } from '@/lib/server/storage/types';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import {
  DOCUMENT_STATUSES,
  type DocumentEvent,
  type DocumentReview,
  PDF_CHECK_PLAIN,
  type DocumentStatus,
  type ManagedDocument,
  PDF_CHECK_VERSION,
  type PdfReport,
} from '@/lib/shared/schemas/documents/editing';
import {
  DOCUMENT_COLLECTIONS,
  type DocumentAccessibility,
  type DocumentCollection,
  type LibraryDocument,
} from '@/lib/shared/schemas/documents';

const DOCUMENT_COLUMNS = [
  'path',
  'title',
  'content_type',
  'size',
  'topic',
  'plan_cycle',
  'doc_type',
  'accessible',
  'updated_at',
] as const;

/**
 * What a document's label is decided from: a PDF's pre-flight (its report, when, the file it was made for) and a
 * person's review (who, when, what, the file it is about).
 */
const VERDICT_COLUMNS = [
  'check_status',
  'check_report',
  'checked_at',
  'check_for',
  'reviewed_by',
  'reviewed_at',
  'review_note',
  'review_for',
] as const;

const MANAGED_COLUMNS = [
  ...DOCUMENT_COLUMNS,
  'collection',
  'year',
  'status',
  'record_id',
  'changed_at',
  ...VERDICT_COLUMNS,
] as const;

/**
 * The documents table: the library's list (path, title, type, size, tags, accessible flag, date). The
 * files themselves live in the document storage; services/documents/mirror.ts keeps this table in step with it.
 */
export const documentQueries = {
  all: (k: Knex) =>
    k('documents')
      .select(...DOCUMENT_COLUMNS, 'status', 'year')
      .orderBy('path'),
  /** Gives a row without a year the year it was issued (seeded documents synced before they had one). */
  setYear: (k: Knex, path: string, year: number) =>
    k('documents').where({ path }).whereNull('year').update({ year }),
  insert: (k: Knex, rows: Array<DocumentRow & { collection?: string }>) => k('documents').insert(rows),
  /** Updates the row stored under `path` (the row's own path may differ from it in case). */
  update: (k: Knex, path: string, row: DocumentRow) => k('documents').where({ path }).update(row),
  remove: (k: Knex, paths: string[]) => k('documents').whereIn('path', paths).delete(),
  /** The public library: published rows with their collection, year and PDF check (the label follows it). */
  published: (k: Knex) =>
    k('documents')
      .select(...DOCUMENT_COLUMNS, 'collection', 'year', ...VERDICT_COLUMNS)
      .where({ status: 'published' })
      .orderBy('path'),
  /** Every row with what editors see (status, revision, the PDF check). */
  managed: (k: Knex) =>
    k('documents')
      .select(...MANAGED_COLUMNS)
      .orderBy('path'),
  byPath: (k: Knex, path: string) =>
    k('documents')
      .select(...MANAGED_COLUMNS)
      .where({ path })
      .first(),
  /** A row an editor made (a draft), with its collection, year and status. */
  insertManaged: (k: Knex, row: ManagedDocumentRow) => k('documents').insert(row),
  /** An editor's or the workflow's change to a row (the workflow's revisions guard concurrent saves). */
  updateManaged: (k: Knex, path: string, patch: Partial<ManagedDocumentRow>) =>
    k('documents').where({ path }).update(patch),
  /** The workflow record of a published document adopted from the storage (kind 'document', keyed by path). */
  recordFor: (k: Knex, path: string) =>
    k('content_records').select('id').where({ kind: 'document', public_key: path }).first(),
  /** The PDF check's state (not an editor's change: the revision stays). */
  setCheck: (k: Knex, path: string, patch: DocumentCheckPatch) =>
    k('documents').where({ path }).update(patch),
  removeManaged: (k: Knex, path: string) => k('documents').where({ path }).delete(),
  /** Published documents with what their label is decided from (accessibilityOf): the ADA notice's list. */
  labelled: (k: Knex) =>
    k('documents')
      .select('path', 'content_type', 'updated_at', ...VERDICT_COLUMNS)
      .where({ status: 'published' })
      .orderBy('path'),
  /** A person's review of the file at `path` (who, when, what, the file's date); not an editor's change. */
  setReview: (k: Knex, path: string, patch: DocumentReviewPatch) =>
    k('documents').where({ path }).update(patch),
};

/** The audit trail of the library: who did what to which document, when. */
export const documentEventQueries = {
  insert: (k: Knex, row: DocumentEventRow) => k('document_events').insert(row),
  forPath: (k: Knex, path: string) =>
    k('document_events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .select('e.action', 'e.detail', 'e.at', 'u.email')
      .where('e.path', path)
      .orderBy('e.at', 'desc')
      .orderBy('e.id', 'desc'),
};

export interface ManagedDocumentRow extends DocumentRow {
  collection: string;
  year: number | null;
  status: string;
  record_id: number | null;
  changed_at: string | null;
  check_status: string | null;
  check_report: string | null;
  checked_at: string | null;
  check_for: string | null;
}

export interface DocumentReviewPatch {
  reviewed_by: string;
  reviewed_at: string;
  review_note: string;
  review_for: string;
}

export type DocumentCheckPatch = Pick<
  ManagedDocumentRow,
  'check_status' | 'check_report' | 'checked_at' | 'check_for'
>;

export interface DocumentEventRow {
  path: string;
  action: string;
  user_id: string | null;
  detail: string;
  at: string;
}

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

const collectionOf = (v: unknown): DocumentCollection =>
  (DOCUMENT_COLLECTIONS as readonly unknown[]).includes(v) ? (v as DocumentCollection) : 'library';

/**
 * The report of a PDF's pre-flight when it is for the row's current file and made by the current checks
 * (PDF_CHECK_VERSION); else null (not checked yet, checked by the old heuristics, or the check failed).
 */
export function currentReport(r: Record<string, unknown>): PdfReport | null {
  if (r.check_status !== 'done' || !r.check_report) return null;
  if (isoDateTimeOrNull(r.check_for) !== isoDateTime(r.updated_at)) return null;
  const report = (JSON.parse(String(r.check_report)) as { report?: PdfReport }).report;
  return report && report.version === PDF_CHECK_VERSION ? report : null;
}

/** The review a person recorded for the row's current file, or null (none, or about a file since replaced). */
export function currentReview(r: Record<string, unknown>): DocumentReview | null {
  if (!r.reviewed_at || !r.review_for) return null;
  if (isoDateTimeOrNull(r.review_for) !== isoDateTime(r.updated_at)) return null;
  return {
    by: String(r.reviewed_by ?? ''),
    at: isoDateTime(r.reviewed_at),
    what: String(r.review_note ?? ''),
  };
}

/**
 * What is known about a document's accessibility, from its own evidence only: a PDF's current pre-flight
 * (verdict, date, the checks' version; a report made by older checks is not current) and a person's recorded
 * review of this file. An editor's flag grants nothing.
 */
export function accessibilityOf(r: Record<string, unknown>): DocumentAccessibility {
  const reviewed = currentReview(r);
  const review = reviewed && { at: reviewed.at, what: reviewed.what };
  if (r.content_type !== 'application/pdf') {
    return { check: 'none', checkedAt: null, checkVersion: null, failing: [], review };
  }
  const report = currentReport(r);
  const forThisFile = isoDateTimeOrNull(r.check_for) === isoDateTime(r.updated_at);
  if (!report) {
    const check = forThisFile && r.check_status === 'failed' ? 'failed' : 'pending';
    return { check, checkedAt: null, checkVersion: null, failing: [], review };
  }
  return {
    check: report.passed ? 'passes' : 'fails',
    checkedAt: isoDateTimeOrNull(r.checked_at),
    checkVersion: report.version ?? null,
    failing: report.findings.filter((f) => !f.ok).map((f) => PDF_CHECK_PLAIN[f.id] ?? f.id),
    review,
  };
}

/**
 * What visitors are told (the label, the ADA notice): a PDF is shown accessible when its current automated check
 * passes; another file when a person recorded a review of it. Nothing else grants it (five untagged PDFs were once
 * labelled accessible by a seeded flag, and sixteen passing ones were not).
 */
export function shownAccessible(a: DocumentAccessibility): boolean {
  return a.check === 'none' ? a.review !== null : a.check === 'passes';
}

/** A published row → the library's document (with its '/resources/…' address and the label shown). */
export const toLibraryDocument = (r: Record<string, unknown>): LibraryDocument => {
  const d = toStoredDocument(r);
  const accessibility = accessibilityOf(r);
  return {
    ...d,
    accessible: shownAccessible(accessibility),
    accessibility,
    href: RESOURCES_PREFIX + d.path,
    collection: collectionOf(r.collection),
    year: numOrNull(r.year),
  };
};

const CHECK_STATUSES = ['pending', 'done', 'failed'] as const;

/** Any row → what editors see. The stored report is ours (JSON written by the check job). */
export const toManagedDocument = (r: Record<string, unknown>): ManagedDocument => {
  const doc = toLibraryDocument(r);
  const checkStatus = CHECK_STATUSES.find((s) => s === r.check_status);
  let report: PdfReport | null = null;
  let error: string | null = null;
  if (r.check_report) {
    const parsed = JSON.parse(String(r.check_report)) as { report?: PdfReport; error?: string };
    report = parsed.report ?? null;
    error = parsed.error ?? null;
  }
  const current = checkStatus && isoDateTimeOrNull(r.check_for) === doc.lastModified;
  return {
    ...doc,
    // The old hand-set flag, kept with the file; what visitors see is doc.accessibility.
    accessible: bool(r.accessible),
    status: (DOCUMENT_STATUSES as readonly unknown[]).includes(r.status)
      ? (r.status as DocumentStatus)
      : 'published',
    revision: 0, // the workflow record's current revision, filled in by the service
    recordId: numOrNull(r.record_id),
    scheduledAt: null, // the workflow record's, filled in by the service
    changedAt: isoDateTimeOrNull(r.changed_at),
    check:
      doc.contentType !== 'application/pdf'
        ? null
        : current
          ? { status: checkStatus, report, error, checkedAt: isoDateTimeOrNull(r.checked_at) }
          : { status: 'pending', report: null, error: null, checkedAt: null },
    review: currentReview(r),
  };
};

export const toDocumentEvent = (r: Record<string, unknown>): DocumentEvent => ({
  action: String(r.action),
  detail: String(r.detail),
  at: isoDateTime(r.at),
  by: textOrNull(r.email),
});
