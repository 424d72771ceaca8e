import type { Feature } from 'geojson';
import { env } from '@/lib/server/env';
import {
  layerFeatureById,
  layerFeaturePage,
  layerMetadataOf,
  layerRecords,
  listLayerMetadata,
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
 * (issue 25 §1). Each layer is a collection; its features come from the same cached copy the features API
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

/** The service's absolute base for a request's Host (validated by server.ts), with SITE_URL's scheme. */
export function ogcBase(host: string | undefined): string {
  const site = new URL(env().SITE_URL);
  return `${site.protocol}//${host || site.host}${OGC_BASE_PATH}`;
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

async function publishedLayer(collectionId: string): Promise<LayerMetadata> {
  const missing = `There is no collection '${collectionId}'. The collections are listed at ${OGC_BASE_PATH}/collections.`;
  try {
    const meta = await layerMetadataOf(collectionId);
    return meta.downloadable ? meta : notFound(missing);
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound(missing);
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

/** The query string of an items page: the request's parameters with `offset` (and `f`) replaced. */
function pageHref(r: OgcRequest, offset: number, f?: 'json' | 'html'): string {
  const url = new URL(`${r.base}/collections/${encodeURIComponent(r.path.collectionId!)}/items`);
  for (const [k, v] of Object.entries(r.query)) {
    if (k === 'offset' || v === undefined) continue;
    for (const x of Array.isArray(v) ? v : [v]) url.searchParams.append(k, x);
  }
  if (offset > 0) url.searchParams.set('offset', String(offset));
  if (f) url.searchParams.set('f', f);
  return url.toString();
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
 * GET {base}/collections/{collectionId}/items: `bbox`, `datetime`, `limit` (default 10, at most 10,000),
 * `offset` (the `next` links carry it) and a property filter per field (`?district=Richmond`).
 */
export async function items(r: OgcRequest): Promise<OgcDocument> {
  const meta = await publishedLayer(r.path.collectionId!);
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
  const page = await layerFeaturePage(
    { layerKey: meta.key, format: 'geojson', filter, bbox: q.bbox, offset: q.offset, limit: q.limit },
    keep.length ? (p) => keep.every((k) => k(p)) : undefined,
  );
  const links = [
    link(pageHref(r, q.offset, 'json'), 'self', OGC_MEDIA.geojson, 'This page (GeoJSON)'),
    link(pageHref(r, q.offset, 'html'), 'alternate', OGC_MEDIA.html, 'This page (HTML)'),
    link(`${r.base}/collections/${encodeURIComponent(meta.key)}`, 'collection', OGC_MEDIA.json, meta.name),
  ];
  if (q.offset + page.features.length < page.matched) {
    links.push(link(pageHref(r, q.offset + q.limit), 'next', OGC_MEDIA.geojson, 'Next page'));
  }
  if (q.offset > 0) {
    links.push(
      link(pageHref(r, Math.max(0, q.offset - q.limit)), 'prev', OGC_MEDIA.geojson, 'Previous page'),
    );
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
}

/** GET {base}/collections/{collectionId}/items/{featureId}. */
export async function item(r: OgcRequest): Promise<OgcDocument> {
  onlyParameters(r.query, ['f']);
  OgcFormatQuery.parse(r.query);
  const meta = await publishedLayer(r.path.collectionId!);
  const { feature } = await layerFeatureById(meta.key, r.path.featureId!);
  if (!feature) notFound(`The collection '${meta.key}' has no feature '${r.path.featureId}'.`);
  const href = `${r.base}/collections/${encodeURIComponent(meta.key)}/items/${encodeURIComponent(r.path.featureId!)}`;
  const doc = {
    ...feature,
    links: [
      ...selfLinks(href, OGC_MEDIA.geojson, 'This feature'),
      link(`${r.base}/collections/${encodeURIComponent(meta.key)}`, 'collection', OGC_MEDIA.json, meta.name),
    ],
  };
  return { json: doc, type: OGC_MEDIA.geojson, html: () => html.itemPage(doc, meta, r.base) };
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
