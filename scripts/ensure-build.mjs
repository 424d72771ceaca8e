// Builds the app when there is no production build yet, so `npm start` works on a fresh clone: `next build`,
// then the production server (server.ts, compiled to .next/server-entry/ by tsconfig.server.json) and the worker
// pool's bundle.
//   --if-changed  also rebuild when the sources differ from the ones the build was made from (`npm run test:e2e`:
//                 a rerun after a test-only change skips the 3-minute build). The stamp is a hash of every file git
//                 tracks or sees (ignored files aside) except tests, benchmarks and docs, with the Node version.
//   --force       always rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { sourceStamp } from './sourceStamp.mjs';

const force = process.argv.includes('--force');
const ifChanged = process.argv.includes('--if-changed');
const SERVER = '.next/server-entry/server.js';
// The worker pool's bundle (scripts/build-workers.mjs; lib/server/workers/pool.ts starts its threads from it).
const WORKERS = '.next/server-entry/workers/geo.js';
const JOBS = '.next/server-entry/jobs.js';
const STAMP = '.next/source-stamp';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;

const stamp = ifChanged ? sourceStamp() : null;
const built = existsSync('.next/BUILD_ID') && existsSync(SERVER) && existsSync(WORKERS) && existsSync(JOBS);
const stale = ifChanged && (stamp === null || !existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== stamp);

if (force || stale || !existsSync('.next/BUILD_ID')) {
  console.log(
    force || stale
      ? 'Building the production bundle…'
      : 'No production build yet: running `next build` first…',
  );
  const status = run(['next', 'build']);
  if (status !== 0) process.exit(status);
}
if (force || stale || !built) {
  const status = run(['tsc', '-p', 'tsconfig.server.json']);
  if (status !== 0) process.exit(status);
  const workers =
    spawnSync(process.execPath, ['scripts/build-workers.mjs'], { stdio: 'inherit', env }).status ?? 1;
  if (workers !== 0) process.exit(workers);
} else if (ifChanged) {
  console.log('The production build is up to date with the sources: not rebuilding.');
}
// Taken again after a build, in case the build itself rewrote a tracked file (next-env.d.ts, say).
const after = stale ? sourceStamp() : stamp;
if (after) writeFileSync(STAMP, after);
