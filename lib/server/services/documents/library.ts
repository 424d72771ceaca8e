import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import {
  documentEventQueries as events,
  documentQueries as q,
  toDocumentEvent,
  toManagedDocument,
} from '@/lib/server/repositories/documents';
import {
  adoptPublicRows,
  contentKind,
  getContent,
  publishContent,
  type ContentDetail,
} from '@/lib/server/services/content';
import { applyFields } from './workflow';
import { checkUnchecked } from './check';
import { managedRows, openDocument } from './mirror';
import { normalizeDocumentPath } from '@/lib/server/storage/types';
import { HttpError } from '@/lib/shared/errors';
import type {
  DocumentDetail,
  DocumentFields,
  DocumentMetadata,
  ManagedDocument,
} from '@/lib/shared/schemas/documents/editing';
import type { SessionUser } from '@/lib/shared/schemas/people';

/**
 * The documents library run by editors: upload, replace a file at the same address (uploads.ts), change
 * title, tags, year, collection and the accessible flag, publish, retire and restore (editing.ts), each with an
 * audit line (who, what, when). This file reads (the list, one document, an editor's copy of a file) and holds
 * what the others share. Every call checks the editor role itself (admins hold it), behind the route guard. Files
 * are sniffed for their real type and named by the server; a PDF is checked for accessibility by a
 * 'document-check' job (off the request thread, in the worker pool with a budget), whose report informs the
 * accessible flag the ADA notice follows. Every change the public can see is announced to every instance.
 */
export const EDITORS_ONLY =
  'Only editors manage the documents library. Ask an administrator for the editor role if you should have it.';

export const now = () => new Date().toISOString();

const notFound = () =>
  new HttpError(404, 'There is no such document in the library. It may have been removed from the storage.');

/** The 409 of a change made from a revision that is no longer the current one. */
export const stale = (yours: number, current: number) =>
  new HttpError(
    409,
    `Someone else changed this document since you opened it (you had revision ${yours}, it is now at ${current}). Reload the page to see their change, then make yours again.`,
    'revision',
  );

/** The document's row; 404 when there is none. */
export async function rowOf(k: Knex, path: string): Promise<Record<string, unknown>> {
  const row = (await q.byPath(k, normalizeDocumentPath(path))) as Record<string, unknown> | undefined;
  if (!row) throw notFound();
  return row;
}

/** An audit line of the document's own history (who, what, when). */
export async function record(k: Knex, path: string, user: SessionUser, action: string, detail: string) {
  await events.insert(k, { path, action, user_id: user.id, detail: detail.slice(0, 1000), at: now() });
}

/** Every document, drafts first, then by title. */
export async function listManagedDocuments(user: SessionUser): Promise<ManagedDocument[]> {
  requireRole(user, 'editor', EDITORS_ONLY);
  const order = { draft: 0, published: 1, retired: 2 };
  const rows = await managedRows();
  await checkUnchecked(await db(), rows);
  return rows
    .map(toManagedDocument)
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] ||
        a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }),
    );
}

/**
 * The document's record in the publishing workflow (kind 'document'). Documents that were public before an
 * editor touched them (the seeds, files placed in the storage) are adopted as published revision 1 first.
 */
export async function recordIdOf(k: Knex, row: Record<string, unknown>): Promise<number> {
  if (row.record_id !== null && row.record_id !== undefined) return Number(row.record_id);
  const path = String(row.path);
  await adoptPublicRows(contentKind('document'));
  const found = (await q.recordFor(k, path)) as { id: number | string } | undefined;
  if (!found) {
    throw new HttpError(
      409,
      'This document has no revisions yet because it is not published. Publish it again from the storage, or upload it anew.',
    );
  }
  await q.updateManaged(k, path, { record_id: Number(found.id) });
  return Number(found.id);
}

function detailFrom(
  row: Record<string, unknown>,
  content: ContentDetail,
  trail: Array<Record<string, unknown>>,
) {
  return {
    document: {
      ...toManagedDocument(row),
      revision: content.record.currentRevision,
      recordId: content.record.id,
      scheduledAt: content.record.scheduledAt ?? null,
    },
    events: trail.map(toDocumentEvent),
    revisions: content.revisions,
    audit: content.audit,
  };
}

/** One document with its revisions, the workflow's audit and its own history (files), newest first. */
export async function documentDetail(user: SessionUser, path: string): Promise<DocumentDetail> {
  requireRole(user, 'editor', EDITORS_ONLY);
  const k = await db();
  let row = await rowOf(k, path);
  await checkUnchecked(k, [row]);
  const id = await recordIdOf(k, row);
  row = await rowOf(k, path);
  const [content, trail] = await Promise.all([
    getContent('document', id, user),
    events.forPath(k, String(row.path)) as Promise<Array<Record<string, unknown>>>,
  ]);
  return detailFrom(row, content, trail);
}

/** The workflow's fields of a document from its path and metadata. */
export const fieldsOf = (path: string, m: DocumentMetadata & { accessible: boolean }): DocumentFields => ({
  path,
  title: m.title,
  collection: m.collection,
  year: m.year,
  topic: m.topic,
  planCycle: m.planCycle,
  docType: m.docType,
  accessible: m.accessible,
});

/**
 * After a new revision of the metadata: a published document publishes it at once (the file is public, so
 * its details and flag follow without a second step); a draft or retired one takes it on its row, not public.
 */
export async function followRevision(
  user: SessionUser,
  row: Record<string, unknown>,
  id: number,
  saved: ContentDetail,
): Promise<void> {
  if (row.status === 'published') {
    await publishContent('document', id, { baseRevision: saved.record.currentRevision }, user);
  } else {
    await applyFields(await db(), saved.fields as DocumentFields);
  }
}

/** An editor's copy of any document (a draft too): the file with its stored facts. */
export async function openManagedDocument(user: SessionUser, path: string) {
  requireRole(user, 'editor', EDITORS_ONLY);
  await rowOf(await db(), path);
  return openDocument(path);
}
