/**
 * Year-to-year comparison in the Map Explorer: the layers that are editions of one dataset
 * (`mid-term-needs-2019`, `-2021`, `-2023`; `priority-locations-2021`, `-2023`), and the summary the table
 * shows for two of them.
 */

/** A layer key that ends in a year: the dataset it is an edition of, and the year. */
export function editionOf(layerKey: string): { family: string; year: number } | null {
  const m = /^(.+)-((?:19|20)\d\d)$/.exec(layerKey);
  return m ? { family: m[1]!, year: Number(m[2]) } : null;
}

export interface ComparableFamily {
  family: string;
  /** The dataset's name without its year ("Mid-term Needs"). */
  name: string;
  /** Its editions, oldest first. */
  editions: { layerKey: string; year: number }[];
}

/** The datasets with two or more editions among the layers, in the order the layers come. */
export function comparableFamilies(layers: { key: string; name: string }[]): ComparableFamily[] {
  const families = new Map<string, ComparableFamily>();
  for (const l of layers) {
    const e = editionOf(l.key);
    if (!e) continue;
    const f = families.get(e.family) ?? {
      family: e.family,
      name: l.name.replace(/\b(?:19|20)\d\d\b/, '').trim(),
      editions: [],
    };
    f.editions.push({ layerKey: l.key, year: e.year });
    families.set(e.family, f);
  }
  return [...families.values()]
    .filter((f) => f.editions.length >= 2)
    .map((f) => ({ ...f, editions: [...f.editions].sort((a, b) => a.year - b.year) }));
}

/** One row of the comparison: a district (or a category) in the two years. */
export interface CompareRow {
  group: string;
  from: { count: number; miles: number };
  to: { count: number; miles: number };
}

/** GET /api/map-explorer/compare: two editions of one dataset, summarised side by side. */
export interface YearComparison {
  family: string;
  from: { layerKey: string; name: string; year: number; count: number; miles: number };
  to: { layerKey: string; name: string; year: number; count: number; miles: number };
  byDistrict: CompareRow[];
  byCategory: CompareRow[];
  /** True when either edition holds illustrative features (the page says so beside the table). */
  illustrative: boolean;
}

/** "+12", "−3" or "no change": the difference of two counts or mileages as the table reads it. */
export function changeText(from: number, to: number, digits = 0): string {
  const d = Number((to - from).toFixed(digits));
  if (d === 0) return 'no change';
  const n = Math.abs(d).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return d > 0 ? `+${n}` : `−${n}`;
}

type LayerFilters = Record<string, Record<string, string[]>>;
const isFiltered = (f: Record<string, string[]> | undefined) => Object.values(f ?? {}).some((v) => v.length);

/**
 * The filters once two years are compared: one filter for both sides, so the divide never shows a
 * filtered year against an unfiltered one. It is the first filtered of `prefer` (the years compared until now,
 * the table's layer) that is an edition of the same dataset, else the filter of `to`, else of `from`.
 */
export function compareFilters(
  filters: LayerFilters,
  compare: { from: string; to: string },
  prefer: (string | null | undefined)[] = [],
): LayerFilters {
  const family = editionOf(compare.to)?.family;
  const candidates = [...prefer, compare.to, compare.from].filter(
    (k): k is string => !!k && editionOf(k)?.family === family,
  );
  const source = candidates.find((k) => isFiltered(filters[k]));
  const shared = source ? filters[source]! : {};
  return { ...filters, [compare.from]: shared, [compare.to]: shared };
}
