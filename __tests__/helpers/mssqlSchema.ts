import knexFactory, { type Knex } from 'knex';
import { migrations } from '@/lib/server/db/migrations';

/**
 * No SQL Server runs on these machines: migrations are run against a stand-in that compiles every schema
 * and query call with Knex's mssql client (no connection) and records the T-SQL instead of executing it.
 */
export const mssql = knexFactory({ client: 'mssql' });

/** Runs one migration function and returns the T-SQL it would send, in order. */
export async function ddlOf(fn: (k: Knex) => Promise<void>): Promise<string[]> {
  const statements: string[] = [];
  const record = (compiled: { sql: string } | Array<{ sql: string }>) => {
    for (const s of Array.isArray(compiled) ? compiled : [compiled]) statements.push(s.sql);
  };
  const schema = new Proxy(
    {},
    {
      get:
        (_t, method: string) =>
        (...args: unknown[]) => {
          const builder = (
            mssql.schema as unknown as Record<string, (...a: unknown[]) => Knex.SchemaBuilder>
          )[method](...args);
          return {
            then(resolve: (v: unknown) => void) {
              record(builder.toSQL());
              resolve(undefined);
            },
          };
        },
    },
  );
  // Query builders (data migrations) are compiled when awaited; nested ones are compiled by their parent.
  const stand = Object.assign(
    (table: string) => {
      const qb = mssql(table);
      Object.defineProperty(qb, 'then', {
        value: (resolve: (v: unknown) => void) => {
          record(qb.toSQL().toNative());
          resolve([]);
        },
      });
      return qb;
    },
    {
      schema,
      raw: mssql.raw.bind(mssql),
      ref: mssql.ref.bind(mssql),
      whereRaw: mssql.whereRaw.bind(mssql), // an index's predicate
      client: mssql.client,
      fn: mssql.fn,
    },
  );
  await fn(stand as unknown as Knex);
  return statements.map((s) => s.replace(/\s+/g, ' ').trim());
}

/** Every migration's up and down T-SQL, by migration name. */
export async function migrationSql(): Promise<Array<{ name: string; up: string[]; down: string[] }>> {
  const out = [];
  for (const [name, m] of migrations) out.push({ name, up: await ddlOf(m.up), down: await ddlOf(m.down) });
  return out;
}

export interface Column {
  name: string;
  type: string;
  /** Bytes the column takes in an index key; Infinity for (max) types, which cannot be key columns. */
  keyBytes: number;
}

export interface Key {
  table: string;
  name: string;
  kind: 'primary key' | 'unique constraint' | 'unique index' | 'filtered unique index' | 'index';
  columns: string[];
}

export interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  references: { table: string; columns: string[] };
}

export interface SchemaModel {
  tables: Map<string, Map<string, Column>>;
  keys: Key[];
  foreignKeys: ForeignKey[];
}

/** Bytes of one value of a T-SQL type in an index key (nvarchar is two bytes per character). */
function keyBytes(type: string): number {
  const t = type.toLowerCase();
  const sized = /^(n?)(var)?char\((\d+|max)\)$/.exec(t);
  if (sized) return sized[3] === 'max' ? Infinity : Number(sized[3]) * (sized[1] ? 2 : 1);
  const fixed: Record<string, number> = {
    bit: 1,
    tinyint: 1,
    smallint: 2,
    int: 4,
    bigint: 8,
    real: 4,
    float: 8,
    date: 3,
    datetime: 8,
    datetime2: 8,
    datetimeoffset: 10,
    uniqueidentifier: 16,
  };
  if (t in fixed) return fixed[t];
  if (/^decimal|^numeric/.test(t)) return 17;
  return Infinity; // text, ntext, image, xml, varbinary(max)…: not indexable
}

const names = (list: string) => [...list.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);

/** Splits a CREATE TABLE body at top-level commas. */
function topLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '(') depth++;
    else if (body[i] === ')') depth--;
    else if (body[i] === ',' && depth === 0) {
      parts.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(body.slice(start).trim());
  return parts;
}

/**
 * The schema the migrations leave on SQL Server, read from their compiled T-SQL: columns with their types,
 * primary keys, unique constraints, (filtered) unique indexes, plain indexes and foreign keys.
 */
export function schemaModel(statements: string[]): SchemaModel {
  const model: SchemaModel = { tables: new Map(), keys: [], foreignKeys: [] };
  const addColumn = (table: string, def: string) => {
    const m = /^\[(\w+)\] (\w+(?:\([\w, ]+\))?)/.exec(def);
    if (!m) throw new Error(`Unread column definition: ${def}`);
    model.tables.get(table)!.set(m[1], { name: m[1], type: m[2], keyBytes: keyBytes(m[2]) });
    if (/\bprimary key\b/i.test(def)) {
      model.keys.push({ table, name: `${table}_pkey`, kind: 'primary key', columns: [m[1]] });
    }
  };
  const addConstraint = (table: string, def: string) => {
    const fk = /^CONSTRAINT \[(\w+)\] FOREIGN KEY \(([^)]*)\) REFERENCES \[(\w+)\] \(([^)]*)\)/i.exec(def);
    if (fk) {
      model.foreignKeys.push({
        table,
        name: fk[1],
        columns: names(fk[2]),
        references: { table: fk[3], columns: names(fk[4]) },
      });
      return;
    }
    const key = /^CONSTRAINT \[(\w+)\] (PRIMARY KEY|UNIQUE) \(([^)]*)\)/i.exec(def);
    if (!key) throw new Error(`Unread constraint: ${def}`);
    const kind = key[2].toUpperCase() === 'UNIQUE' ? 'unique constraint' : 'primary key';
    model.keys.push({ table, name: key[1], kind, columns: names(key[3]) });
  };
  const dropTable = (table: string) => {
    model.tables.delete(table);
    model.keys = model.keys.filter((k) => k.table !== table);
    model.foreignKeys = model.foreignKeys.filter((f) => f.table !== table);
  };

  for (const sql of statements) {
    let m: RegExpExecArray | null;
    if ((m = /^CREATE TABLE \[(\w+)\] \((.*)\)$/.exec(sql))) {
      model.tables.set(m[1], new Map());
      for (const def of topLevel(m[2])) {
        if (/^CONSTRAINT /i.test(def)) addConstraint(m[1], def);
        else addColumn(m[1], def);
      }
    } else if ((m = /^ALTER TABLE \[(\w+)\] ADD (CONSTRAINT .*)$/.exec(sql))) {
      addConstraint(m[1], m[2]);
    } else if ((m = /^ALTER TABLE \[(\w+)\] ADD (\[.*)$/.exec(sql))) {
      for (const def of topLevel(m[2])) addColumn(m[1], def);
    } else if ((m = /^ALTER TABLE \[(\w+)\] DROP CONSTRAINT \[(\w+)\]$/.exec(sql))) {
      const [table, name] = [m[1], m[2]];
      model.foreignKeys = model.foreignKeys.filter((f) => !(f.table === table && f.name === name));
      model.keys = model.keys.filter((k) => !(k.table === table && k.name === name));
    } else if ((m = /^ALTER TABLE \[(\w+)\] ALTER COLUMN (\[.*)$/.exec(sql))) {
      addColumn(m[1], m[2]); // the column again with its new type (nullability is not modelled)
    } else if ((m = /^ALTER TABLE \[(\w+)\] DROP COLUMN (.*)$/.exec(sql))) {
      for (const c of names(m[2])) model.tables.get(m[1])?.delete(c);
    } else if ((m = /^CREATE (UNIQUE )?INDEX \[(\w+)\] ON \[(\w+)\] \(([^)]*)\)( where .*)?$/i.exec(sql))) {
      const kind = !m[1] ? 'index' : m[5] ? 'filtered unique index' : 'unique index';
      model.keys.push({ table: m[3], name: m[2], kind, columns: names(m[4]) });
    } else if ((m = /^(?:if object_id\('\[(\w+)\]', 'U'\) is not null )?DROP TABLE \[(\w+)\]$/.exec(sql))) {
      dropTable(m[2]);
    } else if ((m = /^DROP INDEX \[(\w+)\] ON \[(\w+)\]$/.exec(sql))) {
      const name = m[1];
      model.keys = model.keys.filter((k) => k.name !== name);
    } else if (/^(insert|select|update|delete|DECLARE)\b/i.test(sql)) {
      // data, or Knex's default-constraint lookup before DROP COLUMN: no schema change
    } else {
      throw new Error(`The schema model cannot read this statement; teach it: ${sql}`);
    }
  }
  return model;
}

/** The schema after every migration's up, in order. */
export async function currentSchema(): Promise<SchemaModel> {
  return schemaModel((await migrationSql()).flatMap((m) => m.up));
}

/** Names of every datetime2 column, as 'table.column'. */
export function dateTimeColumns(model: SchemaModel): Set<string> {
  const out = new Set<string>();
  for (const [table, columns] of model.tables) {
    for (const c of columns.values()) if (c.type.toLowerCase() === 'datetime2') out.add(`${table}.${c.name}`);
  }
  return out;
}
