import { toCsv } from '@/lib/server/csv';
import type { FeatureRecord } from '@/lib/server/services/layers';
import { badRequest } from '@/lib/shared/errors';
import type { DataColumn, DataTableModel, SelectOption } from '@/lib/shared/schemas/dataExplorer';

/** One row of a Data Explorer table. */
export type Row = DataTableModel['rows'][number];

/** A table column; a unit (even '') marks it numeric. */
export const col = (key: string, label: string, unit: string | null = null): DataColumn => ({
  key,
  label,
  numeric: unit !== null,
  unit: unit || null,
});

/** Select options from values, with visible labels. */
export const opts = (
  values: readonly (string | number)[],
  label: (v: string) => string = (v) => v,
): SelectOption[] => values.map((v) => ({ value: String(v), label: label(String(v)) }));

export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** Counts and miles (the `length_mi` attribute) of features grouped by one key, largest count first. */
export function countAndMiles(features: FeatureRecord[], group: (f: FeatureRecord) => string): Row[] {
  const sums = new Map<string, { count: number; miles: number }>();
  for (const f of features) {
    const key = group(f);
    const s = sums.get(key) ?? { count: 0, miles: 0 };
    s.count += 1;
    s.miles += Number(f.properties.length_mi ?? 0);
    sums.set(key, s);
  }
  return [...sums]
    .map(([name, s]) => ({ name, count: s.count, miles: round(s.miles) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

const tableRows = (t: DataTableModel): unknown[][] => [
  t.columns.map((c) => (c.unit ? `${c.label} (${c.unit})` : c.label)),
  ...t.rows.map((r) => t.columns.map((c) => r[c.key] ?? null)),
];

/**
 * Tables as CSV (the site's one writer, so text cells are safe in a spreadsheet): each table a header row with
 * units, then one row per table row with raw numbers (no thousands separators, so spreadsheets read them as
 * numbers). One table per file. CRLF, as RFC 4180 says.
 */
export function tableCsv(table: DataTableModel): string {
  return toCsv(tableRows(table), { bom: false, eol: '\r\n' });
}

/** `value` when it is one of `allowed`, `fallback` when absent; anything else is a 400 naming `field`. */
export const oneOfOr = <T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  field: string,
): T => {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest(`Invalid '${field}': use one of: ${allowed.join(', ')}`, field);
  return value as T;
};
