import type { FeatureCollection } from 'geojson';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import { sliceFeatures } from '@/lib/server/workers/slices';
import { toCsvt, WGS84_PRJ } from '@/lib/server/geo/formats';
import { HttpError } from '@/lib/shared/errors';
import {
  MAX_FEATURES_PER_REQUEST,
  STATEWIDE_SCALE,
  type FeatureFormat,
  type FeatureQuery,
} from '@/lib/shared/schemas/layers';
import { answerOf, type LayerAnswer } from './answers';
import { loadLayer } from './cache';
import { output, select } from './query';

/** The features API's answer: a query's features as GeoJSON, CSV, KML, a zipped shapefile or a GeoPackage. */

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
      const written = await runTask(
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

/**
 * GET /api/map-explorer/layers/{layerKey}/features.csvt: the column types of the CSV the same query downloads
 * (GDAL's .csvt: String, Integer, Real, and WKT for the geometry), so GDAL and QGIS, given the two files side by
 * side under one name, read numbers as numbers. The bare CSV holds no types.
 */
export async function layerCsvTypes(query: FeatureQuery): Promise<{ body: string; filename: string }> {
  const layer = await loadLayer(query.layerKey);
  const selected = select(layer, query).slice(
    query.offset,
    query.limit ? query.offset + query.limit : undefined,
  );
  const fc: FeatureCollection = {
    type: 'FeatureCollection',
    features: selected.map((f) => output(f, query.fields, false)),
  };
  const fields = layer.meta.fields.filter((f) => !query.fields || query.fields.includes(f.name));
  return { body: `${toCsvt(fc, fields)}\r\n`, filename: `${query.layerKey}.csvt` };
}

/** GET /api/map-explorer/layers/{layerKey}/features.prj: WGS 84, the system of every download's coordinates. */
export async function layerPrj(query: FeatureQuery): Promise<{ body: string; filename: string }> {
  await loadLayer(query.layerKey); // an unknown layer is a 404, as for its features
  return { body: WGS84_PRJ, filename: `${query.layerKey}.prj` };
}
