// Jest's global setup:
// 1. bundle the worker pool's entry fresh (scripts/build-workers.mjs), so suites that upload, extract or download
//    run the code under test in real worker threads;
// 2. make the template data folder once per run: a SQLite database migrated and seeded by the app's own seed
//    script (scripts/db-seed.ts). __tests__/helpers/tempDb.ts copies it for each test file (about 20 ms) instead
//    of migrating and seeding a database per file (about 3–5 s each, in 40-odd files).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  const run = spawnSync(process.execPath, ['scripts/build-workers.mjs', '--quiet'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('Could not bundle the worker pool (scripts/build-workers.mjs).');

  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-template-'));
  const env = { ...process.env, DATA_DIR: template, DATABASE_URL: '', AZURE_STORAGE_CONNECTION_STRING: '' };
  delete env.STORAGE_DIR;
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], {
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    throw new Error(
      `Could not make the template database (scripts/db-seed.ts):\n${seed.stdout}\n${seed.stderr}`,
    );
  }
  // Read by the workers (they inherit this process's environment) and removed by the global teardown.
  process.env.VTRANS_TEST_TEMPLATE = template;
}
