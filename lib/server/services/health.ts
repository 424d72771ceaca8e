import fs from 'node:fs';
import Database from 'better-sqlite3';
import { knexConfig } from '@/lib/server/db/config';
import { db } from '@/lib/server/db/knex';
import { migrations } from '@/lib/server/db/migrations';
import { env } from '@/lib/server/env';
import { getStorage } from '@/lib/server/storage';

/**
 * Health and readiness for load balancers. Alive: the process answers. Ready: the database
 * answers a query and has every migration this build knows, the storage answers a read, mail has somewhere
 * to go, and the instance is not shutting down (server.ts sets the flag on SIGTERM, so the balancer stops
 * sending before the server stops listening). Each check says what failed, never a secret.
 */
export interface Readiness {
  ready: boolean;
  checks: { database: string; storage: string; mail: string; shutdown: string };
}

const holder = globalThis as typeof globalThis & { __vtransShuttingDown?: boolean };
const TIMEOUT_MS = 3000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The embedded SQLite file, opened afresh: the pool's open connection would keep answering from a file that
 * was moved, deleted or made unreadable, but a restarted or new instance could not open it, so that instance
 * is not ready. (SQL Server needs no such probe: every pooled query reaches the server.)
 */
function sqliteFileCheck(): void {
  const config = knexConfig();
  if (config.client !== 'better-sqlite3') return;
  const { filename } = config.connection as { filename: string };
  fs.accessSync(filename, fs.constants.R_OK | fs.constants.W_OK);
  const probe = new Database(filename, { readonly: true, fileMustExist: true });
  try {
    probe.prepare('select count(*) as n from knex_migrations').get();
  } finally {
    probe.close();
  }
}

async function databaseCheck(): Promise<string> {
  try {
    sqliteFileCheck();
    const k = await within(TIMEOUT_MS, db());
    await within(TIMEOUT_MS, k.raw('select 1 as ok'));
    const done = new Set(
      ((await within(TIMEOUT_MS, k('knex_migrations').select('name'))) as Array<{ name: string }>).map((r) =>
        r.name.replace(/\.(ts|js)$/, ''),
      ),
    );
    const missing = migrations.filter(([name]) => !done.has(name)).map(([name]) => name);
    return missing.length === 0
      ? 'ok'
      : `not migrated: ${missing.length} migration(s) to run (npm run db:migrate)`;
  } catch (err) {
    return `unreachable: ${err instanceof Error ? err.message.split('\n')[0].slice(0, 120) : 'error'}`;
  }
}

async function storageCheck(): Promise<string> {
  try {
    await within(TIMEOUT_MS, getStorage().getPrivate('health/probe.txt'));
    return 'ok';
  } catch (err) {
    return `unreachable: ${err instanceof Error ? err.message.split('\n')[0].slice(0, 120) : 'error'}`;
  }
}

export async function readiness(): Promise<Readiness> {
  const [database, storage] = await Promise.all([databaseCheck(), storageCheck()]);
  const mail = env().SMTP_URL ? 'ok: SMTP' : 'ok: outbox folder (embedded)';
  const shutdown = holder.__vtransShuttingDown ? 'shutting down' : 'ok';
  return {
    ready: database === 'ok' && storage === 'ok' && shutdown === 'ok',
    checks: { database, storage, mail, shutdown },
  };
}
