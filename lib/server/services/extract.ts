import { createHash, randomUUID } from 'node:crypto';
import { db } from '@/lib/server/db/knex';
import { countIn, exactMatch, toDbDateTime } from '@/lib/server/db/normalize';
import { areaSqKm } from '@/lib/server/geo/clip';
import { bboxOf, vdotDistricts, virginiaLocalities, type Area } from '@/lib/server/geo/virginia';
import {
  extractJobQueries as q,
  toExtractJobRecord,
  type ExtractJobRecord,
} from '@/lib/server/repositories/extractJobs';
import { checkFilters, layerMetadataOf, listLayerMetadata } from '@/lib/server/services/layers';
import { getStorage } from '@/lib/server/storage';
import { DISTRICT_NAMES, type DistrictName } from '@/lib/shared/districts';
import { HttpError, notFound } from '@/lib/shared/errors';
import { filterWords } from '@/lib/shared/layerFilters';
import {
  EXTRACT_LIMITS,
  extractJobPath,
  type ExtractArea,
  type ExtractJob,
  type ExtractJobFilter,
  type ExtractJobInput,
  type ExtractOptions,
} from '@/lib/shared/schemas/extract';
import type { FeatureFormat } from '@/lib/shared/schemas/layers';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { extractJob } from './extractRunner';
import { slugify } from '@/lib/shared/slug';

export { removeExpiredOutputs } from './extractRunner';

/** Layers an extract may take: the downloadable layers that have features. */
async function extractableLayers() {
  return (await listLayerMetadata()).filter((l) => l.downloadable && l.featureCount > 0);
}

const FORMAT_LABELS: Record<FeatureFormat, string> = {
  geojson: 'GeoJSON',
  csv: 'CSV (geometry as WKT)',
  kml: 'KML',
  shapefile: 'Shapefile',
  gpkg: 'GeoPackage',
};

/** GET /api/geoprocessor/initialize-job/ (SPEC §7): the limits and the choices of an extract. */
export async function extractOptions(): Promise<ExtractOptions> {
  return {
    limits: EXTRACT_LIMITS,
    formats: (Object.keys(FORMAT_LABELS) as FeatureFormat[]).map((value) => ({
      value,
      label: FORMAT_LABELS[value],
    })),
    layers: (await extractableLayers()).map((l) => ({
      key: l.key,
      name: l.name,
      category: l.category,
      featureCount: l.featureCount,
      illustrative: l.illustrativeCount > 0,
    })),
    localities: virginiaLocalities()
      .map((l) => ({ fips: l.fips, name: l.name, district: l.district }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-US')),
    districts: [...DISTRICT_NAMES].sort(),
  };
}

/** Virginia's extent with a margin: a drawn area must meet it. */
const VIRGINIA_BBOX = [-83.8, 36.4, -75.1, 39.6] as const;

/** The area's geometry and label; a 400 naming 'area' when it cannot be used. */
function resolveArea(area: ExtractArea): { geometry: Area; label: string } {
  if (area.kind === 'locality') {
    const l = virginiaLocalities().find((x) => x.fips === area.fips);
    if (!l)
      throw new HttpError(
        400,
        `Invalid 'area.fips': no Virginia county or city has FIPS ${area.fips}.`,
        'area.fips',
      );
    return { geometry: l.geometry, label: l.name };
  }
  if (area.kind === 'district') {
    return { geometry: vdotDistricts().get(area.name as DistrictName)!, label: `${area.name} District` };
  }
  const b = bboxOf(area.geometry.coordinates);
  if (
    b[0] > VIRGINIA_BBOX[2] ||
    b[2] < VIRGINIA_BBOX[0] ||
    b[1] > VIRGINIA_BBOX[3] ||
    b[3] < VIRGINIA_BBOX[1]
  ) {
    throw new HttpError(400, "Invalid 'area': the drawn area lies outside Virginia.", 'area');
  }
  return { geometry: area.geometry, label: 'Drawn area' };
}

const hashClient = (client: string) => createHash('sha256').update(client.toLowerCase()).digest('hex');

/**
 * Creates an extract job (queued) and queues its work for a worker (lib/server/jobs). Limits: area, layers (known and downloadable),
 * jobs waiting or running per client; the hourly per-client limit is the caller's (rate limiter). The layers'
 * attribute filters (the table's) are checked here and kept with the job, which applies them.
 */
export async function createExtractJob(input: ExtractJobInput, client: string): Promise<ExtractJob> {
  const { geometry, label } = resolveArea(input.area);
  const sqKm = areaSqKm(geometry);
  if (!(sqKm > 0.001)) throw new HttpError(400, "Invalid 'area': the drawn area has no size.", 'area');
  if (sqKm > EXTRACT_LIMITS.maxAreaSqKm) {
    throw new HttpError(
      400,
      `Invalid 'area': it covers ${Math.round(sqKm).toLocaleString('en-US')} km², more than the ` +
        `${EXTRACT_LIMITS.maxAreaSqKm.toLocaleString('en-US')} km² one extract may cover. Draw a smaller ` +
        'area or pick a county or district.',
      'area',
    );
  }
  const known = new Set((await extractableLayers()).map((l) => l.key));
  const unknown = input.layers.find((key) => !known.has(key));
  if (unknown) {
    throw new HttpError(
      400,
      `Invalid 'layers': '${unknown}' is not a layer that can be extracted.`,
      'layers',
    );
  }
  const filters = await checkedFilters(input.filters ?? {});
  const k = await db();
  const clientKey = hashClient(client);
  const active = countIn(await q.activeOf(k, clientKey));
  if (active >= EXTRACT_LIMITS.activeJobsPerClient) {
    throw new HttpError(
      429,
      `You already have ${active} extracts waiting or running; at most ` +
        `${EXTRACT_LIMITS.activeJobsPerClient} may run at once. Wait for one to finish, then try again.`,
    );
  }
  const id = randomUUID();
  await q.insert(k, {
    id,
    status: 'queued',
    error: null,
    area_kind: input.area.kind,
    area_label: label,
    area: JSON.stringify(geometry),
    area_sq_km: Math.round(sqKm * 100) / 100,
    layers: JSON.stringify(input.layers),
    format: input.format,
    progress: 0,
    feature_count: null,
    counts: null,
    filters: filters.length ? JSON.stringify(filters) : null,
    output_key: null,
    output_bytes: null,
    client_key: clientKey,
    created_at: toDbDateTime(new Date()),
    started_at: null,
    finished_at: null,
  });
  await enqueueJob(extractJob, { id });
  return getExtractJob(id);
}

/**
 * The filters asked for, checked against each layer's fields (400 naming 'filters' otherwise, as the features
 * API answers) and put in words for the job and its README. Fields with no values filter nothing.
 */
async function checkedFilters(asked: NonNullable<ExtractJobInput['filters']>): Promise<ExtractJobFilter[]> {
  const out: ExtractJobFilter[] = [];
  for (const [layerKey, filters] of Object.entries(asked)) {
    if (filters.length === 0) continue;
    const meta = await layerMetadataOf(layerKey);
    checkFilters(meta, filters, 'filters');
    out.push({ layerKey, layerName: meta.name, filters, words: filterWords(filters, meta.fields) });
  }
  return out;
}

function toJob(r: ExtractJobRecord): ExtractJob {
  const ready = r.status === 'succeeded' && r.outputKey !== null;
  return {
    id: r.id,
    status: r.status,
    error:
      r.status === 'succeeded' && r.outputKey === null
        ? `This extract's file was removed ${EXTRACT_LIMITS.keepHours} hours after it was made. Start it again.`
        : r.error,
    progress: r.progress,
    area: { kind: r.areaKind, label: r.areaLabel, sqKm: r.areaSqKm },
    layers: r.layers,
    format: r.format,
    featureCount: r.featureCount,
    counts: r.counts,
    filters: r.filters,
    bytes: r.outputBytes,
    createdAt: r.createdAt,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    downloadUrl: ready ? `${extractJobPath(r.id)}/download` : null,
  };
}

/** A job's status; 404 when there is none. */
export async function getExtractJob(id: string): Promise<ExtractJob> {
  const row = exactMatch(await q.byId(await db(), id), 'id', id);
  if (!row) throw notFound('There is no extract job with this id.');
  return toJob(toExtractJobRecord(row));
}

/** The zip of a finished job and a file name for it; 404 while it is not ready or after it was removed. */
export async function extractDownload(id: string): Promise<{ filename: string; body: Buffer }> {
  const job = await getExtractJob(id);
  if (job.status !== 'succeeded' || !job.downloadUrl) {
    throw notFound(
      job.status === 'succeeded'
        ? job.error!
        : `This extract is ${job.status}; its file is ready only when it has succeeded.`,
    );
  }
  const body = await getStorage().getPrivate(`extracts/${id}.zip`);
  if (!body) throw notFound('The file of this extract is no longer stored. Start it again.');
  const slug = slugify(job.area.label, { fallback: 'area' });
  return { filename: `vtrans-extract-${slug}-${job.createdAt.slice(0, 10)}.zip`, body };
}
