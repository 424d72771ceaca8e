import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChartKeys } from '@/components/charts/ChartKeys';
import { chartNote, chartParts } from '@/components/dataExplorer/ViewChart';
import { ViewTable } from '@/components/dataExplorer/ViewTable';
import { ChartSpec, type DataTableModel } from '@/lib/shared/schemas/dataExplorer';

const table = (rows: DataTableModel['rows'], columns: DataTableModel['columns']): DataTableModel => ({
  id: 't',
  caption: 'Test',
  columns,
  rows,
});

describe('ViewTable', () => {
  it('writes a year as a year and a measure with thousands separators', () => {
    render(
      <ViewTable
        table={table(
          [{ name: 'Culpeper corridor study', fiscalYear: 2026, acres: 12345.67 }],
          [
            { key: 'name', label: 'Study', numeric: false, unit: null },
            { key: 'fiscalYear', label: 'Fiscal year', numeric: false, unit: null },
            { key: 'acres', label: 'Area', numeric: true, unit: 'acres' },
          ],
        )}
      />,
    );
    const row = screen.getByRole('row', { name: /Culpeper corridor study/ });
    expect(within(row).getByText('2026')).toBeInTheDocument();
    expect(within(row).queryByText('2,026')).toBeNull();
    expect(within(row).getByText('12,345.7')).toBeInTheDocument();
  });
});

describe('the Data Explorer chart', () => {
  const figures = table(
    [
      { name: 'Lane-miles', number: 18000, unit: 'miles' },
      { name: 'Share driving alone', number: 72, unit: '%' },
      { name: 'Transit share', number: 4, unit: '%' },
      { name: 'Miles of trail', number: 2400, unit: 'miles' },
    ],
    [
      { key: 'name', label: 'Figure', numeric: false, unit: null },
      { key: 'number', label: 'Number', numeric: true, unit: '' },
      { key: 'unit', label: 'Unit', numeric: false, unit: null },
    ],
  );

  it('draws one chart per unit when grouped, so miles and percent never share an axis', () => {
    const spec = ChartSpec.parse({
      kind: 'bar',
      labelKey: 'name',
      valueKey: 'number',
      unit: '',
      title: 'Key figures',
      limit: 20,
      groupKey: 'unit',
      things: 'key figures',
    });
    const parts = chartParts(spec, figures);
    expect(parts.map((p) => [p.unit, p.data.map((d) => d.name)])).toEqual([
      ['miles', ['Lane-miles', 'Miles of trail']],
      ['%', ['Share driving alone', 'Transit share']],
    ]);
  });

  it('says when the chart shows fewer rows than the table', () => {
    const rows = Array.from({ length: 24 }, (_, i) => ({ name: `Commodity ${i + 1}`, value: 100 - i }));
    const flows = table(rows, [
      { key: 'name', label: 'Commodity', numeric: false, unit: null },
      { key: 'value', label: 'Weight', numeric: true, unit: 'thousand tons' },
    ]);
    const spec = ChartSpec.parse({
      kind: 'bar',
      labelKey: 'name',
      valueKey: 'value',
      unit: 'thousand tons',
      title: 'Flows',
      limit: 12,
      things: 'commodities',
    });
    expect(chartNote(spec, flows)).toBe(
      "The chart shows the first 12 of 24 commodities in the table's order; the table lists all of them.",
    );
    expect(chartNote({ ...spec, limit: 30 }, flows)).toBeNull();
  });

  it('arrow keys move through the points in reading order and name each one', () => {
    const data = [
      { name: 'Coal', value: 1200 },
      { name: 'Gravel', value: 800.25 },
      { name: 'Wood', value: 30 },
    ];
    render(
      <ChartKeys data={data} unit="thousand tons" title="Outbound weight">
        {(active) => <span data-testid="active">{String(active)}</span>}
      </ChartKeys>,
    );
    const chart = screen.getByRole('group', { name: /Outbound weight\. 3 values/ });
    const said = () => screen.getByTestId('chart-point').textContent;
    fireEvent.keyDown(chart, { key: 'ArrowDown' });
    expect(said()).toBe('Coal: 1,200 thousand tons (1 of 3)');
    fireEvent.keyDown(chart, { key: 'ArrowDown' });
    expect(said()).toBe('Gravel: 800.3 thousand tons (2 of 3)');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(said()).toBe('Coal: 1,200 thousand tons (1 of 3)');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(screen.getByTestId('active').textContent).toBe('2');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(said()).toBe('Wood: 30 thousand tons (3 of 3)');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(said());
  });
});
