import { ttlCache } from '@/lib/server/cache';
import { db } from '@/lib/server/db/knex';
import { bool } from '@/lib/server/db/normalize';
import { freightQueries as q, toFreightMode, type FlowFilter } from '@/lib/server/repositories/freight';
import { FREIGHT_DIRECTIONS, FREIGHT_MODES, FREIGHT_SCALES } from '@/lib/shared/constants';
import { badRequest } from '@/lib/shared/errors';
import { METRIC_LABELS } from '@/lib/shared/schemas/freight/rules';
import type {
  CommodityFilters,
  CommodityFiltersQuery,
  CommodityFlow,
  CommodityFlowQuery,
  MetricInfo,
} from '@/lib/shared/schemas/freight';

type Scale = (typeof FREIGHT_SCALES)[number];
type Mode = (typeof FREIGHT_MODES)[number];

export const METRICS: MetricInfo[] = [
  { value: 'tons', label: METRIC_LABELS.tons, unit: 'thousand tons' },
  { value: 'value', label: METRIC_LABELS.value, unit: 'million dollars' },
  { value: 'ton-miles', label: METRIC_LABELS['ton-miles'], unit: 'million ton-miles' },
];

const ILLUSTRATIVE_NOTE =
  'Illustrative data: generated to match the shape of FHWA Freight Analysis Framework (FAF5) tables. ' +
  'The figures are not official FAF estimates.';

// The filter dimensions only change when the data is reloaded: keep them for five minutes.
const dimensions = ttlCache<{
  origins: Record<Scale, string[]>;
  years: number[];
  modes: Mode[];
  illustrative: boolean;
}>(5 * 60_000);

async function loadDimensions() {
  return dimensions.get('all', async () => {
    const k = await db();
    const [statewide, district, years, modes, flagged] = await Promise.all([
      q.origins(k, 'statewide'),
      q.origins(k, 'district'),
      q.years(k),
      q.modes(k),
      q.isIllustrative(k),
    ]);
    const order = (m: Mode) => FREIGHT_MODES.indexOf(m);
    return {
      origins: {
        statewide: statewide.map((r: { origin: string }) => r.origin),
        district: district.map((r: { origin: string }) => r.origin),
      },
      years: years.map((r: { year: unknown }) => Number(r.year)),
      modes: modes.map(toFreightMode).sort((a: Mode, b: Mode) => order(a) - order(b)),
      illustrative: flagged ? bool(flagged.illustrative) : false,
    };
  });
}

const metricInfo = (m: MetricInfo['value']) => METRICS.find((x) => x.value === m) as MetricInfo;

/** The real filter values for a scale and metric (origins depend on the scale). */
export async function getCommodityFilters(query: CommodityFiltersQuery): Promise<CommodityFilters> {
  const d = await loadDimensions();
  const scale = query.scale ?? 'statewide';
  return {
    illustrative: d.illustrative,
    note: d.illustrative ? ILLUSTRATIVE_NOTE : 'Freight Analysis Framework data.',
    scale,
    scales: [...FREIGHT_SCALES],
    origins: d.origins[scale],
    directions: [...FREIGHT_DIRECTIONS],
    metric: metricInfo(query.metric ?? 'tons'),
    metrics: METRICS,
    years: d.years,
    baseYear: d.years[0],
    modes: d.modes,
  };
}

function totals<K extends string>(rows: Array<Record<string, unknown>>, key: K) {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(String(r[key]), (sums.get(String(r[key])) ?? 0) + Number(r.value));
  return [...sums]
    .map(
      ([name, value]) =>
        ({ [key]: name, value: Math.round(value * 100) / 100 }) as Record<K, string> & { value: number },
    )
    .sort((a, b) => b.value - a.value);
}

/** 400 naming 'origin' when the data has no such origin at this scale. */
function checkOrigin(d: { origins: Record<Scale, string[]> }, scale: Scale, origin: string) {
  if (!d.origins[scale].includes(origin)) {
    throw badRequest(
      `Invalid 'origin': for scale '${scale}' use one of: ${d.origins[scale].join(', ')}`,
      'origin',
    );
  }
}

/**
 * Commodity flows for one filter combination, aggregated on the server by commodity, trading
 * partner and mode. Missing parameters take defaults; values not in the data give a 400.
 */
export async function getCommodityFlow(query: CommodityFlowQuery): Promise<CommodityFlow> {
  const d = await loadDimensions();
  const scale = query.scale ?? 'statewide';
  const origins = d.origins[scale];
  const origin = query.origin ?? origins[0];
  checkOrigin(d, scale, origin);
  const year = query.year ?? d.years[0];
  if (!d.years.includes(year)) {
    throw badRequest(`Invalid 'year': use one of: ${d.years.join(', ')}`, 'year');
  }
  const filter: FlowFilter = {
    scale,
    origin,
    direction: query.direction ?? 'outbound',
    metric: query.metric ?? 'tons',
    year,
    mode: query.mode ?? null,
  };
  const rows = await q.grouped(await db(), filter);
  const byCommodity = totals(rows, 'commodity');
  return {
    illustrative: d.illustrative,
    note: d.illustrative ? ILLUSTRATIVE_NOTE : 'Freight Analysis Framework data.',
    filters: filter,
    unit: metricInfo(filter.metric).unit,
    total: Math.round(byCommodity.reduce((s, c) => s + c.value, 0) * 100) / 100,
    byCommodity,
    byPartner: totals(rows, 'partner'),
    byMode: totals(rows, 'mode'),
  };
}

/** Totals of one filter combination in every year of the data (base, current and forecast years). */
export async function getCommodityFlowTrend(
  filter: Omit<FlowFilter, 'year'>,
): Promise<Array<{ year: number; value: number }>> {
  checkOrigin(await loadDimensions(), filter.scale, filter.origin);
  const rows = await q.byYear(await db(), filter);
  return rows.map((r: Record<string, unknown>) => ({
    year: Number(r.year),
    value: Math.round(Number(r.value) * 100) / 100,
  }));
}

/** The freight unit of a metric, e.g. "thousand tons". */
export const freightUnit = (m: MetricInfo['value']): string => metricInfo(m).unit;

/** The years and origins in the data, and whether it is illustrative (the Data Explorer's choices). */
export async function freightDimensions() {
  const d = await loadDimensions();
  return {
    origins: d.origins,
    years: d.years,
    illustrative: d.illustrative,
    note: d.illustrative ? ILLUSTRATIVE_NOTE : null,
  };
}
