import { requireRole } from '@/lib/server/auth/roles';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { documentQueries as q, toManagedDocument } from '@/lib/server/repositories/documents';
import { documentDetail, EDITORS_ONLY, now, record, rowOf } from './library';
import type { DocumentDetail, ReviewDocumentBody } from '@/lib/shared/schemas/documents/editing';
import type { SessionUser } from '@/lib/shared/schemas/people';

/**
 * Records that a person checked the document's current file, and what they checked (who and when from the
 * session and the clock): what visitors see as "checked by a person". It is about this file: a replaced file is
 * not the one reviewed. Not a revision of the details; an audit line says it.
 */
export async function reviewDocument(user: SessionUser, body: ReviewDocumentBody): Promise<DocumentDetail> {
  requireRole(user, 'editor', EDITORS_ONLY);
  const k = await db();
  const row = await rowOf(k, body.path);
  const current = toManagedDocument(row);
  await q.setReview(k, current.path, {
    reviewed_by: user.email,
    reviewed_at: now(),
    review_note: body.what,
    review_for: current.lastModified,
  });
  await record(k, current.path, user, 'reviewed', `Checked by a person: ${body.what}`);
  if (current.status === 'published') await announceChange('documents');
  return documentDetail(user, current.path);
}
