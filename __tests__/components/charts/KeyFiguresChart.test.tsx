import { render, screen, waitFor, within } from '@testing-library/react';
import { figuresChartHeight, KeyFiguresChart } from '@/components/charts/KeyFiguresChart';
import { parseFigure } from '@/lib/shared/figures';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';

const item = (macrotrend: string, keyFigures: RiskRegisterItem['keyFigures'], n = 1): RiskRegisterItem => ({
  megatrendNumber: 2,
  megatrend: 'Technological advancements',
  macrotrendNumber: n,
  macrotrend,
  drivers: '',
  summary: '',
  keyFigures,
  page: '/long-term-planning/megatrend-technology',
});

describe('parseFigure', () => {
  it.each([
    ['1,100', { value: 1100, unit: '', qualifier: null }],
    ['about 13,100', { value: 13100, unit: '', qualifier: 'about' }],
    ['+11% to +63%', { low: 11, high: 63, unit: '%', qualifier: null }],
    // U+2212 MINUS SIGN, as typeset in the register; the range is ordered low to high.
    ['\u221214% to \u221251%', { low: -51, high: -14, unit: '%', qualifier: null }],
    ['up to 31%', { value: 31, unit: '%', qualifier: 'up to' }],
    ['over 60%', { value: 60, unit: '%', qualifier: 'over' }],
    ['about 83% to 85%', { low: 83, high: 85, unit: '%', qualifier: 'about' }],
  ])('reads %s', (text, expected) => {
    expect(parseFigure(text)).toEqual(expected);
  });

  it.each(['n/a', '', 'several hundred', 'see report'])('gives null for %j', (text) => {
    expect(parseFigure(text)).toBeNull();
  });
});

/** Waits for the client-only chart modules (next/dynamic) to replace their Skeletons. */
const chartsLoaded = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('.skeleton')).toBeNull());

describe('KeyFiguresChart', () => {
  const technology = item('Connected and autonomous vehicles', [
    { label: 'Capacity of a basic freeway segment', value: '+11% to +63%' },
    { label: 'Fatal crashes', value: '\u221214% to \u221251%' },
    { label: 'Deployment timeline', value: 'uncertain' },
  ]);

  it('lists every figure, charted or not, in a table per macrotrend', async () => {
    const other = item('Shared mobility', [{ label: 'Trips shared', value: 'up to 31%' }], 2);
    const { container } = render(<KeyFiguresChart items={[technology, other]} />);
    await chartsLoaded(container);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Connected and autonomous vehicles' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Shared mobility' })).toBeVisible();

    const table = screen.getByRole('table', { name: /Key figures: Connected and autonomous vehicles/ });
    for (const f of technology.keyFigures) {
      const row = within(table).getByRole('row', { name: new RegExp(f.label) });
      expect(row).toHaveTextContent(f.value);
    }
    expect(within(table).getByRole('row', { name: /Deployment timeline/ })).toHaveTextContent(
      'uncertain (not charted)',
    );
    const shared = screen.getByRole('table', { name: /Key figures: Shared mobility/ });
    expect(within(shared).getByRole('row', { name: /Trips shared/ })).toHaveTextContent('up to 31%');
  });

  it('lists a macrotrend with only text figures without a chart', () => {
    const { container } = render(
      <KeyFiguresChart items={[item('Remote work', [{ label: 'Share of jobs', value: 'n/a' }])]} />,
    );
    const table = screen.getByRole('table', { name: /Key figures: Remote work/ });
    expect(within(table).getByRole('row', { name: /Share of jobs/ })).toHaveTextContent('n/a');
    expect(table).not.toHaveTextContent('not charted');
    expect(container.querySelector('.skeleton, .recharts-wrapper')).toBeNull();
  });

  it('draws a chart, in a box of the reserved height, for macrotrends with numeric figures', async () => {
    const { container } = render(<KeyFiguresChart items={[technology]} />);
    await chartsLoaded(container);
    const chart = container.querySelector('.recharts-responsive-container');
    expect(chart).not.toBeNull();
    // Two numeric figures share the unit '%': two bars' worth of height (the box WhenVisible fills).
    expect(chart?.parentElement?.parentElement).toHaveStyle({ height: `${figuresChartHeight(2)}px` });
  });

  it('renders nothing when no macrotrend has figures', () => {
    const { container } = render(<KeyFiguresChart items={[item('Remote work', [])]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
