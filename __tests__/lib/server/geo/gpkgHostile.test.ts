/** @jest-environment node */
import Database from 'better-sqlite3';
import { toGeoPackage } from '@/lib/server/geo/gpkg';
import { analyseUpload } from '@/lib/server/geo/intake';
import { closePool, runTask } from '@/lib/server/workers/pool';
import { udaFeatures } from '../../../helpers/spatialFixtures';

/**
 * Hostile GeoPackages: a read of an uploaded SQLite file must never start a query the pool's
 * budget cannot stop. A view (here a recursive one of 200,000 rows; a longer one holds a core for minutes, as
 * the issue found), a virtual table or a computed column is refused before anything reads it, so no thread is
 * busy once the person has the answer. The recursion is bounded so a regression fails on its message (the
 * old reader counted the view's rows and answered "200,000 features") rather than hanging the run.
 */

const UDA = {
  geometry: 'polygon' as const,
  fields: [{ name: 'name', type: 'string' as const, label: 'UDA' }],
};
const opts = { maxFeatures: 1000 };
const RECURSIVE =
  'WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 200000) SELECT i AS fid, NULL AS geom, NULL AS name FROM r';

/** A GeoPackage from our own writer, then edited with `sql` (the file is an in-memory database here). */
function edited(sql: string): Buffer {
  const good = toGeoPackage([
    {
      table: 'udas',
      title: 'UDAs',
      fields: [{ name: 'name', type: 'string', label: 'UDA' }],
      features: udaFeatures(2),
    },
  ]);
  const db = new Database(good);
  for (const t of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").pluck().all()) {
    db.exec(`DROP TRIGGER "${String(t)}"`);
  }
  db.exec(sql);
  const bytes = db.serialize();
  db.close();
  return bytes;
}

afterAll(() => closePool());

describe('GeoPackage reads that a budget can stop', () => {
  it('refuses a feature layer that is a recursive view, without running it', async () => {
    const bytes = edited(`DROP TABLE udas; CREATE VIEW udas AS ${RECURSIVE}`);
    expect(bytes.length).toBeLessThan(100_000);
    await expect(analyseUpload(bytes, 'x.gpkg', UDA, opts)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/'udas' is a view .* Export the layer again .* \(no views\)/),
    });
  });

  it('refuses it in the worker pool too, and the pool takes the next task at once', async () => {
    const bytes = edited(`DROP TABLE udas; CREATE VIEW udas AS ${RECURSIVE}`);
    const task = (b: Buffer) =>
      runTask(
        'analyse',
        { bytes: b, fileName: 'x.gpkg', layer: UDA, options: opts },
        { budgetMs: 60_000, tooComplex: 'too complex' },
      );
    await expect(task(bytes)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/a view/),
    });
    // Every thread is free again: as many good files as threads are read (none waits behind a stuck read).
    const good = edited('SELECT 1');
    const answers = await Promise.all([task(good), task(good)]);
    expect(answers.map((a) => a.featureCount)).toEqual([2, 2]);
  });

  it('refuses a metadata table that is a view (gpkg_contents is read before any layer)', async () => {
    const bytes = edited(
      `ALTER TABLE gpkg_contents RENAME TO c0; CREATE VIEW gpkg_contents AS SELECT c0.* FROM c0, (${RECURSIVE})`,
    );
    await expect(analyseUpload(bytes, 'x.gpkg', UDA, opts)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/'gpkg_contents' is a view/),
    });
  });

  it('says a curved geometry (a MultiSurface, WKB 12) is made of curves and how to straighten it', async () => {
    // GeoPackage header (GP, version 0, little-endian, no envelope, SRS 4326), then an empty MultiSurface.
    const curved = edited("UPDATE udas SET geom = X'47500001E6100000010C00000000000000'");
    const refusal = analyseUpload(curved, 'x.gpkg', UDA, opts);
    await expect(refusal).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(
        /^Feature 1's geometry cannot be read: it is drawn with polygons with curved edges, .* straight segments\. .*Segmentize by maximum angle.*Densify.*CONVERT_TO_LINEAR/,
      ),
    });
    await expect(refusal).rejects.not.toMatchObject({
      message: expect.stringMatching(/type 12|simple feature/),
    });
  });

  it('refuses a computed column, and a metadata table with too many rows', async () => {
    const generated = edited(
      "DROP TABLE udas; CREATE TABLE udas (fid INTEGER PRIMARY KEY, geom BLOB, name TEXT, big TEXT AS (printf('%.*c', 1000, 'x')))",
    );
    await expect(analyseUpload(generated, 'x.gpkg', UDA, opts)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/'udas' is a table with computed columns/),
    });
    const crowded = edited(
      `INSERT INTO gpkg_spatial_ref_sys (srs_name, srs_id, organization, organization_coordsys_id, definition)
         WITH RECURSIVE r(i) AS (SELECT 100000 UNION ALL SELECT i + 1 FROM r WHERE i < 111000)
         SELECT 'x', i, 'NONE', i, 'undefined' FROM r`,
    );
    await expect(analyseUpload(crowded, 'x.gpkg', UDA, opts)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/'gpkg_spatial_ref_sys' table has more than 10,000 rows/),
    });
  });

  it('copies rows out under a byte cap', async () => {
    const bytes = edited("UPDATE udas SET name = printf('%.*c', 300000, 'x')");
    await expect(
      analyseUpload(bytes, 'x.gpkg', UDA, { ...opts, maxValueBytes: 400_000 } as typeof opts),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/MB of values by feature 2\. Split it/),
    });
  });
});
