import type { DataCell, DataExplorerChoices } from './schemas';

const full = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A cell as the tables show it: a measured number with US thousands separators and at most one decimal; any
 * other value (a year, an id) as written ("2026", not "2,026").
 */
export const formatCell = (v: DataCell, numeric = true): string =>
  v === null ? '' : typeof v === 'number' ? (numeric ? full.format(v) : String(v)) : v;

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The one-sentence summary of a chart's table, written from its numbers: for categories, the largest and
 * its share of the total; for a series over years, the first and last values and the change.
 */
export function summarize(opts: {
  rows: Array<Record<string, DataCell>>;
  labelKey: string;
  valueKey: string;
  /** What is measured, lower case, e.g. "outbound weight". */
  measure: string;
  unit: string;
  kind: 'bar' | 'line';
  /** Plural noun of the categories, e.g. "commodities". */
  things: string;
}): string {
  const points = opts.rows
    .map((r) => ({ label: String(r[opts.labelKey] ?? ''), value: Number(r[opts.valueKey] ?? 0) }))
    .filter((p) => Number.isFinite(p.value));
  if (points.length === 0) return `No data matches these choices, so there is no ${opts.measure} to show.`;
  const amount = (n: number) => `${full.format(n)} ${opts.unit}`;
  if (opts.kind === 'line') {
    const sorted = [...points].sort((a, b) => Number(a.label) - Number(b.label));
    const first = sorted[0];
    const last = sorted.at(-1)!;
    if (sorted.length === 1) return `${cap(opts.measure)} is ${amount(first.value)} in ${first.label}.`;
    const change = first.value === 0 ? null : Math.round(((last.value - first.value) / first.value) * 100);
    const trend =
      change === null
        ? ''
        : change === 0
          ? ', no change'
          : `, ${change > 0 ? 'an increase' : 'a decrease'} of ${Math.abs(change)}%`;
    return `${cap(opts.measure)} goes from ${amount(first.value)} in ${first.label} to ${amount(last.value)} in ${last.label}${trend}.`;
  }
  const total = points.reduce((s, p) => s + p.value, 0);
  const top = points.reduce((a, b) => (b.value > a.value ? b : a));
  if (points.length === 1) return `${top.label}: ${amount(top.value)} of ${opts.measure}.`;
  return (
    `${top.label} has the largest ${opts.measure} of the ${points.length} ${opts.things}: ` +
    `${amount(top.value)}, ${pct(top.value, total)}% of the total of ${amount(total)}.`
  );
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The defaults every view starts from (the address leaves out what equals them). */
export const DEFAULT_CHOICES: DataExplorerChoices = {
  view: 'freight',
  display: 'chart',
  scale: 'statewide',
  origin: 'Virginia',
  direction: 'outbound',
  metric: 'tons',
  year: 2017,
  mode: null,
  by: 'commodity',
  needsYear: 2023,
  district: null,
  megatrend: null,
  // The jurisdiction profile opens on the whole state until a person chooses their place (not one county).
  place: 'virginia',
};

/** The keys each view reads (the address of a view carries only these, plus view and display). */
export const VIEW_KEYS: Record<DataExplorerChoices['view'], Array<keyof DataExplorerChoices>> = {
  freight: ['scale', 'origin', 'direction', 'metric', 'year', 'mode', 'by'],
  needs: ['needsYear', 'by', 'district'],
  trends: ['megatrend'],
  jurisdiction: ['place'],
};

/** The query string of a view's choices: its own keys only, without those left empty. */
export function choicesToQuery(c: DataExplorerChoices, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ view: c.view });
  for (const key of VIEW_KEYS[c.view]) {
    const v = c[key];
    if (v !== null && v !== '') q.set(key, String(v));
  }
  if (c.display !== 'chart') q.set('display', c.display);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

/**
 * The CSV of one table of a view (`table` named, so a view of several tables answers a file, not the 400 that
 * asks which table). Every CSV link of the Data Explorer and its embed is built here.
 */
export const viewCsvHref = (c: DataExplorerChoices, table: string): string =>
  `/api/data-explorer/view?${choicesToQuery({ ...c, display: 'chart' }, { format: 'csv', table })}`;
