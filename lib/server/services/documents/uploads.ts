import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { isoDateTime } from '@/lib/server/db/normalize';
import { sniffUpload } from '@/lib/server/documents/sniff';
import {
  documentQueries as q,
  toManagedDocument,
  type ManagedDocumentRow,
} from '@/lib/server/repositories/documents';
import { createContent, getContent, saveContent } from '@/lib/server/services/content';
import { queueCheck, requireRoomForCheck } from './check';
import {
  documentDetail,
  EDITORS_ONLY,
  fieldsOf,
  followRevision,
  now,
  record,
  recordIdOf,
  rowOf,
  stale,
} from './library';
import { getStorage } from '@/lib/server/storage';
import type { StoredDocument } from '@/lib/server/storage/types';
import { HttpError } from '@/lib/shared/errors';
import { fileSizeLabel } from '@/lib/shared/schemas/documents/rules';
import type {
  DocumentDetail,
  DocumentFields,
  DocumentMetadata,
} from '@/lib/shared/schemas/documents/editing';
import { COLLECTION_LABELS } from '@/lib/shared/schemas/documents';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { slugify } from '@/lib/shared/slug';

/**
 * The files of the editors' library: a new file as a draft (sniffed for its real type, named by the server) and
 * a new file at the same address, each with an audit line and, for a PDF, its accessibility check queued.
 */

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
  if (type.kind === 'pdf') await requireRoomForCheck(user.id); // before anything is stored
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
  await queueCheck(k, stored, user.id);
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
  if (type.kind === 'pdf') await requireRoomForCheck(user.id); // before the file is replaced
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
  const said = `Replaced the file with '${input.fileName}' (${fileSizeLabel(input.bytes.length)}) at the same address.${
    current.accessible && !accessible
      ? ' It is no longer marked accessible until its new report is read.'
      : ''
  }`;
  // A new file is a new revision (with the accessible flag it now has), so the page's revision and the
  // workflow's audit trail say who replaced it, when and with what.
  const fields = { ...(content.fields as DocumentFields), accessible };
  const saved = await saveContent('document', id, { baseRevision: input.revision, fields }, user, {
    action: 'replaced',
    note: said,
  });
  await followRevision(user, row, id, saved);
  await record(k, current.path, user, 'replaced', said);
  await queueCheck(k, stored, user.id);
  if (current.status === 'published') await announceChange('documents');
  return documentDetail(user, current.path);
}
