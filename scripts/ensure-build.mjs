// Builds the app when there is no production build yet (or with --force), so `npm start` works on a fresh clone:
// `next build`, then the production server (server.ts, compiled to .next/server-entry/ by tsconfig.server.json)
// and the worker pool's bundle.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const force = process.argv.includes('--force');
const SERVER = '.next/server-entry/server.js';
// The worker pool's bundle (scripts/build-workers.mjs; lib/server/workers/pool.ts starts its threads from it).
const WORKERS = '.next/server-entry/workers/geo.js';
const JOBS = '.next/server-entry/jobs.js';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;

if (force || !existsSync('.next/BUILD_ID')) {
  console.log(
    force ? 'Building the production bundle…' : 'No production build yet: running `next build` first…',
  );
  const status = run(['next', 'build']);
  if (status !== 0) process.exit(status);
}
if (force || !existsSync(SERVER) || !existsSync(WORKERS) || !existsSync(JOBS)) {
  const status = run(['tsc', '-p', 'tsconfig.server.json']);
  if (status !== 0) process.exit(status);
  process.exit(
    spawnSync(process.execPath, ['scripts/build-workers.mjs'], { stdio: 'inherit', env }).status ?? 1,
  );
}
