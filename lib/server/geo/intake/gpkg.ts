import Database from 'better-sqlite3';
import type { Feature } from 'geojson';
import { HttpError } from '@/lib/shared/errors';
import { fromGpkgGeometry, GeometryBlobError, GPKG_APPLICATION_ID } from '../gpkg';
import type { RawLayer } from './formats';
import { INTAKE_WORDS, type IntakePurpose } from './wording';
import { count } from '@/lib/shared/count';

/**
 * Reads one feature layer of an uploaded GeoPackage. The bytes are opened as an in-memory SQLite database,
 * read-only (better-sqlite3 deserialises the buffer: nothing is written to disk, so nothing is left behind if
 * the worker is stopped mid-read), and only the GeoPackage metadata tables and the chosen feature table are
 * queried, with bound names checked against gpkg_contents. SQLite reports a damaged file as an error, which
 * becomes a 422. It runs in a child process killed at its budget (./gpkgRead.ts, ./killable.ts), started from
 * the worker pool's thread.
 *
 * The pool's time budget stops JavaScript, not a query running inside SQLite's C code (the child's budget
 * does), and still nothing here may run unbounded: before any query touches them, every table read (the three metadata tables
 * and the feature table) must be a plain stored table — no view (a view can hide a recursive query that runs
 * for hours), no virtual table, no generated column (computed on read) — and the metadata tables may hold only
 * a few thousand rows. Then a read of a stored table costs what its bytes cost, and rows are copied out under
 * a row cap and a byte cap. Triggers are left alone: GDAL writes them (the spatial index) and a read-only
 * SELECT never fires one.
 */

const unprocessable = (message: string, field = 'file') => new HttpError(422, message, field);

interface LayerRow {
  table_name: string;
  column_name: string;
  srs_id: number;
  organization: string | null;
  organization_coordsys_id: number | null;
  definition: string | null;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows any metadata table may hold (GDAL writes one row per layer). */
export const GPKG_MAX_META_ROWS = 10_000;
/** Bytes of values (text and blobs) copied out of the feature table, whatever the row count. */
export const GPKG_MAX_VALUE_BYTES = 512 * 1024 * 1024;

interface SchemaRow {
  name: string;
  type: string;
  sql: string | null;
}

/**
 * The one check that makes a read bounded: `name` is a stored table with no computed columns. A view, a
 * virtual table or a generated column is refused with a sentence naming it, before any query reads it.
 */
function requirePlainTable(db: Database.Database, schema: Map<string, SchemaRow>, name: string): void {
  const entry = schema.get(name);
  const refuse = (what: string) =>
    unprocessable(
      `The GeoPackage's '${name}' is ${what}, which this site does not read. Export the layer again from your GIS software as a plain GeoPackage table (no views).`,
    );
  if (!entry) throw unprocessable(`The GeoPackage lists a table '${name}' that it does not hold.`);
  if (entry.type === 'view') throw refuse('a view (a stored query)');
  if (/^\s*create\s+virtual\s+table/i.test(entry.sql ?? '')) throw refuse('a virtual table');
  // table_xinfo only parses the schema: hidden 2 and 3 are generated columns (computed when read).
  const columns = db.prepare(`PRAGMA table_xinfo(${quote(name)})`).all() as Array<{ hidden: number }>;
  if (columns.some((c) => c.hidden !== 0)) throw refuse('a table with computed columns');
}

function requireFewRows(db: Database.Database, name: string): void {
  const row = db.prepare(`SELECT 1 AS x FROM ${quote(name)} LIMIT 1 OFFSET ?`).get(GPKG_MAX_META_ROWS);
  if (row) {
    throw unprocessable(
      `The GeoPackage's '${name}' table has more than ${GPKG_MAX_META_ROWS.toLocaleString('en-US')} rows; a GeoPackage of a layer has a few. Export the layer again.`,
    );
  }
}

function open(bytes: Buffer): Database.Database {
  try {
    const db = new Database(bytes, { readonly: true });
    db.prepare('SELECT count(*) FROM sqlite_master').get(); // a damaged header fails here
    return db;
  } catch {
    throw unprocessable(
      'The file is not a readable GeoPackage (the database inside is damaged). Export the layer again from your GIS software.',
    );
  }
}

const META_TABLES = ['gpkg_contents', 'gpkg_geometry_columns', 'gpkg_spatial_ref_sys'];

/** The feature layers a GeoPackage lists (gpkg_contents joined with gpkg_geometry_columns). */
function featureLayers(db: Database.Database, schema: Map<string, SchemaRow>): LayerRow[] {
  const tables = new Set(schema.keys());
  const appId = Number(db.pragma('application_id', { simple: true }));
  if (
    !tables.has('gpkg_contents') ||
    !tables.has('gpkg_geometry_columns') ||
    !tables.has('gpkg_spatial_ref_sys') ||
    (appId !== GPKG_APPLICATION_ID && appId !== 0x47503130 && appId !== 0x47503131)
  ) {
    throw unprocessable(
      'The file is a SQLite database but not a GeoPackage (it has no GeoPackage tables). Export the layer as a GeoPackage (.gpkg), a zipped shapefile or GeoJSON.',
    );
  }
  for (const name of META_TABLES) {
    requirePlainTable(db, schema, name);
    requireFewRows(db, name);
  }
  return db
    .prepare(
      `SELECT c.table_name, g.column_name, g.srs_id, s.organization, s.organization_coordsys_id, s.definition
         FROM gpkg_contents c
         JOIN gpkg_geometry_columns g ON g.table_name = c.table_name
         LEFT JOIN gpkg_spatial_ref_sys s ON s.srs_id = g.srs_id
        WHERE c.data_type = 'features'
        ORDER BY c.table_name`,
    )
    .all() as LayerRow[];
}

/**
 * The features of one layer of a GeoPackage: `layer` names it; with one feature layer it may be left out.
 * Several and none chosen → 422 on field 'layer' with the layer names as `choices`.
 */
export function readGeoPackage(
  bytes: Buffer,
  options: { layer?: string; maxFeatures: number; maxValueBytes?: number; purpose?: IntakePurpose },
): RawLayer {
  const db = open(bytes);
  const words = INTAKE_WORDS[options.purpose ?? 'submission'];
  const maxValueBytes = options.maxValueBytes ?? GPKG_MAX_VALUE_BYTES;
  try {
    // sqlite_master itself is always a stored table: reading it runs nothing the file defines.
    const schema = new Map(
      (
        db
          .prepare("SELECT name, type, sql FROM sqlite_master WHERE type IN ('table', 'view')")
          .all() as SchemaRow[]
      ).map((r) => [r.name, r]),
    );
    const layers = featureLayers(db, schema);
    if (layers.length === 0) {
      throw unprocessable('The GeoPackage has no feature layers (only tiles or attribute tables).');
    }
    let chosen = layers.length === 1 && !options.layer ? layers[0] : undefined;
    if (options.layer) chosen = layers.find((l) => l.table_name === options.layer);
    if (!chosen) {
      const err = unprocessable(
        options.layer
          ? `The GeoPackage has no feature layer '${options.layer}'. Its layers: ${layers.map((l) => l.table_name).join(', ')}.`
          : `The GeoPackage holds ${layers.length} feature layers: ${layers.map((l) => l.table_name).join(', ')}. Choose the one to submit and upload again.`,
        'layer',
      );
      err.choices = layers.map((l) => l.table_name);
      throw err;
    }
    requirePlainTable(db, schema, chosen.table_name);
    const table = quote(chosen.table_name);
    const { n } = db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
    if (n > options.maxFeatures) {
      throw unprocessable(
        `The layer has ${n.toLocaleString('en-US')} features; at most ${options.maxFeatures.toLocaleString('en-US')} are accepted ${words.inOne}. ${words.tooManyFeatures}`,
      );
    }
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string; pk: number }>)
      .filter((c) => c.name !== chosen.column_name && c.pk === 0)
      .map((c) => c.name);
    const features: Feature[] = [];
    let row = 0;
    let valueBytes = 0;
    const rows = db.prepare(`SELECT * FROM ${table} LIMIT ?`).iterate(options.maxFeatures);
    for (const r of rows as Iterable<Record<string, unknown>>) {
      row++;
      for (const v of Object.values(r)) {
        if (Buffer.isBuffer(v)) valueBytes += v.length;
        else if (typeof v === 'string') valueBytes += v.length;
      }
      if (valueBytes > maxValueBytes) {
        throw unprocessable(
          `The layer holds more than ${Math.round(maxValueBytes / 1024 / 1024)} MB of values by feature ${row}. Split it by area and submit each part.`,
        );
      }
      const blob = r[chosen.column_name];
      let geometry = null;
      if (Buffer.isBuffer(blob)) {
        try {
          geometry = fromGpkgGeometry(blob);
        } catch (e) {
          if (!(e instanceof GeometryBlobError)) throw e;
          throw unprocessable(
            `Feature ${row}'s geometry cannot be read: ${e.message} ${e.advice ?? 'Export the layer again.'}`,
          );
        }
      }
      const properties: Record<string, unknown> = {};
      for (const c of columns) {
        const v = r[c];
        properties[c] = Buffer.isBuffer(v) ? null : typeof v === 'bigint' ? Number(v) : v;
      }
      features.push({ type: 'Feature', geometry: geometry as Feature['geometry'], properties });
    }
    const epsg =
      chosen.organization?.toUpperCase() === 'EPSG' ? Number(chosen.organization_coordsys_id) : null;
    const wgs84 = epsg === 4326 || chosen.srs_id === 4326;
    const undefinedSrs = chosen.srs_id === 0 || chosen.srs_id === -1 || !chosen.definition;
    return {
      format: 'gpkg',
      features,
      // A named system other than WGS 84 is read from its WKT like a .prj; an undefined one is judged by the coordinates.
      prj: wgs84 || undefinedSrs ? null : chosen.definition,
      geographic: wgs84,
      encoding: null,
      findings: [
        {
          topic: 'count',
          level: 'info',
          message: `GeoPackage layer '${chosen.table_name}'${layers.length > 1 ? ` (one of ${layers.length})` : ''}, ${count(features.length, 'feature')}.`,
          action: null,
        },
      ],
    };
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw unprocessable(
      'The GeoPackage could not be read (the database inside is damaged or uses features this reader does not know). Export the layer again from your GIS software.',
    );
  } finally {
    db.close();
  }
}
