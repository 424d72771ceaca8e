/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Feature, FeatureCollection } from 'geojson';
import { toGeoPackage, toGeoPackageFile } from '@/lib/server/geo/gpkg';
import { analyseUpload } from '@/lib/server/geo/intake';
import { runTask } from '@/lib/server/workers/pool';
import type { LayerField } from '@/lib/shared/schemas/layers';
import { square, toLambert, udaFeatures } from '../../../helpers/spatialFixtures';

/**
 * GeoPackage written by our code and read back by GDAL (ogrinfo), and GeoPackages made by GDAL (ogr2ogr) read
 * by the intake pre-flight: both directions against the real reference implementation.
 */

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gpkg-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ogrinfo = (...args: string[]) =>
  execFileSync('ogrinfo', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const file = (name: string, bytes: Buffer | string) => {
  const p = path.join(dir, name);
  writeFileSync(p, bytes);
  return p;
};

const FIELDS: LayerField[] = [
  { name: 'district', type: 'string', label: 'VDOT district' },
  { name: 'segment', type: 'integer', label: 'Segment' },
  { name: 'length_mi', type: 'double', label: 'Length (miles)' },
];
const lines: Feature[] = [
  {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [-77.4, 37.5],
        [-77.3, 37.6],
      ],
    },
    properties: {
      feature_id: 'a-1',
      name: 'Café Street',
      district: 'Richmond',
      segment: 3,
      length_mi: 1.25,
      illustrative: true,
    },
  },
  {
    type: 'Feature',
    geometry: {
      type: 'MultiLineString',
      coordinates: [
        [
          [-78.1, 38.0],
          [-78.0, 38.1],
        ],
        [
          [-78.2, 38.2],
          [-78.25, 38.3],
          [-78.3, 38.35],
        ],
      ],
    },
    properties: {
      feature_id: 'a-2',
      name: null,
      district: 'Culpeper',
      segment: '7',
      length_mi: 'n/a',
      illustrative: false,
    },
  },
];

describe('GeoPackage writer, read back by GDAL', () => {
  let summary: string;
  let gpkgPath: string;
  beforeAll(() => {
    const fc: FeatureCollection = { type: 'FeatureCollection', features: lines };
    gpkgPath = file('needs.gpkg', toGeoPackageFile(fc, FIELDS, 'mid-term-needs-2023', '2023 Mid-term Needs'));
    summary = ogrinfo('-ro', '-so', '-al', gpkgPath);
  });

  it('is a GeoPackage GDAL opens, one layer named after the layer key, with every feature', () => {
    expect(summary).toMatch(/using driver `GPKG' successful/);
    expect(summary).toMatch(/^Layer name: mid_term_needs_2023$/m);
    expect(summary).toMatch(/^Feature Count: 2$/m);
    // Singles and multis mixed: the layer is declared as the multi type.
    expect(summary).toMatch(/^Geometry: Multi Line String$/m);
    expect(summary).toMatch(/^Extent: \(-78\.300000, 37\.500000\) - \(-77\.300000, 38\.350000\)$/m);
  });

  it('is in EPSG:4326 and has the fields typed', () => {
    expect(summary).toMatch(/ID\["EPSG",4326\]/);
    expect(summary).toMatch(/^feature_id: String/m);
    expect(summary).toMatch(/^name: String/m);
    expect(summary).toMatch(/^district: String/m);
    expect(summary).toMatch(/^segment: Integer/m);
    expect(summary).toMatch(/^length_mi: Real/m);
    expect(summary).toMatch(/^illustrative: Integer\(Boolean\)/m);
  });

  it('holds the values and geometries GDAL reads as written (numbers that do not parse are NULL)', () => {
    const out = execFileSync('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', gpkgPath], { encoding: 'utf8' });
    const fc = JSON.parse(out) as FeatureCollection;
    // As written; numbers that do not parse ('n/a') are NULL, '7' is 7.
    expect(fc.features.map((f) => f.properties)).toEqual([
      lines[0]!.properties,
      { ...lines[1]!.properties, segment: 7, length_mi: null },
    ]);
    expect(fc.features[0]!.geometry).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [-77.4, 37.5],
          [-77.3, 37.6],
        ],
      ],
    });
    expect(fc.features[1]!.geometry).toEqual(lines[1]!.geometry);
  });

  it('passes the metadata checks: application id, user_version and the three required tables', () => {
    const db = new Database(gpkgPath, { readonly: true });
    try {
      expect(db.pragma('application_id', { simple: true })).toBe(0x47504b47);
      expect(db.pragma('user_version', { simple: true })).toBe(10300);
      expect(db.prepare('SELECT srs_id FROM gpkg_spatial_ref_sys ORDER BY srs_id').pluck().all()).toEqual([
        -1, 0, 4326,
      ]);
      expect(db.prepare('SELECT * FROM gpkg_geometry_columns').get()).toEqual({
        table_name: 'mid_term_needs_2023',
        column_name: 'geom',
        geometry_type_name: 'MULTILINESTRING',
        srs_id: 4326,
        z: 0,
        m: 0,
      });
      expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    } finally {
      db.close();
    }
  });

  it('writes several layers into one file (extract jobs), points and polygons included', () => {
    const points: Feature[] = [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-77, 38] },
        properties: { feature_id: 'p' },
      },
    ];
    const p = file(
      'extract.gpkg',
      toGeoPackage([
        { table: 'points', title: 'Points', fields: [], features: points },
        // A layer field called 'name', like the system column: one column.
        {
          table: 'udas',
          title: 'UDAs',
          fields: [{ name: 'name', type: 'string', label: 'UDA' }],
          features: udaFeatures(3),
        },
        { table: 'empty', title: 'Nothing in the area', fields: [], features: [] },
      ]),
    );
    const info = ogrinfo('-ro', '-so', p);
    expect(info).toMatch(/1: points \(Point\)/);
    expect(info).toMatch(/2: udas \(Polygon\)/);
    const udas = ogrinfo('-ro', '-so', p, 'udas');
    expect(udas).toMatch(/^Feature Count: 3$/m);
    expect(udas.match(/^name: String/gm)).toHaveLength(1);
  });
});

const UDA = {
  geometry: 'polygon' as const,
  fields: [{ name: 'name', type: 'string' as const, label: 'UDA' }],
};
const opts = { maxFeatures: 1000 };

/** A GeoPackage made by GDAL from GeoJSON layers (name → features), optionally reprojected. */
function gdalGpkg(name: string, layers: Record<string, Feature[]>, srs?: string): Buffer {
  const out = path.join(dir, name);
  rmSync(out, { force: true });
  for (const [i, [layer, features]] of Object.entries(layers).entries()) {
    const src = file(`${layer}.geojson`, JSON.stringify({ type: 'FeatureCollection', features }));
    execFileSync('ogr2ogr', [
      '-f',
      'GPKG',
      ...(srs ? ['-t_srs', srs] : []),
      ...(i > 0 ? ['-update'] : []),
      '-nln',
      layer,
      out,
      src,
    ]);
  }
  return readFileSync(out);
}

async function rejects(p: Promise<unknown>, status: number, text: RegExp, field = 'file') {
  await expect(p).rejects.toMatchObject({ status, field, message: expect.stringMatching(text) });
}

describe('GeoPackage uploads: the intake pre-flight', () => {
  it('reads a one-layer GeoPackage made by GDAL, with the same report as other formats', async () => {
    const a = await analyseUpload(gdalGpkg('one.gpkg', { udas: udaFeatures(4) }), 'udas.gpkg', UDA, opts);
    expect(a.format).toBe('gpkg');
    expect(a.features).toHaveLength(4);
    expect(a.crs.code).toBe('EPSG:4326');
    expect(a.features[0]!.properties).toMatchObject({ name: 'Culpeper UDA 1', acres: 100 });
    expect(a.blocking).toBe(false);
    expect(a.findings.map((f) => f.message).join('\n')).toMatch(/GeoPackage layer 'udas', 4 features/);
  });

  it('reprojects a GeoPackage in Virginia Lambert (EPSG:3968) through its spatial reference table', async () => {
    const bytes = gdalGpkg('lambert.gpkg', { udas: udaFeatures(2) }, 'EPSG:3968');
    const a = await analyseUpload(bytes, 'udas.gpkg', UDA, opts);
    expect(a.crs.code).toBe('EPSG:3968');
    const [x, y] = (a.features[0]!.geometry as { coordinates: number[][][] }).coordinates[0]![0]!;
    const original = udaFeatures(1)[0]!.geometry.coordinates[0]![0]!;
    expect(x).toBeCloseTo(original[0]!, 5);
    expect(y).toBeCloseTo(original[1]!, 5);
    expect(toLambert(original)[0]).not.toBeCloseTo(x!, 0); // it really was projected
  });

  it('with several layers and none chosen: 422 on "layer" with the layer names; the chosen one is read', async () => {
    const bytes = gdalGpkg('two.gpkg', {
      udas: udaFeatures(3),
      sites: [{ type: 'Feature', geometry: square(-77.5, 37.5), properties: { name: 'Site' } }],
    });
    await expect(analyseUpload(bytes, 'two.gpkg', UDA, opts)).rejects.toMatchObject({
      status: 422,
      field: 'layer',
      choices: ['sites', 'udas'],
      message: expect.stringMatching(/2 feature layers: sites, udas/),
    });
    const a = await analyseUpload(bytes, 'two.gpkg', UDA, { ...opts, layer: 'udas' });
    expect(a.features).toHaveLength(3);
    await rejects(
      analyseUpload(bytes, 'two.gpkg', UDA, { ...opts, layer: 'roads' }),
      422,
      /no feature layer 'roads'/,
      'layer',
    );
  });

  it('runs in the worker pool, and the layer choices cross the thread boundary', async () => {
    const bytes = gdalGpkg('pool.gpkg', { a: udaFeatures(1), b: udaFeatures(2) });
    const task = (layer?: string) =>
      runTask(
        'analyse',
        { bytes, fileName: 'pool.gpkg', layer: UDA, options: { ...opts, layer } },
        { budgetMs: 30_000, tooComplex: 'too complex' },
      );
    await expect(task()).rejects.toMatchObject({ status: 422, field: 'layer', choices: ['a', 'b'] });
    expect((await task('b')).featureCount).toBe(2);
  });

  it('refuses garbage, a SQLite file that is not a GeoPackage, a damaged one and too many features', async () => {
    await rejects(
      analyseUpload(Buffer.from('not a database at all'), 'x.gpkg', UDA, opts),
      422,
      /holds plain text/,
    );
    const plain = new Database(':memory:');
    plain.exec('CREATE TABLE roads (id INTEGER, name TEXT)');
    await rejects(analyseUpload(plain.serialize(), 'x.gpkg', UDA, opts), 422, /not a GeoPackage/);
    plain.close();
    const good = gdalGpkg('cut.gpkg', { udas: udaFeatures(50) });
    const cut = Buffer.concat([good.subarray(0, 100), Buffer.alloc(good.length - 100, 0xff)]);
    await rejects(analyseUpload(cut, 'x.gpkg', UDA, opts), 422, /GeoPackage|damaged/);
    await rejects(analyseUpload(good, 'x.gpkg', UDA, { maxFeatures: 10 }), 422, /50 features; at most 10/);
  });

  it('refuses a geometry blob that is not GeoPackageBinary, naming the feature', async () => {
    const bytes = gdalGpkg('blob.gpkg', { udas: udaFeatures(2) });
    const p = file('blob-edit.gpkg', bytes);
    const db = new Database(p);
    // GDAL's spatial-index triggers call its SQL functions: drop them to edit the table here.
    for (const t of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").pluck().all()) {
      db.exec(`DROP TRIGGER "${String(t)}"`);
    }
    db.prepare('UPDATE udas SET geom = ? WHERE fid = 2').run(Buffer.from('GPxx-not-wkb'));
    db.close();
    await rejects(
      analyseUpload(readFileSync(p), 'x.gpkg', UDA, opts),
      422,
      /Feature 2's geometry cannot be read/,
    );
  });
});
