import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { autoSetupEnabled, isEmbedded, knexConfig } from './config';
import { migrationSource } from './migrations';
import { seedDatabase } from './seeds';

interface DbState {
  knex: Knex;
  ready?: Promise<Knex>;
}

const globalForDb = globalThis as typeof globalThis & { __vtransDb?: DbState };

/** Creates a Knex instance for a configuration, making the SQLite folder if needed. */
export function createKnex(config: Knex.Config = knexConfig()): Knex {
  if (config.client !== 'better-sqlite3') return knexFactory(config);
  const filename = (config.connection as { filename: string }).filename;
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  const knex = knexFactory(config);
  beginImmediate(knex);
  return knex;
}

type TransactionInternals = { begin(conn: unknown): unknown; query(conn: unknown, sql: string): unknown };

/**
 * SQLite transactions begin IMMEDIATE, holding the write lock from their first statement. Knex begins them
 * DEFERRED: a transaction that reads, then writes, fails at once with "database is locked" (SQLITE_BUSY: its
 * snapshot is stale, and busy_timeout does not apply) when another process wrote in between, as two instances
 * on one SQLite file do (a reviewer's publish answered 500 that way). Immediate, the other writer waits its turn
 * (busy_timeout) instead. Knex has no option for it, so each new transaction's begin is replaced; nested ones
 * use savepoints and are left alone.
 */
function beginImmediate(knex: Knex) {
  const client = knex.client as { transaction: (...args: unknown[]) => TransactionInternals };
  const make = client.transaction.bind(client);
  client.transaction = (...args: unknown[]) => {
    const trx = make(...args);
    trx.begin = (conn) => trx.query(conn, 'BEGIN IMMEDIATE;');
    return trx;
  };
}

/** Runs every pending migration. */
export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}

/**
 * The one Knex instance of this process (kept on globalThis so dev hot reload reuses the pool),
 * migrated and seeded on first use when DB_AUTO_SETUP is on.
 */
export function db(): Promise<Knex> {
  globalForDb.__vtransDb ??= { knex: createKnex() };
  const state = globalForDb.__vtransDb;
  state.ready ??= (async () => {
    if (autoSetupEnabled()) {
      await migrateLatest(state.knex);
      await seedDatabase(state.knex, { demo: isEmbedded() });
    }
    return state.knex;
  })().catch((err) => {
    state.ready = undefined; // let the next request try again (e.g. the database was briefly down)
    throw err;
  });
  return state.ready;
}

/** Closes the shared instance (scripts and tests). */
/** Work that must reach the database before it closes (e.g. search misses counted in memory). */
const beforeClose = new Set<() => Promise<void>>();

/** Registers `flush` to run once before the next closeDb(): pending writes are made, not lost. */
export function flushBeforeClose(flush: () => Promise<void>): void {
  beforeClose.add(flush);
}

export async function closeDb(): Promise<void> {
  const flushes = [...beforeClose];
  beforeClose.clear();
  if (globalForDb.__vtransDb) for (const flush of flushes) await flush();
  const state = globalForDb.__vtransDb;
  globalForDb.__vtransDb = undefined;
  if (state) await state.knex.destroy();
}
