/**
 * Converters at the repository boundary: SQL Server (tedious) returns Date objects and booleans,
 * better-sqlite3 returns strings and 0/1. Everything above the repositories sees one shape.
 */

import type { ZodType } from 'zod';
import { isoToUsDate } from '@/lib/shared/dates';

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

/**
 * The id of the row an `insert(…).returning(['id'])` created. Drivers answer `[{ id }]` (SQL Server's
 * OUTPUT, better-sqlite3's RETURNING) or `[id]` (older SQLite paths), as a number or a bigint string;
 * every repository caller gets a number.
 */
export function insertedId(rows: unknown[]): number {
  const row = rows[0];
  return num(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);
}

/** A nullable numeric column → number or null. */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

/**
 * A value to store in a datetime column: ISO string in UTC ('…T13:00:00.000Z'). SQL Server's datetime2 has no
 * offset and drops one it is given ('…T09:00:00-04:00' would be stored as 09:00, read back 4 hours early);
 * the same instant in UTC is stored exactly on both engines and read back as UTC by isoDateTime().
 */
export const toDbDateTime = (iso: string | Date): string => new Date(iso).toISOString();

/** A date-time string with a time and an offset or Z (not a bare date, which date columns hold as is). */
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})$/i;

/** A row for the database with every date-time-with-offset value turned into UTC (see toDbDateTime). */
export function toDbRow<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && DATE_TIME_WITH_ZONE.test(v)) out[k] = toDbDateTime(v);
  }
  return out as T;
}

/**
 * The row an exact-key lookup found, or undefined when its stored key differs from the one asked for in
 * case only. SQL Server's default collation compares text without regard to case and SQLite compares it
 * exactly, so a lookup such as `where slug = 'About-VTrans'` would find the 'about-vtrans' row on one
 * engine only; checking again here makes both answer as SQLite does.
 */
export function exactMatch<T>(row: T | undefined | null, column: string, key: string): T | undefined {
  if (!row) return undefined;
  return String((row as Record<string, unknown>)[column]) === key ? row : undefined;
}

/** A nullable text column → string or null. */
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A date column → the site's MM/DD/YYYY. */
export const usDate = (v: unknown): string => isoToUsDate(isoDate(v));

/** A link kept as two columns (href, label) → { href, label } or null; the label defaults to the href. */
export const linkOf = (href: unknown, label: unknown): { href: string; label: string } | null =>
  href ? { href: String(href), label: String(label ?? href) } : null;

/** A JSON text column → its parsed value (null for NULL or empty); check the result with a zod schema. */
export const jsonColumn = (v: unknown): unknown =>
  v === null || v === undefined || v === '' ? null : JSON.parse(String(v));

/**
 * A row's domain object checked against its zod schema. A row that does not fit is the server's fault (stored
 * data), so this throws a plain Error (→ 500) naming the table and the field, not a ZodError, which the API
 * wrapper would report as the caller's 400.
 */
export function rowOf<T>(schema: ZodType<T>, table: string, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || '(row)';
  throw new Error(`A row of ${table} does not fit its schema: ${field}: ${issue?.message ?? 'invalid'}`);
}

/** The count a `count({ n: '*' })…first()` query answered (none → 0; SQL Server may give a string). */
export const countIn = (row: Record<string, unknown> | undefined, column = 'n'): number =>
  num(row?.[column] ?? 0);
