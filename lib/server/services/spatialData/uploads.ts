import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { countIn } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { acceptedExtension } from '@/lib/server/geo/intake/formats';
import { z } from 'zod';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob, requireRoomInGroup } from '@/lib/server/jobs/enqueue';
import { jobById, waitForJob } from '@/lib/server/jobs/queue';
import {
  spatialDataQueries as q,
  toPrunable,
  toSubmissionRecord,
  type SubmissionRecord,
} from '@/lib/server/repositories/spatialData';
import {
  incomingPath,
  findSubmissionFile,
  removeSubmissionFiles,
  versionPaths,
  writeSubmissionFile,
} from '@/lib/server/storage/spatialData';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import type { AnalyseOutput } from '@/lib/server/workers/tasks';
import { HttpError } from '@/lib/shared/errors';
import type { SessionUser } from '@/lib/shared/schemas/people';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { CRS_CODES, EDITABLE, type CrsCode } from '@/lib/shared/schemas/spatialData/rules';
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
import { log } from '@/lib/server/log';
import { count } from '@/lib/shared/count';

/** Uploads: the pre-flight checks off the request thread, the limits, storing a version, pruning old files. */

/** What the uploader is told when reading and checking the file runs over FILE_TASK_BUDGET_MS. */
const UPLOAD_TOO_COMPLEX =
  'This file is too large or complex to check within a minute. Split it by area, or simplify the shapes ' +
  '(fewer vertices), and upload each part.';

/** The pre-flight job's answer: the version it stored, or why the file cannot be taken (a 4xx for the person). */
type PreflightResult =
  { version: number } | { refused: { status: number; message: string; field?: string; choices?: string[] } };

const PreflightPayload = z.object({
  submissionId: z.string().min(1),
  userId: z.string().min(1),
  incoming: z.string().min(1),
  fileName: z.string(),
  extension: z.string(),
  size: z.number().int().nonnegative(),
  crs: z.enum(CRS_CODES).optional(),
  layer: z.string().optional(),
});
type PreflightPayload = z.infer<typeof PreflightPayload>;

/** The answer while the pre-flight still runs: the page polls `job` (uploadProgress) for the report. */
export interface UploadChecking {
  checking: { job: number; fileName: string };
}

const isPayload = (p: unknown): p is PreflightPayload => PreflightPayload.safeParse(p).success;

/**
 * Takes an uploaded file for a draft (or a submission sent back for changes). What can be refused at once is
 * (role, state, quotas, file type); the file is then kept privately as "incoming" and its pre-flight — reading,
 * checking, storing the version — runs as a 'spatial-data-preflight' job on any instance's worker. The request waits for it up to INTAKE_UPLOAD_WAIT_MS: most files answer as before (the submission with
 * the new report, or the 4xx saying why the file cannot be taken); a longer check answers 202 with the job,
 * and the page asks uploadProgress until the report is ready.
 */
export async function uploadVersion(
  user: SessionUser,
  input: { submissionID: string; fileName: string; crs?: CrsCode; layer?: string; bytes: Buffer },
): Promise<SubmissionDetail | UploadChecking> {
  requireRole(user, 'submitter', SUBMITTERS_ONLY);
  const k = await db();
  const row = await visibleSubmission(user, input.submissionID, k);
  ownedEditable(user, row);
  await checkQuotas(k, row, input.bytes.length);
  const extension = acceptedExtension(input.fileName);
  const incoming = incomingPath(input.submissionID, randomUUID(), extension);
  const payload: PreflightPayload = {
    submissionId: input.submissionID,
    userId: user.id,
    incoming,
    fileName: input.fileName,
    extension,
    size: input.bytes.length,
    crs: input.crs,
    layer: input.layer,
  };
  // One person's uploads wait behind each other, at most UPLOADS_WAITING_MAX at once: asked before the file
  // is kept, so a refused upload leaves nothing behind.
  await requireRoomInGroup(preflightJob, preflightJob.group!(payload));
  await writeSubmissionFile(incoming, input.bytes);
  let job: number;
  try {
    job = await enqueueJob(preflightJob, payload);
  } catch (err) {
    await removeSubmissionFiles([incoming]);
    throw err;
  }
  return preflightAnswer(user, input.submissionID, job, input.fileName, env().INTAKE_UPLOAD_WAIT_MS);
}

/**
 * GET …/submission/file?submissionID=…&job=…: where an upload's pre-flight stands — the submission with the
 * report once it is done, the refusal as the upload would have answered it, or `checking` still (the page asks
 * again). Only people who may see the submission learn anything, and only of that submission's jobs.
 */
export async function uploadProgress(
  user: SessionUser,
  input: { submissionID: string; job: number },
): Promise<SubmissionDetail | UploadChecking> {
  requireRole(user, 'submitter', SUBMITTERS_ONLY);
  await visibleSubmission(user, input.submissionID, await db());
  return preflightAnswer(user, input.submissionID, input.job, '', 0);
}

async function preflightAnswer(
  user: SessionUser,
  submissionID: string,
  id: number,
  fileName: string,
  waitMs: number,
): Promise<SubmissionDetail | UploadChecking> {
  const job = await waitForJob(id, waitMs);
  const current = job ?? (await jobById(id));
  if (
    !current ||
    current.kind !== 'spatial-data-preflight' ||
    !isPayload(current.payload) ||
    current.payload.submissionId !== submissionID
  ) {
    throw new HttpError(404, 'There is no such upload for this submission.');
  }
  if (current.status === 'failed') {
    throw new HttpError(
      503,
      `'${current.payload.fileName}' could not be checked because of a problem on our side. Upload it again in a few minutes.`,
      'file',
    );
  }
  const result = current.result as PreflightResult | null;
  if (current.status !== 'succeeded' || !result) {
    return { checking: { job: id, fileName: fileName || current.payload.fileName } };
  }
  if ('refused' in result) {
    const err = new HttpError(result.refused.status, result.refused.message, result.refused.field);
    if (result.refused.choices) err.choices = result.refused.choices;
    throw err;
  }
  return getSubmission(user, submissionID);
}

/** Uploads one submitter may have being checked or waiting to be checked at once. */
export const UPLOADS_WAITING_MAX = 3;

/**
 * The 'spatial-data-preflight' job: the uploads lane (one at a time per instance, so it never holds every pool
 * thread), grouped by submitter, so one person's uploads queue behind each other and not in front of everyone
 * else's (the claim takes the submitter who started one least recently first), and at most
 * UPLOADS_WAITING_MAX of them wait at once.
 */
export const preflightJob = defineJob({
  kind: 'spatial-data-preflight',
  lane: 'uploads',
  payload: PreflightPayload,
  // A storage or pool outage is tried again twice (5 s, then 10 s later) before the person is told to retry.
  maxAttempts: 3,
  group: (p) => `submitter:${p.userId}`,
  groupLimit: {
    max: UPLOADS_WAITING_MAX,
    refusal: (waiting) =>
      `You already have ${waiting} files being checked or waiting to be checked (at most ${UPLOADS_WAITING_MAX} at a time). Upload this file again when one of them has finished.`,
  },
  run: (p) => runPreflightJob(p),
});

/**
 * The 'spatial-data-preflight' job: reads and checks an incoming upload in the worker pool (a file of any shape
 * cannot stall the site), stores the original and its features as the next version, and records
 * the version and a status record in one transaction. A file that cannot be taken is refused in the result and
 * nothing is stored; if the database write fails, the files just written are removed again. The incoming file
 * goes once the job has an outcome (a try that throws, a storage outage for one, keeps it for the next). A second run of the same job (its worker died after the write) finds the incoming file
 * gone and the version already recorded.
 */
export async function runPreflightJob(p: PreflightPayload): Promise<PreflightResult> {
  const k = await db();
  // A storage that cannot answer throws here and the job is tried again (the person waits); only a file that is
  // really gone ends it.
  const bytes = await findSubmissionFile(p.incoming);
  if (!bytes) {
    const versions = (await q.versions(k, p.submissionId)) as Array<Record<string, unknown>>;
    const done = versions.find((v) => v.file_name === p.fileName && Number(v.file_size) === p.size);
    if (done) return { version: Number(done.version) };
    return refused(410, `'${p.fileName}' is no longer waiting to be checked. Upload it again.`);
  }
  const result = await checkAndStore(k, p, bytes);
  // The incoming file goes once the job has its outcome; a try that throws keeps it for the next try.
  await removeSubmissionFiles([p.incoming]).catch(() => undefined);
  return result;
}

async function checkAndStore(k: Knex, p: PreflightPayload, bytes: Buffer): Promise<PreflightResult> {
  const raw = await q.submission(k, p.submissionId);
  const row = raw ? toSubmissionRecord(raw) : null;
  if (!row || !EDITABLE.includes(row.status)) {
    return refused(409, 'This submission can no longer take files: it was sent for review or withdrawn.');
  }
  const layer = await getLayer({ layerID: row.layerId });
  let analysis: AnalyseOutput;
  try {
    analysis = await runTask(
      'analyse',
      {
        bytes,
        fileName: p.fileName,
        layer: { geometry: layer.geometryType, fields: await layerSpec(layer) },
        options: {
          crs: p.crs,
          layer: p.layer,
          maxFeatures: env().INTAKE_MAX_FEATURES,
          // Features must lie in the submitting organisation's area.
          area: submissionArea(row.organizationId),
        },
      },
      { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: UPLOAD_TOO_COMPLEX },
    );
  } catch (err) {
    // A refusal meant for the person ends the job; anything else (a busy pool, a crash) is tried again.
    if (err instanceof HttpError && err.status < 500) {
      return refused(err.status, err.message, err.field, err.choices);
    }
    throw err;
  }
  const version = await storeVersion(k, p, bytes, analysis, row.status);
  await pruneVersions(k, p.submissionId);
  return { version };
}

const refused = (status: number, message: string, field?: string, choices?: string[]): PreflightResult => ({
  refused: { status, message, ...(field ? { field } : {}), ...(choices ? { choices } : {}) },
});

/** Writes the checked upload as the submission's next version: files first, then the rows in one transaction. */
async function storeVersion(
  k: Knex,
  p: PreflightPayload,
  bytes: Buffer,
  analysis: AnalyseOutput,
  status: string,
): Promise<number> {
  const n = countIn(await q.lastVersion(k, p.submissionId)) + 1;
  const paths = versionPaths(p.submissionId, n, p.extension);
  const at = now();
  const bbox = analysis.bbox ? JSON.stringify(analysis.bbox.map((x) => Math.round(x * 1e6) / 1e6)) : null;
  await writeSubmissionFile(paths.original, bytes);
  try {
    await writeSubmissionFile(paths.features, Buffer.concat(analysis.featuresJson));
    await k.transaction(async (trx) => {
      await q.insertVersion(trx, {
        submission_id: p.submissionId,
        version: n,
        file_name: p.fileName,
        format: analysis.format,
        file_size: bytes.length,
        blob_path: paths.original,
        features_path: paths.features,
        crs: analysis.crs.code ?? analysis.crs.label.slice(0, 40),
        encoding: analysis.encoding,
        feature_count: analysis.featureCount,
        bbox,
        report: JSON.stringify(analysis.findings),
        blocking: analysis.blocking,
        uploaded_by: p.userId,
        created_at: at,
      });
      await q.updateSubmission(trx, p.submissionId, {
        file_name: p.fileName,
        blob_path: paths.original,
        feature_count: analysis.featureCount,
        bbox,
        updated_at: at,
      });
      await q.insertStatus(
        trx,
        statusRecord(
          p.submissionId,
          status,
          p.userId,
          `Uploaded version ${n}: ${p.fileName} (${count(analysis.featureCount, 'feature')}${analysis.blocking ? ', problems to fix' : ''}).`,
          at,
        ),
      );
    });
  } catch (err) {
    await removeSubmissionFiles([paths.original, paths.features]);
    throw err;
  }
  return n;
}
const MB = 1024 * 1024;

/** Refuses an upload over the submission's version limit or the organisation's storage quota. */
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
    log.error({ err, submissionId }, 'spatial data: pruning old versions left files behind'),
  );
}
