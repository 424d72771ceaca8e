/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import { knexConfig } from '@/lib/server/db/config';
import { createKnex } from '@/lib/server/db/knex';

/**
 * Several instances may share one SQLite file. A transaction that reads and then writes must not fail because
 * another process wrote in between ("database is locked": a reviewer's publish answered 500 that way when two
 * instances shared a file). It holds the write lock from its start, so the other writer waits for it instead.
 */
let dir: string;
let file: string;
let k: Knex;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-trx-'));
  file = path.join(dir, 'db.sqlite');
  k = createKnex(knexConfig(`sqlite:${file}`));
  await k.schema.createTable('t', (t) => t.integer('x'));
});
afterEach(async () => {
  await k.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process's connection to the same file, which does not wait for a lock. */
const otherProcess = () => {
  const other = new Database(file);
  other.pragma('busy_timeout = 0');
  return other;
};

test('a transaction holds the write lock from its first statement: another writer cannot slip in between', async () => {
  await k.transaction(async (trx) => {
    expect(await trx('t').select()).toEqual([]); // a read first, as a review reads the submission
    const other = otherProcess();
    try {
      expect(() => other.prepare('insert into t (x) values (1)').run()).toThrow(/database is locked/);
    } finally {
      other.close();
    }
    await trx('t').insert({ x: 2 }); // the write that would have failed with a stale snapshot
  });
  expect(await k('t').pluck('x')).toEqual([2]);
  // Once it has committed, the other writer gets its turn.
  const other = otherProcess();
  other.prepare('insert into t (x) values (1)').run();
  other.close();
  expect((await k('t').pluck('x')).sort()).toEqual([1, 2]);
});

test('a nested transaction is a savepoint of the outer one, and rolls back alone', async () => {
  await k.transaction(async (trx) => {
    await trx('t').insert({ x: 1 });
    await trx
      .transaction(async (inner) => {
        await inner('t').insert({ x: 2 });
        throw new Error('undone');
      })
      .catch(() => undefined);
  });
  expect(await k('t').pluck('x')).toEqual([1]);
});
