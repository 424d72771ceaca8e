import { write as writeShapefile } from '@mapbox/shp-write';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import JSZip from 'jszip';
import { toCsv as writeCsv } from '@/lib/server/csv';
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
const ILLUSTRATIVE: LayerField = { name: 'illustrative', type: 'string', label: 'Illustrative data' };

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

/** CSV: one row per feature, the fields by their labels, and the geometry as WKT (points also as lon/lat). */
export function toCsv(fc: FeatureCollection, fields: LayerField[]): string {
  const columns = [...SYSTEM_FIELDS, ...fields, ILLUSTRATIVE];
  const points = fc.features.length > 0 && fc.features.every((f) => f.geometry?.type === 'Point');
  const header = [
    ...columns.map((c) => c.label),
    ...(points ? ['Longitude', 'Latitude'] : []),
    'Geometry (WKT)',
  ];
  const rows = fc.features.map((f) => [
    ...columns.map((c) => f.properties?.[c.name]),
    ...(points ? (f.geometry as { coordinates: number[] }).coordinates.slice(0, 2) : []),
    toWkt(f.geometry),
  ]);
  // Formula-like values (e.g. a submitter's feature name '=HYPERLINK(…)') are neutralised by the writer.
  return writeCsv([header, ...rows]);
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
  const columns = [...SYSTEM_FIELDS, ...fields, ILLUSTRATIVE];
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

/** dBASE field names hold at most 10 characters: shortened names stay unique. */
function dbfNames(fields: LayerField[]): Map<string, string> {
  const used = new Set<string>();
  const out = new Map<string, string>();
  for (const f of fields) {
    let name = f.name.slice(0, 10);
    for (let i = 1; used.has(name); i++) name = `${f.name.slice(0, 10 - String(i).length)}${i}`;
    used.add(name);
    out.set(f.name, name);
  }
  return out;
}

/**
 * Zipped ESRI Shapefile (.shp, .shx, .dbf, .prj in WGS84, .cpg saying the attributes are UTF-8) of one
 * geometry kind. Long field names are shortened to dBASE's 10 characters; fields.csv in the zip maps them back.
 */
export async function toShapefileZip(
  fc: FeatureCollection,
  fields: LayerField[],
  baseName: string,
): Promise<Buffer> {
  const columns = [...SYSTEM_FIELDS, ...fields, ILLUSTRATIVE];
  const names = dbfNames(columns);
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
  const rows = features.map((f) =>
    Object.fromEntries(
      columns.map((c) => {
        const v = f.properties?.[c.name];
        const value =
          v === true
            ? 'yes'
            : v === false
              ? 'no'
              : v === null || v === undefined
                ? c.type === 'string'
                  ? ''
                  : 0
                : v;
        return [names.get(c.name)!, value];
      }),
    ),
  );
  const files = await new Promise<{ shp: DataView; shx: DataView; dbf: DataView }>((resolve, reject) =>
    writeShapefile(rows, type, geometries as object[], (err, out) => (err ? reject(err) : resolve(out))),
  );
  const zip = new JSZip();
  zip.file(`${baseName}.shp`, files.shp.buffer as ArrayBuffer);
  zip.file(`${baseName}.shx`, files.shx.buffer as ArrayBuffer);
  zip.file(`${baseName}.dbf`, files.dbf.buffer as ArrayBuffer);
  zip.file(`${baseName}.prj`, WGS84_PRJ);
  zip.file(`${baseName}.cpg`, 'UTF-8');
  zip.file(
    'fields.csv',
    writeCsv(
      [['Shapefile field', 'Field', 'Label'], ...columns.map((c) => [names.get(c.name), c.name, c.label])],
      { bom: false },
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
