import simplify from '@turf/simplify';
import type { Geometry } from 'geojson';
import type { Knex } from 'knex';
import { z } from 'zod';
import { chunked, rowsPerStatement, valuesPerStatement } from '@/lib/server/db/batch';
import { bool, jsonColumn, num, numOrNull, rowOf, textOrNull, usDate } from '@/lib/server/db/normalize';
import { bboxOf } from '@/lib/server/geo/virginia';
import { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { LayerField } from '@/lib/shared/schemas/layers';

export interface LayerFeatureRow {
  id?: number;
  layer_key: string;
  feature_id: string;
  name: string | null;
  geometry_type: string;
  geometry: string;
  geometry_low: string;
  properties: string;
  min_x: number;
  min_y: number;
  max_x: number;
  max_y: number;
  illustrative: boolean;
}

/** A layer feature with its owner: the organisation whose publish put it there (null for seeded features). */
export type OwnedFeatureRow = LayerFeatureRow & {
  organization_id: string | null;
  publication_id: number | null;
};

const METADATA_COLUMNS = [
  'layer_key',
  'name',
  'category',
  'description',
  'geometry_type',
  'source',
  'vintage',
  'downloadable',
  'updated_on',
  'fields',
];

/** The columns of a feature that answers read (toStoredFeature). */
const FEATURE_COLUMNS = [
  'feature_id',
  'name',
  'geometry',
  'geometry_low',
  'properties',
  'min_x',
  'min_y',
  'max_x',
  'max_y',
  'illustrative',
];

/** Map Explorer layer metadata and features. */
export const layerQueries = {
  metadata: (k: Knex) =>
    k('layer_metadata')
      .select(...METADATA_COLUMNS)
      .orderBy(['category', 'name']),
  /** One layer's metadata row (exact key compared by the caller: SQL Server's collation ignores case). */
  metadataOf: (k: Knex, layerKey: string) =>
    k('layer_metadata')
      .where({ layer_key: layerKey })
      .first(...METADATA_COLUMNS),
  /** Feature count, extent and illustrative count of every layer that has features. */
  summaries: (k: Knex) =>
    k('layer_features')
      .select('layer_key')
      .count({ features: '*' })
      .min({ min_x: 'min_x', min_y: 'min_y' })
      .max({ max_x: 'max_x', max_y: 'max_y' })
      .select(k.raw('sum(case when illustrative = ? then 1 else 0 end) as illustrative_features', [true]))
      .groupBy('layer_key'),
  /** Changes whenever features are added or removed: the cache key of a layer's data. */
  version: (k: Knex, layerKey: string) =>
    k('layer_features').where({ layer_key: layerKey }).count({ n: '*' }).max({ last: 'id' }).first(),
  features: (k: Knex, layerKey: string) =>
    k('layer_features')
      .where({ layer_key: layerKey })
      .select(...FEATURE_COLUMNS)
      .orderBy('id'),
  countFeatures: (k: Knex, layerKey: string) =>
    k('layer_features').where({ layer_key: layerKey }).count({ n: '*' }).first(),
  /** Fills a layer's field list where none is stored yet (never overwrites staff edits). */
  fillFields: (k: Knex, layerKey: string, fields: string) =>
    k('layer_metadata').where({ layer_key: layerKey }).whereNull('fields').update({ fields }),
  /** A layer's features with their owner (publishing replaces one organisation's). */
  ownedFeatures: (k: Knex, layerKey: string) =>
    k('layer_features')
      .where({ layer_key: layerKey })
      .select('id', 'layer_key', 'geometry_type', ...FEATURE_COLUMNS, 'organization_id', 'publication_id')
      .orderBy('id'),
  deleteFeatures: (k: Knex, ids: number[]) => k('layer_features').whereIn('id', ids).delete(),
  insertFeatures: (k: Knex, rows: Array<LayerFeatureRow & Partial<OwnedFeatureRow>>) =>
    k('layer_features').insert(rows),
  deletePublishedFeatures: (k: Knex, publicationId: number) =>
    k('layer_features').where({ publication_id: publicationId }).delete(),
};

/** Columns of a layer_features insert (the owner's two included): sets the rows per INSERT statement. */
const INSERT_COLUMNS = 15;

/** Stores feature rows in batches under SQL Server's parameter and VALUES-row limits (seeds and publishing). */
export async function insertFeatureRows(
  k: Knex,
  rows: ReadonlyArray<LayerFeatureRow & Partial<OwnedFeatureRow>>,
): Promise<void> {
  for (const batch of chunked(rows, rowsPerStatement(INSERT_COLUMNS)))
    await layerQueries.insertFeatures(k, batch);
}

/** Deletes features by row id, in batches under SQL Server's parameter limit. */
export async function deleteFeatureRows(k: Knex, ids: readonly number[]): Promise<void> {
  for (const batch of chunked(ids, Math.min(1000, valuesPerStatement)))
    await layerQueries.deleteFeatures(k, batch);
}

/** About half a mile: under a pixel at statewide scales (1:1,000,000 and smaller, ~260 m a pixel). */
const STATEWIDE_TOLERANCE_DEG = 0.008;

function generalise(g: Geometry): Geometry {
  if (g.type === 'Point' || g.type === 'MultiPoint') return g;
  try {
    return simplify(g, { tolerance: STATEWIDE_TOLERANCE_DEG, highQuality: false });
  } catch {
    return g; // a degenerate ring (e.g. a tiny island) that cannot be simplified: keep it as it is
  }
}

/** A feature to store in a layer: a GeoJSON geometry in WGS84 and flat properties. */
export interface NewLayerFeature {
  id: string;
  name: string | null;
  geometry: Geometry;
  properties: Record<string, string | number | null>;
  illustrative: boolean;
}

/** A feature → its layer_features row: geometry and a generalised copy as JSON, the indexed bounding box. */
export function toFeatureRow(layerKey: string, f: NewLayerFeature): LayerFeatureRow {
  const [min_x, min_y, max_x, max_y] = bboxOf((f.geometry as { coordinates: unknown }).coordinates);
  return {
    layer_key: layerKey,
    feature_id: f.id,
    name: f.name,
    geometry_type: f.geometry.type,
    geometry: JSON.stringify(f.geometry),
    geometry_low: JSON.stringify(generalise(f.geometry)),
    properties: JSON.stringify(f.properties),
    min_x,
    min_y,
    max_x,
    max_y,
    illustrative: f.illustrative,
  };
}

type Row = Record<string, unknown>;
type Bbox = [number, number, number, number];

/** A layer's stored description: its metadata without the figures counted from its features. */
export const LayerInfo = LayerMetadata.omit({ featureCount: true, illustrativeCount: true, extent: true });
export type LayerInfo = z.infer<typeof LayerInfo>;

/** A layer_metadata.fields value → the field list; none stored yet (or not a valid list) is an empty list. */
export function layerFieldsOf(raw: unknown): LayerField[] {
  const parsed = LayerField.array().safeParse(typeof raw === 'string' && raw !== '' ? jsonColumn(raw) : []);
  return parsed.success ? parsed.data : [];
}

/** A layer_metadata row → LayerInfo, checked against its schema (the geometry type is an enum). */
export const toLayerInfo = (r: Row): LayerInfo =>
  rowOf(LayerInfo, 'layer_metadata', {
    key: r.layer_key,
    name: r.name,
    category: r.category,
    description: r.description,
    geometryType: r.geometry_type,
    source: r.source,
    vintage: r.vintage,
    downloadable: bool(r.downloadable),
    updatedOn: usDate(r.updated_on),
    fields: layerFieldsOf(r.fields),
  });

/** A summaries row → the layer's feature count, illustrative count and extent. */
export const toLayerSummary = (r: Row) => {
  const count = num(r.features);
  return {
    layerKey: String(r.layer_key),
    count,
    illustrative: num(r.illustrative_features),
    extent: count > 0 ? ([num(r.min_x), num(r.min_y), num(r.max_x), num(r.max_y)] satisfies Bbox) : null,
  };
};

/** The version row of a layer's features → 'count.lastId' (changes whenever features are added or removed). */
export const toFeaturesVersion = (r: Row | undefined): string => `${num(r?.n ?? 0)}.${num(r?.last ?? 0)}`;

/** Feature properties: a JSON object of attribute values. */
const Properties = z.record(z.string(), z.unknown());

/** One stored feature: geometries kept as JSON text (parsed per answer), properties parsed and checked. */
export interface StoredFeature {
  id: string;
  name: string | null;
  geometry: string;
  geometryLow: string;
  properties: Record<string, unknown>;
  bbox: Bbox;
  illustrative: boolean;
}

/** A layer_features row → StoredFeature (its properties JSON column checked to be an object). */
export const toStoredFeature = (r: Row): StoredFeature => ({
  id: String(r.feature_id),
  name: r.name === null || r.name === undefined ? null : String(r.name),
  geometry: String(r.geometry),
  geometryLow: String(r.geometry_low),
  properties: rowOf(Properties, 'layer_features.properties', jsonColumn(r.properties) ?? {}),
  bbox: [num(r.min_x), num(r.min_y), num(r.max_x), num(r.max_y)],
  illustrative: bool(r.illustrative),
});

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

/**
 * A stored geometry's JSON text → GeoJSON geometry. Only its type and the presence of its coordinates are
 * checked (the features were validated when stored, and this runs for every feature of every answer).
 */
export function geometryOf(text: string): Geometry {
  const value: unknown = JSON.parse(text);
  if (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    GEOMETRY_TYPES.has(String(value.type)) &&
    (('coordinates' in value && Array.isArray(value.coordinates)) ||
      ('geometries' in value && Array.isArray(value.geometries)))
  ) {
    return value as Geometry;
  }
  throw new Error(`A stored geometry is not GeoJSON: ${text.slice(0, 80)}`);
}

const OwnedFeature = z.object({
  layer_key: z.string(),
  feature_id: z.string(),
  name: z.string().nullable(),
  geometry_type: z.string(),
  geometry: z.string(),
  geometry_low: z.string(),
  properties: z.string(),
  min_x: z.number(),
  min_y: z.number(),
  max_x: z.number(),
  max_y: z.number(),
  illustrative: z.boolean(),
  organization_id: z.string().nullable(),
  publication_id: z.number().int().nullable(),
}) satisfies z.ZodType<OwnedFeatureRow>;

const ownedFields = (r: Row) => ({
  layer_key: r.layer_key,
  feature_id: r.feature_id,
  name: textOrNull(r.name),
  geometry_type: r.geometry_type,
  geometry: r.geometry,
  geometry_low: r.geometry_low,
  properties: r.properties,
  min_x: num(r.min_x),
  min_y: num(r.min_y),
  max_x: num(r.max_x),
  max_y: num(r.max_y),
  illustrative: bool(r.illustrative),
  organization_id: textOrNull(r.organization_id),
  publication_id: numOrNull(r.publication_id),
});

/** An ownedFeatures row → its id, the row to keep for a roll-back, and its properties and geometry parsed. */
export function toOwnedFeature(r: Row) {
  const row = rowOf(OwnedFeature, 'layer_features', ownedFields(r));
  return {
    id: num(r.id),
    row,
    properties: rowOf(Properties, 'layer_features.properties', jsonColumn(row.properties)),
    geometry: geometryOf(row.geometry),
  };
}

/** Stored feature rows as JSON (a publication's replaced_features column) → the rows to put back. */
export function toOwnedFeatureRows(v: unknown, what: string): OwnedFeatureRow[] {
  const items = rowOf(z.array(z.record(z.string(), z.unknown())), what, jsonColumn(v) ?? []);
  return rowOf(z.array(OwnedFeature), what, items.map(ownedFields));
}
