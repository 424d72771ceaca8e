import type { Feature } from 'geojson';
import { env } from '@/lib/server/env';
import {
  layerAnswer,
  layerFeatureById,
  layerFeaturePage,
  layerMetadataOf,
  layerRecords,
  listLayerMetadata,
  type LayerAnswer,
} from '@/lib/server/services/layers';
import * as html from '@/lib/server/services/ogcHtml';
import { Cql2Error, parseCql2Text } from '@/lib/shared/cql2';
import { HttpError } from '@/lib/shared/errors';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { AttributeFilter } from '@/lib/shared/schemas/layers';
import {
  CRS84,
  OGC_BASE_PATH,
  OGC_CONFORMANCE,
  OGC_ITEMS_PARAMETERS,
  OGC_MEDIA,
  OgcFormatQuery,
  OgcItemsQuery,
  type DatetimeInterval,
} from '@/lib/shared/schemas/ogc';

/**
 * OGC API – Features (Part 1: Core, GeoJSON, HTML, OpenAPI 3.0) over the published Map Explorer layers
 *. Each layer is a collection; its features come from the same cached copy the features API
 * serves (lib/server/services/layers.ts), so counts and contents agree with the map and every download.
 * Every answer is a document with its JSON form and an HTML rendering (ogcHtml.ts); lib/server/http/ogc.ts
 * picks one by `f` or the Accept header and answers errors in the standard's form.
 */

export interface OgcLink {
  href: string;
  rel: string;
  type: string;
  title?: string;
}

/** What a route is asked: the service's absolute base, the path parameters and the query string. */
export interface OgcRequest {
  base: string;
  path: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
}

/** One answer in both forms. */
export interface OgcDocument {
  json: unknown;
  /** Media type of the JSON form. */
  type: string;
  html: () => string;
}

/**
 * A resource drawn from one layer's data (items, one item): its answers are kept per normalised query and form
 * until the layer's data changes, so a page GDAL or QGIS asks for again is sent as it was made, not filtered
 * and serialised again.
 */
export interface OgcLayerResource {
  layerKey: string;
  /** Checks the request against the layer; gives the normalised query and how to build the answer. */
  prepare: (meta: LayerMetadata) => { key: unknown; type: string; build: () => Promise<OgcDocument> };
}

/** What the route sends: the body in the form asked for (gzipped when kept so), or 304. */
export interface OgcAnswer extends LayerAnswer {
  type: string;
}

const render = (doc: OgcDocument, form: 'json' | 'html') =>
  Buffer.from(form === 'html' ? doc.html() : JSON.stringify(doc.json));

/** The answer to a resource in one form; a layer's resources come from the layer's answer cache. */
export async function ogcAnswer(
  resource: OgcDocument | OgcLayerResource,
  form: 'json' | 'html',
  options: { ifNoneMatch?: string; acceptsGzip: boolean },
): Promise<OgcAnswer> {
  if (!('prepare' in resource)) {
    return { status: 200, etag: '', type: resource.type, body: render(resource, form), gzipped: false };
  }
  let type = '';
  let prepared = false;
  try {
    const answer = await layerAnswer(
      resource.layerKey,
      { ifNoneMatch: options.ifNoneMatch, gzip: options.acceptsGzip },
      (meta) => {
        prepared = true;
        if (!meta.downloadable) notFound(missingCollection(meta.key));
        const p = resource.prepare(meta);
        type = p.type;
        return {
          query: ['ogc', form, p.key],
          make: async () => ({ body: render(await p.build(), form), matched: 0 }),
        };
      },
    );
    return { ...answer, type };
  } catch (e) {
    // The layer itself is missing (not a feature of it): say so in the service's words.
    if (!prepared && e instanceof HttpError && e.status === 404)
      notFound(missingCollection(resource.layerKey));
    throw e;
  }
}

/**
 * The service's absolute base, from the configured site address: never the request's Host,
 * which a client chooses (a loopback Host with port 99999 made every link an invalid URL, a 500).
 */
export function ogcBase(): string {
  return `${new URL(env().SITE_URL).origin}${OGC_BASE_PATH}`;
}

const link = (href: string, rel: string, type: string, title?: string): OgcLink => ({
  href,
  rel,
  type,
  ...(title ? { title } : {}),
});

/** `href` with `f` set: the JSON and HTML forms of one resource. */
const withF = (href: string, f: 'json' | 'html') => {
  const url = new URL(href);
  url.searchParams.set('f', f);
  return url.toString();
};

/** self (the form answered) and alternate (the other) links of a resource at `href`. */
function selfLinks(href: string, type: string, title: string): OgcLink[] {
  return [
    link(withF(href, 'json'), 'self', type, `${title} (JSON)`),
    link(withF(href, 'html'), 'alternate', OGC_MEDIA.html, `${title} (HTML)`),
  ];
}

/** The published layers: the downloadable ones (the service lets a client copy a whole layer, as a download does). */
export async function publishedLayers(): Promise<LayerMetadata[]> {
  return (await listLayerMetadata()).filter((l) => l.downloadable);
}

function notFound(message: string): never {
  throw new HttpError(404, message);
}

const missingCollection = (collectionId: string) =>
  `There is no collection '${collectionId}'. The collections are listed at ${OGC_BASE_PATH}/collections.`;

async function publishedLayer(collectionId: string): Promise<LayerMetadata> {
  try {
    const meta = await layerMetadataOf(collectionId);
    return meta.downloadable ? meta : notFound(missingCollection(collectionId));
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound(missingCollection(collectionId));
    throw e;
  }
}

/** Refuses query parameters the resource does not define (OGC 17-069r4 /req/core/query-param-unknown). */
export function onlyParameters(query: OgcRequest['query'], allowed: readonly string[]) {
  for (const name of Object.keys(query)) {
    if (!allowed.includes(name)) {
      throw new HttpError(
        400,
        `Unknown parameter '${name}'. This resource takes: ${allowed.join(', ')}.`,
        name,
      );
    }
  }
}

// ------------------------------------------------------------------------------------------------- landing

/** GET {base}: the landing page. */
export async function landing(r: OgcRequest): Promise<OgcDocument> {
  onlyParameters(r.query, ['f']);
  OgcFormatQuery.parse(r.query);
  const doc = {
    title: 'VTrans open data: OGC API – Features',
    description:
      "The Map Explorer's published layers of VTrans, Virginia's statewide transportation plan, as an OGC API – Features " +
      'service: connect QGIS, ArcGIS Pro or GDAL to this address and each layer is a collection.',
    links: [
      ...selfLinks(r.base, OGC_MEDIA.json, 'This document'),
      link(`${r.base}/api`, 'service-desc', OGC_MEDIA.openapi, 'The API definition (OpenAPI 3.0)'),
      link(`${r.base}/api?f=html`, 'service-doc', OGC_MEDIA.html, 'The API documentation'),
      link(`${r.base}/conformance`, 'conformance', OGC_MEDIA.json, 'Conformance classes implemented'),
      link(`${r.base}/collections`, 'data', OGC_MEDIA.json, 'The collections (one per layer)'),
    ],
  };
  return { json: doc, type: OGC_MEDIA.json, html: () => html.landingPage(doc) };
}

/** GET {base}/conformance. */
export async function conformance(r: OgcRequest): Promise<OgcDocument> {
  onlyParameters(r.query, ['f']);
  OgcFormatQuery.parse(r.query);
  const doc = {
    conformsTo: [...OGC_CONFORMANCE],
    links: selfLinks(`${r.base}/conformance`, OGC_MEDIA.json, 'Conformance classes'),
  };
  return { json: doc, type: OGC_MEDIA.json, html: () => html.conformancePage(doc) };
}

// --------------------------------------------------------------------------------------------- collections

const YEAR_FIELDS = ['year', 'fiscal_year'];

/** How a layer's features are placed in time: by an integer year field, or all in the layer's vintage year. */
function temporalOf(meta: LayerMetadata): { field: string | null; year: number | null } {
  const field = meta.fields.find((f) => f.type === 'integer' && YEAR_FIELDS.includes(f.name));
  const vintage = /^\d{4}$/.test(meta.vintage) ? Number(meta.vintage) : null;
  return { field: field?.name ?? null, year: vintage };
}

const yearStart = (y: number) => `${y}-01-01T00:00:00Z`;
const yearEnd = (y: number) => `${y}-12-31T23:59:59Z`;

/** [first, last] year of a layer's features (read from the cached layer only for layers with a year field). */
async function yearRange(meta: LayerMetadata): Promise<[number, number] | null> {
  const t = temporalOf(meta);
  if (!t.field) return t.year === null ? null : [t.year, t.year];
  const years = (await layerRecords(meta.key)).features
    .map((f) => Number(f.properties[t.field!]))
    .filter((y) => Number.isInteger(y));
  return years.length ? [Math.min(...years), Math.max(...years)] : null;
}

export interface OgcCollection {
  id: string;
  title: string;
  description: string;
  links: OgcLink[];
  extent: {
    spatial: { bbox: number[][]; crs: string };
    temporal?: { interval: Array<[string, string]>; trs: string };
  };
  itemType: 'feature';
  crs: string[];
  storageCrs: string;
  /** Not in the standard: what the HTML page and people need (fields, count, vintage, source). */
  featureCount: number;
  vintage: string;
  source: string;
  geometryType: LayerMetadata['geometryType'];
  fields: LayerMetadata['fields'];
}

async function collectionOf(base: string, meta: LayerMetadata): Promise<OgcCollection> {
  const href = `${base}/collections/${encodeURIComponent(meta.key)}`;
  const years = await yearRange(meta);
  return {
    id: meta.key,
    title: meta.name,
    description: meta.description,
    links: [
      ...selfLinks(href, OGC_MEDIA.json, meta.name),
      link(`${href}/items`, 'items', OGC_MEDIA.geojson, `${meta.name}: features (GeoJSON)`),
      link(`${href}/items?f=html`, 'items', OGC_MEDIA.html, `${meta.name}: features (HTML)`),
      link(
        `${href}/queryables`,
        'http://www.opengis.net/def/rel/ogc/1.0/queryables',
        OGC_MEDIA.schema,
        `${meta.name}: the properties a filter may use`,
      ),
    ],
    extent: {
      spatial: { bbox: [meta.extent ?? [-83.68, 36.54, -75.24, 39.47]], crs: CRS84 },
      ...(years
        ? {
            temporal: {
              interval: [[yearStart(years[0]), yearEnd(years[1])] as [string, string]],
              trs: 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian',
            },
          }
        : {}),
    },
    itemType: 'feature',
    crs: [CRS84],
    storageCrs: CRS84,
    featureCount: meta.featureCount,
    vintage: meta.vintage,
    source: meta.source,
    geometryType: meta.geometryType,
    fields: meta.fields,
  };
}

/** GET {base}/collections: every published layer. */
export async function collections(r: OgcRequest): Promise<OgcDocument> {
  onlyParameters(r.query, ['f']);
  OgcFormatQuery.parse(r.query);
  const layers = await publishedLayers();
  const doc = {
    links: selfLinks(`${r.base}/collections`, OGC_MEDIA.json, 'Collections'),
    collections: await Promise.all(layers.map((l) => collectionOf(r.base, l))),
  };
  return { json: doc, type: OGC_MEDIA.json, html: () => html.collectionsPage(doc, r.base) };
}

/** GET {base}/collections/{collectionId}. */
export async function collection(r: OgcRequest): Promise<OgcDocument> {
  onlyParameters(r.query, ['f']);
  OgcFormatQuery.parse(r.query);
  const doc = await collectionOf(r.base, await publishedLayer(r.path.collectionId!));
  return { json: doc, type: OGC_MEDIA.json, html: () => html.collectionPage(doc, r.base) };
}

// --------------------------------------------------------------------------------------------------- items

/** A filter keeping the features whose year (their field's, or the layer's vintage) meets the interval. */
function inInterval(meta: LayerMetadata, interval: DatetimeInterval) {
  const t = temporalOf(meta);
  const meets = (year: number) =>
    (interval.start === null || Date.UTC(year + 1, 0, 1) - 1 >= interval.start) &&
    (interval.end === null || Date.UTC(year, 0, 1) <= interval.end);
  return (p: Record<string, unknown>) => {
    const y = t.field ? Number(p[t.field]) : t.year;
    return y !== null && Number.isInteger(y) && meets(y);
  };
}

/** An items page's address: the normalised query with `offset` (and `f`) set. */
function pageHref(
  base: string,
  layerKey: string,
  query: URLSearchParams,
  offset: number,
  f?: 'json' | 'html',
) {
  const url = new URL(`${base}/collections/${encodeURIComponent(layerKey)}/items`);
  url.search = query.toString();
  if (offset > 0) url.searchParams.set('offset', String(offset));
  if (f) url.searchParams.set('f', f);
  return url.toString();
}

/**
 * The normalised query of an items page, without `offset`: every parameter once, in one order, with `limit`
 * as cut and `bbox` as numbers. Addresses that ask for the same page share its kept answer, and its links
 * are built from this, so they are the same whichever address asked first.
 */
function normalisedItemsQuery(
  q: OgcItemsQuery,
  raw: OgcRequest['query'],
  filter: AttributeFilter[],
): URLSearchParams {
  const last = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);
  const out = new URLSearchParams();
  if (q.f) out.set('f', q.f);
  out.set('limit', String(q.limit));
  if (q.bbox) out.set('bbox', q.bbox.join(','));
  const datetime = last(raw.datetime);
  if (datetime !== undefined) out.set('datetime', datetime);
  if (q.filter) out.set('filter', q.filter);
  if (q['filter-lang']) out.set('filter-lang', q['filter-lang']);
  if (q['filter-crs']) out.set('filter-crs', q['filter-crs']);
  for (const f of filter) out.set(f.field, f.values[0]!);
  return out;
}

export interface OgcItems {
  type: 'FeatureCollection';
  features: Feature[];
  numberMatched: number;
  numberReturned: number;
  timeStamp: string;
  links: OgcLink[];
}

/**
 * GET {base}/collections/{collectionId}/items: `bbox`, `datetime`, `limit` (default and most OGC_MAX_LIMIT, 1,000),
 * `offset` (the `next` links carry it), a CQL2 text `filter` and a property filter per field
 * (`?district=Richmond`). Each page is kept per normalised query and form (ogcAnswer).
 */
export function items(r: OgcRequest): OgcLayerResource {
  return {
    layerKey: r.path.collectionId!,
    prepare: (meta) => {
      const fields = meta.fields.map((f) => f.name);
      onlyParameters(r.query, [...OGC_ITEMS_PARAMETERS, ...fields]);
      const q = OgcItemsQuery.parse(r.query);
      const filter: AttributeFilter[] = [];
      for (const name of fields) {
        const v = r.query[name];
        if (v === undefined) continue;
        if (Array.isArray(v)) throw new HttpError(400, `Give '${name}' once.`, name);
        filter.push({ field: name, values: [v] });
      }
      const keep: Array<(p: Record<string, unknown>) => boolean> = [];
      if (q.datetime) keep.push(inInterval(meta, q.datetime));
      if (q.filter) {
        try {
          keep.push(parseCql2Text(q.filter, fields));
        } catch (e) {
          if (e instanceof Cql2Error) throw new HttpError(400, `Invalid 'filter': ${e.message}`, 'filter');
          throw e;
        }
      }
      const query = normalisedItemsQuery(q, r.query, filter);
      const href = (offset: number, f?: 'json' | 'html') => pageHref(r.base, meta.key, query, offset, f);
      const build = async (): Promise<OgcDocument> => {
        const page = await layerFeaturePage(
          { layerKey: meta.key, format: 'geojson', filter, bbox: q.bbox, offset: q.offset, limit: q.limit },
          keep.length ? (p) => keep.every((k) => k(p)) : undefined,
        );
        const links = [
          link(href(q.offset, 'json'), 'self', OGC_MEDIA.geojson, 'This page (GeoJSON)'),
          link(href(q.offset, 'html'), 'alternate', OGC_MEDIA.html, 'This page (HTML)'),
          link(
            `${r.base}/collections/${encodeURIComponent(meta.key)}`,
            'collection',
            OGC_MEDIA.json,
            meta.name,
          ),
        ];
        if (q.offset + page.features.length < page.matched) {
          links.push(link(href(q.offset + q.limit), 'next', OGC_MEDIA.geojson, 'Next page'));
        }
        if (q.offset > 0) {
          links.push(link(href(Math.max(0, q.offset - q.limit)), 'prev', OGC_MEDIA.geojson, 'Previous page'));
        }
        const doc: OgcItems = {
          type: 'FeatureCollection',
          features: page.features,
          numberMatched: page.matched,
          numberReturned: page.features.length,
          timeStamp: new Date().toISOString(),
          links,
        };
        return {
          json: doc,
          type: OGC_MEDIA.geojson,
          html: () => html.itemsPage(doc, meta, { offset: q.offset, limit: q.limit, base: r.base }),
        };
      };
      return { key: [r.base, query.toString(), q.offset], type: OGC_MEDIA.geojson, build };
    },
  };
}

/** GET {base}/collections/{collectionId}/items/{featureId}. */
export function item(r: OgcRequest): OgcLayerResource {
  return {
    layerKey: r.path.collectionId!,
    prepare: (meta) => {
      onlyParameters(r.query, ['f']);
      OgcFormatQuery.parse(r.query);
      const build = async (): Promise<OgcDocument> => {
        const { feature } = await layerFeatureById(meta.key, r.path.featureId!);
        if (!feature) notFound(`The collection '${meta.key}' has no feature '${r.path.featureId}'.`);
        const href = `${r.base}/collections/${encodeURIComponent(meta.key)}/items/${encodeURIComponent(r.path.featureId!)}`;
        const doc = {
          ...feature,
          links: [
            ...selfLinks(href, OGC_MEDIA.geojson, 'This feature'),
            link(
              `${r.base}/collections/${encodeURIComponent(meta.key)}`,
              'collection',
              OGC_MEDIA.json,
              meta.name,
            ),
          ],
        };
        return { json: doc, type: OGC_MEDIA.geojson, html: () => html.itemPage(doc, meta, r.base) };
      };
      return { key: [r.base, 'item', r.path.featureId], type: OGC_MEDIA.geojson, build };
    },
  };
}

/** GET {base}/collections/{collectionId}/queryables: the properties `filter` and the query parameters may use. */
export async function queryables(r: OgcRequest): Promise<OgcDocument> {
  onlyParameters(r.query, ['f']);
  OgcFormatQuery.parse(r.query);
  const meta = await publishedLayer(r.path.collectionId!);
  const href = `${r.base}/collections/${encodeURIComponent(meta.key)}/queryables`;
  const doc = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: href,
    type: 'object',
    title: meta.name,
    properties: Object.fromEntries(
      meta.fields.map((f) => [
        f.name,
        {
          title: f.label,
          type: f.type === 'string' ? 'string' : f.type === 'integer' ? 'integer' : 'number',
        },
      ]),
    ),
    additionalProperties: false,
  };
  return { json: doc, type: OGC_MEDIA.schema, html: () => html.queryablesPage(meta, r.base) };
}
