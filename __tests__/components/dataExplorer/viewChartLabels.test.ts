import { wrapLabel } from '@/components/charts/WrappedTick';
import { chartHeight } from '@/components/dataExplorer/ViewChart';
import type { ChartSpec, DataTableModel } from '@/lib/shared/schemas/dataExplorer';

/** The long-term trends' longest labels: cut to two lines they read "…erine flooding" and "… professional". */
const LONG = [
  'Directional miles exposed to riverine flooding (medium scenario)',
  "Northern Virginia's share of the Commonwealth's professional and technical jobs",
];
const spec: ChartSpec = {
  kind: 'bar',
  labelKey: 'name',
  valueKey: 'value',
  unit: 'percent',
  title: 'Key figures',
  limit: 15,
  groupKey: null,
  things: 'figures',
};
const table = (names: string[]): DataTableModel => ({
  id: 't',
  caption: 'Key figures',
  columns: [
    { key: 'name', label: 'Figure', numeric: false, unit: null },
    { key: 'value', label: 'Value', numeric: true, unit: 'percent' },
  ],
  rows: names.map((name, i) => ({ name, value: i + 1 })),
});

describe('bar labels of the Data Explorer', () => {
  it('the trends’ longest labels fit whole in three lines at the chart’s label width', () => {
    for (const label of LONG) {
      const lines = wrapLabel(label, 232, 3);
      expect(lines.join(' ')).toBe(label);
      expect(lines.length).toBe(3);
    }
  });

  it('a chart with a three-line label gets rows tall enough for it; short labels keep the compact rows', () => {
    const five = ['Fatal crashes', 'Vehicle operating cost', 'Travel demand', 'Population growth', 'Jobs'];
    const short = chartHeight(spec, table([...five, 'Employment growth']));
    const long = chartHeight(spec, table([...five, LONG[0]!]));
    expect(long - short).toBe(6 * (46 - 30));
  });
});
