/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as health from '@/pages/api/health';
import * as ready from '@/pages/api/ready';
import { db } from '@/lib/server/db/knex';
import { resetEnvCache } from '@/lib/server/env';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ cleanup, dir } = await useTempDatabase());
}, 120_000);
afterAll(() => cleanup());

describe('GET /api/health and /api/ready', () => {
  it('says alive, and ready when the database is migrated and the storage answers', async () => {
    expect((await callApi(health)).json).toEqual({ status: 'alive' });
    const res = await callApi(ready);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('503 naming the check when a migration has not run, and when the instance is shutting down', async () => {
    const k = await db();
    const last = await k('knex_migrations').orderBy('id', 'desc').first('id', 'name');
    await k('knex_migrations').where({ id: last.id }).delete();
    try {
      const res = await callApi(ready);
      expect(res.status).toBe(503);
      expect((res.json as { checks: { database: string } }).checks.database).toMatch(
        /^not migrated: 1 migration\(s\) to run/,
      );
    } finally {
      await k('knex_migrations').insert({ name: last.name, batch: 1, migration_time: new Date() });
    }
    const flag = globalThis as { __vtransShuttingDown?: boolean };
    flag.__vtransShuttingDown = true;
    try {
      expect((await callApi(ready)).status).toBe(503);
    } finally {
      flag.__vtransShuttingDown = false;
    }
    expect((await callApi(ready)).status).toBe(200);
  });

  it('503 when the storage cannot be read', async () => {
    // Azure Blob storage on a port where nothing listens.
    process.env.AZURE_STORAGE_CONNECTION_STRING =
      'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;' +
      'AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;' +
      'BlobEndpoint=http://127.0.0.1:9/devstoreaccount1;';
    resetEnvCache();
    try {
      const res = await callApi(ready);
      expect(res.status).toBe(503);
      expect((res.json as { checks: { storage: string } }).checks.storage).toMatch(/^unreachable: /);
    } finally {
      delete process.env.AZURE_STORAGE_CONNECTION_STRING;
      resetEnvCache();
    }
    expect((await callApi(ready)).status).toBe(200);
  });

  it('503 when the database file cannot be opened, though the pool still holds it; 200 once it is back', async () => {
    const file = path.join(dir, 'vtrans.sqlite');
    expect((await callApi(ready)).status).toBe(200);
    fs.renameSync(file, `${file}.away`);
    try {
      const res = await callApi(ready);
      expect(res.status).toBe(503);
      expect((res.json as { checks: { database: string } }).checks.database).toMatch(/^unreachable: /);
      // The pooled connection still answers: only a fresh open tells a new instance would fail.
      expect(await (await db()).raw('select 1 as ok')).toBeTruthy();
    } finally {
      fs.renameSync(`${file}.away`, file);
    }
    expect((await callApi(ready)).status).toBe(200);
  });
});
