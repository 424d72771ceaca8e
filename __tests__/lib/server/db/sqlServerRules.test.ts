/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { MSSQL_MAX_PARAMETERS, MSSQL_MAX_VALUES_ROWS } from '@/lib/server/db/batch';
import { knexConfig } from '@/lib/server/db/config';
import { createKnex, db, migrateLatest } from '@/lib/server/db/knex';
import { migrations, migrationSource } from '@/lib/server/db/migrations';
import { seedDatabase } from '@/lib/server/db/seeds';
import { insertBatched } from '@/lib/server/db/seeds/upsert';
import { articleQueries } from '@/lib/server/repositories/articles';
import { updateQueries } from '@/lib/server/repositories/updates';
import { interactiveQueryQueries } from '@/lib/server/repositories/interactiveQueries';
import { spatialDataQueries } from '@/lib/server/repositories/spatialData';
import { getArticle } from '@/lib/server/services/articles';
import { findUpdate } from '@/lib/server/services/updates';
import { syncDocumentMirror } from '@/lib/server/services/documents';
import { getInteractiveQuery } from '@/lib/server/services/interactiveQueries';
import { listPeople, sessionUser } from '@/lib/server/services/people';
import { log } from '@/lib/server/log';
import { DEMO, userId } from '../../../helpers/session';
import { getLayer } from '@/lib/server/services/spatialData';
import type { DocumentStorage, StoredDocument } from '@/lib/server/storage/types';
import { currentSchema, dateTimeColumns, type SchemaModel } from '../../../helpers/mssqlSchema';
import { useTempDatabase } from '../../../helpers/tempDb';

/**
 * What SQL Server refuses or does differently, checked on the embedded SQLite engine (both run the same
 * code): statement size limits, date-times with offsets, and keys that differ only in case.
 */

interface Sent {
  sql: string;
  bindings: readonly unknown[];
}

/** Records every statement a Knex instance sends. */
function recordQueries(k: Knex): Sent[] {
  const sent: Sent[] = [];
  k.on('query', (q: { sql: string; bindings?: readonly unknown[] }) =>
    sent.push({ sql: q.sql, bindings: q.bindings ?? [] }),
  );
  return sent;
}

/** Statements over SQL Server's 2,100 parameters or 1,000 VALUES rows. */
function overLimits(sent: Sent[]): string[] {
  return sent.flatMap((s) => {
    const rows = /^insert into .* values /i.test(s.sql) ? (s.sql.match(/\),\s*\(/g)?.length ?? 0) + 1 : 0;
    return s.bindings.length >= MSSQL_MAX_PARAMETERS || rows > MSSQL_MAX_VALUES_ROWS
      ? [`${s.bindings.length} parameters, ${rows} rows: ${s.sql.slice(0, 80)}…`]
      : [];
  });
}

const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?Z$/;

describe('a fresh database (migrations and seeds, demo accounts included)', () => {
  let k: Knex;
  let dir: string;
  let sent: Sent[];
  let model: SchemaModel;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-mssql-rules-'));
    k = createKnex(knexConfig(`sqlite:${path.join(dir, 'db.sqlite')}`));
    sent = recordQueries(k);
    await migrateLatest(k);
    await seedDatabase(k, { demo: true });
    model = await currentSchema();
  });
  afterAll(async () => {
    await k.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is built in statements within SQL Server’s parameter and VALUES-row limits', () => {
    expect(sent.length).toBeGreaterThan(50);
    expect(sent.some((s) => s.bindings.length > 1000)).toBe(true); // the check sees the big batches
    expect(overLimits(sent)).toEqual([]);
  });

  it('stores every datetime2 value in UTC (an offset would be dropped by SQL Server)', async () => {
    const columns = dateTimeColumns(model);
    expect(columns).toContain('articles.updated_at');
    expect(columns).toContain('events.starts_at');
    const offenders: string[] = [];
    for (const tc of columns) {
      const [table, column] = tc.split('.');
      const values = (await k(table).whereNotNull(column).pluck(column)) as unknown[];
      for (const v of values) if (!UTC.test(String(v))) offenders.push(`${tc} = ${String(v)}`);
    }
    expect(offenders).toEqual([]);
  });

  it('has no two keys that differ only in case (SQL Server’s collation would call them duplicates)', async () => {
    const offenders: string[] = [];
    for (const key of model.keys.filter((x) => x.kind !== 'index')) {
      const types = key.columns.map((c) => model.tables.get(key.table)?.get(c)?.type ?? '');
      if (!types.some((t) => /char/i.test(t))) continue;
      const rows = (await k(key.table).select(key.columns)) as Array<Record<string, unknown>>;
      const seen = new Map<string, string>();
      for (const r of rows) {
        const exact = key.columns.map((c) => String(r[c])).join(' | ');
        const folded = exact.toLowerCase();
        const other = seen.get(folded);
        if (other !== undefined && other !== exact) offenders.push(`${key.table}: ${other} ~ ${exact}`);
        seen.set(folded, exact);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('the document mirror on SQL Server terms', () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await useTempDatabase());
  });
  afterAll(() => cleanup());

  const doc = (p: string, title = `Document ${p}`): StoredDocument => ({
    path: p,
    title,
    contentType: 'application/pdf',
    size: 1024,
    lastModified: '2026-03-09T09:00:00-05:00',
    tags: { topic: 'Policy', planCycle: '2022-2025', docType: 'Technical Memo' },
    accessible: false,
  });
  const storeOf = (docs: StoredDocument[]) => ({ list: async () => docs }) as unknown as DocumentStorage;

  it('inserts and removes thousands of documents in statements within the limits', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => doc(`bulk/file-${String(i).padStart(4, '0')}.pdf`));
    const sent = recordQueries(await db());
    expect((await syncDocumentMirror(storeOf(many))).inserted).toBe(2500);
    expect(await count()).toBe(2500);
    expect(await syncDocumentMirror(storeOf([]))).toEqual({ inserted: 0, updated: 0, removed: 2500 });
    expect(await count()).toBe(0);
    expect(sent.some((s) => s.bindings.length > 1000)).toBe(true);
    expect(overLimits(sent)).toEqual([]);
  });

  it('stores the modification time in UTC', async () => {
    await syncDocumentMirror(storeOf([doc('policy/memo.pdf')]));
    const row = await (await db())('documents').where({ path: 'policy/memo.pdf' }).first();
    expect(row.updated_at).toBe('2026-03-09T14:00:00.000Z');
  });

  it('treats paths that differ only in case as one document, as SQL Server’s unique index would', async () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    const result = await syncDocumentMirror(
      storeOf([doc('policy/memo.pdf'), doc('Policy/Memo.pdf', 'Shadow copy')]),
    );
    expect(result).toEqual({ inserted: 0, updated: 1, removed: 0 });
    expect(warn).toHaveBeenCalledWith(
      { path: 'policy/memo.pdf' },
      expect.stringContaining('differs only in case'),
    );
    warn.mockRestore();
    // A file renamed only in case updates its row (an insert would break the unique index on SQL Server).
    expect(await syncDocumentMirror(storeOf([doc('policy/MEMO.pdf')]))).toEqual({
      inserted: 0,
      updated: 1,
      removed: 0,
    });
    const paths = await (await db())('documents').pluck('path');
    expect(paths).toEqual(['policy/MEMO.pdf']);
  });

  async function count(): Promise<number> {
    const [{ n }] = await (await db())('documents').count({ n: '*' });
    return Number(n);
  }
});

describe('the people list with thousands of accounts', () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await useTempDatabase());
  });
  afterAll(() => cleanup());

  it('reads their roles in statements within the parameter limit', async () => {
    const k = await db();
    const users = Array.from({ length: 2300 }, (_, i) => ({
      id: `bulk-${i}`,
      email: `person${i}@example.com`,
      illustrative: true,
      created_at: '2026-11-22T10:00:00.000Z',
      status: 'active',
    }));
    await insertBatched(k, 'users', users);
    const sent = recordQueries(k);
    const admin = (await sessionUser(await userId(DEMO.admin), 0))!;
    expect((await listPeople(admin)).length).toBeGreaterThanOrEqual(2300);
    expect(overLimits(sent)).toEqual([]);
  });
});

describe('exact-key lookups answer the same on both engines', () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await useTempDatabase());
  });
  afterAll(() => cleanup());
  afterEach(() => jest.restoreAllMocks());

  /** Makes a lookup answer as SQL Server's case-insensitive collation does: the row whose key differs in case. */
  function asSqlServer<T extends object>(repo: T, name: keyof T, row: Record<string, unknown>) {
    jest.spyOn(repo, name as never).mockReturnValue(Promise.resolve(row) as never);
  }

  it('an article slug, an update key, a saved-query id and a layer id differing in case are not found', async () => {
    const article = await getArticle('about-vtrans');
    asSqlServer(articleQueries, 'articleBySlug', {
      slug: 'about-vtrans',
      page_path: '/x',
      title: 't',
      intro: '',
    });
    await expect(getArticle('About-VTrans')).rejects.toMatchObject({ status: 404 });
    expect(article.Title).toBeTruthy();

    asSqlServer(updateQueries, 'updateByKey', { update_key: '01-21-2022-Midterm-Needs' });
    expect(await findUpdate('01-21-2022-midterm-needs')).toBeNull();

    const id = '3f2b8c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f';
    asSqlServer(interactiveQueryQueries, 'byId', { id, tool: 'map-explorer', state: '{}', created_at: '' });
    await expect(getInteractiveQuery(id.toUpperCase())).rejects.toMatchObject({ status: 404 });

    asSqlServer(spatialDataQueries, 'layer', { layer_id: 'urban-development-areas', layer_name: 'UDAs' });
    await expect(getLayer({ layerID: 'Urban-Development-Areas' })).rejects.toMatchObject({ status: 404 });
    await expect(getLayer({ layerName: 'udas' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('migration 017 (verification_tokens key within 900 bytes) on a database that has tokens', () => {
  it('keeps the pending SHA-256 tokens and their keys, drops longer values', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-017-'));
    const k = createKnex(knexConfig(`sqlite:${path.join(dir, 'db.sqlite')}`));
    try {
      const before = migrations.filter(([name]) => name < '20261122_017');
      await k.migrate.latest({ migrationSource: { ...migrationSource, getMigrations: async () => before } });
      const hash = 'a'.repeat(64);
      await k('verification_tokens').insert([
        { identifier: 'ada@example.com', token: hash, expires: '2026-11-22T10:15:00.000Z' },
        { identifier: 'bob@example.com', token: 'b'.repeat(100), expires: '2026-11-22T10:15:00.000Z' },
      ]);
      await migrateLatest(k);
      expect(await k('verification_tokens').select('identifier', 'token', 'expires')).toEqual([
        { identifier: 'ada@example.com', token: hash, expires: '2026-11-22T10:15:00.000Z' },
      ]);
      const columns = (await k.raw("pragma table_info('verification_tokens')")) as Array<{
        name: string;
        pk: number;
      }>;
      expect(columns.filter((c) => c.pk > 0).map((c) => c.name)).toEqual(['identifier', 'token']);
      const indexes = (await k.raw("pragma index_list('verification_tokens')")) as Array<{
        name: string;
        unique: number;
      }>;
      expect(indexes).toContainEqual(
        expect.objectContaining({ name: 'verification_tokens_token_unique', unique: 1 }),
      );
      await k.migrate.down({ migrationSource });
      expect(await k('verification_tokens').pluck('token')).toEqual([hash]);
    } finally {
      await k.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
