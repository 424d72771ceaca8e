import path from 'node:path';
import { MSSQL_SCHEMA, parse as parseConnectionString } from '@tediousjs/connection-string';
import type { Knex } from 'knex';
import { dataPath, env } from '@/lib/server/env';

export type Dialect = 'sqlite' | 'mssql';

/** Parses mssql://user:password@host:port/database?encrypt=true into a tedious-style config. */
function parseMssqlUrl(url: string): Knex.MsSqlConnectionConfig {
  const u = new URL(url);
  const flag = (name: string, fallback: boolean) => {
    const v = u.searchParams.get(name);
    return v === null ? fallback : v === 'true' || v === '1';
  };
  return {
    server: u.hostname,
    port: u.port ? Number(u.port) : 1433,
    userName: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
    options: {
      encrypt: flag('encrypt', true),
      trustServerCertificate: flag('trustServerCertificate', false),
    },
  };
}

/**
 * Parses an ADO-style connection string (Server=…;Database=…;User ID=…;Password=…) with the parser mssql itself
 * uses (@tediousjs/connection-string): quoted values ('Password="a;b"', '{a;b}'), synonyms (Data Source,
 * Initial Catalog, UID, PWD) and boolean words are read the way SQL Server's drivers read them.
 */
function parseAdo(connectionString: string): Knex.MsSqlConnectionConfig {
  const parts = parseConnectionString(connectionString).toSchema(MSSQL_SCHEMA);
  const text = (key: string) => {
    const v = parts[key];
    return v === undefined || v === null ? undefined : String(v);
  };
  const flag = (key: string, fallback: boolean) => (typeof parts[key] === 'boolean' ? parts[key] : fallback);
  const [server, port] = (text('data source') ?? '').replace(/^tcp:/i, '').split(',');
  if (!server) throw new Error('DATABASE_URL: the SQL Server connection string has no Server=');
  return {
    server,
    port: port ? Number(port) : 1433,
    database: text('initial catalog') ?? '',
    userName: text('user id') ?? '',
    password: text('password') ?? '',
    options: {
      encrypt: flag('encrypt', true),
      trustServerCertificate: flag('trustservercertificate', false),
    },
  };
}

/** Which engine a DATABASE_URL names. */
export function dialectOf(databaseUrl: string | undefined): Dialect {
  if (!databaseUrl || databaseUrl.startsWith('sqlite:') || databaseUrl.startsWith('file:')) return 'sqlite';
  if (databaseUrl.startsWith('mssql://') || databaseUrl.startsWith('sqlserver://')) return 'mssql';
  if (/(^|;)\s*(server|data source)\s*=/i.test(databaseUrl)) return 'mssql';
  throw new Error(
    'DATABASE_URL must be empty (embedded SQLite), sqlite:<file>, mssql://… or an ADO-style SQL Server connection string',
  );
}

/** True for the embedded setup (SQLite): the only place demo accounts and demo submissions exist. */
export function isEmbedded(): boolean {
  return dialectOf(env().DATABASE_URL) === 'sqlite';
}

/** Whether to migrate and seed on first use: DB_AUTO_SETUP, or by default only for embedded SQLite. */
export function autoSetupEnabled(): boolean {
  return env().DB_AUTO_SETUP ?? isEmbedded();
}

/** The Knex configuration for a DATABASE_URL (empty → the embedded SQLite file). */
export function knexConfig(databaseUrl = env().DATABASE_URL): Knex.Config {
  if (dialectOf(databaseUrl) === 'mssql') {
    const url = databaseUrl as string;
    const connection = /^(mssql|sqlserver):\/\//.test(url) ? parseMssqlUrl(url) : parseAdo(url);
    return { client: 'mssql', connection, pool: { min: 0, max: 10 } };
  }
  const filename = databaseUrl
    ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), databaseUrl.replace(/^(sqlite|file):/, ''))
    : dataPath('vtrans.sqlite');
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      afterCreate: (
        conn: { pragma: (s: string) => unknown },
        done: (err: Error | null, conn: unknown) => void,
      ) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
  };
}
