import { randomUUID } from 'node:crypto';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { spatialDataQueries as q, toVersionRecord } from '@/lib/server/repositories/spatialData';
import { HttpError } from '@/lib/shared/errors';
import { organizationById } from '@/lib/shared/organizations';
import type { SessionUser } from '@/lib/shared/schemas/people';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { conflict, now, ownedEditable, statusRecord, SUBMITTERS_ONLY, visibleSubmission } from './access';
import { getLayer } from './layers';
import { getSubmission } from './reading';

/** A submitter's drafts: starting one, changing its words, and submitting it for review. */

export async function createDraft(
  user: SessionUser,
  body: { layerID: string; title: string; description: string },
): Promise<SubmissionDetail> {
  requireRole(user, 'submitter', SUBMITTERS_ONLY);
  const org = user.organizationId ? organizationById(user.organizationId) : undefined;
  if (!org) {
    throw new HttpError(
      403,
      'Your account is not tied to an organisation yet. Ask an administrator to set it.',
    );
  }
  const layer = await getLayer({ layerID: body.layerID });
  if (!layer.acceptsSubmissions) throw conflict('This layer does not take submissions at the moment.');
  const id = randomUUID();
  const at = now();
  await (
    await db()
  ).transaction(async (trx) => {
    await q.insertSubmission(trx, {
      submission_id: id,
      layer_id: layer.layerID,
      user_id: user.id,
      organization: org.name,
      organization_id: org.id,
      title: body.title,
      description: body.description,
      file_name: null,
      blob_path: null,
      feature_count: null,
      bbox: null,
      status: 'draft',
      illustrative: false,
      created_at: at,
      updated_at: at,
      submitted_at: null,
    });
    await q.insertStatus(trx, statusRecord(id, 'draft', user.id, 'Draft created.', at));
  });
  return getSubmission(user, id);
}

export async function updateDraft(
  user: SessionUser,
  body: { submissionID: string; title?: string; description?: string; submit?: boolean },
): Promise<SubmissionDetail> {
  requireRole(user, 'submitter', SUBMITTERS_ONLY);
  const k = await db();
  const row = await visibleSubmission(user, body.submissionID, k);
  ownedEditable(user, row);
  const at = now();
  const patch: Record<string, unknown> = { updated_at: at };
  if (body.title !== undefined) patch.title = body.title;
  if (body.description !== undefined) patch.description = body.description;
  await k.transaction(async (trx) => {
    if (body.submit) {
      const versions = (await q.versions(trx, body.submissionID)).map(toVersionRecord);
      if (versions.length === 0) throw conflict('Upload a file before submitting.');
      if (versions[0].blocking) {
        throw conflict(
          'The pre-flight report of the latest file has problems to fix (marked “Fix”). Upload a corrected file, then submit.',
        );
      }
      patch.status = 'submitted';
      patch.submitted_at = at;
      const again = row.status === 'changes-requested';
      await q.insertStatus(
        trx,
        statusRecord(
          body.submissionID,
          'submitted',
          user.id,
          again
            ? `Resubmitted with version ${versions[0].version}.`
            : `Submitted version ${versions[0].version}.`,
          at,
        ),
      );
    }
    await q.updateSubmission(trx, body.submissionID, patch);
  });
  return getSubmission(user, body.submissionID);
}
