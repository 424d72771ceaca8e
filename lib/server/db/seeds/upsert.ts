import type { Knex } from 'knex';

/** Default insert batch sizes: SQL Server allows at most 2100 bound parameters per statement. */
export function batchSizeFor(knex: Knex, columns: number): number {
  return knex.client.config.client === 'mssql' ? Math.max(1, Math.floor(2000 / columns)) : 500;
}

/**
 * Inserts the rows whose key is not in the table yet (idempotent seeding that works the same on
 * SQLite and SQL Server, which has no ON CONFLICT). Returns how many rows were inserted.
 */
export async function insertMissing<T extends object>(
  trx: Knex | Knex.Transaction,
  table: string,
  key: (keyof T & string) | Array<keyof T & string>,
  rows: readonly T[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Array.isArray(key) ? key : [key];
  const keyOf = (r: object) => columns.map((c) => String((r as Record<string, unknown>)[c])).join('\u0000');
  const existing = new Set((await trx(table).select(columns)).map(keyOf));
  const missing = rows.filter((r) => !existing.has(keyOf(r)));
  if (missing.length === 0) return 0;
  const size = batchSizeFor(trx as Knex, Object.keys(missing[0]).length);
  for (let i = 0; i < missing.length; i += size) {
    await trx(table).insert(missing.slice(i, i + size) as object[]);
  }
  return missing.length;
}
