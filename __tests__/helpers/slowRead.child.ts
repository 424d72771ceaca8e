/**
 * A stand-in for a GeoPackage read that never ends inside SQLite's C code (a recursive query with no bound, as
 * a hostile file could hide one): served like the real reader (lib/server/geo/intake/gpkg.child.ts). It writes
 * its pid to `marker` once it is about to enter the query, so the test waits for that state.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { serveOnce } from '@/lib/server/geo/intake/killable.child';

serveOnce(({ marker }: { marker: string }) => {
  const db = new Database(':memory:');
  fs.writeFileSync(marker, String(process.pid));
  return db
    .prepare('WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) AS n FROM r')
    .get();
});
