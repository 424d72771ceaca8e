import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { countIn } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import {
  spatialDataQueries as q,
  toPrunable,
  type SubmissionRecord,
} from '@/lib/server/repositories/spatialData';
import { removeSubmissionFiles, versionPaths, writeSubmissionFile } from '@/lib/server/storage/spatialData';
import { runTask } from '@/lib/server/workers/pool';
import type { AnalyseOutput } from '@/lib/server/workers/tasks';
import { HttpError } from '@/lib/shared/errors';
import type { SessionUser } from '@/lib/shared/schemas/people';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import type { CrsCode } from '@/lib/shared/spatialData';
import {
  now,
  ownedEditable,
  statusRecord,
  submissionArea,
  SUBMITTERS_ONLY,
  visibleSubmission,
} from './access';
import { getLayer, layerSpec } from './layers';
import { getSubmission } from './reading';

/** Uploads: the pre-flight checks off the request thread, the limits, storing a version, pruning old files. */

const EXTENSIONS = new Set(['zip', 'geojson', 'json', 'kml', 'kmz', 'csv', 'gpkg']);

/** Time one upload's reading and checks may take in the worker pool. */
const UPLOAD_BUDGET_MS = 60_000;
const UPLOAD_TOO_COMPLEX =
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
  const row = await visibleSubmission(user, input.submissionID, k);
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
      options: {
        crs: input.crs,
        layer: input.layer,
        maxFeatures: env().INTAKE_MAX_FEATURES,
        area: submissionArea(row.organizationId),
      },
    },
    { budgetMs: UPLOAD_BUDGET_MS, tooComplex: UPLOAD_TOO_COMPLEX },
  );
  // The readers above refuse other formats with a sentence naming them; this only guards the storage path.
  const extension = /\.([a-z0-9]+)$/i.exec(input.fileName)![1].toLowerCase();
  if (!EXTENSIONS.has(extension)) throw new HttpError(415, 'This file type is not accepted.', 'file');
  const n = countIn(await q.lastVersion(k, input.submissionID)) + 1;
  const paths = versionPaths(input.submissionID, n, extension);
  const at = now();
  const bbox = analysis.bbox ? JSON.stringify(analysis.bbox.map((x) => Math.round(x * 1e6) / 1e6)) : null;
  await writeSubmissionFile(paths.original, input.bytes);
  try {
    await writeSubmissionFile(paths.features, analysis.featuresJson);
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
    await removeSubmissionFiles([paths.original, paths.features]);
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
  await removeSubmissionFiles(old.flatMap((v) => v.paths)).catch((err: unknown) =>
    console.error(`[spatial-data] pruning ${submissionId} left files behind:`, err),
  );
}
