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
  if (config.client === 'better-sqlite3') {
    const filename = (config.connection as { filename: string }).filename;
    fs.mkdirSync(path.dirname(filename), { recursive: true });
  }
  return knexFactory(config);
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
