import type { Feature, Geometry } from 'geojson';
import { geometryOf } from '@/lib/server/repositories/layers';
import { HttpError } from '@/lib/shared/errors';
import { matchesFilters, unknownFilterField } from '@/lib/shared/layerFilters';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import {
  type AttributeFilter,
  MAX_FEATURES_PER_REQUEST,
  MAX_FILTER_VALUES,
  type FieldValues,
  type FeatureQuery,
} from '@/lib/shared/schemas/layers';
import { loadLayer, type CachedFeature, type CachedLayer } from './cache';

/**
 * Reading a kept layer: the features a query selects (filters checked against the layer's fields), a
 * feature's output, the filter choices, and the reads the extract job, the OGC API and the Data Explorer make.
 */

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
export function select(layer: CachedLayer, query: FeatureQuery): CachedFeature[] {
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

/** Builds a feature's output: the system fields, the chosen fields and the illustrative flag. */
export function output(f: CachedFeature, fields: string[] | undefined, low: boolean): Feature {
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

/** One page of the features a query selects, and how many it selects in all (the OGC API's items). */
export interface FeaturePage {
  meta: LayerMetadata;
  matched: number;
  features: Feature[];
}

const MULTI = { Point: 'MultiPoint', LineString: 'MultiLineString', Polygon: 'MultiPolygon' } as const;
const multiLayers = new WeakMap<CachedLayer, boolean>();

/**
 * Whether any feature of a layer is a Multi* geometry; then each of its features is given as one (Polygon as
 * MultiPolygon, …), so a layer has one geometry type. GDAL and QGIS read a layer that mixes Polygon and
 * MultiPolygon (the localities: 130 and 3) as "Unknown (any)", a layer with no geometry type.
 */
function isMulti(layer: CachedLayer): boolean {
  let multi = multiLayers.get(layer);
  if (multi === undefined) {
    multi = layer.features.some((f) => geometryOf(f.geometry)?.type.startsWith('Multi'));
    multiLayers.set(layer, multi);
  }
  return multi;
}

/** A feature's geometry as its layer's one type: a single part in the Multi* type when the layer has any. */
export function uniformGeometry(f: Feature, multi: boolean): Feature {
  const g = f.geometry;
  if (!multi || !g || !(g.type in MULTI)) return f;
  const type = MULTI[g.type as keyof typeof MULTI];
  return { ...f, geometry: { type, coordinates: [(g as { coordinates: unknown }).coordinates] } as Geometry };
}

/**
 * The features of one layer that `query` selects (bbox, attribute filters) and that `where` keeps (the OGC
 * API's datetime), paged by offset and limit, at full detail, each in its layer's one
 * geometry type (uniformGeometry). The work is bounded by the layer's size (the
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
    features: page.map((f) => uniformGeometry(output(f, undefined, false), isMulti(layer))),
  };
}

/** One feature of a layer by its id, at full detail; null when the layer has no such feature. */
export async function layerFeatureById(
  layerKey: string,
  featureId: string,
): Promise<{ meta: LayerMetadata; feature: Feature | null }> {
  const layer = await loadLayer(layerKey);
  const f = layer.features.find((x) => x.id === featureId);
  return {
    meta: layer.meta,
    feature: f ? uniformGeometry(output(f, undefined, false), isMulti(layer)) : null,
  };
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
