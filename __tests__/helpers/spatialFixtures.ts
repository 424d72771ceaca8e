import { write as writeShapefile } from '@mapbox/shp-write';
import type { Feature, Geometry, Polygon, Position } from 'geojson';
import JSZip from 'jszip';
import proj4 from 'proj4';

/**
 * Spatial-data intake fixtures, all made by code (no committed binaries): shapefile parts written with
 * @mapbox/shp-write, zipped with jszip (so parts can be left out, added or tampered with), GeoJSON, KML, CSV.
 */
export const LAMBERT =
  '+proj=lcc +lat_0=36 +lon_0=-79.5 +lat_1=37 +lat_2=39.5 +x_0=0 +y_0=0 +datum=NAD83 +units=m +no_defs';
/** ESRI's .prj for NAD83 Virginia Lambert (EPSG:3968). */
export const LAMBERT_PRJ =
  'PROJCS["NAD_1983_Virginia_Lambert",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-79.5],PARAMETER["Standard_Parallel_1",37.0],PARAMETER["Standard_Parallel_2",39.5],PARAMETER["Latitude_Of_Origin",36.0],UNIT["Meter",1.0]]';
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** A small square polygon (closed ring, counter-clockwise) centred at lon/lat, `r` degrees across. */
export function square(lon: number, lat: number, r = 0.01): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [lon - r, lat - r],
        [lon + r, lat - r],
        [lon + r, lat + r],
        [lon - r, lat + r],
        [lon - r, lat - r],
      ],
    ],
  };
}

/** A bow-tie: its ring crosses itself. */
export const bowtie = (lon: number, lat: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lon, lat],
      [lon + 0.01, lat + 0.01],
      [lon + 0.01, lat],
      [lon, lat + 0.01],
      [lon, lat],
    ],
  ],
});

/** UDA-like polygons in Culpeper County with the layer's fields. */
export function udaFeatures(n: number, offset = 0): Feature<Polygon>[] {
  return Array.from({ length: n }, (_, i) => ({
    type: 'Feature',
    geometry: square(
      -78.0 + ((i + offset) % 50) * 0.005,
      38.47 + Math.floor((i + offset) / 50) * 0.005,
      0.002,
    ),
    properties: { name: `Culpeper UDA ${i + 1 + offset}`, town: 'Culpeper', acres: 100 + i },
  }));
}

const shpRing = (ring: Position[]) => ring; // shp-write orients rings itself

export async function shapefileParts(
  features: Feature[],
  project?: (p: Position) => Position,
): Promise<{ shp: Buffer; shx: Buffer; dbf: Buffer }> {
  const kind = features[0].geometry.type;
  const type = /Point/.test(kind) ? 'POINT' : /LineString/.test(kind) ? 'POLYLINE' : 'POLYGON';
  const p = project ?? ((x: Position) => x);
  const geometries = features.map((f) => {
    const g = f.geometry as Geometry;
    if (g.type === 'Point') return p(g.coordinates);
    if (g.type === 'LineString') return [g.coordinates.map(p)];
    if (g.type === 'Polygon') return g.coordinates.map((r) => shpRing(r.map(p)));
    throw new Error(`fixture: ${g.type}`);
  });
  const rows = features.map((f) => ({ ...f.properties }));
  const out = await new Promise<{ shp: DataView; shx: DataView; dbf: DataView }>((resolve, reject) =>
    writeShapefile(rows, type, geometries as object[], (err, files) => (err ? reject(err) : resolve(files))),
  );
  const buf = (v: DataView) => Buffer.from(v.buffer as ArrayBuffer, v.byteOffset, v.byteLength);
  return { shp: buf(out.shp), shx: buf(out.shx), dbf: buf(out.dbf) };
}

export const toLambert = (pt: Position): Position => proj4('EPSG:4326', LAMBERT, [pt[0], pt[1]]);

export async function zipOf(
  files: Record<string, Buffer | string>,
  options: { symlink?: string; compression?: 'DEFLATE' | 'STORE' } = {},
): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data, { createFolders: false });
  if (options.symlink)
    zip.file(options.symlink, '/etc/passwd', { unixPermissions: 0o120777, createFolders: false });
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: options.compression ?? 'DEFLATE',
    platform: options.symlink ? 'UNIX' : 'DOS',
  });
}

/** A zipped shapefile: parts named `layer.*`, with a .prj and .cpg unless told otherwise. */
export async function shapefileZip(
  features: Feature[],
  options: { prj?: string | null; cpg?: string | null; project?: (p: Position) => Position } = {},
): Promise<Buffer> {
  const parts = await shapefileParts(features, options.project);
  const files: Record<string, Buffer | string> = {
    'layer.shp': parts.shp,
    'layer.shx': parts.shx,
    'layer.dbf': parts.dbf,
  };
  const prj = options.prj === undefined ? WGS84_PRJ : options.prj;
  if (prj !== null) files['layer.prj'] = prj;
  const cpg = options.cpg === undefined ? 'UTF-8' : options.cpg;
  if (cpg !== null) files['layer.cpg'] = cpg;
  return zipOf(files);
}

/** Replaces every pair of bytes `from` with `to` (the same length, so the .dbf's field widths stay). */
function swapPairs(dbf: Buffer, from: [number, number], to: [number, number]): Buffer {
  const out = Buffer.from(dbf);
  for (let i = 0; i < out.length - 1; i++) {
    if (out[i] === from[0] && out[i + 1] === from[1]) {
      out[i] = to[0];
      out[i + 1] = to[1];
    }
  }
  return out;
}

/** Re-encodes UTF-8 'é' in a .dbf as Windows-1252 (0xE9 plus a space, keeping the field widths). */
export const dbfAsLatin1 = (dbf: Buffer): Buffer => swapPairs(dbf, [0xc3, 0xa9], [0xe9, 0x20]);

/**
 * Re-encodes Windows-1252 'é' and the padding space after it as UTF-8 (shp-write writes 'é' as one byte):
 * use it on names ending in 'é' or followed by padding only.
 */
export const dbfAsUtf8 = (dbf: Buffer): Buffer => swapPairs(dbf, [0xe9, 0x20], [0xc3, 0xa9]);

export const geojson = (features: Feature[]) =>
  Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));

export function kml(
  features: Feature<Polygon>[],
  prologue = '<?xml version="1.0" encoding="UTF-8"?>',
): Buffer {
  const placemarks = features
    .map(
      (f) =>
        `<Placemark><name>${String(f.properties?.name)}</name><ExtendedData>${Object.entries(
          f.properties ?? {},
        )
          .map(([k, v]) => `<Data name="${k}"><value>${String(v)}</value></Data>`)
          .join(
            '',
          )}</ExtendedData><Polygon><outerBoundaryIs><LinearRing><coordinates>${f.geometry.coordinates[0]
          .map((p) => p.join(','))
          .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
    )
    .join('');
  return Buffer.from(
    `${prologue}<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`,
  );
}

export function csv(rows: Array<{ name: string; lat: number; lon: number }>): Buffer {
  return Buffer.from(
    ['name,latitude,longitude', ...rows.map((r) => `"${r.name}",${r.lat},${r.lon}`)].join('\n'),
  );
}

/** A zip whose .shp inflates to `size` bytes of zeros from a few kilobytes. */
export async function zipBomb(size = 50 * 1024 * 1024): Promise<Buffer> {
  return zipOf({ 'layer.shp': Buffer.alloc(size), 'layer.dbf': Buffer.alloc(10) });
}
