import type { Knex } from 'knex';
import { announceChange } from '@/lib/server/changes';
import { isoDateTime } from '@/lib/server/db/normalize';
import { z } from 'zod';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob, requireRoomInGroup } from '@/lib/server/jobs/enqueue';
import { currentReport, documentQueries as q } from '@/lib/server/repositories/documents';
import { readStoredDocument, storedPdfPages, storePdfPages } from '@/lib/server/storage/pdfPages';
import { extractPdfPages } from '@/lib/server/search/pdfText';
import { db } from '@/lib/server/db/knex';
import { log } from '@/lib/server/log';
import type { StoredDocument } from '@/lib/server/storage/types';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import { HttpError } from '@/lib/shared/errors';
import { PDF_TOO_COMPLEX } from '@/lib/server/documents/pdfAccessibility';
import type { PdfReport } from '@/lib/shared/schemas/documents/editing';

/**
 * The accessibility pre-flight of library PDFs as a job: queued by an upload or a replaced file,
 * or when an editor first looks at a PDF with no report for its current file. Kept apart from the editors'
 * service so the job queue can load it without the publishing workflow (which itself queues jobs).
 */
const now = () => new Date().toISOString();

export async function queueCheck(
  k: Knex,
  stored: Pick<StoredDocument, 'path' | 'contentType' | 'lastModified'>,
  /** The editor whose upload or replaced file it checks (their checks wait behind each other); null: a sweep. */
  by: string | null = null,
): Promise<void> {
  if (stored.contentType !== 'application/pdf') return;
  await q.setCheck(k, stored.path, {
    check_status: 'pending',
    check_report: null,
    checked_at: null,
    check_for: isoDateTime(stored.lastModified),
  });
  await enqueueJob(documentCheckJob, {
    path: stored.path,
    lastModified: isoDateTime(stored.lastModified),
    by,
  });
}

/** Checks one editor may have running or waiting at once. */
export const CHECKS_WAITING_MAX = 3;

/** Refuses (429) an editor's PDF upload while CHECKS_WAITING_MAX of their checks wait: asked before storing it. */
export const requireRoomForCheck = (by: string) => requireRoomInGroup(documentCheckJob, editorGroup(by));

const editorGroup = (by: string) => `editor:${by}`;

/**
 * Queues the check of every PDF that has no report for its current file (the seeded library, files placed in
 * the storage directly), or only one made by older checks (before PDF_CHECK_VERSION): each is marked pending
 * at once, so the next look does not queue it again.
 */
export async function checkUnchecked(k: Knex, rows: Array<Record<string, unknown>>): Promise<void> {
  for (const row of rows) {
    if (row.content_type !== 'application/pdf') continue;
    const updated = isoDateTime(row.updated_at);
    const checkedThisFile = row.check_for && isoDateTime(row.check_for) === updated;
    if (checkedThisFile && (row.check_status !== 'done' || currentReport(row))) continue;
    await queueCheck(k, { path: String(row.path), contentType: 'application/pdf', lastModified: updated });
    row.check_status = 'pending';
    row.check_for = updated;
  }
}

const CheckPayload = z.object({
  path: z.string().min(1),
  lastModified: z.string().min(1),
  /** The editor whose upload it checks; null (or absent, in rows queued before) for a sweep of the library. */
  by: z.string().nullable().default(null),
});
type CheckPayload = z.infer<typeof CheckPayload>;

/**
 * The 'document-check' job: a PDF's text (kept for search, so a new PDF is findable by its words) and
 * its accessibility pre-flight (the Matterhorn 1.1 checks of PDF/UA-1), in the worker pool with a budget. A check superseded by a newer file is
 * skipped; a file that cannot be checked is recorded with the sentence saying why.
 */
export async function runDocumentCheckJob(payload: CheckPayload): Promise<{ checked: boolean }> {
  const k = await db();
  const row = (await q.byPath(k, payload.path)) as Record<string, unknown> | undefined;
  if (!row || isoDateTime(row.updated_at) !== payload.lastModified) return { checked: false };
  const fail = async (message: string) => {
    await q.setCheck(k, payload.path, {
      check_status: 'failed',
      check_report: JSON.stringify({ error: message }),
      checked_at: now(),
      check_for: payload.lastModified,
    });
    return { checked: false };
  };
  const bytes = await readStoredDocument(payload.path);
  // The check comes first: it decodes within its bounds, so a file past them (a decompression bomb) is answered
  // "too complex" before the text reader, which has no such bound, is given it.
  let report: PdfReport;
  try {
    report = await runTask(
      'pdfAccessibility',
      { bytes },
      { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: PDF_TOO_COMPLEX },
    );
  } catch (err) {
    if (err instanceof HttpError && err.status < 500 && err.status !== 429) return fail(err.message);
    throw err;
  }
  // The search index may have read this file's text already; else it is read here and kept for search. A file
  // whose text cannot be read still gets its report (and is kept with no text, so it is not read again).
  if (!(await storedPdfPages(payload.path, payload.lastModified))) {
    const pages = await extractPdfPages(bytes).catch((err: unknown) => {
      log.warn({ err, path: payload.path }, 'document check: the text of the PDF could not be read');
      return [] as string[];
    });
    await storePdfPages(payload.path, payload.lastModified, pages);
  }
  await q.setCheck(k, payload.path, {
    check_status: 'done',
    check_report: JSON.stringify({ report }),
    checked_at: now(),
    check_for: payload.lastModified,
  });
  // The verdict decides the public label and the ADA notice (shownAccessible): cached pages follow it.
  if (row.status === 'published') await announceChange('documents');
  return { checked: true };
}

/**
 * The 'document-check' job: the staff lane. An editor's uploads are grouped, so their checks run one at a time,
 * taken fairly beside other editors' (the claim takes the editor who started one least recently first), and
 * at most CHECKS_WAITING_MAX of them wait at once.
 */
export const documentCheckJob = defineJob({
  kind: 'document-check',
  lane: 'staff',
  payload: CheckPayload,
  maxAttempts: 3,
  group: (p) => (p.by ? editorGroup(p.by) : null),
  groupLimit: {
    max: CHECKS_WAITING_MAX,
    refusal: (waiting) =>
      `You already have ${waiting} PDFs being checked or waiting to be checked (at most ${CHECKS_WAITING_MAX} at a time). Upload this file again when one of their checks has finished.`,
  },
  run: runDocumentCheckJob,
});
