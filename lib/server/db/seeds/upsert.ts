import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { chunked, rowsPerStatement } from '@/lib/server/db/batch';
import { toDbDateTime, toDbRow } from '@/lib/server/db/normalize';

/** Insert batch size: the same on both engines, under SQL Server's parameter and VALUES-row limits. */
export function batchSizeFor(_knex: Knex, columns: number): number {
  return rowsPerStatement(columns);
}

/**
 * Inserts rows in batches that stay under SQL Server's parameter and VALUES-row limits, with date-times
 * converted to UTC (seed content is written with local offsets, which datetime2 would drop).
 */
export async function insertBatched(trx: Knex | Knex.Transaction, table: string, rows: readonly object[]) {
  if (rows.length === 0) return;
  const columns = new Set(rows.flatMap((r) => Object.keys(r))).size; // Knex inserts the union of keys
  const size = batchSizeFor(trx as Knex, columns);
  for (const batch of chunked(rows, size)) await trx(table).insert(batch.map(toDbRow));
}

/** The seed_records key of a seed row: SHA-256 of its natural key (fits any key length). */
export const seedKey = (naturalKey: string) => createHash('sha256').update(naturalKey).digest('hex');

/** The natural keys (hashed) already seeded into a table at some point, whether or not the row still exists. */
export async function seededKeys(trx: Knex | Knex.Transaction, table: string): Promise<Set<string>> {
  const rows: Array<{ seed_key: string }> = await trx('seed_records')
    .where({ table_name: table })
    .select('seed_key');
  return new Set(rows.map((r) => r.seed_key));
}

/** Records that these natural keys were seeded into a table, so they are never seeded again. */
export async function recordSeeded(trx: Knex | Knex.Transaction, table: string, keys: readonly string[]) {
  const seededAt = toDbDateTime(new Date());
  await insertBatched(
    trx,
    'seed_records',
    keys.map((k) => ({ table_name: table, seed_key: seedKey(k), seeded_at: seededAt })),
  );
}

/**
 * Seeds rows once (ARCHITECTURE §8): a row whose natural key was seeded before is never inserted again, so
 * a row staff deleted stays deleted and an edited row is not duplicated; a row whose key is already in the
 * table (a database seeded before seed_records existed) is only recorded. Returns how many rows were inserted.
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
  const done = await seededKeys(trx, table);
  const fresh = rows.filter((r) => !done.has(seedKey(keyOf(r))));
  if (fresh.length === 0) return 0;
  const existing = new Set((await trx(table).select(columns)).map(keyOf));
  const missing = fresh.filter((r) => !existing.has(keyOf(r)));
  await insertBatched(trx, table, missing);
  await recordSeeded(trx, table, fresh.map(keyOf));
  return missing.length;
}
