import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CommodityFlowExplorer, defaultQueries } from '@/components/charts/CommodityFlowExplorer';
import { getCommodityFilters, getCommodityFlow } from '@/lib/client/api';
import { ApiError } from '@/lib/client/request';
import type {
  CommodityFilters,
  CommodityFiltersQuery,
  CommodityFlow,
  CommodityFlowQuery,
} from '@/lib/shared/schemas/freight';

jest.mock('@/lib/client/api', () => ({
  getCommodityFilters: jest.fn(),
  getCommodityFlow: jest.fn(),
}));

const filtersMock = getCommodityFilters as jest.MockedFunction<typeof getCommodityFilters>;
const flowMock = getCommodityFlow as jest.MockedFunction<typeof getCommodityFlow>;

const NOTE = 'Illustrative data: generated to match the shape of FHWA FAF5 tables.';
const METRICS: CommodityFilters['metrics'] = [
  { value: 'tons', label: 'Weight', unit: 'thousand tons' },
  { value: 'value', label: 'Value', unit: 'million dollars' },
  { value: 'ton-miles', label: 'Ton-miles', unit: 'million ton-miles' },
];
const ORIGINS = { statewide: ['Virginia'], district: ['Bristol', 'Hampton Roads', 'Richmond'] };

function fakeFilters(q: CommodityFiltersQuery = {}): CommodityFilters {
  const scale = q.scale ?? 'statewide';
  return {
    illustrative: true,
    note: NOTE,
    scale,
    scales: ['statewide', 'district'],
    origins: ORIGINS[scale],
    directions: ['inbound', 'outbound', 'within'],
    metric: METRICS.find((m) => m.value === (q.metric ?? 'tons')) ?? METRICS[0],
    metrics: METRICS,
    years: [2017, 2022, 2050],
    baseYear: 2017,
    modes: ['truck', 'rail', 'water'],
  };
}

function fakeFlow(q: CommodityFlowQuery = {}): CommodityFlow {
  const scale = q.scale ?? 'statewide';
  const origin = q.origin ?? ORIGINS[scale][0];
  const metric = q.metric ?? 'tons';
  const scaleBy = origin === 'Hampton Roads' ? 3 : 1;
  return {
    illustrative: true,
    note: NOTE,
    filters: {
      scale,
      origin,
      direction: q.direction ?? 'outbound',
      metric,
      year: q.year ?? 2017,
      mode: q.mode ?? null,
    },
    unit: METRICS.find((m) => m.value === metric)?.unit ?? '',
    total: 1500 * scaleBy,
    byCommodity: [
      { commodity: 'Coal', value: 1234 * scaleBy },
      { commodity: 'Cereal grains', value: 266 * scaleBy },
    ],
    byPartner: [{ partner: 'Maryland', value: 1500 * scaleBy }],
    byMode: [{ mode: 'truck', value: 1500 * scaleBy }],
  };
}

const commodityTable = () => screen.getByRole('table', { name: /by commodity/ });

beforeEach(() => {
  filtersMock.mockReset().mockImplementation(async (q) => fakeFilters(q));
  flowMock.mockReset().mockImplementation(async (q) => fakeFlow(q));
});

describe('CommodityFlowExplorer', () => {
  it('loads the filters and the flows with the defaults, and shows the label, note and table', async () => {
    render(<CommodityFlowExplorer />);
    expect(screen.getByText('Illustrative data')).toBeVisible();
    await screen.findByRole('table', { name: /by commodity/ });
    expect(filtersMock).toHaveBeenCalledWith({ scale: 'statewide', metric: 'tons' });
    expect(flowMock).toHaveBeenCalledWith({ scale: 'statewide', direction: 'outbound', metric: 'tons' });
    expect(screen.getByText(NOTE)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2017 (base year)');
    expect(within(commodityTable()).getByRole('row', { name: /Coal/ })).toHaveTextContent('1,234');
    expect(within(commodityTable()).getByRole('row', { name: /Cereal grains/ })).toHaveTextContent('266');
    expect(screen.getByText(/Total: 1,500 thousand tons/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Top 12 commodities' })).toBeInTheDocument();
  });

  it('renders the server’s first answer, tables included, without asking the API again', async () => {
    const q = defaultQueries();
    const initial = {
      filters: { query: q.filters, data: fakeFilters(q.filters) },
      flow: { query: q.flow, data: fakeFlow(q.flow) },
    };
    // As served: the data tables are in the HTML, the charts are not (recharts runs in the browser only).
    const html = renderToString(<CommodityFlowExplorer initial={initial} />);
    expect(html).toContain('Weight by commodity');
    expect(html).toContain('1,234');
    expect(html).not.toContain('recharts');
    render(<CommodityFlowExplorer initial={initial} />);
    expect(within(commodityTable()).getByRole('row', { name: /Coal/ })).toHaveTextContent('1,234');
    expect(screen.getByText(/Total: 1,500 thousand tons/)).toBeVisible();
    await new Promise((r) => setTimeout(r, 20));
    expect(filtersMock).not.toHaveBeenCalled();
    expect(flowMock).not.toHaveBeenCalled();
  });

  it('reloads the filters for a VDOT district scale and lists the district origins', async () => {
    const user = userEvent.setup();
    render(<CommodityFlowExplorer />);
    await screen.findByRole('table', { name: /by commodity/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), 'VDOT district');
    await waitFor(() => expect(filtersMock).toHaveBeenLastCalledWith({ scale: 'district', metric: 'tons' }));
    const origin = screen.getByRole('combobox', { name: 'Origin' });
    await waitFor(() =>
      expect(within(origin).getByRole('option', { name: 'Hampton Roads' })).toBeInTheDocument(),
    );
    expect(within(origin).queryByRole('option', { name: 'Virginia' })).toBeNull();

    await user.selectOptions(origin, 'Hampton Roads');
    expect(flowMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ scale: 'district', origin: 'Hampton Roads' }),
    );
    await waitFor(() => expect(commodityTable()).toHaveAccessibleName(/Hampton Roads/));
    expect(within(commodityTable()).getByRole('row', { name: /Coal/ })).toHaveTextContent('3,702');
  });

  it('re-queries with the chosen measure and shows its unit', async () => {
    const user = userEvent.setup();
    render(<CommodityFlowExplorer />);
    await screen.findByRole('table', { name: /by commodity/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'Value');
    expect(flowMock).toHaveBeenLastCalledWith(expect.objectContaining({ metric: 'value' }));
    expect(filtersMock).toHaveBeenLastCalledWith({ scale: 'statewide', metric: 'value' });
    expect(await screen.findByText(/Total: 1,500 million dollars/)).toBeVisible();
    expect(commodityTable()).toHaveAccessibleName(/Value by commodity/);
  });

  it('passes year and mode choices to the flow query', async () => {
    const user = userEvent.setup();
    render(<CommodityFlowExplorer />);
    await screen.findByRole('table', { name: /by commodity/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2050');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Rail');
    expect(flowMock).toHaveBeenLastCalledWith(expect.objectContaining({ year: 2050, mode: 'rail' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'All modes');
    expect(flowMock.mock.lastCall?.[0]).not.toHaveProperty('mode');
  });

  it('shows the client error with a Retry that queries again, keeping the illustrative label', async () => {
    flowMock.mockRejectedValueOnce(new ApiError('Failed to fetch commodity flow data', 500, null));
    const user = userEvent.setup();
    render(<CommodityFlowExplorer />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch commodity flow data');
    expect(screen.getByText('Illustrative data')).toBeVisible();
    expect(flowMock).toHaveBeenCalledTimes(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: /by commodity/ });
    expect(flowMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Failed to fetch commodity flow data')).toBeNull();
  });

  it('ignores a slow answer to a superseded query', async () => {
    let resolveFirst: (flow: CommodityFlow) => void = () => undefined;
    flowMock.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)));
    const user = userEvent.setup();
    render(<CommodityFlowExplorer />);
    await screen.findByRole('combobox', { name: 'Direction' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'Inbound');
    await waitFor(() => expect(commodityTable()).toHaveAccessibleName(/inbound/));
    resolveFirst(fakeFlow({ origin: 'Virginia', direction: 'outbound' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(commodityTable()).toHaveAccessibleName(/inbound/);
  });
});
