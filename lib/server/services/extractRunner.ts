import { db } from '@/lib/server/db/knex';
import { toDbDateTime } from '@/lib/server/db/normalize';
import { z } from 'zod';
import { defineJob } from '@/lib/server/jobs/define';
import type { JobRecord } from '@/lib/server/repositories/jobs';
import type { ExtractLayerInput } from '@/lib/server/geo/extractZip';
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
import { log } from '@/lib/server/log';

const GENERIC_FAILURE = 'The extract could not be made because of a problem on our side. Please try again.';

export const outputKey = (id: string) => `extracts/${id}.zip`;
const now = () => toDbDateTime(new Date());

/**
 * The 'extract' job of the job queue (lib/server/jobs): a worker on any instance claimed it; this runs the
 * extract it names. A refusal meant for the person (too complex, too many features) ends the extract as
 * failed with that sentence; anything else is thrown, so the queue tries again after a back-off, and the
 * extract is marked failed with a generic sentence only after the last attempt. A worker that dies mid-job
 * leaves its lease to run out, and another worker runs the extract again from the start.
 */
export async function runExtractJob({ id }: { id: string }, job: JobRecord): Promise<void> {
  const k = await db();
  await q.claim(k, id, now());
  try {
    await runJob(id);
  } catch (err) {
    if (job.attempts >= job.maxAttempts) await q.fail(k, id, GENERIC_FAILURE, now());
    throw err;
  } finally {
    await removeExpiredOutputs().catch((err: unknown) => log.error({ err }, 'extract: cleanup failed'));
  }
}

/** The 'extract' job: a public lane, so a person's extract never waits behind an upload's pre-flight. */
export const extractJob = defineJob({
  kind: 'extract',
  lane: 'public',
  payload: z.object({ id: z.string().min(1) }),
  maxAttempts: 3,
  run: runExtractJob,
  // Its process died on every try: the person's page shows the generic failure instead of waiting for ever.
  exhausted: async ({ id }) => {
    await q.fail(await db(), id, GENERIC_FAILURE, now());
  },
});

/** Deletes the zips of extracts finished more than keepHours ago (the job rows stay, without a download). */
export async function removeExpiredOutputs(at = new Date()) {
  const k = await db();
  const before = toDbDateTime(new Date(at.getTime() - EXTRACT_LIMITS.keepHours * 3600_000));
  for (const row of (await q.expired(k, before)).map(toExpiredOutput)) {
    await getStorage().deletePrivate(row.outputKey);
    await q.clearOutput(k, row.id);
  }
}

/** Time one extract may work in the worker pool, from when a thread starts it (stated by initialize-job). */
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
      const filter = job.filters.find((f) => f.layerKey === key);
      const { meta, features } = await layerFeaturesInBbox(key, bbox, filter?.filters);
      const { name, vintage, source, fields } = meta;
      const slices = await sliceFeatures(features);
      layers.push({ key, name, vintage, source, fields, filter: filter?.words ?? null, slices });
    }
    await q.progress(k, id, 5);
    // Clipping and zipping run in the worker pool, within the extract's time budget.
    let reported = Promise.resolve();
    const result = await runTask(
      'extract',
      {
        area: job.area,
        place:
          row.areaKind === 'locality'
            ? { kind: 'locality', name: row.areaLabel }
            : row.areaKind === 'district'
              ? { kind: 'district', name: row.areaLabel.replace(/ District$/, '') }
              : undefined,
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
    // A refusal (4xx) is meant for the person who asked and ends the extract; anything else is retried.
    if (!(err instanceof HttpError && err.status < 500)) throw err;
    await q.fail(k, id, err.message, now());
  }
}
