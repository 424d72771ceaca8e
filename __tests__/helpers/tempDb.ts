import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDb, db } from '@/lib/server/db/knex';
import { resetEnvCache } from '@/lib/server/env';

/**
 * Points this test file at a fresh temporary data folder (SQLite database + local documents), a copy of the
 * run's template (migrated and seeded once by scripts/jest-global-setup.mjs with the app's own seed script).
 * The app's start-up path still runs on it (migrations and seeds find nothing to do), and migrates and seeds
 * from scratch when there is no template (a file run outside jest's global setup). Call in beforeAll; returns a
 * cleanup.
 */
export async function useTempDatabase(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-test-'));
  const template = process.env.VTRANS_TEST_TEMPLATE;
  if (template && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  delete process.env.STORAGE_DIR;
  delete process.env.AZURE_STORAGE_CONNECTION_STRING;
  resetEnvCache();
  await closeDb();
  await db();
  return {
    dir,
    cleanup: async () => {
      await closeDb();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives this test file its own copy of the template database (beforeAll / afterAll) and empties `tables` before
 * each test, the setup most service and API suites repeat.
 */
export function withTempDatabase(clear: readonly string[] = []): void {
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ cleanup } = await useTempDatabase());
  }, 120_000);
  afterAll(() => cleanup?.());
  if (clear.length > 0) {
    beforeEach(async () => {
      const k = await db();
      for (const table of clear) await k(table).delete();
    });
  }
}
