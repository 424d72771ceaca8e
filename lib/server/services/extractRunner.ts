import { db } from '@/lib/server/db/knex';
import { toDbDateTime } from '@/lib/server/db/normalize';
import type { ExtractLayerInput, ExtractOutput } from '@/lib/server/geo/extractZip';
import { bboxOf } from '@/lib/server/geo/virginia';
import {
  extractJobQueries as q,
  toExpiredOutput,
  toExtractJobRecord,
  toExtractWork,
} from '@/lib/server/repositories/extractJobs';
import { layerFeaturesInBbox } from '@/lib/server/services/layers';
import { getStorage } from '@/lib/server/storage';
import { runTask } from '@/lib/server/workers/pool';
import { sliceFeatures } from '@/lib/server/workers/slices';
import { HttpError } from '@/lib/shared/errors';
import { EXTRACT_LIMITS } from '@/lib/shared/schemas/extract';

export const RESTART_MESSAGE =
  'The server restarted while this extract was running, so it stopped. Please start it again.';
const GENERIC_FAILURE = 'The extract could not be made because of a problem on our side. Please try again.';

export const outputKey = (id: string) => `extracts/${id}.zip`;
const now = () => toDbDateTime(new Date());

interface RunnerState {
  running: boolean;
  again: boolean;
  recovered: boolean;
  idle: Promise<void>;
}
const holder = globalThis as typeof globalThis & { __vtransExtractRunner?: RunnerState };
const state = (holder.__vtransExtractRunner ??= {
  running: false,
  again: false,
  recovered: false,
  idle: Promise.resolve(),
});

/**
 * Starts the in-process runner if it is not already working (after a job is created, and on server start).
 * Jobs run one at a time, oldest first; the returned promise settles when the queue is empty.
 */
export function kickRunner(): Promise<void> {
  if (state.running) {
    state.again = true;
    return state.idle;
  }
  state.running = true;
  state.idle = drain()
    .catch((err: unknown) => console.error('[extract] runner stopped:', err))
    .finally(() => {
      state.running = false;
    });
  return state.idle;
}

/**
 * Once per process: jobs a previous process left "running" can never finish, so they are marked failed
 * with a readable message (queued ones simply run). With several instances, run one extract worker.
 */
async function recover() {
  if (state.recovered) return;
  state.recovered = true;
  const failed = await q.failRunning(await db(), RESTART_MESSAGE, now());
  if (failed) console.log(`[extract] marked ${failed} interrupted job(s) failed`);
}

async function drain() {
  await recover();
  const k = await db();
  do {
    state.again = false;
    for (;;) {
      const next = await q.nextQueued(k);
      if (!next) break;
      const id = String(next.id);
      if (!(await q.claim(k, id, now()))) continue; // another runner took it
      await runJob(id);
    }
    await removeExpiredOutputs();
  } while (state.again);
}

/** Deletes the zips of extracts finished more than keepHours ago (the job rows stay, without a download). */
export async function removeExpiredOutputs(at = new Date()) {
  const k = await db();
  const before = toDbDateTime(new Date(at.getTime() - EXTRACT_LIMITS.keepHours * 3600_000));
  for (const row of (await q.expired(k, before)).map(toExpiredOutput)) {
    await getStorage().deletePrivate(row.outputKey);
    await q.clearOutput(k, row.id);
  }
}

/** Time one extract may take in the worker pool, waiting included (stated by initialize-job). */
const BUDGET_MS = EXTRACT_LIMITS.maxSeconds * 1000;
export const TOO_COMPLEX =
  'This area is too complex to extract: draw a simpler shape or pick a county, city or district.';

/** Runs one claimed job: clip every layer to the area, zip the files, store the zip, record the result. */
async function runJob(id: string) {
  const k = await db();
  const workRow = await q.work(k, id);
  try {
    const job = toExtractWork(workRow);
    const row = toExtractJobRecord(await q.byId(k, id));
    const bbox = bboxOf(job.area.coordinates);
    const layers: ExtractLayerInput[] = [];
    for (const key of job.layers) {
      const { meta, features } = await layerFeaturesInBbox(key, bbox);
      const { name, vintage, source, fields } = meta;
      layers.push({ key, name, vintage, source, fields, slices: await sliceFeatures(features) });
    }
    await q.progress(k, id, 5);
    // Clipping and zipping run in the worker pool, within the extract's time budget (issue 22 §1).
    let reported = Promise.resolve();
    const result = await runTask<ExtractOutput>(
      'extract',
      {
        area: job.area,
        areaText: job.areaText,
        label: row.areaLabel,
        format: job.format,
        layers,
        maxFeatures: EXTRACT_LIMITS.maxFeatures,
        made: new Date().toISOString(),
      },
      {
        budgetMs: BUDGET_MS,
        tooComplex: TOO_COMPLEX,
        onMessage: (m) => {
          const { done, of } = m as { done: number; of: number };
          reported = reported.then(() =>
            q.progress(k, id, 5 + Math.round((done / of) * 85)).then(() => undefined),
          );
        },
      },
    );
    await reported;
    const body = Buffer.from(result.zip.buffer, result.zip.byteOffset, result.zip.byteLength);
    await getStorage().putPrivate(outputKey(id), body, 'application/zip');
    await q.succeed(k, id, {
      feature_count: result.total,
      counts: JSON.stringify(result.counts),
      output_key: outputKey(id),
      output_bytes: body.length,
      now: now(),
    });
  } catch (err) {
    // A refusal (4xx) is meant for the person who asked; anything else gets a generic message.
    const readable = err instanceof HttpError && err.status < 500;
    if (!readable) console.error(`[extract] job ${id} failed:`, err);
    await q.fail(k, id, readable ? (err as Error).message : GENERIC_FAILURE, now());
  }
}
