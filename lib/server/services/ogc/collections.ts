import { layerRecords } from '@/lib/server/services/layers';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { CRS84, OGC_CONFORMANCE, OGC_MEDIA, OgcFormatQuery } from '@/lib/shared/schemas/ogc';
import * as html from './html';
import {
  link,
  onlyParameters,
  publishedLayer,
  publishedLayers,
  selfLinks,
  type OgcDocument,
  type OgcLink,
  type OgcRequest,
} from './resource';

/** The OGC documents about the service and its collections: landing, conformance, collections, queryables. */

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
export function temporalOf(meta: LayerMetadata): { field: string | null; year: number | null } {
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
