/**
 * SQL Server's per-statement limits (both engines use the same batches, so SQLite runs exercise them):
 * at most 2,100 bound parameters, and at most 1,000 rows in one INSERT … VALUES list.
 */
export const MSSQL_MAX_PARAMETERS = 2100;
export const MSSQL_MAX_VALUES_ROWS = 1000;

/** Parameters kept free for what Knex adds besides the row values (e.g. a TOP or a WHERE). */
const HEADROOM = 100;

/** How many rows of `columns` values one INSERT may carry on either engine. */
export function rowsPerStatement(columns: number): number {
  const byParameters = Math.floor((MSSQL_MAX_PARAMETERS - HEADROOM) / Math.max(1, columns));
  return Math.max(1, Math.min(MSSQL_MAX_VALUES_ROWS, byParameters));
}

/** How many values one `WHERE col IN (…)` may list. */
export const valuesPerStatement = MSSQL_MAX_PARAMETERS - HEADROOM;

/** Splits a list into consecutive chunks of at most `size` items. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
