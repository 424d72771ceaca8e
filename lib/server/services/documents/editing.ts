import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { toManagedDocument } from '@/lib/server/repositories/documents';
import { publishContent, restoreContent, saveContent, unpublishContent } from '@/lib/server/services/content';
import { documentDetail, EDITORS_ONLY, fieldsOf, followRevision, record, recordIdOf, rowOf } from './library';
import { HttpError } from '@/lib/shared/errors';
import type {
  DocumentDetail,
  DocumentStatusBody,
  UpdateDocumentBody,
} from '@/lib/shared/schemas/documents/editing';
import { COLLECTION_LABELS } from '@/lib/shared/schemas/documents';
import type { SessionUser } from '@/lib/shared/schemas/people';

/**
 * What editors change on a document other than its file: its details (a new revision in the publishing
 * workflow) and its status (publish, retire, restore, or revert the details to a revision).
 */

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
  // The old flag stays as it was unless a caller still sends it: it no longer decides what visitors see.
  const accessible = body.accessible ?? current.accessible;
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
  if (current.accessible !== accessible) {
    changes.push(`accessible: ${yesNo(current.accessible)} → ${yesNo(accessible)}`);
  }
  const saved = await saveContent(
    'document',
    id,
    { baseRevision: body.revision, fields: fieldsOf(current.path, { ...body, accessible }) },
    user,
  );
  await followRevision(user, row, id, saved);
  if (changes.length > 0) {
    const action =
      current.accessible !== accessible
        ? accessible
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
