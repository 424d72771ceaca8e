import Database from 'better-sqlite3';
import type { Feature } from 'geojson';
import { HttpError } from '@/lib/shared/errors';
import { fromGpkgGeometry, GeometryBlobError, GPKG_APPLICATION_ID } from '../gpkg';
import type { RawLayer } from './formats';

/**
 * Reads one feature layer of an uploaded GeoPackage. The bytes are opened as an in-memory SQLite database,
 * read-only (better-sqlite3 deserialises the buffer: nothing is written to disk, so nothing is left behind if
 * the worker is stopped mid-read), and only the GeoPackage metadata tables and the chosen feature table are
 * queried, with bound names checked against gpkg_contents. SQLite reports a damaged file as an error, which
 * becomes a 422. It runs in the worker pool, under its time budget, like every reader.
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

/** The feature layers a GeoPackage lists (gpkg_contents joined with gpkg_geometry_columns). */
function featureLayers(db: Database.Database): LayerRow[] {
  const tables = new Set(
    (
      db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')").all() as Array<{
        name: string;
      }>
    ).map((r) => r.name),
  );
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
export function readGeoPackage(bytes: Buffer, options: { layer?: string; maxFeatures: number }): RawLayer {
  const db = open(bytes);
  try {
    const layers = featureLayers(db);
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
    const table = quote(chosen.table_name);
    const { n } = db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
    if (n > options.maxFeatures) {
      throw unprocessable(
        `The layer has ${n.toLocaleString('en-US')} features; at most ${options.maxFeatures.toLocaleString('en-US')} are accepted in one submission. Split it by area and submit each part.`,
      );
    }
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string; pk: number }>)
      .filter((c) => c.name !== chosen.column_name && c.pk === 0)
      .map((c) => c.name);
    const features: Feature[] = [];
    let row = 0;
    for (const r of db.prepare(`SELECT * FROM ${table}`).iterate() as Iterable<Record<string, unknown>>) {
      row++;
      const blob = r[chosen.column_name];
      let geometry = null;
      if (Buffer.isBuffer(blob)) {
        try {
          geometry = fromGpkgGeometry(blob);
        } catch (e) {
          if (!(e instanceof GeometryBlobError)) throw e;
          throw unprocessable(
            `Feature ${row}'s geometry cannot be read: ${e.message} Export the layer again.`,
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
          message: `GeoPackage layer '${chosen.table_name}'${layers.length > 1 ? ` (one of ${layers.length})` : ''}, ${features.length.toLocaleString('en-US')} features.`,
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
