import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExtractDialog } from '@/components/map/ExtractDialog';
import { Sketcher } from '@/components/map/sketch';
import { getExtractJob, initializeExtractJob, startExtractJob } from '@/lib/client/extract';
import { ApiError } from '@/lib/client/request';
import type { ExtractJob } from '@/lib/shared/schemas/extract';
import { EXTRACT_OPTIONS, latestSketch, rectangle, stubMap } from '../../helpers/mapStub';

jest.mock('@/lib/client/extract', () => ({
  initializeExtractJob: jest.fn(),
  startExtractJob: jest.fn(),
  getExtractJob: jest.fn(),
}));
const initMock = initializeExtractJob as jest.Mock;
const startMock = startExtractJob as jest.Mock;
const statusMock = getExtractJob as jest.Mock;

const job = (over: Partial<ExtractJob>): ExtractJob => ({
  id: 'job-1',
  status: 'queued',
  error: null,
  progress: 0,
  area: { kind: 'locality', label: 'Culpeper County', sqKm: 990 },
  layers: ['gap-ta-studies'],
  format: 'geojson',
  featureCount: null,
  counts: null,
  filters: [],
  bytes: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  downloadUrl: null,
  ...over,
});

function setup(open = true) {
  const { view } = stubMap();
  const sketcher = new Sketcher(view as never);
  const props = {
    onClose: jest.fn(),
    sketcher: () => sketcher,
    visibleKeys: ['gap-ta-studies', 'not-extractable'],
    onStatus: jest.fn(),
  };
  const r = render(<ExtractDialog open={open} {...props} />);
  return { ...props, rerender: (o: boolean) => r.rerender(<ExtractDialog open={o} {...props} />) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Extract data for an area' });
const start = () => within(dialog()).getByRole('button', { name: 'Start extract' });

beforeEach(() => {
  initMock.mockReset().mockResolvedValue(EXTRACT_OPTIONS);
  startMock.mockReset();
  statusMock.mockReset();
});

describe('ExtractDialog (against the @arcgis/core stub)', () => {
  it('reads the limits and choices when it first opens, not before; the layers on the map are chosen', async () => {
    const { rerender } = setup(false);
    expect(initMock).not.toHaveBeenCalled();
    rerender(true);
    expect(
      await within(dialog()).findByText(
        /At most 30,000 km², 8 layers and 20,000 features; a drawn area of at most 2,000 points\. An extract that takes more than 60 seconds to make is stopped/,
      ),
    ).toBeVisible();
    expect(initMock).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByRole('checkbox', { name: 'GAP-TA studies' })).toBeChecked();
    expect(
      within(dialog()).getByRole('checkbox', { name: 'Urban Development Areas (illustrative)' }),
    ).not.toBeChecked();
  });

  it('lists the whole layer list in the dialog (no inner scroll box), the chosen ones first, with a count', async () => {
    const user = userEvent.setup();
    const { view } = stubMap();
    const sketcher = new Sketcher(view as never);
    // Only the second layer of the options is on in the map: it comes first.
    render(<ExtractDialog open onClose={jest.fn()} sketcher={() => sketcher} visibleKeys={['udas']} />);
    const group = await within(dialog()).findByRole('group', { name: /^Layers/ });
    expect(group).toHaveAccessibleName('Layers (1 of 2 chosen)');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => [b.getAttribute('name') ?? '', (b as HTMLInputElement).checked])).toHaveLength(2);
    expect(boxes[0]).toHaveAccessibleName('Urban Development Areas (illustrative)');
    expect(boxes[0]).toBeChecked();
    expect(getComputedStyle(group).maxHeight).not.toMatch(/px$/);
    expect(getComputedStyle(group).overflowY).not.toBe('auto');
    // Ticking one counts it and leaves the order as it was.
    await user.click(within(group).getByRole('checkbox', { name: 'GAP-TA studies' }));
    expect(group).toHaveAccessibleName('Layers (2 of 2 chosen)');
    expect(within(group).getAllByRole('checkbox')[0]).toHaveAccessibleName(
      'Urban Development Areas (illustrative)',
    );
  });

  it('asks for the area (picked or drawn) before starting', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(start()).toBeEnabled());
    await user.click(start());
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Choose a county, city or district.');
    await user.click(within(dialog()).getByRole('radio', { name: 'Draw an area on the map' }));
    await user.click(start());
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Draw an area on the map first.');
    expect(startMock).not.toHaveBeenCalled();
  });

  it('starts a job for a picked county and follows it to the download', async () => {
    const user = userEvent.setup();
    setup();
    startMock.mockResolvedValue(job({}));
    statusMock.mockResolvedValue(
      job({
        status: 'succeeded',
        progress: 100,
        featureCount: 1234,
        bytes: 4096,
        downloadUrl: '/api/geoprocessor/jobs/job-1/download',
      }),
    );
    await user.type(
      await within(dialog()).findByRole('combobox', { name: 'County, city or district' }),
      'Culp',
    );
    await user.click(await screen.findByRole('option', { name: 'Culpeper County' }));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByRole('option', { name: 'CSV' }));
    await user.click(start());
    expect(startMock).toHaveBeenCalledWith({
      area: { kind: 'locality', fips: '51047' },
      layers: ['gap-ta-studies'],
      format: 'csv',
    });
    expect(await screen.findByTestId('extract-status')).toHaveTextContent(
      'Culpeper County: Waiting to start…',
    );
    expect(start()).toBeDisabled();
    await waitFor(
      () =>
        expect(screen.getByTestId('extract-status')).toHaveTextContent(
          'Culpeper County: Ready. 1,234 features.',
        ),
      {
        timeout: 3000,
      },
    );
    expect(within(dialog()).getByRole('link', { name: 'Download the extract (zip, 4 KB)' })).toHaveAttribute(
      'href',
      '/api/geoprocessor/jobs/job-1/download',
    );
    expect(statusMock).toHaveBeenCalledWith('job-1');
  });

  it('hides itself while the person draws, saying how to draw, then sends the drawn polygon as closed GeoJSON', async () => {
    const user = userEvent.setup();
    const { onStatus } = setup();
    startMock.mockResolvedValue(
      job({ status: 'failed', error: 'No features of these layers lie in the area.' }),
    );
    await waitFor(() => expect(start()).toBeEnabled());
    await user.click(within(dialog()).getByRole('radio', { name: 'Draw an area on the map' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Draw on the map' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(latestSketch().creating).toBe('polygon');
    // The status line beside the map tools speaks while the dialog is hidden: loading, then how to draw.
    expect(onStatus).toHaveBeenNthCalledWith(1, 'Getting the drawing tool ready…');
    await waitFor(() =>
      expect(onStatus).toHaveBeenLastCalledWith(expect.stringMatching(/^Draw the area on the map/)),
    );
    await act(async () => latestSketch().complete(rectangle(0, 0, 3, 4)));
    expect(await within(dialog()).findByText('Drawn area: 12 km².')).toBeVisible();
    expect(onStatus).toHaveBeenLastCalledWith('');
    await user.click(start());
    expect(startMock.mock.calls[0][0].area).toEqual({
      kind: 'polygon',
      geometry: { type: 'Polygon', coordinates: rectangle(0, 0, 3, 4).rings },
    });
    expect(await within(dialog()).findByText('No features of these layers lie in the area.')).toBeVisible();
  });

  it('shows the server’s reason when the job is refused', async () => {
    const user = userEvent.setup();
    setup();
    startMock.mockRejectedValue(
      new ApiError(
        'The extract could not be started.',
        422,
        'The area is 41,000 km², more than the 30,000 km² one extract may cover.',
      ),
    );
    await user.type(
      await within(dialog()).findByRole('combobox', { name: 'County, city or district' }),
      'Culp',
    );
    await user.click(await screen.findByRole('option', { name: 'Culpeper County' }));
    await user.click(start());
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'The area is 41,000 km², more than the 30,000 km² one extract may cover.',
    );
    expect(start()).toBeEnabled();
  });
});
