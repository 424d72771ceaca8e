import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDb, db } from '@/lib/server/db/knex';
import { resetEnvCache } from '@/lib/server/env';

/**
 * Points this test file at a fresh temporary data folder (SQLite database + local documents),
 * migrated and seeded by the app's own start-up path. Call in beforeAll; returns a cleanup.
 */
export async function useTempDatabase(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-test-'));
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
