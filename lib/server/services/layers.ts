import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Feature, FeatureCollection } from 'geojson';
import { db } from '@/lib/server/db/knex';
import {
  geometryOf,
  layerQueries as q,
  toFeaturesVersion,
  toLayerInfo,
  toLayerSummary,
  toStoredFeature,
  type LayerInfo,
  type StoredFeature,
} from '@/lib/server/repositories/layers';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import { sliceFeatures } from '@/lib/server/workers/slices';
import { HttpError } from '@/lib/shared/errors';
import { matchesFilters, unknownFilterField } from '@/lib/shared/layerFilters';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import {
  type AttributeFilter,
  MAX_FEATURES_PER_REQUEST,
  MAX_FILTER_VALUES,
  type FieldValues,
  STATEWIDE_SCALE,
  type FeatureFormat,
  type FeatureQuery,
} from '@/lib/shared/schemas/layers';

const gzip = promisify(gzipCallback);

/** A layer's feature count, illustrative count and extent. */
interface Summary {
  count: number;
  illustrative: number;
  extent: [number, number, number, number] | null;
}

const toMetadata = (info: LayerInfo, s: Summary): LayerMetadata => ({
  ...info,
  featureCount: s.count,
  illustrativeCount: s.illustrative,
  extent: s.extent,
});

/** Metadata of every Map Explorer layer, with its fields, feature count and extent. */
export async function listLayerMetadata(): Promise<LayerMetadata[]> {
  const k = await db();
  const [rows, summaries] = await Promise.all([q.metadata(k), q.summaries(k)]);
  const byKey = new Map(summaries.map(toLayerSummary).map((s) => [s.layerKey, s]));
  const none: Summary = { count: 0, illustrative: 0, extent: null };
  return rows.map(toLayerInfo).map((info) => toMetadata(info, byKey.get(info.key) ?? none));
}

interface CachedFeature extends StoredFeature {
  /** Lower-case id and name, for `q`. */
  search: string;
}
interface CachedLayer {
  version: string;
  meta: LayerMetadata;
  summary: Summary;
  features: CachedFeature[];
}

const layers = new Map<string, CachedLayer>();

/**
 * A layer's features, parsed once and kept until its data changes (the version is the feature count and the
 * newest row id, read on every request: one indexed query).
 */
async function loadLayer(layerKey: string): Promise<CachedLayer> {
  const k = await db();
  // Two indexed single-layer queries per request; the features are parsed only when the data changed.
  const row = await q.metadataOf(k, layerKey);
  if (!row || row.layer_key !== layerKey)
    throw new HttpError(
      404,
      `There is no layer '${layerKey}'. The layer list is at /api/map-explorer/get-layer-metadata.`,
    );
  const info = toLayerInfo(row);
  const version = `${toFeaturesVersion(await q.version(k, layerKey))}.${info.fields.length}`;
  const cached = layers.get(layerKey);
  if (cached && cached.version === version) return { ...cached, meta: toMetadata(info, cached.summary) };
  const features = (await q.features(k, layerKey)).map((r: Record<string, unknown>): CachedFeature => {
    const f = toStoredFeature(r);
    return { ...f, search: `${f.id} ${f.name ?? ''}`.toLowerCase() };
  });
  const summary: Summary = {
    count: features.length,
    illustrative: features.filter((f) => f.illustrative).length,
    extent: features.length
      ? [
          Math.min(...features.map((f) => f.bbox[0])),
          Math.min(...features.map((f) => f.bbox[1])),
          Math.max(...features.map((f) => f.bbox[2])),
          Math.max(...features.map((f) => f.bbox[3])),
        ]
      : null,
  };
  const layer = { version, meta: toMetadata(info, summary), summary, features };
  layers.set(layerKey, layer);
  return layer;
}

/**
 * Refuses (400 naming `param`) a filter on a field the layer does not have: a filter from a client is checked
 * against the layer's fields before it is applied, and is never SQL (it is matched in memory).
 */
export function checkFilters(meta: LayerMetadata, filters: AttributeFilter[], param = 'filter') {
  const unknown = unknownFilterField(filters, meta.fields);
  if (unknown === null) return;
  throw new HttpError(
    400,
    `Invalid '${param}': ${meta.name} has no field '${unknown}'. Its fields: ${meta.fields.map((f) => f.name).join(', ')}.`,
    param,
  );
}

/** The features a query selects, in layer order, before paging. */
function select(layer: CachedLayer, query: FeatureQuery): CachedFeature[] {
  const known = new Set(layer.meta.fields.map((f) => f.name));
  checkFilters(layer.meta, query.filter);
  for (const name of query.fields ?? []) {
    if (!known.has(name)) {
      throw new HttpError(
        400,
        `Invalid 'fields': this layer has no field '${name}'. Its fields: ${[...known].join(', ')}.`,
        'fields',
      );
    }
  }
  const sortField = query.sort?.replace(/^-/, '');
  if (sortField && !known.has(sortField) && sortField !== 'name' && sortField !== 'feature_id') {
    throw new HttpError(400, `Invalid 'sort': this layer has no field '${sortField}'.`, 'sort');
  }
  const ids = query.ids ? new Set(query.ids) : null;
  const text = query.q?.toLowerCase();
  const [minX, minY, maxX, maxY] = query.bbox ?? [];
  const selected = layer.features.filter((f) => {
    if (ids && !ids.has(f.id)) return false;
    if (query.bbox && (f.bbox[0] > maxX! || f.bbox[2] < minX! || f.bbox[1] > maxY! || f.bbox[3] < minY!))
      return false;
    if (text && !f.search.includes(text)) return false;
    return matchesFilters(f.properties, query.filter);
  });
  if (!sortField) return selected;
  const dir = query.sort!.startsWith('-') ? -1 : 1;
  const value = (f: CachedFeature) =>
    sortField === 'name' ? f.name : sortField === 'feature_id' ? f.id : f.properties[sortField];
  const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
  return selected.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1; // empty values last either way
    if (y === null || y === undefined) return -1;
    return (
      dir * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)))
    );
  });
}

/** The values of each field that takes at most MAX_FILTER_VALUES distinct values (the filter choices). */
export async function layerFieldValues(layerKey: string): Promise<FieldValues> {
  const layer = await loadLayer(layerKey);
  const out: FieldValues = {};
  for (const field of layer.meta.fields) {
    const values = new Set<string>();
    for (const f of layer.features) {
      const v = f.properties[field.name];
      if (v !== null && v !== undefined && v !== '') values.add(String(v));
      if (values.size > MAX_FILTER_VALUES) break;
    }
    if (values.size > 0 && values.size <= MAX_FILTER_VALUES) {
      out[field.name] = [...values].sort(new Intl.Collator('en-US', { numeric: true }).compare);
    }
  }
  return out;
}

export interface FeatureAnswer extends LayerAnswer {
  contentType: string;
  filename: string;
  /** Shown by the browser when opened (GeoJSON), yet saved under `filename`; else an attachment. */
  inline: boolean;
}

const CONTENT_TYPES: Record<FeatureFormat, string> = {
  geojson: 'application/geo+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
  shapefile: 'application/zip',
  gpkg: 'application/geopackage+sqlite3',
};
const EXTENSIONS: Record<FeatureFormat, string> = {
  geojson: 'geojson',
  csv: 'csv',
  kml: 'kml',
  shapefile: 'zip',
  gpkg: 'gpkg',
};

/** A kept answer: its body (gzipped or not) and how many features its query selects in all. */
interface KeptAnswer {
  body: Buffer;
  gzipped: boolean;
  matched: number;
}

/**
 * Answers of recent queries, made once per query and layer version (the map asks the same thing again and
 * again; GDAL and QGIS page through the OGC API the same way). Emptied with the layers by invalidateLayerCache,
 * which a publish or rollback reaches on every instance (lib/server/changes.ts); the layer version in each key
 * also keeps an answer from outliving its data.
 */
const answers = new Map<string, KeptAnswer>();
/** Answers being made: concurrent first requests for one query wait for one making. */
const making = new Map<string, Promise<KeptAnswer>>();
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

/** What an answer holds in memory: its body and its key (a key can be long: a filter, a bbox, the host). */
const sizeOf = (key: string, v: KeptAnswer) => v.body.length + key.length * 2;

function remember(key: string, value: KeptAnswer) {
  if (value.body.length > MAX_CACHED_BYTES / 8) return;
  const old = answers.get(key);
  if (old) {
    answers.delete(key);
    cachedBytes -= sizeOf(key, old);
  }
  answers.set(key, value);
  cachedBytes += sizeOf(key, value);
  for (const [k, v] of answers) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    answers.delete(k);
    cachedBytes -= sizeOf(k, v);
  }
}

/** One answer made from a layer's data: 304 when the client holds it (ETag), else the body. */
export interface LayerAnswer {
  status: 200 | 304;
  etag: string;
  body?: Buffer;
  gzipped?: boolean;
  matched?: number;
}

async function answerOf(
  layer: CachedLayer,
  query: unknown,
  options: { ifNoneMatch?: string; gzip: boolean },
  make: () => Promise<{ body: Buffer; matched: number }>,
): Promise<LayerAnswer> {
  const key = JSON.stringify([layer.meta.key, layer.version, query]);
  const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
  if (
    options.ifNoneMatch &&
    options.ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
  ) {
    return { status: 304, etag };
  }
  const cacheKey = `${key}|${options.gzip}`;
  let kept = answers.get(cacheKey);
  if (!kept) {
    let pending = making.get(cacheKey);
    if (!pending) {
      pending = (async () => {
        const { body, matched } = await make();
        // gzip runs on libuv's threads, off the request thread.
        const value = { body: options.gzip ? await gzip(body) : body, gzipped: options.gzip, matched };
        remember(cacheKey, value);
        return value;
      })().finally(() => making.delete(cacheKey));
      making.set(cacheKey, pending);
    }
    kept = await pending;
  }
  return { status: 200, etag, ...kept };
}

/**
 * An answer made from one layer's data, kept with the features API's answers until the layer's data changes
 * (the OGC API's items and item use it). `prepare` checks the request against the layer's metadata and gives
 * the normalised query (two addresses that ask for the same thing share one answer; the caller puts its own
 * name and the answer's form in it) and how to make the body.
 */
export async function layerAnswer(
  layerKey: string,
  options: { ifNoneMatch?: string; gzip: boolean },
  prepare: (meta: LayerMetadata) => {
    query: unknown;
    make: () => Promise<{ body: Buffer; matched: number }>;
  },
): Promise<LayerAnswer> {
  const layer = await loadLayer(layerKey);
  const { query, make } = prepare(layer.meta);
  return answerOf(layer, query, options, make);
}

/** Builds a feature's output: the system fields, the chosen fields and the illustrative flag. */
function output(f: CachedFeature, fields: string[] | undefined, low: boolean): Feature {
  const props: Record<string, unknown> = { feature_id: f.id, name: f.name };
  for (const [k, v] of Object.entries(f.properties)) if (!fields || fields.includes(k)) props[k] = v;
  props.illustrative = f.illustrative;
  return {
    type: 'Feature',
    id: f.id,
    properties: props,
    geometry: geometryOf(low ? f.geometryLow : f.geometry),
  };
}

/**
 * GET /api/map-explorer/layers/{layerKey}/features: the features a query selects as GeoJSON (generalised at
 * statewide scales), CSV, KML, a zipped shapefile or a GeoPackage; with an ETag, and gzipped when the client accepts it.
 */
export async function layerFeatures(
  query: FeatureQuery,
  options: { ifNoneMatch?: string; acceptsGzip: boolean },
): Promise<FeatureAnswer> {
  const layer = await loadLayer(query.layerKey);
  const low = query.format === 'geojson' && (query.scale ?? 0) >= STATEWIDE_SCALE;
  const contentType = CONTENT_TYPES[query.format];
  // Every format names its file with its extension (a GeoJSON download saved as `features`); the
  // GeoJSON the map reads stays inline (see `inline`), the others are attachments.
  const filename = `${query.layerKey}.${EXTENSIONS[query.format]}`;
  const gzipped = query.format !== 'shapefile' && options.acceptsGzip;
  const answer = await answerOf(
    layer,
    ['features', query, low],
    { ifNoneMatch: options.ifNoneMatch, gzip: gzipped },
    async () => {
      const selected = select(layer, query);
      const page = selected.slice(query.offset, query.limit ? query.offset + query.limit : undefined);
      if (page.length > MAX_FEATURES_PER_REQUEST) {
        throw new HttpError(
          400,
          `This request selects ${page.length.toLocaleString('en-US')} features; at most ` +
            `${MAX_FEATURES_PER_REQUEST.toLocaleString('en-US')} can be returned at once. Narrow it with bbox or ` +
            'filter, or page through with limit and offset.',
          'limit',
        );
      }
      const fc: FeatureCollection = {
        type: 'FeatureCollection',
        features: page.map((f) => output(f, query.fields, low)),
      };
      if (query.format === 'geojson') {
        const body = Buffer.from(
          JSON.stringify({
            ...fc,
            numberMatched: selected.length,
            numberReturned: page.length,
            illustrative: page.some((f) => f.illustrative),
            generalised: low,
          }),
        );
        return { body, matched: selected.length };
      }
      if (query.format === 'shapefile' && page.length === 0)
        throw new HttpError(400, 'Nothing matches these filters, so there is no shapefile to make.');
      const fields = layer.meta.fields.filter((f) => !query.fields || query.fields.includes(f.name));
      // The writers run in the worker pool.
      const written = await runTask<Uint8Array>(
        'write',
        {
          format: query.format,
          slices: await sliceFeatures(fc.features),
          fields,
          title: layer.meta.name,
          layerKey: query.layerKey,
        },
        {
          budgetMs: FILE_TASK_BUDGET_MS,
          tooComplex:
            'This download is too large to write within a minute. Narrow it with bbox or filter, or page through it with limit and offset.',
        },
      );
      return {
        body: Buffer.from(written.buffer, written.byteOffset, written.byteLength),
        matched: selected.length,
      };
    },
  );
  return { ...answer, contentType, filename, inline: query.format === 'geojson' };
}

/** Forgets cached layers and answers (after a layer's data is replaced). */
export function invalidateLayerCache() {
  layers.clear();
  answers.clear();
  making.clear();
  cachedBytes = 0;
}

/**
 * A layer's metadata and, at full detail, its features whose bounding box meets `bbox` and that pass
 * `filters` (the extract job clips them to its area). Unknown layer → 404; a filter on a field the layer lacks → 400.
 */
export async function layerFeaturesInBbox(
  layerKey: string,
  bbox: [number, number, number, number],
  filters: AttributeFilter[] = [],
): Promise<{ meta: LayerMetadata; features: Feature[] }> {
  const layer = await loadLayer(layerKey);
  checkFilters(layer.meta, filters, 'filters');
  const [minX, minY, maxX, maxY] = bbox;
  const features = layer.features
    .filter((f) => !(f.bbox[0] > maxX || f.bbox[2] < minX || f.bbox[1] > maxY || f.bbox[3] < minY))
    .filter((f) => matchesFilters(f.properties, filters))
    .map((f) => output(f, undefined, false));
  return { meta: layer.meta, features };
}

/** One layer's metadata from its cached copy (two indexed queries; no aggregate over every layer). */
export async function layerMetadataOf(layerKey: string): Promise<LayerMetadata> {
  return (await loadLayer(layerKey)).meta;
}

/** One page of the features a query selects, and how many it selects in all (the OGC API's items). */
export interface FeaturePage {
  meta: LayerMetadata;
  matched: number;
  features: Feature[];
}

/**
 * The features of one layer that `query` selects (bbox, attribute filters) and that `where` keeps (the OGC
 * API's datetime), paged by offset and limit, at full detail. The work is bounded by the layer's size (the
 * cached copy is filtered in memory, 5,200 features at most today) and the answer by `limit`.
 */
export async function layerFeaturePage(
  query: FeatureQuery,
  where?: (properties: Record<string, unknown>) => boolean,
): Promise<FeaturePage> {
  const layer = await loadLayer(query.layerKey);
  const selected = select(layer, query).filter((f) => !where || where(f.properties));
  const page = selected.slice(query.offset, query.offset + (query.limit ?? MAX_FEATURES_PER_REQUEST));
  return {
    meta: layer.meta,
    matched: selected.length,
    features: page.map((f) => output(f, undefined, false)),
  };
}

/** One feature of a layer by its id, at full detail; null when the layer has no such feature. */
export async function layerFeatureById(
  layerKey: string,
  featureId: string,
): Promise<{ meta: LayerMetadata; feature: Feature | null }> {
  const layer = await loadLayer(layerKey);
  const f = layer.features.find((x) => x.id === featureId);
  return { meta: layer.meta, feature: f ? output(f, undefined, false) : null };
}

/** One feature's attributes as the Data Explorer reads them (no geometry, only its bounding box). */
export interface FeatureRecord {
  id: string;
  name: string | null;
  properties: Record<string, unknown>;
  bbox: [number, number, number, number];
  illustrative: boolean;
}

/**
 * A layer's metadata and the attributes of all its features, from the same cached copy of `layer_features` the
 * Map Explorer serves, so the Data Explorer's counts never disagree with the map.
 */
export async function layerRecords(
  layerKey: string,
): Promise<{ meta: LayerMetadata; features: FeatureRecord[] }> {
  const layer = await loadLayer(layerKey);
  return {
    meta: layer.meta,
    features: layer.features.map(({ id, name, properties, bbox, illustrative }) => ({
      id,
      name,
      properties,
      bbox,
      illustrative,
    })),
  };
}
