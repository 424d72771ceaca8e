import type { Feature, FeatureCollection } from 'geojson';
import JSZip from 'jszip';
import { HttpError } from '@/lib/shared/errors';
import type { FeatureFormat, LayerField } from '@/lib/shared/schemas/layers';
import type { Area } from './virginia';
import { clipArea, clipFeature } from './clip';
import { virginiaCsvDateTime } from '@/lib/shared/dates';
import { dbfColumns } from './dbf';
import { downloadColumns, ILLUSTRATIVE, toCsv, toCsvt, toKml, toShapefileZip, WGS84_PRJ } from './formats';
import { gpkgTableName, toGeoPackage } from './gpkg';

/**
 * The CPU part of an extract job (it runs in the worker-thread pool, lib/server/workers): clip each layer's
 * features to the area and zip them in the chosen format with a README and the area. Failures meant for the
 * person who asked are 422 HttpErrors with a sentence they can act on.
 */
export interface ExtractLayerInput {
  key: string;
  name: string;
  vintage: string;
  source: string;
  fields: LayerField[];
  /** The attribute filter applied, in words, or null (every feature in the area). */
  filter: string | null;
  /** The layer's features whose bounding box meets the area's, as JSON arrays of features in slices. */
  slices: string[];
}

/**
 * A county, city or district picked by name: a feature of a layer that names its locality (or district) is in
 * it when that name is this place's — whole, the rule the Data Explorer counts by — so "in Fairfax County" is
 * the same features everywhere. Features of layers without the attribute are clipped to the boundary.
 */
export type ExtractPlace = { kind: 'locality'; name: string } | { kind: 'district'; name: string };

/** Whether a feature belongs to the place by its attribute; null when it has none (then the clip decides). */
export function belongsTo(place: ExtractPlace, f: Feature): boolean | null {
  const value = f.properties?.[place.kind];
  return typeof value === 'string' && value !== '' ? value === place.name : null;
}

export interface ExtractInput {
  area: Area;
  /** Set when the area is a county, city or district rather than a drawn shape. */
  place?: ExtractPlace;
  /** The area as the job stored it (GeoJSON text), written into the zip. */
  areaText: string;
  label: string;
  format: FeatureFormat;
  layers: ExtractLayerInput[];
  maxFeatures: number;
  /** When the extract was made (ISO), for the README. */
  made: string;
}

/** Told after each layer is clipped (layers done, of all). */
export type ExtractProgress = (done: number, of: number) => void;

export interface ExtractOutput {
  zip: Uint8Array;
  counts: Record<string, number>;
  total: number;
}

const EXTENSIONS: Record<FeatureFormat, string> = {
  geojson: 'geojson',
  csv: 'csv',
  kml: 'kml',
  shapefile: '',
  gpkg: 'gpkg',
};

interface LayerOut {
  key: string;
  name: string;
  vintage: string;
  source: string;
  features: Feature[];
  fields: LayerField[];
  filter: string | null;
}

/** Adds one layer's clipped features to the zip in the chosen format (a shapefile as its own folder). */
async function addLayer(zip: JSZip, layer: LayerOut, format: FeatureFormat) {
  const fc: FeatureCollection = { type: 'FeatureCollection', features: layer.features };
  if (format === 'csv') {
    // The .csvt and .prj beside the CSV give GDAL and QGIS its columns' types and its coordinate system.
    zip.file(`${layer.key}.csv`, toCsv(fc, layer.fields));
    zip.file(`${layer.key}.csvt`, toCsvt(fc, layer.fields));
    zip.file(`${layer.key}.prj`, WGS84_PRJ);
  } else if (format === 'kml') zip.file(`${layer.key}.kml`, toKml(fc, layer.fields, layer.name));
  else if (format === 'geojson') zip.file(`${layer.key}.${EXTENSIONS.geojson}`, JSON.stringify(fc));
  else if (layer.features.length > 0) {
    const inner = await JSZip.loadAsync(await toShapefileZip(fc, layer.fields, layer.key));
    for (const [name, file] of Object.entries(inner.files)) {
      zip.file(`${layer.key}/${name}`, await file.async('nodebuffer'));
    }
  }
}

/**
 * How the files of a format mark an illustrative feature, in the README's words: each format writes the flag its
 * own way (GeoJSON a JSON true, GeoPackage a BOOLEAN, the text formats 'yes'), and the README said "true" for all.
 */
export function illustrativeMarker(format: FeatureFormat): string {
  switch (format) {
    case 'geojson':
      return 'whose property "illustrative" is true';
    case 'gpkg':
      return 'whose column "illustrative" is true (1)';
    case 'csv':
      return `whose column "${ILLUSTRATIVE.label}" says yes`;
    case 'kml':
      return `whose field "${ILLUSTRATIVE.name}" says yes`;
    case 'shapefile': {
      const column = dbfColumns(downloadColumns([])).find((c) => c.field.name === ILLUSTRATIVE.name)!;
      return `whose field "${column.name}" says yes`;
    }
  }
}

function readme(input: ExtractInput, layers: LayerOut[], illustrative: boolean): string {
  const lines = [
    'VTrans Map Explorer extract',
    `Area: ${input.label} (area.geojson, WGS84)`,
    `Made: ${virginiaCsvDateTime(input.made)} (Virginia time)`,
    `Format: ${input.format}`,
    `Filters: ${layers.some((l) => l.filter) ? 'as on the map when the extract was asked for (below)' : 'none, every feature in the area'}`,
    '',
    input.place
      ? `Layers (features the layer assigns to ${input.label}, whole, as the Data Explorer counts them; features of layers that name no ${input.place.kind === 'locality' ? 'county or city' : 'district'}, clipped to the boundary):`
      : 'Layers (features inside the area, clipped to it):',
    ...layers.map(
      (l) =>
        `- ${l.name} (${l.key}): ${l.features.length.toLocaleString('en-US')} ${l.features.length === 1 ? 'feature' : 'features'}` +
        (l.filter ? `, filtered to ${l.filter}` : '') +
        `; source ${l.source}, vintage ${l.vintage}` +
        (l.features.length === 0 && input.format === 'shapefile'
          ? '; no shapefile (nothing in the area)'
          : ''),
    ),
  ];
  if (illustrative) {
    lines.push(
      '',
      `ILLUSTRATIVE DATA: features ${illustrativeMarker(input.format)} are illustrative, not official VTrans data.`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function buildExtract(
  input: ExtractInput,
  progress: ExtractProgress = () => undefined,
): Promise<ExtractOutput> {
  const area = clipArea(input.area);
  const out: LayerOut[] = [];
  let total = 0;
  for (const layer of input.layers) {
    const clipped: Feature[] = [];
    for (const slice of layer.slices) {
      for (const f of JSON.parse(slice) as Feature[]) {
        const named = input.place ? belongsTo(input.place, f) : null;
        if (named !== null) {
          if (named) clipped.push(f);
          continue;
        }
        let c: Feature | null;
        try {
          c = clipFeature(f, area);
        } catch {
          throw new HttpError(
            422,
            'The area could not be used to cut the features (a drawn area whose edges cross each other ' +
              'does this). Draw it again without crossing lines, or pick a county or district.',
          );
        }
        if (c) clipped.push(c);
      }
    }
    total += clipped.length;
    if (total > input.maxFeatures) {
      throw new HttpError(
        422,
        `This area holds more than ${input.maxFeatures.toLocaleString('en-US')} features in the ` +
          'chosen layers, the most one extract may hold. Choose a smaller area or fewer layers.',
      );
    }
    const { key, name, vintage, source, fields, filter } = layer;
    out.push({ key, name, vintage, source, fields, filter, features: clipped });
    progress(out.length, input.layers.length);
  }
  const zip = new JSZip();
  const illustrative = out.some((l) => l.features.some((f) => f.properties?.illustrative === true));
  zip.file('README.txt', readme(input, out, illustrative));
  zip.file('area.geojson', input.areaText);
  if (input.format === 'gpkg') {
    // One GeoPackage with a table per layer (what QGIS expects of a multi-layer download).
    const tables = out.map((l) => ({
      table: gpkgTableName(l.key),
      title: l.name,
      fields: l.fields,
      features: l.features,
    }));
    zip.file('extract.gpkg', toGeoPackage(tables));
  } else for (const layer of out) await addLayer(zip, layer, input.format);
  const body = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return { zip: body, counts: Object.fromEntries(out.map((l) => [l.key, l.features.length])), total };
}
