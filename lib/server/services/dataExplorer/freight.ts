import * as freight from '@/lib/server/services/freight';
import { FREIGHT_DIRECTIONS, FREIGHT_METRICS, FREIGHT_MODES } from '@/lib/shared/constants';
import { summarize } from '@/lib/shared/schemas/dataExplorer/rules';
import {
  DIRECTION_LABELS,
  METRIC_LABELS,
  MODE_LABELS,
  SCALE_LABELS,
} from '@/lib/shared/schemas/freight/rules';
import {
  FREIGHT_BREAKDOWNS,
  DataExplorerParams,
  type DataExplorerChoices,
  type DataView,
} from '@/lib/shared/schemas/dataExplorer';
import { col, oneOfOr, opts, round, type Row } from './parts';

const FREIGHT_LABELS: Record<string, string> = {
  commodity: 'Commodity',
  mode: 'Mode',
  partner: 'Trading partner',
  year: 'Year',
  ...METRIC_LABELS,
  ...DIRECTION_LABELS,
  ...SCALE_LABELS,
  ...MODE_LABELS,
};
const label = (v: string) => FREIGHT_LABELS[v] ?? v;

/** Freight flows: one breakdown (commodity, mode, partner, or the trend over the years) of one selection. */
export async function freightView(p: DataExplorerParams, base: DataExplorerChoices): Promise<DataView> {
  const dims = await freight.freightDimensions();
  const scale = p.scale ?? 'statewide';
  const origins = dims.origins[scale];
  const origin = p.origin ?? origins[0];
  const year = p.year ?? dims.years[0];
  const by = oneOfOr(p.by, FREIGHT_BREAKDOWNS, 'commodity', 'by');
  const filter = {
    scale,
    origin,
    direction: p.direction ?? 'outbound',
    metric: p.metric ?? 'tons',
    mode: p.mode ?? null,
  } as const;
  const choices: DataExplorerChoices = { ...base, ...filter, view: 'freight', year, by };
  const unit = freight.freightUnit(filter.metric);
  const measure = `${filter.direction} ${label(filter.metric).toLowerCase()}`;
  const where = `${origin}, ${filter.mode ? label(filter.mode) : 'all modes'}`;
  let rows: Row[];
  let caption: string;
  if (by === 'year') {
    rows = (await freight.getCommodityFlowTrend(filter)).map((r) => ({
      name: String(r.year),
      value: round(r.value),
    }));
    caption = `${label(filter.metric)} ${filter.direction}, ${where}, by year (${unit})`;
  } else {
    const flow = await freight.getCommodityFlow({ ...filter, mode: filter.mode ?? undefined, year });
    const list = by === 'commodity' ? flow.byCommodity : by === 'partner' ? flow.byPartner : flow.byMode;
    rows = list.map((r) => {
      const name = String((r as Record<string, unknown>)[by]);
      return {
        name: by === 'mode' ? label(name) : name,
        // As the table shows it: the CSV and the chart carry the same one-decimal figure.
        value: round(r.value),
        share: flow.total > 0 ? round((r.value / flow.total) * 100) : null,
      };
    });
    caption = `${label(filter.metric)} ${filter.direction} by ${label(by).toLowerCase()}: ${where}, ${year} (${unit})`;
  }
  const columns = [col('name', label(by)), col('value', label(filter.metric), unit)];
  if (by !== 'year') columns.push(col('share', 'Share', '%'));
  const kind = by === 'year' ? 'line' : 'bar';
  return {
    choices,
    title: `Freight flows: ${label(filter.metric).toLowerCase()} by ${label(by).toLowerCase()}`,
    summary: summarize({
      rows,
      labelKey: 'name',
      valueKey: 'value',
      measure: by === 'year' ? `${measure} from ${origin}` : `${measure} in ${year}`,
      unit,
      kind,
      things: { commodity: 'commodities', mode: 'modes', partner: 'trading partners', year: 'years' }[by],
    }),
    source: 'Freight Analysis Framework (FAF5) shape, FHWA and BTS; figures generated for this site',
    vintage: `Base year ${dims.years[0]}, forecasts to ${dims.years.at(-1)}`,
    illustrative: dims.illustrative,
    note: dims.note,
    controls: [
      { name: 'by', label: 'Break down by', options: opts(FREIGHT_BREAKDOWNS, label) },
      { name: 'scale', label: 'Geography', options: opts(['statewide', 'district'], label) },
      { name: 'origin', label: 'Origin', options: opts(origins) },
      { name: 'direction', label: 'Direction', options: opts(FREIGHT_DIRECTIONS, label) },
      { name: 'metric', label: 'Measure', options: opts(FREIGHT_METRICS, label) },
      { name: 'year', label: 'Year', options: opts(dims.years) },
      {
        name: 'mode',
        label: 'Mode',
        options: [{ value: '', label: 'All modes' }, ...opts(FREIGHT_MODES, label)],
      },
    ],
    chart: {
      kind,
      labelKey: 'name',
      valueKey: 'value',
      unit,
      title: caption,
      limit: 12,
      groupKey: null,
      things: { commodity: 'commodities', mode: 'modes', partner: 'trading partners', year: 'years' }[by],
    },
    tables: [{ id: 'freight', caption, columns, rows }],
  };
}
