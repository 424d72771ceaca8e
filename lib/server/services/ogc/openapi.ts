import { env } from '@/lib/server/env';
import { CRS84, OGC_DEFAULT_LIMIT, OGC_MAX_LIMIT, OGC_MEDIA, OgcFormatQuery } from '@/lib/shared/schemas/ogc';
import * as html from './html';
import { onlyParameters, publishedLayers, type OgcDocument, type OgcRequest } from './resource';

/**
 * The OpenAPI 3.0 definition of the OGC API – Features service (conformance class oas30): the fixed paths,
 * a templated items path, and each collection's own paths with its fields as property-filter parameters.
 */

const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const fParam = ref('f');
const errorResponses = {
  '400': { $ref: '#/components/responses/InvalidParameter' },
  '404': { $ref: '#/components/responses/NotFound' },
  '406': { $ref: '#/components/responses/NotAcceptable' },
  '500': { $ref: '#/components/responses/ServerError' },
};

/** Written out in each items path, not as a $ref: GDAL reads the page size it may ask for from here. */
const LIMIT_PARAM = {
  name: 'limit',
  in: 'query',
  required: false,
  description: `Features per page (default ${OGC_DEFAULT_LIMIT}; larger values are cut to ${OGC_MAX_LIMIT}).`,
  schema: { type: 'integer', minimum: 1, maximum: OGC_MAX_LIMIT, default: OGC_DEFAULT_LIMIT },
  style: 'form',
  explode: false,
};
const ok = (description: string, types: string[]) => ({
  '200': { description, content: Object.fromEntries(types.map((t) => [t, {}])) },
  ...errorResponses,
});
/** The parameters every items path takes (a collection's path adds one per field). */
const ITEMS_PARAMS = [
  fParam,
  LIMIT_PARAM,
  ...['offset', 'bbox', 'datetime', 'filter', 'filter-lang', 'filter-crs'].map(ref),
];
/** A GET operation answered in JSON (of `type`) or HTML. */
const get = (
  summary: string,
  operationId: string,
  parameters: unknown[],
  answer: [description: string, type: string],
) => ({
  get: { summary, operationId, parameters, responses: ok(answer[0], [answer[1], OGC_MEDIA.html]) },
});
const FEATURES: [string, string] = ['The features (GeoJSON FeatureCollection)', OGC_MEDIA.geojson];

/** GET {base}/api: the OpenAPI 3.0 definition, with each collection's paths and its property filters. */
export async function openapi(r: OgcRequest): Promise<OgcDocument> {
  onlyParameters(r.query, ['f']);
  OgcFormatQuery.parse(r.query);
  const layers = await publishedLayers();
  const paths: Record<string, unknown> = {
    '/': get('Landing page', 'getLandingPage', [fParam], ['Landing page', OGC_MEDIA.json]),
    '/conformance': get(
      'Conformance classes',
      'getConformance',
      [fParam],
      ['Conformance classes', OGC_MEDIA.json],
    ),
    '/api': get('This API definition', 'getApi', [fParam], ['The API definition', OGC_MEDIA.openapi]),
    '/collections': get('The collections', 'getCollections', [fParam], ['Collections', OGC_MEDIA.json]),
    // The templated items path: generic clients (GDAL among them) read the page size they may ask for here.
    '/collections/{collectionId}/items': get(
      'The features of a collection',
      'getFeatures',
      [
        {
          name: 'collectionId',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: layers.map((l) => l.key) },
        },
        ...ITEMS_PARAMS,
      ],
      FEATURES,
    ),
  };
  for (const l of layers) {
    const p = `/collections/${l.key}`;
    const id = l.key.replace(/[^A-Za-z0-9]/g, '_');
    paths[p] = get(l.name, `describe_${id}`, [fParam], ['The collection', OGC_MEDIA.json]);
    const fieldParams = l.fields.map((f) => ({
      name: f.name,
      in: 'query',
      required: false,
      description: `Only features whose ${f.label} equals this value.`,
      schema: { type: f.type === 'string' ? 'string' : f.type === 'integer' ? 'integer' : 'number' },
      style: 'form',
      explode: false,
    }));
    paths[`${p}/items`] = get(
      `${l.name}: features`,
      `items_${id}`,
      [...ITEMS_PARAMS, ...fieldParams],
      FEATURES,
    );
    paths[`${p}/queryables`] = get(
      `${l.name}: queryables`,
      `queryables_${id}`,
      [fParam],
      ['The properties a filter may use (JSON Schema)', OGC_MEDIA.schema],
    );
    paths[`${p}/items/{featureId}`] = get(
      `${l.name}: one feature`,
      `item_${id}`,
      [ref('featureId'), fParam],
      ['The feature (GeoJSON Feature)', OGC_MEDIA.geojson],
    );
  }
  const exception = { content: { [OGC_MEDIA.json]: { schema: { $ref: '#/components/schemas/exception' } } } };
  const doc = {
    openapi: '3.0.3',
    info: {
      title: 'VTrans open data: OGC API – Features',
      version: '1.0.0',
      description: 'The published Map Explorer layers of VTrans. Coordinates are longitude/latitude (CRS84).',
      contact: { name: 'VTrans team', email: env().CONTACT_EMAIL },
      license: { name: 'Public data of the Commonwealth of Virginia' },
    },
    servers: [{ url: r.base }],
    paths,
    components: {
      parameters: {
        f: {
          name: 'f',
          in: 'query',
          required: false,
          description: 'The answer format (default: the Accept header, else JSON).',
          schema: { type: 'string', enum: ['json', 'html'] },
          style: 'form',
          explode: false,
        },
        limit: LIMIT_PARAM,
        offset: {
          name: 'offset',
          in: 'query',
          required: false,
          description: 'Features to skip (the next links carry it).',
          schema: { type: 'integer', minimum: 0, default: 0 },
          style: 'form',
          explode: false,
        },
        bbox: {
          name: 'bbox',
          in: 'query',
          required: false,
          description: 'minLon,minLat,maxLon,maxLat in CRS84: only features whose bounding box meets it.',
          schema: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'number' } },
          style: 'form',
          explode: false,
        },
        datetime: {
          name: 'datetime',
          in: 'query',
          required: false,
          description:
            "A date, date-time or interval (start/end, '..' open): only features whose year meets it (the year field, else the layer's vintage).",
          schema: { type: 'string' },
          style: 'form',
          explode: false,
        },
        filter: {
          name: 'filter',
          in: 'query',
          required: false,
          description:
            "A Basic CQL2 text filter over the queryables: comparisons, IS NULL, AND, OR, NOT, parentheses (district = 'Richmond' AND length_mi > 2).",
          schema: { type: 'string' },
        },
        'filter-lang': {
          name: 'filter-lang',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['cql2-text'], default: 'cql2-text' },
        },
        'filter-crs': {
          name: 'filter-crs',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: [CRS84], default: CRS84 },
        },
        featureId: {
          name: 'featureId',
          in: 'path',
          required: true,
          description: 'The feature id.',
          schema: { type: 'string' },
        },
      },
      schemas: {
        exception: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string' }, description: { type: 'string' } },
        },
      },
      responses: {
        InvalidParameter: { description: 'A parameter is not valid.', ...exception },
        NotFound: { description: 'No such collection or feature.', ...exception },
        NotAcceptable: { description: 'None of the accepted media types can be served.', ...exception },
        ServerError: { description: 'A server error.', ...exception },
      },
    },
  };
  return { json: doc, type: OGC_MEDIA.openapi, html: () => html.apiPage(doc.paths, r.base) };
}
