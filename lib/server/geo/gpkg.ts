import Database from 'better-sqlite3';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { LayerField } from '@/lib/shared/schemas/layers';
import { downloadColumns } from './formats';

/**
 * GeoPackage (OGC 12-128r18, version 1.3) writing and the geometry encoding both directions. A GeoPackage is a
 * SQLite file with three metadata tables (gpkg_spatial_ref_sys, gpkg_contents, gpkg_geometry_columns) and one
 * table per layer whose geometry column holds GeoPackageBinary: a short header (magic 'GP', flags, SRS id,
 * envelope) followed by the geometry as OGC well-known binary. Written with better-sqlite3 (already the
 * embedded database driver) into an in-memory database that is then serialised: no temporary file.
 */

/** PRAGMA application_id of a GeoPackage ('GPKG') and the user_version of version 1.3.0. */
export const GPKG_APPLICATION_ID = 0x47504b47;
const GPKG_USER_VERSION = 10300;

const WKB_TYPES = {
  Point: 1,
  LineString: 2,
  Polygon: 3,
  MultiPoint: 4,
  MultiLineString: 5,
  MultiPolygon: 6,
  GeometryCollection: 7,
} as const;
type WkbName = keyof typeof WKB_TYPES;
const WKB_NAMES = Object.fromEntries(Object.entries(WKB_TYPES).map(([k, v]) => [v, k])) as Record<
  number,
  WkbName
>;

// ------------------------------------------------------------------------------------------------ writing

class Writer {
  private buf = Buffer.alloc(256);
  private at = 0;
  private room(n: number) {
    if (this.at + n <= this.buf.length) return;
    const next = Buffer.alloc(Math.max(this.buf.length * 2, this.at + n));
    this.buf.copy(next, 0, 0, this.at);
    this.buf = next;
  }
  u8(v: number) {
    this.room(1);
    this.buf.writeUInt8(v, this.at);
    this.at += 1;
  }
  u32(v: number) {
    this.room(4);
    this.buf.writeUInt32LE(v, this.at);
    this.at += 4;
  }
  i32(v: number) {
    this.room(4);
    this.buf.writeInt32LE(v, this.at);
    this.at += 4;
  }
  f64(v: number) {
    this.room(8);
    this.buf.writeDoubleLE(v, this.at);
    this.at += 8;
  }
  bytes() {
    return this.buf.subarray(0, this.at);
  }
}

function writeWkb(w: Writer, g: Geometry): void {
  w.u8(1); // little endian
  w.u32(WKB_TYPES[g.type]);
  const points = (ps: Position[]) => {
    w.u32(ps.length);
    for (const p of ps) {
      w.f64(p[0]!);
      w.f64(p[1]!);
    }
  };
  switch (g.type) {
    case 'Point':
      w.f64(g.coordinates[0]!);
      w.f64(g.coordinates[1]!);
      return;
    case 'LineString':
      return points(g.coordinates);
    case 'Polygon':
      w.u32(g.coordinates.length);
      return g.coordinates.forEach(points);
    case 'MultiPoint':
      w.u32(g.coordinates.length);
      return g.coordinates.forEach((p) => writeWkb(w, { type: 'Point', coordinates: p }));
    case 'MultiLineString':
      w.u32(g.coordinates.length);
      return g.coordinates.forEach((l) => writeWkb(w, { type: 'LineString', coordinates: l }));
    case 'MultiPolygon':
      w.u32(g.coordinates.length);
      return g.coordinates.forEach((p) => writeWkb(w, { type: 'Polygon', coordinates: p }));
    default:
      w.u32(g.geometries.length);
      return g.geometries.forEach((x) => writeWkb(w, x));
  }
}

function envelope(g: Geometry): [number, number, number, number] {
  const e: [number, number, number, number] = [Infinity, -Infinity, Infinity, -Infinity];
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      e[0] = Math.min(e[0], c[0]);
      e[1] = Math.max(e[1], c[0]);
      e[2] = Math.min(e[2], c[1] as number);
      e[3] = Math.max(e[3], c[1] as number);
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  if (g.type === 'GeometryCollection') g.geometries.forEach((x) => visit(envelopeCoords(x)));
  else visit(g.coordinates);
  return e;
}
const envelopeCoords = (g: Geometry): unknown =>
  g.type === 'GeometryCollection' ? g.geometries.map(envelopeCoords) : g.coordinates;

/** A geometry as GeoPackageBinary: header (little endian, xy envelope) and WKB; null stays SQL NULL. */
export function toGpkgGeometry(g: Geometry | null, srsId = 4326): Buffer | null {
  if (!g) return null;
  const w = new Writer();
  w.u8(0x47); // 'G'
  w.u8(0x50); // 'P'
  w.u8(0); // version 1
  w.u8(0b0000_0011); // bit 0: little endian; bits 1–3 = 1: envelope [minx, maxx, miny, maxy]
  w.i32(srsId);
  for (const v of envelope(g)) w.f64(v);
  writeWkb(w, g);
  return Buffer.from(w.bytes());
}

const MULTI: Partial<Record<WkbName, WkbName>> = {
  Point: 'MultiPoint',
  LineString: 'MultiLineString',
  Polygon: 'MultiPolygon',
};

/** One geometry type for the layer: the features' own, or its multi form when singles and multis mix. */
function layerGeometryType(features: Feature[]): WkbName | 'Geometry' {
  const kinds = new Set(features.map((f) => f.geometry?.type).filter((t): t is WkbName => !!t));
  if (kinds.size === 1) return [...kinds][0]!;
  const multis = new Set([...kinds].map((k) => MULTI[k] ?? k));
  return multis.size === 1 ? [...multis][0]! : 'Geometry';
}

function promote(g: Geometry | null, to: WkbName | 'Geometry'): Geometry | null {
  if (!g || g.type === to || to === 'Geometry' || MULTI[g.type] !== to) return g;
  return { type: to, coordinates: [(g as { coordinates: unknown }).coordinates] } as Geometry;
}

const SQL_TYPES: Record<LayerField['type'], string> = { string: 'TEXT', integer: 'INTEGER', double: 'REAL' };

/** A property value in a column of the field's type (numbers that do not parse become NULL). */
function columnValue(v: unknown, type: LayerField['type']): string | number | null {
  if (v === null || v === undefined || v === '') return null;
  if (type === 'string') return typeof v === 'object' ? JSON.stringify(v) : String(v);
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return null;
  return type === 'integer' ? Math.trunc(n) : n;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A layer key as a table name every GIS accepts (letters, digits and underscores). */
export const gpkgTableName = (key: string) => key.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(\d)/, '_$1');

const WGS84_WKT =
  'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],' +
  'AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,' +
  'AUTHORITY["EPSG","9122"]],AXIS["Latitude",NORTH],AXIS["Longitude",EAST],AUTHORITY["EPSG","4326"]]';

/** The GeoPackage metadata tables (the required ones of the core, with their three required SRS rows). */
const SCHEMA = `
CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY, organization TEXT NOT NULL,
  organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
  description TEXT DEFAULT '', last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER,
  CONSTRAINT fk_gc_r_srs_id FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id));
CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL,
  geometry_type_name TEXT NOT NULL, srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL,
  CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name), CONSTRAINT uk_gc_table_name UNIQUE (table_name),
  CONSTRAINT fk_gc_tn FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name),
  CONSTRAINT fk_gc_srs FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys (srs_id));
`;

export interface GpkgLayer {
  /** Table name (see gpkgTableName). */
  table: string;
  title: string;
  description?: string;
  fields: LayerField[];
  features: Feature[];
}

/**
 * A GeoPackage holding each layer as a feature table in WGS 84 (EPSG:4326): fid, geom, feature_id, name, the
 * layer's fields typed (TEXT, INTEGER, REAL) and illustrative (BOOLEAN).
 */
export function toGeoPackage(layers: GpkgLayer[]): Buffer {
  const db = new Database(':memory:');
  try {
    db.pragma(`application_id = ${GPKG_APPLICATION_ID}`);
    db.pragma(`user_version = ${GPKG_USER_VERSION}`);
    db.exec(SCHEMA);
    const srs = db.prepare(
      'INSERT INTO gpkg_spatial_ref_sys (srs_name, srs_id, organization, organization_coordsys_id, definition, description) VALUES (?, ?, ?, ?, ?, ?)',
    );
    srs.run(
      'Undefined cartesian SRS',
      -1,
      'NONE',
      -1,
      'undefined',
      'undefined cartesian coordinate reference system',
    );
    srs.run(
      'Undefined geographic SRS',
      0,
      'NONE',
      0,
      'undefined',
      'undefined geographic coordinate reference system',
    );
    srs.run(
      'WGS 84 geodetic',
      4326,
      'EPSG',
      4326,
      WGS84_WKT,
      'longitude/latitude coordinates in decimal degrees on the WGS 84 spheroid',
    );
    db.transaction(() => {
      for (const layer of layers) writeLayer(db, layer);
    })();
    return db.serialize();
  } finally {
    db.close();
  }
}

function writeLayer(db: Database.Database, layer: GpkgLayer): void {
  // A layer field named like a system field (several layers have their own 'name') is one column; the
  // illustrative flag is a BOOLEAN column of its own.
  const columns = downloadColumns(layer.fields, { illustrative: false });
  const type = layerGeometryType(layer.features);
  const typeName = type === 'Geometry' ? 'GEOMETRY' : type.toUpperCase();
  db.exec(
    `CREATE TABLE ${quote(layer.table)} (fid INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, geom ${typeName}, ` +
      columns.map((c) => `${quote(c.name)} ${SQL_TYPES[c.type]}`).join(', ') +
      ', illustrative BOOLEAN)',
  );
  const insert = db.prepare(
    `INSERT INTO ${quote(layer.table)} (geom, ${columns.map((c) => quote(c.name)).join(', ')}, illustrative) ` +
      `VALUES (${['?', ...columns.map(() => '?'), '?'].join(', ')})`,
  );
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of layer.features) {
    const g = promote(f.geometry, type);
    if (g) {
      const [minX, maxX, minY, maxY] = envelope(g);
      box[0] = Math.min(box[0]!, minX);
      box[1] = Math.min(box[1]!, minY);
      box[2] = Math.max(box[2]!, maxX);
      box[3] = Math.max(box[3]!, maxY);
    }
    insert.run(
      toGpkgGeometry(g),
      ...columns.map((c) => columnValue(f.properties?.[c.name], c.type)),
      f.properties?.illustrative === true ? 1 : 0,
    );
  }
  const empty = !Number.isFinite(box[0]);
  db.prepare(
    'INSERT INTO gpkg_contents (table_name, data_type, identifier, description, min_x, min_y, max_x, max_y, srs_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    layer.table,
    'features',
    layer.title,
    layer.description ?? '',
    ...(empty ? [null, null, null, null] : box),
    4326,
  );
  db.prepare(
    'INSERT INTO gpkg_geometry_columns (table_name, column_name, geometry_type_name, srs_id, z, m) VALUES (?, ?, ?, ?, 0, 0)',
  ).run(layer.table, 'geom', typeName, 4326);
}

/** One layer's features as a GeoPackage file (the download format 'gpkg'). */
export const toGeoPackageFile = (fc: FeatureCollection, fields: LayerField[], key: string, title: string) =>
  toGeoPackage([{ table: gpkgTableName(key), title, fields, features: fc.features }]);

// ------------------------------------------------------------------------------------------------ reading

/**
 * Thrown for bytes that are not a GeoPackage geometry; the reader turns it into a sentence for the person.
 * `advice` says what to do when exporting again as it was would not help (curves).
 */
export class GeometryBlobError extends Error {
  constructor(
    message: string,
    readonly advice: string | null = null,
  ) {
    super(message);
  }
}

/** ISO WKB curve and surface types (SQL/MM): valid GeoPackage geometries that are not simple features. */
const CURVED_TYPES: Record<number, string> = {
  8: 'circular arcs',
  9: 'a line of arcs and segments',
  10: 'a polygon with curved edges',
  11: 'lines with curves',
  12: 'polygons with curved edges',
  13: 'curves',
  14: 'a curved surface',
};
const CURVES_ADVICE =
  'Turn the curves into straight segments and export again: in QGIS, Processing “Segmentize by maximum ' +
  'angle”; in ArcGIS Pro, “Densify”; with GDAL, ogr2ogr -nlt CONVERT_TO_LINEAR.';

class Reader {
  at = 0;
  le = true;
  constructor(private readonly buf: Buffer) {}
  private need(n: number) {
    if (this.at + n > this.buf.length) throw new GeometryBlobError('The geometry ends too early.');
  }
  u8() {
    this.need(1);
    return this.buf.readUInt8(this.at++);
  }
  u32() {
    this.need(4);
    const v = this.le ? this.buf.readUInt32LE(this.at) : this.buf.readUInt32BE(this.at);
    this.at += 4;
    return v;
  }
  f64() {
    this.need(8);
    const v = this.le ? this.buf.readDoubleLE(this.at) : this.buf.readDoubleBE(this.at);
    this.at += 8;
    return v;
  }
  /** A count, refused when the bytes left cannot hold that many items of `min` bytes (hostile counts). */
  count(min: number) {
    const n = this.u32();
    if (n * min > this.buf.length - this.at)
      throw new GeometryBlobError('A count in the geometry is too large.');
    return n;
  }
}

function readWkb(r: Reader, depth = 0): Geometry {
  if (depth > 4) throw new GeometryBlobError('The geometry is nested too deeply.');
  r.le = r.u8() === 1;
  let code = r.u32();
  // EWKB flags (PostGIS) and ISO 1000s (Z), 2000s (M), 3000s (ZM): read x and y, skip the rest.
  let dims = 2;
  if (code & 0x80000000) dims++;
  if (code & 0x40000000) dims++;
  code &= 0x0fffffff;
  if (code > 1000) {
    dims += Math.floor(code / 1000) === 3 ? 2 : 1;
    code %= 1000;
  }
  const name = WKB_NAMES[code];
  if (!name && CURVED_TYPES[code])
    throw new GeometryBlobError(
      `it is drawn with ${CURVED_TYPES[code]}, and the site reads only points, lines and polygons made of straight segments.`,
      CURVES_ADVICE,
    );
  if (!name)
    throw new GeometryBlobError(
      code >= 15 && code <= 17
        ? 'it is a 3D surface (a TIN or polyhedral surface), not a point, line or polygon.'
        : `its geometry type (${code}) is not a point, line or polygon.`,
    );
  const point = (): Position => {
    const p = [r.f64(), r.f64()];
    for (let i = 2; i < dims; i++) r.f64();
    return p;
  };
  const line = () => Array.from({ length: r.count(dims * 8) }, point);
  const polygon = () => Array.from({ length: r.count(4) }, line);
  const many = () => Array.from({ length: r.count(9) }, () => readWkb(r, depth + 1));
  switch (name) {
    case 'Point':
      return { type: 'Point', coordinates: point() };
    case 'LineString':
      return { type: 'LineString', coordinates: line() };
    case 'Polygon':
      return { type: 'Polygon', coordinates: polygon() };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: many() };
    default: {
      const parts = many();
      const coords = parts.map((p) => (p as { coordinates: unknown }).coordinates);
      return { type: name, coordinates: coords } as Geometry;
    }
  }
}

const ENVELOPE_BYTES = [0, 32, 48, 48, 64];

/** GeoPackageBinary → GeoJSON geometry (null for an empty geometry); GeometryBlobError when it is not one. */
export function fromGpkgGeometry(blob: Buffer): Geometry | null {
  if (blob.length < 8 || blob[0] !== 0x47 || blob[1] !== 0x50) {
    throw new GeometryBlobError('The geometry does not start with the GeoPackage header.');
  }
  const flags = blob[3]!;
  if (flags & 0b0010_0000) throw new GeometryBlobError('Extended GeoPackage geometries are not read.');
  const envelopeBytes = ENVELOPE_BYTES[(flags >> 1) & 0b111];
  if (envelopeBytes === undefined) throw new GeometryBlobError('The geometry header is invalid.');
  if (flags & 0b0001_0000) return null; // empty
  const r = new Reader(blob.subarray(8 + envelopeBytes));
  return readWkb(r);
}
