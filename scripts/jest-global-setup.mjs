// Jest's global setup: bundle the worker-thread pool's entry fresh (scripts/build-workers.mjs), so suites that
// upload, extract or download run the code under test in real worker threads.
import { spawnSync } from 'node:child_process';

export default function globalSetup() {
  const run = spawnSync(process.execPath, ['scripts/build-workers.mjs', '--quiet'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('Could not bundle the worker pool (scripts/build-workers.mjs).');
}
