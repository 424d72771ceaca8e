import { z } from 'zod';
import './zodConfig';
import { Bbox } from './layers';
import { DAY_MS } from '@/lib/shared/dates';

// Where the OGC API – Features service lives: in lib/shared/routes.ts, which pages import without zod.
export { OGC_BASE_PATH } from '@/lib/shared/routes';

/**
 * Page size of `items` when `limit` is not given, and the most one page may hold (larger limits are cut; the
 * `next` links page on). 1,000, as ArcGIS and GeoServer commonly serve: a page's making and its kept copy stay
 * small, and clients (GDAL, QGIS) follow `next` for the rest.
 */
export const OGC_DEFAULT_LIMIT = 1_000;
/** A person browsing the HTML pages reads ten features a page (the collection page's link asks for it). */
export const OGC_BROWSE_LIMIT = 10;
export const OGC_MAX_LIMIT = 1_000;

/**
 * The conformance classes this service implements: OGC API – Features Part 1 (Core, GeoJSON, HTML, OpenAPI
 * 3.0) and, of Part 3 and CQL2, queryables (also as query parameters), filter and Basic CQL2 in text.
 */
export const OGC_CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables-query-parameters',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/features-filter',
  'http://www.opengis.net/spec/cql2/1.0/conf/cql2-text',
  'http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2',
] as const;

export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

/** The media types the service answers in. */
export const OGC_MEDIA = {
  geojson: 'application/geo+json',
  json: 'application/json',
  html: 'text/html',
  openapi: 'application/vnd.oai.openapi+json;version=3.0',
  schema: 'application/schema+json',
} as const;

const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

/** An RFC 3339 date or date-time → milliseconds; `..` or empty → an open end. */
function instant(s: string, end: boolean): number | null | undefined {
  if (s === '..' || s === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)([Zz]|[+-]\d{2}:\d{2}))?$/.exec(
    s,
  );
  if (!m) return undefined;
  const ms = Date.parse(m[4] ? s.toUpperCase().replace(' ', 'T') : `${s}T00:00:00Z`);
  if (!Number.isFinite(ms)) return undefined;
  // A bare date as the end of an interval means the whole of that day.
  return !m[4] && end ? ms + DAY_MS - 1 : ms;
}

/** `datetime`: one instant or date, or an interval `start/end` with `..` for an open end. */
const Datetime = z.string().transform((s, ctx) => {
  const parts = s.split('/');
  const ok = (x: number | null | undefined): x is number | null => x !== undefined;
  if (parts.length === 1) {
    const start = instant(parts[0]!, false);
    const end = instant(parts[0]!, true);
    if (ok(start) && ok(end) && start !== null && end !== null) return { start, end };
  } else if (parts.length === 2) {
    const start = instant(parts[0]!, false);
    const end = instant(parts[1]!, true);
    if (
      ok(start) &&
      ok(end) &&
      !(start === null && end === null) &&
      (start ?? -Infinity) <= (end ?? Infinity)
    )
      return { start, end };
  }
  ctx.addIssue({
    code: 'custom',
    message:
      'give an RFC 3339 date or date-time (2023-01-01, 2023-01-01T00:00:00Z) or an interval start/end with .. for an open end',
  });
  return z.NEVER;
});
export type DatetimeInterval = { start: number | null; end: number | null };

/** The parameters of `items` this service defines; any other parameter must name a queryable field. */
export const OGC_ITEMS_PARAMETERS = [
  'f',
  'limit',
  'offset',
  'bbox',
  'datetime',
  'filter',
  'filter-lang',
  'filter-crs',
] as const;

/** Query of GET {base}/collections/{collectionId}/items (property filters are read apart, by field name). */
export const OgcItemsQuery = z.object({
  f: z.preprocess(one, z.enum(['json', 'html']).optional()),
  limit: z.preprocess(
    one,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(OGC_DEFAULT_LIMIT)
      // A larger limit is not an error (OGC 17-069r4 §7.15.3): the page is cut to the maximum.
      .transform((n) => Math.min(n, OGC_MAX_LIMIT)),
  ),
  offset: z.preprocess(one, z.coerce.number().int().min(0).max(10_000_000).default(0)),
  bbox: z.preprocess(one, Bbox.optional()),
  datetime: z.preprocess(one, z.string().max(100).pipe(Datetime).optional()),
  /** A Basic CQL2 text filter over the queryables (lib/shared/cql2.ts). */
  filter: z.preprocess(one, z.string().trim().min(1).max(4000).optional()),
  'filter-lang': z.preprocess(
    one,
    z.enum(['cql2-text'], { error: 'only cql2-text is supported' }).optional(),
  ),
  'filter-crs': z.preprocess(one, z.enum([CRS84], { error: `only ${CRS84} is supported` }).optional()),
});
export type OgcItemsQuery = z.infer<typeof OgcItemsQuery>;

/** Query of the other OGC answers: only `f`. */
export const OgcFormatQuery = z.object({ f: z.preprocess(one, z.enum(['json', 'html']).optional()) });
