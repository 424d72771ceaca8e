import { z } from 'zod';
import './zodConfig';

/** A layer attribute: its name in the data, its type and the label people see. */
export const LayerField = z.object({
  name: z.string(),
  type: z.enum(['string', 'integer', 'double']),
  label: z.string(),
});
export type LayerField = z.infer<typeof LayerField>;

/** At most this many features in one answer or download; more needs paging or narrower filters. */
export const MAX_FEATURES_PER_REQUEST = 10_000;
/** From this map scale (1:N) up, answers carry geometry generalised for statewide viewing. */
export const STATEWIDE_SCALE = 1_000_000;

export const FEATURE_FORMATS = ['geojson', 'csv', 'kml', 'shapefile', 'gpkg'] as const;
export type FeatureFormat = (typeof FEATURE_FORMATS)[number];

const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
const list = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .flatMap((s) => String(s).split(','))
    .map((s) => s.trim())
    .filter(Boolean);

/** `minLon,minLat,maxLon,maxLat` in degrees (WGS84), min before max. */
export const Bbox = z.string().transform((s, ctx) => {
  const n = s.split(',').map((x) => (x.trim() === '' ? NaN : Number(x)));
  const [minX, minY, maxX, maxY] = n as [number, number, number, number];
  const ok =
    n.length === 4 &&
    n.every(Number.isFinite) &&
    minX >= -180 &&
    maxX <= 180 &&
    minY >= -90 &&
    maxY <= 90 &&
    minX <= maxX &&
    minY <= maxY;
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      message:
        'give four numbers minLongitude,minLatitude,maxLongitude,maxLatitude in degrees (WGS84), min before max',
    });
    return z.NEVER;
  }
  return [minX, minY, maxX, maxY] as [number, number, number, number];
});

/** One attribute filter: `field:value1|value2` (a feature matches when its field equals any of the values). */
export interface AttributeFilter {
  field: string;
  values: string[];
}

/** Repeated `filter=field:a|b` parameters → AttributeFilter[] (the features API's and the comparison's). */
export const FilterParams = z.array(z.string().max(500)).transform((items, ctx) => {
  const out: AttributeFilter[] = [];
  for (const item of items) {
    const at = item.indexOf(':');
    if (at <= 0) {
      ctx.addIssue({ code: 'custom', message: `'${item}' is not field:value (several values: field:a|b)` });
      return z.NEVER;
    }
    out.push({ field: item.slice(0, at), values: item.slice(at + 1).split('|') });
  }
  return out;
});

/** The `filter` query parameter (repeatable) as AttributeFilter[]. */
export const filterParam = z.preprocess(
  (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]),
  FilterParams,
);

/**
 * Query of GET /api/map-explorer/layers/{layerKey}/features. `filter` repeats (all must match); `ids` selects
 * features by their id (an exported selection); `q` matches ids and names; `scale` is the map scale (1:N).
 */
export const FeatureQuery = z.object({
  layerKey: z.preprocess(one, z.string().min(1).max(80)),
  format: z.preprocess(one, z.enum(FEATURE_FORMATS).default('geojson')),
  bbox: z.preprocess(one, Bbox.optional()),
  filter: filterParam,
  fields: z.preprocess(
    (v) => (v === undefined ? undefined : list(v)),
    z.array(z.string().max(80)).max(50).optional(),
  ),
  ids: z.preprocess(
    (v) => (v === undefined ? undefined : list(v)),
    z.array(z.string().max(120)).max(MAX_FEATURES_PER_REQUEST).optional(),
  ),
  q: z.preprocess(one, z.string().trim().max(200).optional()),
  scale: z.preprocess(one, z.coerce.number().int().min(1).max(1_000_000_000).optional()),
  limit: z.preprocess(one, z.coerce.number().int().min(1).max(MAX_FEATURES_PER_REQUEST).optional()),
  offset: z.preprocess(one, z.coerce.number().int().min(0).max(10_000_000).default(0)),
  /** A field to order by (`-field` for descending); layer order otherwise. */
  sort: z.preprocess(
    one,
    z
      .string()
      .regex(/^-?[A-Za-z0-9_]{1,80}$/, 'give a field name, or -field to sort descending')
      .optional(),
  ),
});
export type FeatureQuery = z.infer<typeof FeatureQuery>;

/** The values a field takes, for fields with few enough to offer as filter choices. */
export const MAX_FILTER_VALUES = 60;
export type FieldValues = Record<string, string[]>;

/** Query string of the features API for a query (repeated `filter`, lists comma-joined); shared by links and fetches. */
export function featureSearchParams(
  q: Partial<Omit<FeatureQuery, 'layerKey' | 'filter'>> & { filter?: AttributeFilter[] },
): URLSearchParams {
  const p = new URLSearchParams();
  if (q.format && q.format !== 'geojson') p.set('format', q.format);
  if (q.bbox) p.set('bbox', q.bbox.map((n) => Math.round(n * 1e5) / 1e5).join(','));
  for (const f of q.filter ?? []) if (f.values.length) p.append('filter', `${f.field}:${f.values.join('|')}`);
  if (q.fields) p.set('fields', q.fields.join(','));
  if (q.ids) p.set('ids', q.ids.join(','));
  if (q.q) p.set('q', q.q);
  if (q.scale) p.set('scale', String(Math.round(q.scale)));
  if (q.limit) p.set('limit', String(q.limit));
  if (q.offset) p.set('offset', String(q.offset));
  if (q.sort) p.set('sort', q.sort);
  return p;
}

/** URL of a layer's features (GeoJSON by default). */
export function featuresPath(layerKey: string, q: Parameters<typeof featureSearchParams>[0] = {}): string {
  const qs = featureSearchParams(q).toString();
  return `/api/map-explorer/layers/${encodeURIComponent(layerKey)}/features${qs ? `?${qs}` : ''}`;
}

/** A layer's key as a query value (the year comparison's `from` and `to`). */
export const LayerKeyParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'must be a layer key' });

/** /api/map-explorer/compare: two years of one dataset; `filter` (the features API's) applies to both. */
export const LayerCompareQuery = z.object({ from: LayerKeyParam, to: LayerKeyParam, filter: filterParam });

/** /api/map-explorer/layers/{layerKey}/values: the filter choices of one layer. */
export const LayerValuesQuery = z.object({ layerKey: z.string().min(1).max(80) });

/** The sizes of the Map Explorer's default-view picture (their widths are the service's, services/mapPicture.ts). */
export const PICTURE_SIZES = ['wide', 'narrow'] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

/** /api/map-explorer/picture?size=wide|narrow */
export const MapPictureQuery = z.object({ size: z.enum(PICTURE_SIZES).default('wide') });
