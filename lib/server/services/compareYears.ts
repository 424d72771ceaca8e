import { HttpError } from '@/lib/shared/errors';
import { editionOf, type CompareRow, type YearComparison } from '@/lib/shared/compareYears';
import { matchesFilters } from '@/lib/shared/layerFilters';
import type { AttributeFilter } from '@/lib/shared/schemas/layers';
import { checkFilters, layerRecords, type FeatureRecord } from './layers';

type Tally = Map<string, { count: number; miles: number }>;

function tally(features: FeatureRecord[], field: string): Tally {
  const t: Tally = new Map();
  for (const f of features) {
    const raw = f.properties[field];
    const group = typeof raw === 'string' && raw.trim() ? raw : 'Not given';
    const row = t.get(group) ?? { count: 0, miles: 0 };
    row.count += 1;
    const miles = Number(f.properties.length_mi);
    if (Number.isFinite(miles)) row.miles += miles;
    t.set(group, row);
  }
  return t;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function rows(a: Tally, b: Tally): CompareRow[] {
  const groups = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x.localeCompare(y));
  const none = { count: 0, miles: 0 };
  return groups.map((group) => {
    const from = a.get(group) ?? none;
    const to = b.get(group) ?? none;
    return {
      group,
      from: { count: from.count, miles: round1(from.miles) },
      to: { count: to.count, miles: round1(to.miles) },
    };
  });
}

/**
 * Two editions of one dataset side by side, by VDOT district and by need category: how many features and how
 * many miles each year. The features of different years are separate records (a need of 2019 is not the same
 * record as one of 2023), so the comparison is of totals, not of matched features. Unknown layer → 404; two
 * layers that are not editions of one dataset, or the same year twice → 400. The work is bounded by the two
 * layers' sizes (their cached copies, 5,200 features at most today). `filters` (the features API's model)
 * apply to both years alike.
 */
export async function compareYears(
  fromKey: string,
  toKey: string,
  filters: AttributeFilter[] = [],
): Promise<YearComparison> {
  const a = editionOf(fromKey);
  const b = editionOf(toKey);
  if (!a || !b || a.family !== b.family) {
    throw new HttpError(
      400,
      'Choose two years of the same dataset to compare (for example mid-term-needs-2019 and mid-term-needs-2023).',
      'to',
    );
  }
  if (a.year === b.year) throw new HttpError(400, 'Choose two different years to compare.', 'to');
  // One filter for both years: each year's features that pass it, checked against both layers.
  const filtered = async (key: string) => {
    const r = await layerRecords(key);
    checkFilters(r.meta, filters);
    return { meta: r.meta, features: r.features.filter((f) => matchesFilters(f.properties, filters)) };
  };
  const [from, to] = await Promise.all([filtered(fromKey), filtered(toKey)]);
  const total = (features: FeatureRecord[]) =>
    round1(features.reduce((s, f) => s + (Number(f.properties.length_mi) || 0), 0));
  const side = (key: string, year: number, r: typeof from) => ({
    layerKey: key,
    name: r.meta.name,
    year,
    count: r.features.length,
    miles: total(r.features),
  });
  return {
    family: a.family,
    from: side(fromKey, a.year, from),
    to: side(toKey, b.year, to),
    byDistrict: rows(tally(from.features, 'district'), tally(to.features, 'district')),
    byCategory: rows(tally(from.features, 'need_category'), tally(to.features, 'need_category')),
    illustrative: [...from.features, ...to.features].some((f) => f.illustrative),
  };
}
