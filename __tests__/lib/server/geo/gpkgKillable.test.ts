/** @jest-environment node */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { toGeoPackage } from '@/lib/server/geo/gpkg';
import { GPKG_READ_SCRIPT, readGeoPackageKillable } from '@/lib/server/geo/intake/gpkgRead';
import { runInChild } from '@/lib/server/geo/intake/killable';
import { udaFeatures } from '../../../helpers/spatialFixtures';

/**
 * The GeoPackage read runs where a budget can stop it: a child process killed at its budget. A stand-in read
 * that never ends inside SQLite's C code (what terminating a pool thread cannot stop) is killed at its budget
 * with a sentence for the person, while this process goes on answering; and a child whose parent is gone ends
 * at its own deadline.
 */

// Beside the app's bundles, so the child finds better-sqlite3 in the project's node_modules.
const SLOW = path.join(process.cwd(), '.next', 'server-entry', 'test', `slow-read-${process.pid}.js`);
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-killable-'));
  await build({
    entryPoints: [path.join(__dirname, '../../../helpers/slowRead.child.ts')],
    outfile: SLOW,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    tsconfig: 'tsconfig.json',
    external: ['better-sqlite3'],
    logLevel: 'warning',
  });
});
afterAll(() => {
  fs.rmSync(SLOW, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}

describe('a read a budget can kill', () => {
  it('kills a read stuck in native code at its budget (422), and this process answers meanwhile', async () => {
    const server = http.createServer((_req, res) => res.end('answering'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      const marker = path.join(dir, 'slow.pid');
      const read = runInChild(SLOW, { marker }, { budgetMs: 3_000, tooSlow: 'too slow to read' });
      let settled = false;
      read.then(
        () => (settled = true),
        () => (settled = true),
      );
      await until(() => settled || (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') !== ''));
      const pid = Number(fs.readFileSync(marker, 'utf8'));
      // The read is inside SQLite's C code now; the site's own thread is free.
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.text()).toBe('answering');
      await expect(read).rejects.toMatchObject({ status: 422, message: 'too slow to read' });
      expect(alive(pid)).toBe(false);
    } finally {
      server.close();
    }
  });

  it('a child whose parent does not kill it (a pool thread terminated at its budget) ends at its own deadline', async () => {
    const marker = path.join(dir, 'orphan.pid');
    const child = fork(SLOW, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ended = new Promise<NodeJS.Signals | null>((r) => child.once('exit', (_code, signal) => r(signal)));
    child.send({ input: { marker }, budgetMs: 300 }); // and no timer here
    expect(await ended).toBe('SIGKILL');
    expect(fs.existsSync(marker)).toBe(true); // it had entered the endless query
  });

  it('reads a real GeoPackage in the child: the features as the reader gives them', async () => {
    expect(fs.existsSync(GPKG_READ_SCRIPT)).toBe(true);
    const bytes = toGeoPackage([{ table: 'udas', title: 'UDAs', fields: [], features: udaFeatures(3) }]);
    const raw = await readGeoPackageKillable(bytes, { maxFeatures: 10 });
    expect(raw).toMatchObject({ format: 'gpkg', geographic: true });
    expect(raw.features).toHaveLength(3);
    await expect(readGeoPackageKillable(bytes, { maxFeatures: 2 })).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^The layer has 3 features; at most 2/),
    });
  });
});
