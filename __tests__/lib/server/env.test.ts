/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { EnvSchema, parseEnv, resetEnvCache } from '@/lib/server/env';
import { autoSetupEnabled, dialectOf, isEmbedded, knexConfig } from '@/lib/server/db/config';

describe('env', () => {
  it('gives the embedded setup with no configuration at all', () => {
    const env = parseEnv({});
    expect(env.DATA_DIR).toBe('data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DB_AUTO_SETUP).toBeUndefined();
    expect(env.AZURE_STORAGE_CONNECTION_STRING).toBeUndefined();
    expect(env.AZURE_STORAGE_CONTAINER).toBe('vtrans-documents');
  });

  it('treats empty values (as in a copied .env.example) as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SITE_URL: '', DB_AUTO_SETUP: '' }).SITE_URL).toBe(
      'http://localhost:3000',
    );
  });

  it('names every invalid variable', () => {
    expect(() => parseEnv({ DB_AUTO_SETUP: 'maybe', SITE_URL: 'not a url' })).toThrow(
      /DB_AUTO_SETUP[\s\S]*SITE_URL/,
    );
  });

  it('.env.example documents exactly the variables of the schema', () => {
    const example = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(Object.keys(EnvSchema.shape).sort());
  });
});

describe('database configuration', () => {
  it('uses the SQLite file under DATA_DIR by default', () => {
    const config = knexConfig(undefined);
    expect(config.client).toBe('better-sqlite3');
    expect((config.connection as { filename: string }).filename).toMatch(/data[\\/]vtrans\.sqlite$/);
  });

  it('reads the mssql:// URL form', () => {
    const config = knexConfig('mssql://app:p%40ss@db.example.net:1444/vtrans?encrypt=true');
    expect(config.client).toBe('mssql');
    expect(config.connection).toMatchObject({
      server: 'db.example.net',
      port: 1444,
      userName: 'app',
      password: 'p@ss',
      database: 'vtrans',
      options: { encrypt: true, trustServerCertificate: false },
    });
  });

  it('reads the ADO connection-string form', () => {
    const config = knexConfig(
      'Server=tcp:vtrans.database.windows.net,1433;Initial Catalog=vtrans;User ID=app;Password=s3cret;Encrypt=True',
    );
    expect(config.connection).toMatchObject({
      server: 'vtrans.database.windows.net',
      port: 1433,
      database: 'vtrans',
      userName: 'app',
      password: 's3cret',
    });
  });

  it('reads quoted values, synonyms and boolean words the way SQL Server drivers do', () => {
    const quoted = knexConfig(
      'Data Source=db.internal,1444;Database=vtrans;UID=app;PWD="pa;ss=word";TrustServerCertificate=yes;Encrypt=false',
    );
    expect(quoted.connection).toMatchObject({
      server: 'db.internal',
      port: 1444,
      database: 'vtrans',
      userName: 'app',
      password: 'pa;ss=word',
      options: { encrypt: false, trustServerCertificate: true },
    });
    const braced = knexConfig('Server=db;Initial Catalog=v;User ID=a;Password={x;y}}z}');
    expect(braced.connection).toMatchObject({ server: 'db', password: 'x;y}z', database: 'v' });
  });

  it('rejects a URL it does not understand instead of guessing', () => {
    expect(() => dialectOf('postgres://x@y/z')).toThrow(/DATABASE_URL must be/);
  });
});

describe('automatic setup', () => {
  afterEach(() => {
    delete process.env.DB_AUTO_SETUP;
    delete process.env.DATABASE_URL;
    resetEnvCache();
  });
  const withEnv = (vars: Record<string, string>) => {
    Object.assign(process.env, vars);
    resetEnvCache();
  };

  it('is on for the embedded SQLite database and off by default on SQL Server', () => {
    withEnv({ DATABASE_URL: '' });
    expect([isEmbedded(), autoSetupEnabled()]).toEqual([true, true]);
    withEnv({ DATABASE_URL: 'mssql://app:pw@db.example:1433/vtrans' });
    expect([isEmbedded(), autoSetupEnabled()]).toEqual([false, false]);
    withEnv({ DB_AUTO_SETUP: 'true' });
    expect(autoSetupEnabled()).toBe(true);
  });
});
