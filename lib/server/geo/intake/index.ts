import type { Feature, Geometry } from 'geojson';
import { HttpError } from '@/lib/shared/errors';
import { csvMisfit, type CrsCode, type Finding } from '@/lib/shared/schemas/spatialData/rules';
import type { LayerField } from '@/lib/shared/schemas/layers';
import type { AreaSpec } from './area';
import { FeatureChecks, featureBbox, geometryKind, type LayerGeometry } from './checks';
import { crsFromPrj, crsOf, looksGeographic, type Crs } from './crs';
import { openLayer, unprocessable, type Format } from './formats';
import { INTAKE_WORDS, type IntakePurpose } from './wording';

export interface AnalyseOptions {
  /** The coordinate system the submitter picked (used when the file does not say its own). */
  crs?: CrsCode;
  maxFeatures: number;
  /** The layer of a GeoPackage with several. */
  layer?: string;
  /** Where the submitting organisation's features may lie; Virginia when not given. */
  area?: AreaSpec;
  /** What the file is for, which sets the words of the findings and refusals (a submission by default). */
  purpose?: IntakePurpose;
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
 * Vertices one upload may hold, per feature and in all. The checks are O(n log n) in a
 * feature's vertices, so these are not speed limits but sense: a 100 MB GeoJSON holds about 4 million, and a
 * locality's boundary a few tens of thousands.
 */
export const VERTEX_LIMITS = { perFeature: 500_000, perFile: 5_000_000 };

function vertexCount(c: unknown): number {
  if (!Array.isArray(c)) return 0;
  if (typeof c[0] === 'number') return 1;
  let n = 0;
  for (const x of c) n += Array.isArray(x) && typeof x[0] === 'number' ? 1 : vertexCount(x);
  return n;
}

function mapCoords(c: unknown, fn: (p: number[]) => number[]): unknown {
  if (Array.isArray(c) && typeof c[0] === 'number') {
    const q = fn(c as number[]);
    return q.length === 2 ? [round7(q[0]), round7(q[1])] : q.map(round7);
  }
  return Array.isArray(c) ? c.map((x) => mapCoords(x, fn)) : c;
}

function reproject(f: Feature, fn: (p: number[]) => number[]): Feature {
  return f.geometry && 'coordinates' in f.geometry
    ? { ...f, geometry: { ...f.geometry, coordinates: mapCoords(f.geometry.coordinates, fn) } as Geometry }
    : f;
}

const plain = (p: number[]) => [p[0], p[1]];

/** Takes each feature of an analysis as it is checked (in the order of the file), to be written out. */
export type FeatureSink = (feature: Feature) => void;

/**
 * Reads an upload and runs the pre-flight checks against the target layer, feature by feature:
 * each feature is read, converted to longitude/latitude, checked and handed to `sink` before the next is read,
 * so memory holds the upload, the report's counts and whatever the sink keeps, not the file's features.
 *
 * Files that cannot be taken at all (unreadable, hostile, empty, too many features, mixed geometry types,
 * projected coordinates with no known coordinate system) throw a 4xx; everything else becomes findings in the
 * report. Those refusals are decided in the order they always were, whatever the order the file shows them
 * in: the reading goes on (counting, without converting or checking) until the file is read, then the first
 * of: no features, too many, a feature over the vertex limit, the file over it, mixed types, no coordinate
 * system. What the sink was given before a refusal is to be thrown away.
 */
export async function analyseUploadTo(
  bytes: Buffer,
  fileName: string,
  layer: { geometry: LayerGeometry; fields: LayerField[] },
  options: AnalyseOptions,
  sink: FeatureSink,
): Promise<Omit<Analysis, 'features'> & { featureCount: number }> {
  if (/\.csv$/i.test(fileName) && layer.geometry !== 'point') throw unprocessable(csvMisfit(layer.geometry));
  const raw = await openLayer(bytes, fileName, options);
  const words = INTAKE_WORDS[options.purpose ?? 'submission'];
  const findings: Finding[] = [];
  // The coordinate system, known before the first feature except for a shapefile without a .prj whose
  // coordinates must look like longitude/latitude (`crsUnknown` is then decided from the extent at the end).
  let crs: Crs | null = null;
  let crsRefusal: HttpError | null = null;
  if (raw.prj !== null) {
    const fromPrj = crsFromPrj(raw.prj);
    if (!fromPrj && !options.crs) {
      crsRefusal = new HttpError(
        422,
        `The .prj file could not be read, so the coordinate system is unknown. ${words.giveCrs}`,
        'crs',
      );
    } else {
      crs = options.crs ? crsOf(options.crs) : fromPrj!;
      findings.push({
        topic: 'crs',
        level: 'info',
        message: options.crs
          ? `Coordinate system: ${crs.label} (you chose it; the .prj was ${fromPrj ? `${fromPrj.label}` : 'unreadable'}).`
          : `Coordinate system: ${crs.label}, read from the .prj file. The features were converted to longitude/latitude.`,
        action: null,
      });
    }
  } else if (options.crs) {
    crs = crsOf(options.crs);
    findings.push({
      topic: 'crs',
      level: 'info',
      message: `Coordinate system: ${crs.label} (you chose it).`,
      action: null,
    });
  }
  const extent = [Infinity, Infinity, -Infinity, -Infinity];
  const convert = crs ? (crs.toWgs84 ?? plain) : plain;
  const checks = new FeatureChecks(layer.geometry, layer.fields, options.area, words);
  const kinds = new Set<LayerGeometry>();
  let count = 0;
  let vertices = 0;
  let overFeature: HttpError | null = null;
  for await (const f of raw.features) {
    count++;
    const n = vertexCount((f.geometry as { coordinates?: unknown } | null)?.coordinates);
    if (n > VERTEX_LIMITS.perFeature && !overFeature) {
      overFeature = unprocessable(
        `Feature ${count} has ${n.toLocaleString('en-US')} vertices; at most ${VERTEX_LIMITS.perFeature.toLocaleString('en-US')} are accepted in one feature. Simplify it in your GIS software (for example “Simplify Polygon” with a 1 m tolerance) and upload again.`,
      );
    }
    vertices += n;
    const kind = geometryKind(f.geometry);
    if (kind) kinds.add(kind);
    // Once the file is sure to be refused, it is only counted.
    if (
      overFeature ||
      crsRefusal ||
      count > options.maxFeatures ||
      vertices > VERTEX_LIMITS.perFile ||
      kinds.size > 1
    ) {
      continue;
    }
    if (!crs && f.geometry && 'coordinates' in f.geometry) {
      const b = featureBbox(f.geometry);
      extent[0] = Math.min(extent[0], b[0]);
      extent[1] = Math.min(extent[1], b[1]);
      extent[2] = Math.max(extent[2], b[2]);
      extent[3] = Math.max(extent[3], b[3]);
    }
    const wgs84 = reproject(f, convert);
    checks.add(wgs84);
    sink(wgs84);
  }
  if (count === 0) {
    throw unprocessable(
      'The file has no features. Check that you exported the right layer and that it is not filtered.',
    );
  }
  if (count > options.maxFeatures) {
    throw unprocessable(
      `The file has ${count.toLocaleString('en-US')} features; at most ${options.maxFeatures.toLocaleString('en-US')} are accepted ${words.inOne}. ${words.tooManyFeatures}`,
    );
  }
  if (overFeature) throw overFeature;
  if (vertices > VERTEX_LIMITS.perFile) {
    throw unprocessable(
      `The file has ${vertices.toLocaleString('en-US')} vertices; at most ${VERTEX_LIMITS.perFile.toLocaleString('en-US')} are accepted ${words.inOne}. ${words.tooManyVertices}`,
    );
  }
  if (kinds.size > 1) {
    throw unprocessable(
      `The file mixes ${[...kinds].join(', ')} geometries. A layer holds one kind: export each kind to its own file.`,
    );
  }
  if (crsRefusal) throw crsRefusal;
  if (!crs) {
    if (!looksGeographic(extent)) {
      throw new HttpError(
        422,
        !raw.geographic
          ? `The shapefile has no .prj file and its coordinates are projected (not longitude/latitude), so they cannot be placed on the map. ${options.purpose === 'study-area' ? 'Add the .prj to the zip and upload again.' : `${words.giveCrs.slice(0, -1)}, or add the .prj to the zip.`}`
          : `The coordinates are not longitude/latitude. ${words.giveCrs}`,
        'crs',
      );
    }
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
              options.purpose === 'study-area'
                ? 'If the study area is not where you expect on the map, export it again with its .prj.'
                : 'If the features are not where you expect on the map, choose the coordinate system and upload again; include the .prj next time.',
          },
    );
  }
  if (raw.encoding) {
    findings.push({
      topic: 'encoding',
      level: 'info',
      message: `Text encoding: ${raw.encoding.toUpperCase()}${raw.format === 'shapefile' ? (raw.encoding === 'utf-8' ? '' : ', from the .cpg file') : ''}.`,
      action: null,
    });
  }
  const checked = checks.finish();
  const all = [...findings, ...raw.findings, ...checked.findings];
  return {
    format: raw.format,
    featureCount: count,
    crs: { code: crs.code, label: crs.label },
    encoding: raw.encoding,
    findings: all,
    bbox: checked.bbox,
    blocking: all.some((f) => f.level === 'error'),
  };
}

/** `analyseUploadTo` keeping the features (tests, and callers that want them all). */
export async function analyseUpload(
  bytes: Buffer,
  fileName: string,
  layer: { geometry: LayerGeometry; fields: LayerField[] },
  options: AnalyseOptions,
): Promise<Analysis> {
  const features: Feature[] = [];
  const { featureCount: _count, ...rest } = await analyseUploadTo(bytes, fileName, layer, options, (f) =>
    features.push(f),
  );
  return { ...rest, features };
}
