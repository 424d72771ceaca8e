import type { Feature, FeatureCollection } from 'geojson';
import type { Knex } from 'knex';
import { db } from '@/lib/server/db/knex';
import { isoDateTime } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import {
  spatialDataQueries as q,
  toPublicationStep,
  toStatusStep,
  toSubmissionRecord,
  toVersionRecord,
  type VersionRecord,
} from '@/lib/server/repositories/spatialData';
import { readSubmissionFile } from '@/lib/server/storage/spatialData';
import { HttpError, notFound } from '@/lib/shared/errors';
import type { SessionUser } from '@/lib/shared/schemas/people';
import type {
  SubmissionDetail,
  SubmissionDiff,
  SubmissionSummary,
  SubmissionVersion,
} from '@/lib/shared/schemas/spatialData';
import { isEditable, summary, visibleSubmission } from './access';
import { diffFeatures, publishedFor } from './diff';
import { getLayer, layerSpec } from './layers';

/** Reading submissions: an organisation's list, one submission in full, a version's features and its diff. */

/**
 * An organisation's submissions. One that is approved again after its publish was rolled back says when
 * (the list said "OIPI will publish it" of a publish OIPI had taken back).
 */
export async function organizationListing(viewer: SessionUser): Promise<SubmissionSummary[]> {
  if (!viewer.organizationId) return [];
  const k = await db();
  const [rows, rolledBack] = await Promise.all([
    q.byOrganization(k, viewer.organizationId),
    q.rolledBackOf(k, viewer.organizationId),
  ]);
  return markRolledBack(rows.map(toSubmissionRecord).map(summary), rolledBack);
}

/**
 * Submissions with when their publish was last rolled back: one that is approved again after a rollback says so
 * (the organisation's list and the reviewers' queue), given the rolled-back publishes newest first.
 */
export function markRolledBack(
  list: SubmissionSummary[],
  rolledBack: Array<{ submission_id: unknown; rolled_back_at: unknown }>,
): SubmissionSummary[] {
  const latest = new Map<string, string>();
  for (const r of rolledBack) {
    const id = String(r.submission_id);
    if (!latest.has(id)) latest.set(id, isoDateTime(r.rolled_back_at));
  }
  return list.map((s) =>
    s.status === 'approved' ? { ...s, rolledBackAt: latest.get(s.submissionID) ?? null } : s,
  );
}

const version = ({ featuresPath: _path, ...v }: VersionRecord): SubmissionVersion => v;

export async function getSubmission(viewer: SessionUser, submissionId: string): Promise<SubmissionDetail> {
  const row = await visibleSubmission(viewer, submissionId);
  const k = await db();
  const [versions, history, publications] = await Promise.all([
    q.versions(k, submissionId),
    q.statusHistory(k, submissionId),
    q.publications(k, submissionId),
  ]);
  return {
    ...summary(row),
    description: row.description,
    geometryType: row.geometryType,
    publishedLayerKey: row.publishedLayerKey,
    versions: versions.map(toVersionRecord).map(version),
    history: history.map(toStatusStep),
    publications: publications.map(toPublicationStep),
    editable: isEditable(viewer, row),
  };
}

/** A submission's newest version, or the one asked for; 404 when there is none. */
export async function versionRow(k: Knex, submissionId: string, wanted?: number): Promise<VersionRecord> {
  const versions = (await q.versions(k, submissionId)).map(toVersionRecord);
  const v = wanted === undefined ? versions[0] : versions.find((x) => x.version === wanted);
  if (!v)
    throw notFound(wanted === undefined ? 'This submission has no uploaded file yet.' : 'No such version.');
  return v;
}

/** A version's stored features file (written by uploadVersion from the checked upload). */
export async function readFeatures(path: string): Promise<FeatureCollection> {
  const parsed: unknown = JSON.parse((await readSubmissionFile(path)).toString('utf8'));
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('features' in parsed) ||
    !Array.isArray(parsed.features)
  ) {
    throw new Error(`The stored features file ${path} is not a FeatureCollection.`);
  }
  return { type: 'FeatureCollection', features: parsed.features };
}

/** A version's features (WGS84 GeoJSON) from private storage. */
export async function versionFeatures(
  viewer: SessionUser,
  submissionId: string,
  wanted?: number,
): Promise<FeatureCollection> {
  await visibleSubmission(viewer, submissionId);
  const v = await versionRow(await db(), submissionId, wanted);
  if (v.prunedAt) {
    throw new HttpError(
      410,
      `The files of version ${v.version} were removed to save space (a submission keeps its newest ${env().INTAKE_KEEP_VERSIONS} versions' files); its report and history remain.`,
    );
  }
  return readFeatures(v.featuresPath);
}

/**
 * What publishing a version would do to the organisation's features on the Map Explorer layer, or (with
 * `against`) how the version differs from another version of the same submission.
 */
export async function submissionDiff(
  viewer: SessionUser,
  submissionId: string,
  wanted?: number,
  against?: number,
): Promise<SubmissionDiff> {
  const row = await visibleSubmission(viewer, submissionId);
  const next = await versionFeatures(viewer, submissionId, wanted);
  const fields = await layerSpec(await getLayer({ layerID: row.layerId }));
  if (against !== undefined) {
    const earlier = await versionFeatures(viewer, submissionId, against);
    return diffFeatures(next.features, earlier.features, fields, { kind: 'version', version: against });
  }
  const layerKey = row.publishedLayerKey;
  if (!layerKey || !row.organizationId) return diffFeatures(next.features, [], fields);
  const published = await publishedFor(await db(), layerKey, row.organizationId);
  return diffFeatures(next.features, published.features, fields);
}

/** The preview map's one collection: the version's features (numbered, with their state) and the published
 * features it would remove or change (state 'published'). */
export function previewCollection(version: FeatureCollection, diff: SubmissionDiff): FeatureCollection {
  const name = (f: Feature) => {
    const v = f.properties?.name ?? f.properties?.NAME ?? f.properties?.Name;
    return v === undefined || v === null ? '' : String(v);
  };
  return {
    type: 'FeatureCollection',
    features: [
      ...diff.published.features.map((f) => ({
        type: 'Feature' as const,
        geometry: f.geometry,
        properties: { n: 0, state: 'published', name: name(f) },
      })),
      ...version.features
        .map((f, i) => ({
          type: 'Feature' as const,
          geometry: f.geometry,
          properties: { n: i + 1, state: diff.states[i], name: name(f) },
        }))
        .filter((f) => f.geometry),
    ],
  };
}
