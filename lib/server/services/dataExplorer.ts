import { listRiskRegister } from '@/lib/server/services/planRecords';
import * as freight from '@/lib/server/services/freight';
import { layerRecords, listLayerMetadata, type FeatureRecord } from '@/lib/server/services/layers';
import { FREIGHT_DIRECTIONS, FREIGHT_METRICS, FREIGHT_MODES, VDOT_DISTRICTS } from '@/lib/shared/constants';
import { DIRECTION_LABELS, METRIC_LABELS, MODE_LABELS, SCALE_LABELS } from '@/lib/shared/freightLabels';
import { DEFAULT_CHOICES, summarize } from '@/lib/shared/dataExplorer';
import { badRequest, HttpError } from '@/lib/shared/errors';
import { InteractiveQueryId } from '@/lib/shared/schemas/interactiveQuery';
import * as interactiveQueries from '@/lib/server/services/interactiveQueries';
import { parseFigure } from '@/lib/shared/figures';
import { dataVintageOf } from '@/lib/shared/schemas/mapExplorerState';
import {
  FREIGHT_BREAKDOWNS,
  NEEDS_BREAKDOWNS,
  NEEDS_YEARS,
  DataExplorerParams,
  migrateDataExplorerState,
  type DataExplorerChoices,
  type DataView,
} from '@/lib/shared/schemas/dataExplorer';

import { col, countAndMiles, opts, round, tableCsv, type Row } from './dataExplorerParts';
import { jurisdictionView } from './dataExplorerJurisdiction';

const oneOfOr = <T extends string>(
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
async function freightView(p: DataExplorerParams, base: DataExplorerChoices): Promise<DataView> {
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

/** The breakdowns inside a sentence, and their plurals. */
const NEEDS_PHRASES: Record<string, [string, string]> = {
  district: ['VDOT district', 'VDOT districts'],
  need_category: ['need category', 'need categories'],
  travel_market: ['travel market', 'travel markets'],
  priority: ['priority', 'priority levels'],
  year: ['needs year', 'needs years'],
};

const NEEDS_LABELS: Record<string, string> = {
  district: 'VDOT district',
  need_category: 'Need category',
  travel_market: 'Travel market',
  priority: 'Priority',
  year: 'Needs year',
};

const inDistrict = (district: string | null) => (f: FeatureRecord) =>
  district === null || f.properties.district === district;

/** Mid-term needs: counts and miles by district, category, travel market, priority or year (Map Explorer layers). */
async function needsView(p: DataExplorerParams, base: DataExplorerChoices): Promise<DataView> {
  const needsYear = p.needsYear ?? 2023;
  if (!(NEEDS_YEARS as readonly number[]).includes(needsYear))
    throw badRequest(`Invalid 'needsYear': use one of: ${NEEDS_YEARS.join(', ')}`, 'needsYear');
  const by = oneOfOr(p.by, NEEDS_BREAKDOWNS, 'district', 'by');
  const district = p.district ? oneOfOr(p.district, VDOT_DISTRICTS, VDOT_DISTRICTS[0], 'district') : null;
  if (by === 'priority' && needsYear === 2019)
    throw badRequest("Invalid 'needsYear': priority locations exist for 2021 and 2023 only.", 'needsYear');
  const layerKey = by === 'priority' ? `priority-locations-${needsYear}` : `mid-term-needs-${needsYear}`;
  let rows: Row[];
  let meta;
  let illustrative = false;
  if (by === 'year') {
    rows = [];
    for (const y of NEEDS_YEARS) {
      const layer = await layerRecords(`mid-term-needs-${y}`);
      const chosen = layer.features.filter(inDistrict(district));
      illustrative ||= chosen.some((f) => f.illustrative);
      rows.push(...countAndMiles(chosen, () => String(y)));
      meta = layer.meta;
    }
  } else {
    const layer = await layerRecords(layerKey);
    meta = layer.meta;
    const chosen = layer.features.filter(inDistrict(district));
    illustrative = chosen.some((f) => f.illustrative);
    rows = countAndMiles(chosen, (f) => {
      const v = f.properties[by];
      return v === null || v === undefined || v === ''
        ? 'No VDOT district recorded'
        : by === 'priority'
          ? `Priority ${v}`
          : String(v);
    });
    if (by === 'priority') rows.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  }
  const where = district ? `${district} District` : 'Virginia';
  const caption =
    by === 'year'
      ? `Mid-term needs in ${where} by needs year`
      : `${by === 'priority' ? 'Priority locations' : 'Mid-term needs'} ${needsYear} in ${where} by ${NEEDS_PHRASES[by][0]}`;
  return {
    choices: { ...base, view: 'needs', needsYear, by, district },
    title: `Mid-term needs by ${NEEDS_PHRASES[by][0]}`,
    summary: summarize({
      rows,
      labelKey: 'name',
      valueKey: 'count',
      measure: by === 'year' ? `the number of mid-term needs in ${where}` : 'number of needs',
      unit: 'needs',
      kind: by === 'year' ? 'line' : 'bar',
      things: NEEDS_PHRASES[by][1],
    }),
    source: `${meta!.source}: the Map Explorer layer “${meta!.name}”`,
    vintage: by === 'year' ? NEEDS_YEARS.join(', ') : meta!.vintage,
    illustrative,
    note: illustrative
      ? 'Illustrative data: these needs were drawn for this site along real corridors and localities; they are not the official VTrans needs.'
      : null,
    controls: [
      { name: 'by', label: 'Break down by', options: opts(NEEDS_BREAKDOWNS, (v) => NEEDS_LABELS[v]) },
      { name: 'needsYear', label: 'Needs year', options: opts(NEEDS_YEARS) },
      {
        name: 'district',
        label: 'District',
        options: [{ value: '', label: 'All of Virginia' }, ...opts(VDOT_DISTRICTS)],
      },
    ],
    chart: {
      kind: by === 'year' ? 'line' : 'bar',
      labelKey: 'name',
      valueKey: 'count',
      unit: 'needs',
      title: caption,
      limit: 15,
      groupKey: null,
      things: NEEDS_PHRASES[by][1],
    },
    tables: [
      {
        id: 'needs',
        caption,
        columns: [
          col('name', NEEDS_LABELS[by]),
          col('count', 'Needs', 'count'),
          col('miles', 'Length', 'miles'),
        ],
        rows,
      },
    ],
  };
}

/** Long-term trends: the register's key figures of one megatrend (or all), with the numbers read from them. */
async function trendsView(p: DataExplorerParams, base: DataExplorerChoices): Promise<DataView> {
  const register = await listRiskRegister();
  const megatrends = [...new Map(register.map((r) => [r.megatrendNumber, r.megatrend]))];
  const megatrend = p.megatrend ?? null;
  if (megatrend !== null && !megatrends.some(([n]) => n === megatrend))
    throw badRequest(
      `Invalid 'megatrend': use one of: ${megatrends.map(([n]) => n).join(', ')}`,
      'megatrend',
    );
  const rows: Row[] = register
    .filter((r) => megatrend === null || r.megatrendNumber === megatrend)
    .flatMap((r) =>
      r.keyFigures.map((k) => {
        const parsed = parseFigure(k.value);
        const number = parsed
          ? 'value' in parsed
            ? parsed.value
            : round((parsed.low + parsed.high) / 2)
          : null;
        return {
          megatrend: r.megatrend,
          macrotrend: r.macrotrend,
          name: k.label,
          figure: k.value,
          number,
          unit: parsed ? parsed.unit || 'count' : null,
        };
      }),
    );
  // The chart draws the figures that share the most common unit (the table lists them all).
  const units = new Map<string, number>();
  for (const r of rows) if (r.unit) units.set(String(r.unit), (units.get(String(r.unit)) ?? 0) + 1);
  const unit = [...units].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const charted = rows.filter((r) => r.unit === unit);
  const unitWord = unit === '%' ? 'percent' : unit;
  const top = charted.reduce<Row | null>(
    (a, b) => (a === null || Number(b.number) > Number(a.number) ? b : a),
    null,
  );
  const name = megatrend === null ? 'all megatrends' : megatrends.find(([n]) => n === megatrend)![1];
  const caption = `Key figures of ${name}`;
  return {
    choices: { ...base, view: 'trends', megatrend },
    title: `Long-term trends: ${name}`,
    summary:
      // Figures of different trends do not add up, so the sentence names the largest rather than a share of a total.
      `${rows.length} key figures of ${name}; ${charted.length} of them are in ${unitWord}` +
      (top ? `, the largest being “${String(top.name)}” at ${String(top.figure)}.` : '.'),
    source: 'VTrans Long-term Risk & Opportunity Register (medium scenario, each trend in isolation)',
    vintage: 'VTrans 2021 update of the register',
    illustrative: false,
    note: 'A range such as “+11% to +63%” is charted at its midpoint; the table keeps the published text.',
    controls: [
      {
        name: 'megatrend',
        label: 'Megatrend',
        options: [
          { value: '', label: 'All megatrends' },
          ...megatrends.map(([n, m]) => ({ value: String(n), label: m })),
        ],
      },
    ],
    // One chart per unit (small multiples): miles and percentages on one axis left most bars as slivers.
    chart: {
      kind: 'bar',
      labelKey: 'name',
      valueKey: 'number',
      unit: '',
      title: caption,
      limit: 20,
      groupKey: 'unit',
      things: 'key figures',
    },
    tables: [
      {
        id: 'trends',
        caption,
        columns: [
          col('megatrend', 'Megatrend'),
          col('macrotrend', 'Macrotrend'),
          col('name', 'Figure'),
          col('figure', 'Published value'),
          col('number', 'Number read', ''),
          col('unit', 'Unit'),
        ],
        rows,
      },
    ],
  };
}

/** The data vintage of a saved view: the newest layer update date, as the Map Explorer uses. */
export async function dataExplorerVintage(): Promise<string> {
  return dataVintageOf((await listLayerMetadata()).map((l) => l.updatedOn));
}

/** Builds the view the choices ask for; a value not in the data is a 400 naming its parameter. */
export async function buildDataView(p: DataExplorerParams): Promise<DataView> {
  const base: DataExplorerChoices = { ...DEFAULT_CHOICES, display: p.display ?? 'chart' };
  const view = p.view ?? 'freight';
  if (view === 'freight') return freightView(p, base);
  if (view === 'needs') return needsView(p, base);
  if (view === 'trends') return trendsView(p, base);
  return jurisdictionView(p, base);
}

/** The CSV of a view: all its tables, or the one named (unknown id → 400). */
export function dataViewCsv(view: DataView, tableId?: string): { filename: string; body: string } {
  const ids = view.tables.map((t) => t.id).join(', ');
  // One table per file: tables stacked in one CSV cannot be opened as data.
  if (!tableId && view.tables.length > 1)
    throw badRequest(`This view has ${view.tables.length} tables: choose one with 'table' (${ids})`, 'table');
  const tables = tableId ? view.tables.filter((t) => t.id === tableId) : view.tables;
  if (tables.length === 0) throw badRequest(`Invalid 'table': use one of: ${ids}`, 'table');
  const c = view.choices;
  const subject =
    c.view === 'jurisdiction'
      ? [c.place]
      : c.view === 'trends'
        ? [c.megatrend === null ? 'all-megatrends' : `megatrend-${c.megatrend}`]
        : [c.by];
  // The table's id names the file only where the view has several (a single table's file keeps the view's name).
  const parts = [c.view, ...subject, ...(tableId && view.tables.length > 1 ? [tableId] : [])];
  return {
    filename: `vtrans-data-${parts.join('-').replace(/[^a-z0-9-]+/gi, '-')}.csv`,
    body: tableCsv(tables[0]!),
  };
}

const UNKNOWN_LINK =
  'This shared Data Explorer link was not found. It may have been mistyped; the default view is shown instead.';

const choicesToParams = (c: DataExplorerChoices): DataExplorerParams => ({
  ...c,
  mode: c.mode ?? undefined,
  district: c.district ?? undefined,
  megatrend: c.megatrend ?? undefined,
});

/**
 * What the Data Explorer page shows for its address: the view of `?query=<id>` (a saved state) or of the
 * choices in the address. Anything that cannot be shown gives the default view with a notice saying why.
 */
export async function openDataExplorer(
  query: Record<string, string | string[] | undefined>,
): Promise<{ view: DataView; vintage: string; notice: string | null }> {
  const vintage = await dataExplorerVintage();
  const fallback = async (notice: string) => ({ view: await buildDataView({}), vintage, notice });
  if (query.query !== undefined) {
    const id = InteractiveQueryId.safeParse(query.query);
    if (!id.success) return fallback(UNKNOWN_LINK);
    // Only an id with nothing saved under it is an unknown link. Anything else (the database down) is ours:
    // it goes on to page(), which answers the 500 page and the server logs it.
    const saved = await interactiveQueries.getInteractiveQuery(id.data).catch((e: unknown) => {
      if (e instanceof HttpError && e.status === 404) return null;
      throw e;
    });
    if (!saved || saved.tool !== 'data-explorer') return fallback(UNKNOWN_LINK);
    const restored = migrateDataExplorerState(saved.state, vintage);
    if (!restored.ok) return fallback(`${restored.message} The default view is shown instead.`);
    try {
      const view = await buildDataView(choicesToParams(restored.state.choices));
      const notice = restored.vintageChanged
        ? `The data has been updated since this link was shared (it was made with data of ${restored.state.dataVintage}).`
        : null;
      return { view, vintage, notice };
    } catch (e) {
      if (e instanceof HttpError && e.status === 400)
        return fallback(`This shared view can no longer be shown: ${e.message}`);
      throw e;
    }
  }
  const params = DataExplorerParams.safeParse(query);
  if (!params.success) {
    const issue = params.error.issues[0];
    return fallback(
      `The address asks for something this page cannot show ('${String(issue.path[0])}' ${issue.message}); the default view is shown instead.`,
    );
  }
  try {
    const view = await buildDataView(params.data);
    // The profile opened on Culpeper County for everyone: without a place in the address it says it is an
    // example and how to see one's own (the chooser then keeps it in the address).
    const notice =
      view.choices.view === 'jurisdiction' && query.place === undefined
        ? `${view.title.replace(/^Jurisdiction profile: /, '')} is shown as an example. Choose your county, city or ` +
          'district in “County, city or district” below to see what the plan says about it; the address then ' +
          'keeps your choice, to bookmark or share.'
        : null;
    return { view, vintage, notice };
  } catch (e) {
    if (e instanceof HttpError && e.status === 400)
      return fallback(`${e.message}. The default view is shown instead.`);
    throw e;
  }
}
