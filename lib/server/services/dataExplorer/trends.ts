import { listRiskRegister } from '@/lib/server/services/planRecords';
import { badRequest } from '@/lib/shared/errors';
import { parseFigure } from '@/lib/shared/figures';
import {
  DataExplorerParams,
  type DataExplorerChoices,
  type DataView,
} from '@/lib/shared/schemas/dataExplorer';
import { col, round, type Row } from './parts';

/** Long-term trends: the register's key figures of one megatrend (or all), with the numbers read from them. */
export async function trendsView(p: DataExplorerParams, base: DataExplorerChoices): Promise<DataView> {
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
