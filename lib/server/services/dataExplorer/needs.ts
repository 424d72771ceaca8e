import { layerRecords, type FeatureRecord } from '@/lib/server/services/layers';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';
import { summarize } from '@/lib/shared/schemas/dataExplorer/rules';
import { badRequest } from '@/lib/shared/errors';
import {
  NEEDS_BREAKDOWNS,
  NEEDS_YEARS,
  DataExplorerParams,
  type DataExplorerChoices,
  type DataView,
} from '@/lib/shared/schemas/dataExplorer';
import { col, countAndMiles, oneOfOr, opts, type Row } from './parts';

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
export async function needsView(p: DataExplorerParams, base: DataExplorerChoices): Promise<DataView> {
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
