import { setImmediate as nextTick } from 'node:timers/promises';
import type { Feature, FeatureCollection } from 'geojson';
import JSZip from 'jszip';
import { db } from '@/lib/server/db/knex';
import { toDbDateTime } from '@/lib/server/db/normalize';
import { clipArea, clipFeature } from '@/lib/server/geo/clip';
import { toCsv, toKml, toShapefileZip } from '@/lib/server/geo/formats';
import {
  extractJobQueries as q,
  toExpiredOutput,
  toExtractJobRecord,
  toExtractWork,
} from '@/lib/server/repositories/extractJobs';
import { layerFeaturesInBbox } from '@/lib/server/services/layers';
import { getStorage } from '@/lib/server/storage';
import { EXTRACT_LIMITS } from '@/lib/shared/schemas/extract';
import type { FeatureFormat } from '@/lib/shared/schemas/layers';

/** A failure whose message is meant for the person who asked (anything else gets a generic message). */
export class ExtractFailure extends Error {}

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

const EXTENSIONS: Record<FeatureFormat, string> = {
  geojson: 'geojson',
  csv: 'csv',
  kml: 'kml',
  shapefile: '',
};

interface LayerOut {
  key: string;
  name: string;
  vintage: string;
  source: string;
  features: Feature[];
  fields: Parameters<typeof toCsv>[1];
}

/** Adds one layer's clipped features to the zip in the chosen format (a shapefile as its own folder). */
async function addLayer(zip: JSZip, layer: LayerOut, format: FeatureFormat) {
  const fc: FeatureCollection = { type: 'FeatureCollection', features: layer.features };
  if (format === 'csv') zip.file(`${layer.key}.csv`, toCsv(fc, layer.fields));
  else if (format === 'kml') zip.file(`${layer.key}.kml`, toKml(fc, layer.fields, layer.name));
  else if (format === 'geojson') zip.file(`${layer.key}.${EXTENSIONS.geojson}`, JSON.stringify(fc));
  else if (layer.features.length > 0) {
    const inner = await JSZip.loadAsync(await toShapefileZip(fc, layer.fields, layer.key));
    for (const [name, file] of Object.entries(inner.files)) {
      zip.file(`${layer.key}/${name}`, await file.async('nodebuffer'));
    }
  }
}

function readme(label: string, format: FeatureFormat, layers: LayerOut[], illustrative: boolean): string {
  const lines = [
    'VTrans Map Explorer extract',
    `Area: ${label} (area.geojson, WGS84)`,
    `Made: ${new Date().toISOString()} (UTC)`,
    `Format: ${format}`,
    '',
    'Layers (features inside the area, clipped to it):',
    ...layers.map(
      (l) =>
        `- ${l.name} (${l.key}): ${l.features.length} features; source ${l.source}, vintage ${l.vintage}` +
        (l.features.length === 0 && format === 'shapefile' ? '; no shapefile (nothing in the area)' : ''),
    ),
  ];
  if (illustrative) {
    lines.push(
      '',
      'ILLUSTRATIVE DATA: features with illustrative = true are illustrative, not official VTrans data.',
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Runs one claimed job: clip every layer to the area, zip the files, store the zip, record the result. */
async function runJob(id: string) {
  const k = await db();
  const workRow = await q.work(k, id);
  try {
    const job = toExtractWork(workRow);
    const row = toExtractJobRecord(await q.byId(k, id));
    const area = clipArea(job.area);
    const keys = job.layers;
    const format = job.format;
    const out: LayerOut[] = [];
    let total = 0;
    for (const [i, key] of keys.entries()) {
      const { meta, features } = await layerFeaturesInBbox(key, area.bbox);
      const clipped: Feature[] = [];
      for (const [n, f] of features.entries()) {
        if (n % 200 === 199) await nextTick(); // let requests through between batches
        let c: Feature | null;
        try {
          c = clipFeature(f, area);
        } catch {
          throw new ExtractFailure(
            'The area could not be used to cut the features (a drawn area whose edges cross each other ' +
              'does this). Draw it again without crossing lines, or pick a county or district.',
          );
        }
        if (c) clipped.push(c);
      }
      total += clipped.length;
      if (total > EXTRACT_LIMITS.maxFeatures) {
        throw new ExtractFailure(
          `This area holds more than ${EXTRACT_LIMITS.maxFeatures.toLocaleString('en-US')} features in the ` +
            'chosen layers, the most one extract may hold. Choose a smaller area or fewer layers.',
        );
      }
      out.push({
        key,
        name: meta.name,
        vintage: meta.vintage,
        source: meta.source,
        features: clipped,
        fields: meta.fields,
      });
      await q.progress(k, id, Math.round(((i + 1) / keys.length) * 90));
    }
    const zip = new JSZip();
    const illustrative = out.some((l) => l.features.some((f) => f.properties?.illustrative === true));
    zip.file('README.txt', readme(row.areaLabel, format, out, illustrative));
    zip.file('area.geojson', job.areaText);
    for (const layer of out) await addLayer(zip, layer, format);
    const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await getStorage().putPrivate(outputKey(id), body, 'application/zip');
    await q.succeed(k, id, {
      feature_count: total,
      counts: JSON.stringify(Object.fromEntries(out.map((l) => [l.key, l.features.length]))),
      output_key: outputKey(id),
      output_bytes: body.length,
      now: now(),
    });
  } catch (err) {
    if (!(err instanceof ExtractFailure)) console.error(`[extract] job ${id} failed:`, err);
    await q.fail(k, id, err instanceof ExtractFailure ? err.message : GENERIC_FAILURE, now());
  }
}
