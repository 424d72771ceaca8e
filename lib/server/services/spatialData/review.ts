import type { Feature } from 'geojson';
import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { insertedId, num } from '@/lib/server/db/normalize';
import { featureBbox, fieldMapping } from '@/lib/server/geo/intake/checks';
import { localityAt } from '@/lib/server/geo/virginia';
import {
  deleteFeatureRows,
  insertFeatureRows,
  layerQueries,
  toFeatureRow,
  toOwnedFeatureRows,
  type OwnedFeatureRow,
} from '@/lib/server/repositories/layers';
import { spatialDataQueries as q, type SubmissionRecord } from '@/lib/server/repositories/spatialData';
import { HttpError } from '@/lib/shared/errors';
import type { LayerField } from '@/lib/shared/schemas/layers';
import type { SessionUser } from '@/lib/shared/schemas/people';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import {
  REVIEW_ACTIONS,
  STATUS_LABELS,
  type ReviewAction,
  type SubmissionStatus,
} from '@/lib/shared/schemas/spatialData/rules';
import { conflict, loadSubmission, now, REVIEWERS_ONLY, statusRecord } from './access';
import { diffFeatures, publishedFor, stableIds } from './diff';
import { getLayer, layerSpec } from './layers';
import { queueReviewMail } from './mail';
import { getSubmission, readFeatures, versionRow } from './reading';

/**
 * Review and publishing: the reviewers' state machine (REVIEW_ACTIONS), publishing the latest version into the
 * Map Explorer layer as a publication that keeps the features it replaced, and rolling a publish back.
 */

export async function reviewAction(
  reviewer: SessionUser,
  body: { submissionID: string; status: ReviewAction; note?: string },
): Promise<SubmissionDetail> {
  requireRole(reviewer, 'reviewer', REVIEWERS_ONLY);
  const k = await db();
  const row = await loadSubmission(k, body.submissionID);
  const from = row.status;
  const allowed = REVIEW_ACTIONS[body.status] as readonly SubmissionStatus[];
  if (!allowed.includes(from)) {
    throw conflict(
      `A submission that is ${STATUS_LABELS[from].toLowerCase()} cannot be moved to “${STATUS_LABELS[body.status]}”.`,
    );
  }
  const note = body.note?.trim() || null;
  if ((body.status === 'changes-requested' || body.status === 'rejected') && !note) {
    throw new HttpError(
      400,
      "Invalid 'note': say what the submitter should change or why it is rejected",
      'note',
    );
  }
  const at = now();
  if (body.status === 'published') {
    await publish(k, reviewer, row, note, at);
  } else {
    await k.transaction(async (trx) => {
      await q.updateSubmission(trx, body.submissionID, { status: body.status, updated_at: at });
      await q.insertStatus(trx, statusRecord(body.submissionID, body.status, reviewer.id, note, at));
      await queueReviewMail(trx, body.submissionID, body.status, note);
    });
  }
  return getSubmission(reviewer, body.submissionID);
}

/** A submitted feature as the layer stores it: the layer's fields, where it lies, and whose publish it is. */
function publishedRow(
  layerKey: string,
  owner: { organization_id: string; publication_id: number },
  id: string,
  f: Feature,
  fields: LayerField[],
  mapping: Map<string, string>,
): OwnedFeatureRow {
  const b = featureBbox(f.geometry);
  const place = localityAt([(b[0] + b[2]) / 2, (b[1] + b[3]) / 2]);
  const properties: Record<string, string | number | null> = {};
  for (const field of fields) {
    const v = f.properties?.[mapping.get(field.name) ?? field.name];
    properties[field.name] =
      v === undefined || v === '' ? null : field.type === 'string' ? String(v) : Number(v);
  }
  properties.locality = place?.name ?? null;
  properties.district = place?.district ?? null;
  const name =
    properties.name === null || properties.name === undefined ? null : String(properties.name).slice(0, 300);
  return {
    ...toFeatureRow(layerKey, { id, name, geometry: f.geometry, properties, illustrative: false }),
    ...owner,
  };
}

/** Replaces the organisation's features in the layer with the latest version, keeping the old ones to roll back. */
async function publish(
  k: Knex,
  reviewer: SessionUser,
  row: SubmissionRecord,
  note: string | null,
  at: string,
): Promise<void> {
  const layerKey = row.publishedLayerKey;
  if (!layerKey)
    throw conflict('This layer is not on the Map Explorer yet, so its submissions cannot be published.');
  const orgId = row.organizationId;
  if (!orgId) throw conflict('This submission has no organisation, so it cannot replace published features.');
  const { submissionId } = row;
  const v = await versionRow(k, submissionId);
  const next = (await readFeatures(v.featuresPath)).features;
  const fields = await layerSpec(await getLayer({ layerID: row.layerId }));
  const mapping = fieldMapping(next, fields);
  await k.transaction(async (trx) => {
    const before = await publishedFor(trx, layerKey, orgId);
    const diff = diffFeatures(next, before.features, fields);
    const pub = await q.insertPublication(trx, {
      layer_key: layerKey,
      organization_id: orgId,
      submission_id: submissionId,
      version: v.version,
      added: diff.added,
      removed: diff.removed,
      changed: diff.changed,
      replaced_features: JSON.stringify(before.rows.map((r) => r.row)),
      published_by: reviewer.id,
      published_at: at,
    });
    const publicationId = insertedId(pub);
    await deleteFeatureRows(
      trx,
      before.rows.map((r) => r.id),
    );
    const owner = { organization_id: orgId, publication_id: publicationId };
    const ids = stableIds(next, before.features, orgId, (i) => `${orgId}-p${publicationId}-${i + 1}`);
    await insertFeatureRows(
      trx,
      next.map((f, i) => publishedRow(layerKey, owner, ids[i], f, fields, mapping)),
    );
    await q.updateSubmission(trx, submissionId, { status: 'published', updated_at: at });
    await q.insertStatus(
      trx,
      statusRecord(
        submissionId,
        'published',
        reviewer.id,
        note ??
          `Published version ${v.version}: ${diff.added} added, ${diff.changed} changed, ${diff.removed} removed.`,
        at,
      ),
    );
    await queueReviewMail(trx, submissionId, 'published', note);
  });
  await announceChange('layers');
}

/** Rolls the submission's publish back: its features leave the layer and the ones it replaced return. */
export async function rollBack(
  reviewer: SessionUser,
  body: { submissionID: string; note?: string },
): Promise<SubmissionDetail> {
  requireRole(reviewer, 'reviewer', REVIEWERS_ONLY);
  const k = await db();
  const row = await loadSubmission(k, body.submissionID);
  if (row.status !== 'published' || !row.publishedLayerKey || !row.organizationId) {
    throw conflict('Only a published submission can be rolled back.');
  }
  const current = await q.currentPublication(k, row.publishedLayerKey, row.organizationId);
  if (!current || current.submission_id !== body.submissionID) {
    throw conflict('A later publish for this organisation is in force; roll that one back first.');
  }
  const publicationId = num(current.id);
  const pub = await q.publication(k, publicationId);
  const restored = toOwnedFeatureRows(pub?.replaced_features, 'layer_publications.replaced_features');
  const at = now();
  await k.transaction(async (trx) => {
    await layerQueries.deletePublishedFeatures(trx, publicationId);
    await insertFeatureRows(trx, restored);
    await q.markRolledBack(trx, publicationId, reviewer.id, at);
    await q.updateSubmission(trx, body.submissionID, { status: 'approved', updated_at: at });
    await q.insertStatus(
      trx,
      statusRecord(
        body.submissionID,
        'approved',
        reviewer.id,
        body.note?.trim() || 'Publish rolled back; the previous features are on the Map Explorer again.',
        at,
      ),
    );
    await queueReviewMail(trx, body.submissionID, 'rolled-back', body.note?.trim() || null);
  });
  await announceChange('layers');
  return getSubmission(reviewer, body.submissionID);
}
