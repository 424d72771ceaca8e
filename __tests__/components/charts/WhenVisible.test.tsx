import { act, render, screen, waitFor, within } from '@testing-library/react';
import { FlowResults } from '@/components/charts/FlowResults';
import { WhenVisible } from '@/components/charts/WhenVisible';
import { DEFAULT_CHOICES } from '@/lib/shared/schemas/dataExplorer/rules';
import type { CommodityFlow } from '@/lib/shared/schemas/freight';

/** Set when the chart module is first loaded (next/dynamic imports it the first time the chart renders). */
const loaded = { flowBarChart: false };
jest.mock('@/components/charts/FlowBarChart', () => {
  loaded.flowBarChart = true;
  return { __esModule: true, default: ({ title }: { title: string }) => <svg aria-label={title} /> };
});

/** A stand-in IntersectionObserver (jsdom has none) whose callbacks the test calls. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports every observed element as in view or not. */
  report(isIntersecting: boolean) {
    act(() =>
      this.callback(
        this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('WhenVisible', () => {
  it('shows the placeholder until its box nears the viewport, then the children for good', () => {
    render(
      <WhenVisible placeholder={<p>waiting</p>}>
        <p>chart</p>
      </WhenVisible>,
    );
    const [observer] = FakeObserver.all;
    expect(observer.options?.rootMargin).toBe('200px 0px');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    observer.report(false);
    expect(screen.queryByText('chart')).toBeNull();
    observer.report(true);
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('shows the children right away where there is no IntersectionObserver', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <WhenVisible placeholder={<p>waiting</p>}>
        <p>chart</p>
      </WhenVisible>,
    );
    expect(await screen.findByText('chart')).toBeInTheDocument();
  });
});

const { scale, origin, direction, metric, year, mode } = DEFAULT_CHOICES;
const flow: CommodityFlow = {
  illustrative: true,
  note: 'Illustrative data.',
  filters: { scale, origin, direction, metric, year, mode },
  unit: 'thousand tons',
  total: 1500,
  byCommodity: [
    { commodity: 'Coal', value: 1234 },
    { commodity: 'Cereal grains', value: 266 },
  ],
  byPartner: [{ partner: 'Maryland', value: 1500 }],
  byMode: [{ mode: 'truck', value: 1500 }],
};

describe('the commodity-flow charts', () => {
  it('render their tables at once and load the chart code only when a chart scrolls into view', async () => {
    const { container } = render(<FlowResults flow={flow} metricLabel="Weight" />);
    const drawn = (title: string) => container.querySelector(`svg[aria-label="${title}"]`);
    const table = screen.getByRole('table', { name: /Weight by commodity/ });
    expect(within(table).getByRole('row', { name: /Coal/ })).toHaveTextContent('1,234');
    // Three charts, each waiting for its own box.
    expect(FakeObserver.all).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(loaded.flowBarChart).toBe(false);
    FakeObserver.all[0].report(true);
    await waitFor(() => expect(drawn('Top 12 commodities')).not.toBeNull());
    expect(loaded.flowBarChart).toBe(true);
    expect(drawn('By mode')).toBeNull();
  });
});
