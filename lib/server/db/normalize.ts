/**
 * Converters at the repository boundary: SQL Server (tedious) returns Date objects and booleans,
 * better-sqlite3 returns strings and 0/1. Everything above the repositories sees one shape.
 */

/** A date column → 'YYYY-MM-DD'. */
export function isoDate(v: unknown): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
  throw new Error(`Unexpected date value from the database: ${String(v)}`);
}

/** A datetime column → full ISO string in UTC. */
export function isoDateTime(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string') {
    const d = new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(v) ? v : `${v.replace(' ', 'T')}Z`);
    if (!Number.isNaN(d.getTime())) return d.toISOString();
  }
  throw new Error(`Unexpected datetime value from the database: ${String(v)}`);
}

export const isoDateTimeOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : isoDateTime(v);

/** A bit / 0-1 column → boolean. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** A numeric column (SQL Server bigint may come back as string) → number. */
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** A value to store in a datetime column: ISO string in UTC. */
export const toDbDateTime = (iso: string | Date): string => new Date(iso).toISOString();
