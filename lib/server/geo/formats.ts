import { write as writeShapefile } from '@mapbox/shp-write';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import JSZip from 'jszip';
import { toCsv as writeCsv } from '@/lib/server/csv';
import { dbfColumns, writeDbf } from './dbf';
import type { LayerField } from '@/lib/shared/schemas/layers';

/** WGS84 in the form ArcGIS and GDAL write into .prj files. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** The columns every download carries besides the layer's fields. */
export const SYSTEM_FIELDS: LayerField[] = [
  { name: 'feature_id', type: 'string', label: 'Feature ID' },
  { name: 'name', type: 'string', label: 'Name' },
];
export const ILLUSTRATIVE: LayerField = { name: 'illustrative', type: 'string', label: 'Illustrative data' };

/**
 * The columns of a download: the system fields, the layer's own, and the illustrative flag, each property once.
 * A layer field named like a system field (several layers have their own 'name', labelled 'Growth area' or
 * 'State') takes the system field's place with its own label, so no tool sees two "Name" columns.
 */
export function downloadColumns(fields: LayerField[], { illustrative = true } = {}): LayerField[] {
  const own = new Map(fields.map((f) => [f.name.toLowerCase(), f]));
  const system = SYSTEM_FIELDS.map((s) => own.get(s.name) ?? s);
  const taken = new Set(system.map((s) => s.name.toLowerCase()));
  const rest = fields.filter((f) => !taken.has(f.name.toLowerCase()) && f.name !== ILLUSTRATIVE.name);
  return [...system, ...rest, ...(illustrative ? [ILLUSTRATIVE] : [])];
}

const pos = (p: Position) => `${p[0]} ${p[1]}`;
const ring = (r: Position[]) => `(${r.map(pos).join(', ')})`;
const poly = (p: Position[][]) => `(${p.map(ring).join(', ')})`;

/** Well-known text of a GeoJSON geometry (OGC simple features). */
export function toWkt(g: Geometry): string {
  switch (g.type) {
    case 'Point':
      return `POINT (${pos(g.coordinates)})`;
    case 'MultiPoint':
      return `MULTIPOINT (${g.coordinates.map((p) => `(${pos(p)})`).join(', ')})`;
    case 'LineString':
      return `LINESTRING ${ring(g.coordinates)}`;
    case 'MultiLineString':
      return `MULTILINESTRING (${g.coordinates.map(ring).join(', ')})`;
    case 'Polygon':
      return `POLYGON ${poly(g.coordinates)}`;
    case 'MultiPolygon':
      return `MULTIPOLYGON (${g.coordinates.map(poly).join(', ')})`;
    default:
      return `GEOMETRYCOLLECTION (${g.geometries.map(toWkt).join(', ')})`;
  }
}

/** The CSV's columns: labelled fields, lon/lat when every feature is a point, and the geometry as WKT. */
function csvColumns(fc: FeatureCollection, fields: LayerField[]) {
  const columns = downloadColumns(fields);
  const points = fc.features.length > 0 && fc.features.every((f) => f.geometry?.type === 'Point');
  return { columns, points };
}

/** GDAL's and QGIS's type names for a CSV column (the .csvt beside a CSV). */
const CSVT: Record<LayerField['type'], string> = { string: 'String', integer: 'Integer', double: 'Real' };

/**
 * CSV: one row per feature, the fields by their labels, and the geometry as WKT (points also as lon/lat). The
 * geometry column is named WKT, the name GDAL's CSV driver (and so QGIS) takes as geometry with no options.
 */
export function toCsv(fc: FeatureCollection, fields: LayerField[]): string {
  const { columns, points } = csvColumns(fc, fields);
  const header = [...columns.map((c) => c.label), ...(points ? ['Longitude', 'Latitude'] : []), 'WKT'];
  const rows = fc.features.map((f) => [
    ...columns.map((c) => f.properties?.[c.name]),
    ...(points ? (f.geometry as { coordinates: number[] }).coordinates.slice(0, 2) : []),
    toWkt(f.geometry),
  ]);
  // Formula-like values (e.g. a submitter's feature name '=HYPERLINK(…)') are neutralised by the writer.
  return writeCsv([header, ...rows]);
}

/** The .csvt of toCsv's file: each column's type, so GDAL and QGIS read integers and reals as numbers. */
export function toCsvt(fc: FeatureCollection, fields: LayerField[]): string {
  const { columns, points } = csvColumns(fc, fields);
  const types = [...columns.map((c) => CSVT[c.type]), ...(points ? ['Real', 'Real'] : []), 'WKT'];
  return types.map((t) => `"${t}"`).join(',');
}

/** A property as KML text: empty for null, yes/no for booleans. */
const kmlValue = (v: unknown) =>
  v === null || v === undefined ? '' : v === true ? 'yes' : v === false ? 'no' : v;

const xml = (s: unknown) =>
  String(s).replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const kmlCoords = (r: Position[]) => r.map((p) => `${p[0]},${p[1]}`).join(' ');
const kmlPolygon = (p: Position[][]) =>
  `<Polygon><outerBoundaryIs><LinearRing><coordinates>${kmlCoords(p[0]!)}</coordinates></LinearRing></outerBoundaryIs>` +
  p
    .slice(1)
    .map(
      (h) =>
        `<innerBoundaryIs><LinearRing><coordinates>${kmlCoords(h)}</coordinates></LinearRing></innerBoundaryIs>`,
    )
    .join('') +
  '</Polygon>';

function kmlGeometry(g: Geometry): string {
  switch (g.type) {
    case 'Point':
      return `<Point><coordinates>${g.coordinates[0]},${g.coordinates[1]}</coordinates></Point>`;
    case 'LineString':
      return `<LineString><coordinates>${kmlCoords(g.coordinates)}</coordinates></LineString>`;
    case 'Polygon':
      return kmlPolygon(g.coordinates);
    case 'MultiPoint':
      return `<MultiGeometry>${g.coordinates.map((c) => kmlGeometry({ type: 'Point', coordinates: c })).join('')}</MultiGeometry>`;
    case 'MultiLineString':
      return `<MultiGeometry>${g.coordinates.map((c) => kmlGeometry({ type: 'LineString', coordinates: c })).join('')}</MultiGeometry>`;
    case 'MultiPolygon':
      return `<MultiGeometry>${g.coordinates.map(kmlPolygon).join('')}</MultiGeometry>`;
    default:
      return `<MultiGeometry>${g.geometries.map(kmlGeometry).join('')}</MultiGeometry>`;
  }
}

/** KML 2.2: one Placemark per feature, its attributes as ExtendedData (with their labels as display names). */
export function toKml(fc: FeatureCollection, fields: LayerField[], title: string): string {
  const columns = downloadColumns(fields);
  const schema = columns
    .map(
      (c) =>
        `<SimpleField name="${xml(c.name)}" type="${c.type === 'string' ? 'string' : c.type === 'integer' ? 'int' : 'double'}"><displayName>${xml(c.label)}</displayName></SimpleField>`,
    )
    .join('');
  const placemarks = fc.features
    .map((f) => {
      const data = columns
        .filter((c) => f.properties?.[c.name] !== null && f.properties?.[c.name] !== undefined)
        .map((c) => `<SimpleData name="${xml(c.name)}">${xml(kmlValue(f.properties![c.name]))}</SimpleData>`)
        .join('');
      return (
        `<Placemark><name>${xml(f.properties?.name ?? f.id ?? '')}</name>` +
        `<ExtendedData><SchemaData schemaUrl="#attributes">${data}</SchemaData></ExtendedData>` +
        `${kmlGeometry(f.geometry)}</Placemark>`
      );
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
    `<name>${xml(title)}</name><Schema name="attributes" id="attributes">${schema}</Schema>\n${placemarks}\n</Document></kml>\n`
  );
}

/** Signed area of a ring (positive = counter-clockwise). */
const area = (r: Position[]) =>
  r.reduce((s, p, i) => (i === 0 ? s : s + (r[i - 1]![0]! * p[1]! - p[0]! * r[i - 1]![1]!)), 0) / 2;
/** Shapefiles want outer rings clockwise and holes counter-clockwise (the reverse of GeoJSON). */
const shpPolygon = (p: Position[][]) => p.map((r, i) => ((i === 0) === area(r) > 0 ? [...r].reverse() : r));

/**
 * Zipped ESRI Shapefile (.shp, .shx, .dbf, .prj in WGS84, .cpg saying the attributes are UTF-8) of one
 * geometry kind. Long field names are shortened to dBASE's 10 characters, still readable and unique ('fiscal_yr');
 * fields.csv in the zip maps them back. Integers are stored as integers and reals as reals (see writeDbf).
 */
export async function toShapefileZip(
  fc: FeatureCollection,
  fields: LayerField[],
  baseName: string,
): Promise<Buffer> {
  const columns = dbfColumns(downloadColumns(fields));
  const features = fc.features as Array<Feature<Geometry>>;
  const kind = features[0]?.geometry.type ?? 'Point';
  const type = /Point/.test(kind) ? 'POINT' : /LineString/.test(kind) ? 'POLYLINE' : 'POLYGON';
  const geometries = features.map((f) => {
    const g = f.geometry;
    if (g.type === 'Point') return g.coordinates;
    if (g.type === 'LineString') return [g.coordinates];
    if (g.type === 'MultiLineString') return g.coordinates;
    if (g.type === 'Polygon') return shpPolygon(g.coordinates);
    if (g.type === 'MultiPolygon') return g.coordinates.map(shpPolygon);
    throw new Error(`A shapefile cannot hold ${g.type} geometry`);
  });
  // shp-write writes the geometry; its dBASE writer is given no rows (see writeDbf for why).
  const files = await new Promise<{ shp: DataView; shx: DataView }>((resolve, reject) =>
    writeShapefile([], type, geometries as object[], (err, out) => (err ? reject(err) : resolve(out))),
  );
  const dbf = writeDbf(
    columns,
    features.map((f) => f.properties ?? {}),
  );
  const zip = new JSZip();
  zip.file(`${baseName}.shp`, files.shp.buffer as ArrayBuffer);
  zip.file(`${baseName}.shx`, files.shx.buffer as ArrayBuffer);
  zip.file(`${baseName}.dbf`, dbf);
  zip.file(`${baseName}.prj`, WGS84_PRJ);
  zip.file(`${baseName}.cpg`, 'UTF-8');
  zip.file(
    'fields.csv',
    writeCsv(
      [['Shapefile field', 'Field', 'Label'], ...columns.map((c) => [c.name, c.field.name, c.field.label])],
      { bom: false },
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
