import { randomUUID } from 'node:crypto';
import type { Feature, FeatureCollection } from 'geojson';
import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { chunked, rowsPerStatement, valuesPerStatement } from '@/lib/server/db/batch';
import { db } from '@/lib/server/db/knex';
import { countIn, exactMatch, insertedId, num } from '@/lib/server/db/normalize';
import { toFeatureRow } from '@/lib/server/db/seeds/layers';
import { env } from '@/lib/server/env';
import { siteLink } from '@/lib/server/siteLink';
import { featureBbox, fieldMapping } from '@/lib/server/geo/intake/checks';
import { localityAt } from '@/lib/server/geo/virginia';
import { oneLine, sendMail } from '@/lib/server/mail';
import type { AnalyseOutput } from '@/lib/server/workers/tasks';
import { runTask } from '@/lib/server/workers/pool';
import {
  intakeQueries as q,
  toOwnedFeature,
  toPublicationStep,
  toReplacedFeatures,
  toStatusStep,
  toSubmissionRecord,
  toPrunable,
  toVersionRecord,
  type OwnedFeatureRow,
  type QueueFilters,
  type SubmissionRecord,
  type VersionRecord,
} from '@/lib/server/repositories/intake';
import type { LayerFeatureRow } from '@/lib/server/repositories/layers';
import { announceChange } from '@/lib/server/changes';
import { getLayer } from '@/lib/server/services/spatialData';
import {
  readIntakeFile,
  removeIntakeFiles,
  versionPaths,
  writeIntakeFile,
} from '@/lib/server/storage/intake';
import { HttpError, notFound } from '@/lib/shared/errors';
import {
  EDITABLE,
  OVERDUE_DAYS,
  REVIEW_ACTIONS,
  STATUS_LABELS,
  trackingNumber,
  type CrsCode,
  type ReviewAction,
  type SubmissionStatus,
} from '@/lib/shared/intake';
import { organizationById } from '@/lib/shared/organizations';
import type { LayerField } from '@/lib/shared/schemas/layers';
import { hasRole, type SessionUser } from '@/lib/shared/schemas/people';
import { intakePath, reviewPath, ROUTES } from '@/lib/shared/routes';
import type {
  SpatialLayer,
  SubmissionDetail,
  SubmissionDiff,
  SubmissionSummary,
  SubmissionVersion,
} from '@/lib/shared/schemas/spatialData';

/**
 * Spatial-data intake and review (issue 13): drafts, uploads with their pre-flight report, submitting,
 * reviewers' actions with a status record each, publishing into the Map Explorer layer as a version that can
 * be rolled back, and the mail each step sends.
 */

const now = () => new Date().toISOString();
const conflict = (message: string) => new HttpError(409, message);
/** The 403s of the role checks (issue 21 §3: the service refuses what the role does not allow). */
const SUBMITTERS_ONLY = 'Only submitters may create or change submissions.';
const REVIEWERS_ONLY = 'Only OIPI reviewers may review, publish or roll back submissions.';

/** The fields a submission to the layer must carry (see spatialData.getLayer). */
export const layerSpec = async (layer: SpatialLayer): Promise<LayerField[]> => layer.expectedFields;

function summary(r: SubmissionRecord): SubmissionSummary {
  const waiting = r.status === 'submitted' || r.status === 'in-review';
  return {
    submissionID: r.submissionId,
    trackingNumber: trackingNumber(r.id, r.createdAt),
    layerID: r.layerId,
    layerName: r.layerName,
    title: r.title,
    organization: r.organization,
    organizationID: r.organizationId,
    submitterEmail: r.userEmail,
    status: r.status,
    featureCount: r.featureCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    submittedAt: r.submittedAt,
    overdue: waiting && Date.now() - Date.parse(r.updatedAt) > OVERDUE_DAYS * 86_400_000,
    illustrative: r.illustrative,
  };
}

/** Submitters see their organisation's submissions; reviewers see all. */
function mayView(viewer: SessionUser, r: SubmissionRecord): boolean {
  if (hasRole(viewer, 'reviewer')) return true;
  return (
    r.userId === viewer.id || (viewer.organizationId !== null && r.organizationId === viewer.organizationId)
  );
}

async function loadSubmission(k: Knex, submissionId: string): Promise<SubmissionRecord> {
  const row = exactMatch(await q.submission(k, submissionId), 'submission_id', submissionId);
  if (!row) throw notFound('No submission has that submissionID.');
  return toSubmissionRecord(row);
}

async function visibleSubmission(viewer: SessionUser, submissionId: string): Promise<SubmissionRecord> {
  const row = await loadSubmission(await db(), submissionId);
  if (!mayView(viewer, row)) throw notFound('No submission has that submissionID.');
  return row;
}

function ownedEditable(viewer: SessionUser, row: SubmissionRecord): void {
  if (row.userId !== viewer.id && !(viewer.organizationId && row.organizationId === viewer.organizationId)) {
    throw new HttpError(403, 'Only the submitting organisation may change this submission.');
  }
  const { status } = row;
  if (!EDITABLE.includes(status)) {
    throw conflict(
      `This submission is ${STATUS_LABELS[status].toLowerCase()}, so it can no longer be changed. Ask the OIPI reviewer for a change, or start a new submission.`,
    );
  }
}

// ----------------------------------------------------------------------------------------------- reads

export async function organizationListing(viewer: SessionUser): Promise<SubmissionSummary[]> {
  if (!viewer.organizationId) return [];
  return (await q.byOrganization(await db(), viewer.organizationId)).map(toSubmissionRecord).map(summary);
}

export interface QueueQuery {
  layerID?: string;
  status?: SubmissionStatus;
  organizationID?: string;
  /** Only submissions unchanged for at least this many days. */
  olderThanDays?: number;
}

export async function reviewQueue(query: QueueQuery): Promise<SubmissionSummary[]> {
  const filters: QueueFilters = {
    layerID: query.layerID,
    status: query.status,
    organizationID: query.organizationID,
    changedBefore:
      query.olderThanDays !== undefined
        ? new Date(Date.now() - query.olderThanDays * 86_400_000).toISOString()
        : undefined,
  };
  return (await q.queue(await db(), filters)).map(toSubmissionRecord).map(summary);
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
    editable:
      EDITABLE.includes(row.status) &&
      (row.userId === viewer.id || row.organizationId === viewer.organizationId),
  };
}

async function versionRow(k: Knex, submissionId: string, wanted?: number): Promise<VersionRecord> {
  const versions = (await q.versions(k, submissionId)).map(toVersionRecord);
  const v = wanted === undefined ? versions[0] : versions.find((x) => x.version === wanted);
  if (!v)
    throw notFound(wanted === undefined ? 'This submission has no uploaded file yet.' : 'No such version.');
  return v;
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

// ------------------------------------------------------------------------------------------- diffing

/** A version's stored features file (written by uploadVersion from the checked upload). */
async function readFeatures(path: string): Promise<FeatureCollection> {
  const parsed: unknown = JSON.parse((await readIntakeFile(path)).toString('utf8'));
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

interface Published {
  /** Row ids (to delete) and stored rows (to restore on roll-back). */
  rows: Array<{ id: number; row: OwnedFeatureRow }>;
  features: Feature[];
}

/** The features of a Map Explorer layer that belong to an organisation (published by it, or seeded in it). */
async function publishedFor(k: Knex, layerKey: string, organizationId: string): Promise<Published> {
  const org = organizationById(organizationId);
  const owned = (await q.layerFeatures(k, layerKey)).map(toOwnedFeature).filter((f) => {
    if (f.row.organization_id !== null) return f.row.organization_id === organizationId;
    return org !== undefined && f.properties.locality === org.name;
  });
  return {
    rows: owned.map(({ id, row }) => ({ id, row })),
    features: owned.map((f) => ({
      type: 'Feature',
      id: f.row.feature_id,
      geometry: f.geometry,
      properties: f.properties,
    })),
  };
}

const keyOf = (f: Feature, nameField: string | undefined, i: number) => {
  const v = nameField ? f.properties?.[nameField] : undefined;
  return v === undefined || v === null || v === '' ? `#${i}` : String(v).trim().toLowerCase();
};

/** Compares features by name: added, removed, changed (geometry or any expected field differs), unchanged. */
export function diffFeatures(next: Feature[], published: Feature[], fields: LayerField[]): SubmissionDiff {
  const nextName = fieldMapping(next, [{ name: 'name', type: 'string', label: 'Name' }]).get('name');
  const mapping = fieldMapping(next, fields);
  const old = new Map(published.map((f, i) => [keyOf(f, 'name', i), f]));
  const seen = new Set<string>();
  const states = next.map((f, i): 'added' | 'changed' | 'unchanged' => {
    const key = keyOf(f, nextName, i);
    const before = old.get(key);
    if (!before) return 'added';
    seen.add(key);
    const sameGeometry = JSON.stringify(before.geometry) === JSON.stringify(f.geometry);
    const sameFields = fields.every((field) => {
      const own = mapping.get(field.name);
      return (
        own === undefined ||
        String(before.properties?.[field.name] ?? '') === String(f.properties?.[own] ?? '')
      );
    });
    return sameGeometry && sameFields ? 'unchanged' : 'changed';
  });
  const removedOrChanged = published.filter((f, i) => {
    const key = keyOf(f, 'name', i);
    return !seen.has(key) || states[next.findIndex((n, j) => keyOf(n, nextName, j) === key)] === 'changed';
  });
  return {
    added: states.filter((s) => s === 'added').length,
    changed: states.filter((s) => s === 'changed').length,
    unchanged: states.filter((s) => s === 'unchanged').length,
    removed: published.filter((f, i) => !seen.has(keyOf(f, 'name', i))).length,
    published: { type: 'FeatureCollection', features: removedOrChanged },
    states,
  };
}

export async function submissionDiff(
  viewer: SessionUser,
  submissionId: string,
  wanted?: number,
): Promise<SubmissionDiff> {
  const row = await visibleSubmission(viewer, submissionId);
  const next = await versionFeatures(viewer, submissionId, wanted);
  const layerKey = row.publishedLayerKey;
  const fields = await layerSpec(await getLayer({ layerID: row.layerId }));
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

// ------------------------------------------------------------------------------------------- writes

const statusRecord = (submissionId: string, status: string, by: string, note: string | null, at: string) => ({
  submission_id: submissionId,
  status,
  note,
  changed_by: by,
  created_at: at,
});

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
  const row = await loadSubmission(k, body.submissionID);
  if (!mayView(user, row)) throw notFound('No submission has that submissionID.');
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

const EXTENSIONS = new Set(['zip', 'geojson', 'json', 'kml', 'kmz', 'csv', 'gpkg']);

/** Time one upload's reading and checks may take in the worker pool. */
export const INTAKE_BUDGET_MS = 60_000;
export const INTAKE_TOO_COMPLEX =
  'This file is too large or complex to check within a minute. Split it by area, or simplify the shapes ' +
  '(fewer vertices), and upload each part.';

/**
 * Takes an uploaded file for a draft (or a submission sent back for changes): runs the pre-flight checks,
 * stores the original and its features privately, and records the version and a status record in one
 * transaction. Files that cannot be taken throw 4xx before anything is stored; if the database write fails,
 * the files just written are removed again.
 */
export async function uploadVersion(
  user: SessionUser,
  input: { submissionID: string; fileName: string; crs?: CrsCode; layer?: string; bytes: Buffer },
): Promise<SubmissionDetail> {
  requireRole(user, 'submitter', SUBMITTERS_ONLY);
  const k = await db();
  const row = await loadSubmission(k, input.submissionID);
  if (!mayView(user, row)) throw notFound('No submission has that submissionID.');
  ownedEditable(user, row);
  await checkQuotas(k, row, input.bytes.length);
  const layer = await getLayer({ layerID: row.layerId });
  // Reading and checking run in the worker pool: a file of any shape cannot stall the site (issue 22 §1).
  const analysis = await runTask<AnalyseOutput>(
    'analyse',
    {
      bytes: input.bytes,
      fileName: input.fileName,
      layer: { geometry: layer.geometryType, fields: await layerSpec(layer) },
      options: { crs: input.crs, layer: input.layer, maxFeatures: env().INTAKE_MAX_FEATURES },
    },
    { budgetMs: INTAKE_BUDGET_MS, tooComplex: INTAKE_TOO_COMPLEX },
  );
  // The readers above refuse other formats with a sentence naming them; this only guards the storage path.
  const extension = /\.([a-z0-9]+)$/i.exec(input.fileName)![1].toLowerCase();
  if (!EXTENSIONS.has(extension)) throw new HttpError(415, 'This file type is not accepted.', 'file');
  const n = countIn(await q.lastVersion(k, input.submissionID)) + 1;
  const paths = versionPaths(input.submissionID, n, extension);
  const at = now();
  const bbox = analysis.bbox ? JSON.stringify(analysis.bbox.map((x) => Math.round(x * 1e6) / 1e6)) : null;
  await writeIntakeFile(paths.original, input.bytes);
  try {
    await writeIntakeFile(paths.features, analysis.featuresJson);
    await k.transaction(async (trx) => {
      await q.insertVersion(trx, {
        submission_id: input.submissionID,
        version: n,
        file_name: input.fileName,
        format: analysis.format,
        file_size: input.bytes.length,
        blob_path: paths.original,
        features_path: paths.features,
        crs: analysis.crs.code ?? analysis.crs.label.slice(0, 40),
        encoding: analysis.encoding,
        feature_count: analysis.featureCount,
        bbox,
        report: JSON.stringify(analysis.findings),
        blocking: analysis.blocking,
        uploaded_by: user.id,
        created_at: at,
      });
      await q.updateSubmission(trx, input.submissionID, {
        file_name: input.fileName,
        blob_path: paths.original,
        feature_count: analysis.featureCount,
        bbox,
        updated_at: at,
      });
      await q.insertStatus(
        trx,
        statusRecord(
          input.submissionID,
          row.status,
          user.id,
          `Uploaded version ${n}: ${input.fileName} (${analysis.featureCount} features${analysis.blocking ? ', problems to fix' : ''}).`,
          at,
        ),
      );
    });
  } catch (err) {
    await removeIntakeFiles([paths.original, paths.features]);
    throw err;
  }
  await pruneVersions(k, input.submissionID);
  return getSubmission(user, input.submissionID);
}

const MB = 1024 * 1024;

/** Refuses an upload over the submission's version limit or the organisation's storage quota (issue 22 §4). */
async function checkQuotas(k: Knex, row: SubmissionRecord, bytes: number): Promise<void> {
  const { INTAKE_MAX_VERSIONS, INTAKE_ORG_QUOTA_MB } = env();
  if (countIn(await q.versionCount(k, row.submissionId)) >= INTAKE_MAX_VERSIONS) {
    throw new HttpError(
      409,
      `This submission already has ${INTAKE_MAX_VERSIONS} uploaded versions, the most one may have. Withdraw it and start a new submission with the corrected file.`,
      'file',
    );
  }
  const used = countIn(await q.storedBytes(k, row.organizationId ?? ''));
  if (used + bytes > INTAKE_ORG_QUOTA_MB * MB) {
    throw new HttpError(
      413,
      `Your organisation's uploads already take ${Math.ceil(used / MB).toLocaleString('en-US')} MB of the ${INTAKE_ORG_QUOTA_MB.toLocaleString('en-US')} MB it may keep, and this file would pass that. Withdraw drafts you no longer need, or ask OIPI staff to raise the limit.`,
      'file',
    );
  }
}

/**
 * The pruning policy: a submission keeps the files of its newest INTAKE_KEEP_VERSIONS versions and of any
 * version that was published; older versions keep their row, report and history, and their files are
 * removed (the row records when). The rows are marked first, so a file that fails to go is only litter.
 */
async function pruneVersions(k: Knex, submissionId: string): Promise<void> {
  const old = (await q.prunable(k, submissionId, env().INTAKE_KEEP_VERSIONS)).map(toPrunable);
  if (old.length === 0) return;
  await q.markPruned(
    k,
    submissionId,
    old.map((v) => v.version),
    now(),
  );
  await removeIntakeFiles(old.flatMap((v) => v.paths)).catch((err: unknown) =>
    console.error(`[intake] pruning ${submissionId} left files behind:`, err),
  );
}

// ----------------------------------------------------------------------------------- review and publish

async function mailSubmitter(row: SubmissionRecord, subject: string, lines: string[]): Promise<void> {
  const tracking = trackingNumber(row.id, row.createdAt);
  await sendMail({
    to: row.userEmail,
    subject: `${subject} (${tracking})`,
    text: [
      `Submission: ${oneLine(row.title)}`,
      `Layer: ${oneLine(row.layerName)}`,
      `Tracking number: ${tracking}`,
      '',
      ...lines,
      '',
      `See it at ${siteLink(ROUTES.spatialData)}`,
    ].join('\n'),
  });
}

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
    });
  }
  const text: Record<ReviewAction, string[]> = {
    'in-review': ['An OIPI reviewer has started reviewing your submission.'],
    'changes-requested': [
      'The reviewer asks for changes:',
      '',
      note ?? '',
      '',
      'Upload a corrected version and submit it again.',
    ],
    approved: [
      'Your submission was approved. OIPI will publish it to the Map Explorer.',
      ...(note ? ['', note] : []),
    ],
    rejected: ['Your submission was not accepted:', '', note ?? ''],
    published: ['Your submission is now published on the Map Explorer.', ...(note ? ['', note] : [])],
  };
  await mailSubmitter(row, `Spatial data: ${STATUS_LABELS[body.status].toLowerCase()}`, text[body.status]);
  return getSubmission(reviewer, body.submissionID);
}

function publishedRow(
  layerKey: string,
  organizationId: string,
  publicationId: number,
  id: string,
  f: Feature,
  fields: LayerField[],
  mapping: Map<string, string>,
): LayerFeatureRow & { organization_id: string; publication_id: number } {
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
    organization_id: organizationId,
    publication_id: publicationId,
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
    const replaced = before.rows.map((r) => r.row);
    const pub = await q.insertPublication(trx, {
      layer_key: layerKey,
      organization_id: orgId,
      submission_id: submissionId,
      version: v.version,
      added: diff.added,
      removed: diff.removed,
      changed: diff.changed,
      replaced_features: JSON.stringify(replaced),
      published_by: reviewer.id,
      published_at: at,
    });
    const publicationId = insertedId(pub);
    for (const ids of chunked(
      before.rows.map((r) => r.id),
      Math.min(1000, valuesPerStatement),
    )) {
      await q.deleteFeatures(trx, ids);
    }
    const rows = next.map((f, i) =>
      publishedRow(layerKey, orgId, publicationId, `${orgId}-p${publicationId}-${i + 1}`, f, fields, mapping),
    );
    for (const batch of chunked(rows, rowsPerStatement(15))) await q.insertFeatures(trx, batch);
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
  const restored = toReplacedFeatures(pub?.replaced_features);
  const at = now();
  await k.transaction(async (trx) => {
    await q.deletePublishedFeatures(trx, publicationId);
    for (const batch of chunked(restored, rowsPerStatement(15))) await q.insertFeatures(trx, batch);
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
  });
  await announceChange('layers');
  return getSubmission(reviewer, body.submissionID);
}

// ----------------------------------------------------------------------------------------------- mail

/** POST /api/email/spatial-data-create: tells the submitter their draft is saved, with its tracking number. */
export async function mailDraftCreated(user: SessionUser, submissionId: string): Promise<{ sent: number }> {
  const row = await visibleSubmission(user, submissionId);
  if (row.userId !== user.id)
    throw new HttpError(403, 'Only the person who created the draft is mailed about it.');
  await mailSubmitter(row, 'Spatial data: draft saved', [
    'Your draft is saved. Upload the file, check the pre-flight report and submit it for review when ready.',
    `Continue at ${siteLink(intakePath(submissionId))}`,
  ]);
  return { sent: 1 };
}

/** POST /api/email/spatial-data-submit: tells the reviewers, and sends the submitter a receipt. */
export async function mailSubmitted(user: SessionUser, submissionId: string): Promise<{ sent: number }> {
  const row = await visibleSubmission(user, submissionId);
  if (row.userId !== user.id) throw new HttpError(403, 'Only the person who submitted is mailed a receipt.');
  if (row.status !== 'submitted') throw conflict('This submission has not been submitted.');
  const reviewers = (await q.reviewerEmails(await db())).map((r: { email: unknown }) => String(r.email));
  const tracking = trackingNumber(row.id, row.createdAt);
  if (reviewers.length > 0) {
    await sendMail({
      to: reviewers,
      subject: `Spatial data to review: ${oneLine(row.title)} (${tracking})`,
      text: [
        `${oneLine(row.organization)} submitted “${oneLine(row.title)}” for the ${oneLine(row.layerName)} layer (${row.featureCount ?? 0} features).`,
        '',
        `Review it at ${siteLink(reviewPath(submissionId))}`,
      ].join('\n'),
    });
  }
  await mailSubmitter(row, 'Spatial data: received for review', [
    'Thank you. Your submission was received and is waiting for an OIPI reviewer.',
    'Quote the tracking number if you contact OIPI about it.',
  ]);
  return { sent: reviewers.length + 1 };
}
