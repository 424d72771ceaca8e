import type { Feature, Geometry } from 'geojson';
import { HttpError } from '@/lib/shared/errors';
import { csvMisfit, type CrsCode, type Finding } from '@/lib/shared/spatialData';
import type { LayerField } from '@/lib/shared/schemas/layers';
import type { AreaSpec } from './area';
import { checkFeatures, featureBbox, geometryKind, type LayerGeometry } from './checks';
import { crsFromPrj, crsOf, looksGeographic, type Crs } from './crs';
import { readLayer, unprocessable, type Format } from './formats';

export interface AnalyseOptions {
  /** The coordinate system the submitter picked (used when the file does not say its own). */
  crs?: CrsCode;
  maxFeatures: number;
  /** The layer of a GeoPackage with several. */
  layer?: string;
  /** Where the submitting organisation's features may lie; Virginia when not given. */
  area?: AreaSpec;
}

export interface Analysis {
  format: Format;
  features: Feature[];
  crs: { code: CrsCode | null; label: string };
  encoding: string | null;
  findings: Finding[];
  bbox: [number, number, number, number] | null;
  /** A finding of level 'error': the version cannot be submitted until it is fixed. */
  blocking: boolean;
}

const round7 = (n: number) => Math.round(n * 1e7) / 1e7;

/**
 * Vertices one upload may hold, per feature and in all (issue 22 §2). The checks are O(n log n) in a
 * feature's vertices, so these are not speed limits but sense: a 100 MB GeoJSON holds about 4 million, and a
 * locality's boundary a few tens of thousands.
 */
export const VERTEX_LIMITS = { perFeature: 500_000, perFile: 5_000_000 };

function vertexCount(c: unknown): number {
  if (!Array.isArray(c)) return 0;
  if (typeof c[0] === 'number') return 1;
  let n = 0;
  for (const x of c) n += vertexCount(x);
  return n;
}

/** Refuses a file over the vertex limits, naming the first feature over its own. */
function checkVertices(features: Feature[]): void {
  let total = 0;
  for (const [i, f] of features.entries()) {
    const n = vertexCount((f.geometry as { coordinates?: unknown } | null)?.coordinates);
    if (n > VERTEX_LIMITS.perFeature) {
      throw unprocessable(
        `Feature ${i + 1} has ${n.toLocaleString('en-US')} vertices; at most ${VERTEX_LIMITS.perFeature.toLocaleString('en-US')} are accepted in one feature. Simplify it in your GIS software (for example “Simplify Polygon” with a 1 m tolerance) and upload again.`,
      );
    }
    total += n;
  }
  if (total > VERTEX_LIMITS.perFile) {
    throw unprocessable(
      `The file has ${total.toLocaleString('en-US')} vertices; at most ${VERTEX_LIMITS.perFile.toLocaleString('en-US')} are accepted in one submission. Split it by area, or simplify the shapes, and submit each part.`,
    );
  }
}

function mapCoords(c: unknown, fn: (p: number[]) => number[]): unknown {
  if (Array.isArray(c) && typeof c[0] === 'number') return fn(c as number[]).map(round7);
  return Array.isArray(c) ? c.map((x) => mapCoords(x, fn)) : c;
}

function reproject(features: Feature[], toWgs84: ((p: number[]) => number[]) | null): Feature[] {
  const fn = toWgs84 ?? ((p: number[]) => [p[0], p[1]]);
  return features.map((f) =>
    f.geometry && 'coordinates' in f.geometry
      ? { ...f, geometry: { ...f.geometry, coordinates: mapCoords(f.geometry.coordinates, fn) } as Geometry }
      : f,
  );
}

function overallBbox(features: Feature[]): number[] {
  const b = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of features) {
    if (!f.geometry || !('coordinates' in f.geometry)) continue;
    const fb = featureBbox(f.geometry);
    b[0] = Math.min(b[0], fb[0]);
    b[1] = Math.min(b[1], fb[1]);
    b[2] = Math.max(b[2], fb[2]);
    b[3] = Math.max(b[3], fb[3]);
  }
  return b;
}

/**
 * Reads an upload and runs the pre-flight checks against the target layer. Files that cannot be taken at
 * all (unreadable, hostile, empty, too many features, mixed geometry types, projected coordinates with no
 * known coordinate system) throw a 4xx; everything else becomes findings in the report.
 */
export async function analyseUpload(
  bytes: Buffer,
  fileName: string,
  layer: { geometry: LayerGeometry; fields: LayerField[] },
  options: AnalyseOptions,
): Promise<Analysis> {
  if (/\.csv$/i.test(fileName) && layer.geometry !== 'point') throw unprocessable(csvMisfit(layer.geometry));
  const raw = await readLayer(bytes, fileName, options);
  if (raw.features.length === 0) {
    throw unprocessable(
      'The file has no features. Check that you exported the right layer and that it is not filtered.',
    );
  }
  if (raw.features.length > options.maxFeatures) {
    throw unprocessable(
      `The file has ${raw.features.length.toLocaleString('en-US')} features; at most ${options.maxFeatures.toLocaleString('en-US')} are accepted in one submission. Split it by area and submit each part.`,
    );
  }
  checkVertices(raw.features);
  const kinds = new Set(raw.features.map((f) => geometryKind(f.geometry)).filter((k) => k !== null));
  if (kinds.size > 1) {
    throw unprocessable(
      `The file mixes ${[...kinds].join(', ')} geometries. A layer holds one kind: export each kind to its own file.`,
    );
  }
  const findings: Finding[] = [];
  let crs: Crs;
  if (raw.prj !== null) {
    const fromPrj = crsFromPrj(raw.prj);
    if (!fromPrj && !options.crs) {
      throw new HttpError(
        422,
        'The .prj file could not be read, so the coordinate system is unknown. Choose the coordinate system the data was drawn in and upload again.',
        'crs',
      );
    }
    crs = options.crs ? crsOf(options.crs) : fromPrj!;
    findings.push({
      topic: 'crs',
      level: 'info',
      message: options.crs
        ? `Coordinate system: ${crs.label} (you chose it; the .prj was ${fromPrj ? `${fromPrj.label}` : 'unreadable'}).`
        : `Coordinate system: ${crs.label}, read from the .prj file. The features were converted to longitude/latitude.`,
      action: null,
    });
  } else if (options.crs) {
    crs = crsOf(options.crs);
    findings.push({
      topic: 'crs',
      level: 'info',
      message: `Coordinate system: ${crs.label} (you chose it).`,
      action: null,
    });
  } else if (looksGeographic(overallBbox(raw.features))) {
    crs = crsOf('EPSG:4326');
    findings.push(
      raw.geographic
        ? {
            topic: 'crs',
            level: 'info',
            message:
              raw.format === 'gpkg'
                ? 'Coordinate system: longitude/latitude (WGS 84, EPSG:4326), as the GeoPackage says.'
                : `Coordinate system: longitude/latitude (WGS 84), as ${raw.format.toUpperCase()} files always are.`,
            action: null,
          }
        : {
            topic: 'crs',
            level: 'warning',
            message:
              'The shapefile has no .prj file. Its coordinates look like longitude/latitude, so WGS 84 was assumed.',
            action:
              'If the features are not where you expect on the map, choose the coordinate system and upload again; include the .prj next time.',
          },
    );
  } else {
    throw new HttpError(
      422,
      raw.prj === null && !raw.geographic
        ? 'The shapefile has no .prj file and its coordinates are projected (not longitude/latitude), so they cannot be placed on the map. Choose the coordinate system the data was drawn in and upload again, or add the .prj to the zip.'
        : 'The coordinates are not longitude/latitude. Choose the coordinate system the data was drawn in and upload again.',
      'crs',
    );
  }
  const features = reproject(raw.features, crs.toWgs84);
  if (raw.encoding) {
    findings.push({
      topic: 'encoding',
      level: 'info',
      message: `Text encoding: ${raw.encoding.toUpperCase()}${raw.format === 'shapefile' ? (raw.encoding === 'utf-8' ? '' : ', from the .cpg file') : ''}.`,
      action: null,
    });
  }
  const checked = checkFeatures(features, layer.geometry, layer.fields, options.area);
  const all = [...findings, ...raw.findings, ...checked.findings];
  return {
    format: raw.format,
    features,
    crs: { code: crs.code, label: crs.label },
    encoding: raw.encoding,
    findings: all,
    bbox: checked.bbox,
    blocking: all.some((f) => f.level === 'error'),
  };
}
