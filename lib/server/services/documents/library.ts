import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { isoDateTime } from '@/lib/server/db/normalize';
import { sniffUpload } from '@/lib/server/documents/sniff';
import {
  documentEventQueries as events,
  documentQueries as q,
  toDocumentEvent,
  toManagedDocument,
  type ManagedDocumentRow,
} from '@/lib/server/repositories/documents';
import {
  adoptPublicRows,
  contentKind,
  createContent,
  getContent,
  publishContent,
  restoreContent,
  saveContent,
  unpublishContent,
  type ContentDetail,
} from '@/lib/server/services/content';
import { applyFields } from './workflow';
import { checkUnchecked, queueCheck } from './check';
import { managedRows, openDocument } from './mirror';
import { getStorage } from '@/lib/server/storage';
import { normalizeDocumentPath, type StoredDocument } from '@/lib/server/storage/types';
import { HttpError } from '@/lib/shared/errors';
import { fileSizeLabel } from '@/lib/shared/library';
import type {
  DocumentDetail,
  DocumentFields,
  DocumentMetadata,
  DocumentStatusBody,
  ManagedDocument,
  UpdateDocumentBody,
} from '@/lib/shared/schemas/documentLibrary';
import { COLLECTION_LABELS } from '@/lib/shared/schemas/documents';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { slugify } from '@/lib/shared/slug';

/**
 * The documents library run by editors: upload, replace a file at the same address, change
 * title, tags, year, collection and the accessible flag, publish, retire and restore, each with an audit line
 * (who, what, when). Every call checks the editor role itself (admins hold it), behind the route guard. Files
 * are sniffed for their real type and named by the server; a PDF is checked for accessibility by a
 * 'document-check' job (off the request thread, in the worker pool with a budget), whose report informs the
 * accessible flag the ADA notice follows. Every change the public can see is announced to every instance.
 */
const EDITORS_ONLY =
  'Only editors manage the documents library. Ask an administrator for the editor role if you should have it.';

const now = () => new Date().toISOString();

const notFound = () =>
  new HttpError(404, 'There is no such document in the library. It may have been removed from the storage.');

const stale = (yours: number, current: number) =>
  new HttpError(
    409,
    `Someone else changed this document since you opened it (you had revision ${yours}, it is now at ${current}). Reload the page to see their change, then make yours again.`,
    'revision',
  );

async function rowOf(k: Knex, path: string): Promise<Record<string, unknown>> {
  const row = (await q.byPath(k, normalizeDocumentPath(path))) as Record<string, unknown> | undefined;
  if (!row) throw notFound();
  return row;
}

async function record(k: Knex, path: string, user: SessionUser, action: string, detail: string) {
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
async function recordIdOf(k: Knex, row: Record<string, unknown>): Promise<number> {
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

const fieldsOf = (path: string, m: DocumentMetadata & { accessible: boolean }): DocumentFields => ({
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
async function followRevision(
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

/** 'Freight plan: 2025 update!' → 'freight-plan-2025-update' (at most 80 characters; never empty). */
export function slugOf(title: string): string {
  return slugify(title, { fallback: 'document' });
}

async function taken(k: Knex, path: string): Promise<boolean> {
  if (await q.byPath(k, path)) return true;
  const file = await getStorage().get(path);
  if (!file) return false;
  const stream = file.stream as NodeJS.ReadableStream & { destroy?: () => void };
  stream.destroy?.();
  return true;
}

/** The server's name for a new file: library/<year>/<slug of the title>.<ext>, numbered when taken. */
async function newPath(k: Knex, year: number, title: string, extension: string): Promise<string> {
  const base = `library/${year}/${slugOf(title)}`;
  for (let n = 1; n <= 100; n++) {
    const path = `${base}${n === 1 ? '' : `-${n}`}.${extension}`;
    if (!(await taken(k, path))) return path;
  }
  throw new HttpError(
    409,
    'There are already 100 documents with this title and year. Give this one a distinct title.',
    'title',
  );
}

const tagsOf = (m: DocumentMetadata) => ({ topic: m.topic, planCycle: m.planCycle, docType: m.docType });

/**
 * A new file as a draft: sniffed (its real type, not its name), named by the server, stored with its metadata.
 * The row is written before the file, so the storage sync never sees a file without its row; if the file
 * cannot be stored, the row goes again. A PDF's accessibility check is queued.
 */
export async function uploadDocument(
  user: SessionUser,
  input: DocumentMetadata & { fileName: string; bytes: Buffer },
): Promise<DocumentDetail> {
  requireRole(user, 'editor', EDITORS_ONLY);
  const type = sniffUpload(input.bytes, input.fileName);
  const k = await db();
  const path = await newPath(k, input.year, input.title, type.extension);
  const at = now();
  const row: ManagedDocumentRow = {
    path,
    title: input.title,
    content_type: type.contentType,
    size: input.bytes.length,
    topic: input.topic,
    plan_cycle: input.planCycle,
    doc_type: input.docType,
    accessible: false,
    updated_at: at,
    collection: input.collection,
    year: input.year,
    status: 'draft',
    record_id: null,
    changed_at: at,
    check_status: null,
    check_report: null,
    checked_at: null,
    check_for: null,
  };
  await q.insertManaged(k, row);
  let stored: StoredDocument;
  try {
    stored = await getStorage().put(path, input.bytes, {
      title: input.title,
      contentType: type.contentType,
      tags: tagsOf(input),
      accessible: false,
    });
    await q.updateManaged(k, path, { size: stored.size, updated_at: isoDateTime(stored.lastModified) });
    const created = await createContent('document', fieldsOf(path, { ...input, accessible: false }), user);
    await q.updateManaged(k, path, { record_id: created.record.id });
  } catch (err) {
    await q.removeManaged(k, path);
    await getStorage()
      .delete(path)
      .catch(() => undefined);
    throw err;
  }
  await record(
    k,
    path,
    user,
    'uploaded',
    `Uploaded '${input.fileName}' (${type.label.replace(/^an? /, '')}, ${fileSizeLabel(input.bytes.length)}) as a draft in ${COLLECTION_LABELS[input.collection]}.`,
  );
  await queueCheck(k, stored);
  return documentDetail(user, path);
}

/**
 * A new file at the same address (the links people have keep working). It must be the same kind of file as
 * the address says (a PDF's address serves a PDF). A PDF's accessible flag is cleared until an editor reads
 * the new file's report.
 */
export async function replaceDocument(
  user: SessionUser,
  input: { path: string; revision: number; fileName: string; bytes: Buffer },
): Promise<DocumentDetail> {
  requireRole(user, 'editor', EDITORS_ONLY);
  const k = await db();
  const row = await rowOf(k, input.path);
  const id = await recordIdOf(k, row);
  const content = await getContent('document', id, user);
  const current = toManagedDocument(row);
  if (content.record.currentRevision !== input.revision) {
    throw stale(input.revision, content.record.currentRevision);
  }
  if (current.status === 'retired') {
    throw new HttpError(409, 'This document is retired. Restore it before replacing its file.');
  }
  const type = sniffUpload(input.bytes, input.fileName);
  const extension = current.path.slice(current.path.lastIndexOf('.') + 1);
  if (type.extension !== extension && !(type.kind === 'jpeg' && extension === 'jpeg')) {
    throw new HttpError(
      415,
      `This address serves a .${extension} file and '${input.fileName}' is ${type.label}. Upload it as a new document instead, so nobody's link opens a different kind of file.`,
      'file',
    );
  }
  const accessible = type.kind === 'pdf' ? false : current.accessible;
  const stored = await getStorage().put(current.path, input.bytes, {
    title: current.title,
    contentType: type.contentType,
    tags: current.tags,
    accessible,
  });
  await q.updateManaged(k, current.path, {
    size: stored.size,
    content_type: type.contentType,
    updated_at: isoDateTime(stored.lastModified),
    accessible,
    changed_at: now(),
  });
  if (accessible !== current.accessible) {
    // The flag is metadata: the change is a revision of it, so the history says who cleared it and why.
    const fields = { ...(content.fields as DocumentFields), accessible };
    const saved = await saveContent('document', id, { baseRevision: input.revision, fields }, user);
    await followRevision(user, row, id, saved);
  }
  await record(
    k,
    current.path,
    user,
    'replaced',
    `Replaced the file with '${input.fileName}' (${fileSizeLabel(input.bytes.length)}) at the same address.${
      current.accessible && !accessible
        ? ' It is no longer marked accessible until its new report is read.'
        : ''
    }`,
  );
  await queueCheck(k, stored);
  if (current.status === 'published') await announceChange('documents');
  return documentDetail(user, current.path);
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/**
 * Title, tags, year, collection and the accessible flag: a new revision in the workflow, made from the revision
 * the editor read (else 409 naming who saved and when, nothing written). A published document publishes it at
 * once; a draft keeps it until it is published.
 */
export async function updateDocument(user: SessionUser, body: UpdateDocumentBody): Promise<DocumentDetail> {
  requireRole(user, 'editor', EDITORS_ONLY);
  const k = await db();
  const row = await rowOf(k, body.path);
  const current = toManagedDocument(row);
  const id = await recordIdOf(k, row);
  const changes: string[] = [];
  const note = (label: string, from: unknown, to: unknown) => {
    if (from !== to) changes.push(`${label}: '${String(from ?? '')}' → '${String(to ?? '')}'`);
  };
  note('title', current.title, body.title);
  note('collection', COLLECTION_LABELS[current.collection], COLLECTION_LABELS[body.collection]);
  note('year', current.year, body.year);
  note('topic', current.tags.topic, body.topic);
  note('plan cycle', current.tags.planCycle, body.planCycle);
  note('document type', current.tags.docType, body.docType);
  if (current.accessible !== body.accessible) {
    changes.push(`accessible: ${yesNo(current.accessible)} → ${yesNo(body.accessible)}`);
  }
  const saved = await saveContent(
    'document',
    id,
    { baseRevision: body.revision, fields: fieldsOf(current.path, body) },
    user,
  );
  await followRevision(user, row, id, saved);
  if (changes.length > 0) {
    const action =
      current.accessible !== body.accessible
        ? body.accessible
          ? 'marked accessible'
          : 'marked not accessible'
        : 'edited';
    await record(k, current.path, user, action, `Changed ${changes.join('; ')}.`);
  }
  return documentDetail(user, current.path);
}

const TRANSITIONS: Record<'publish' | 'retire' | 'restore', { from: string; to: string; done: string }> = {
  publish: {
    from: 'draft',
    to: 'published',
    done: 'Published: it is in the library, search and the sitemap.',
  },
  retire: {
    from: 'published',
    to: 'retired',
    done: 'Retired: it left the library, search and the sitemap; its address says it was retired (410).',
  },
  restore: { from: 'retired', to: 'published', done: 'Restored: it is public again at the same address.' },
};

/**
 * Publish a draft, retire a published document (kept, not deleted: the workflow's unpublish), restore a retired
 * one (published again), or revert the metadata to an older revision. Each names the revision the editor read.
 */
export async function changeDocumentStatus(
  user: SessionUser,
  body: DocumentStatusBody,
): Promise<DocumentDetail> {
  requireRole(user, 'editor', EDITORS_ONLY);
  const k = await db();
  const row = await rowOf(k, body.path);
  const current = toManagedDocument(row);
  const id = await recordIdOf(k, row);
  const base = { baseRevision: body.revision };
  if (body.action === 'revert') {
    const restored = await restoreContent('document', id, { ...base, revision: body.from! }, user);
    await followRevision(user, row, id, restored);
    await record(k, current.path, user, 'reverted', `Went back to the details of revision ${body.from}.`);
    return documentDetail(user, current.path);
  }
  const step = TRANSITIONS[body.action];
  if (current.status !== step.from) {
    throw new HttpError(
      409,
      `This document is ${current.status}, so it cannot be ${body.action === 'publish' ? 'published' : `${body.action}d`}. Reload the page to see where it stands.`,
      'action',
    );
  }
  if (body.action === 'retire') await unpublishContent('document', id, base, user);
  else await publishContent('document', id, base, user);
  await record(
    k,
    current.path,
    user,
    `${body.action === 'publish' ? 'published' : `${body.action}d`}`,
    step.done,
  );
  return documentDetail(user, current.path);
}
