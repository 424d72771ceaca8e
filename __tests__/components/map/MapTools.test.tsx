import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapTools } from '@/components/map/MapTools';
import { initializeExtractJob } from '@/lib/client/extract';
import { getFeatures } from '@/lib/client/map';
import { EXTRACT_OPTIONS, latestSketch, layerMeta, rectangle, stubMap } from '../../helpers/mapStub';

jest.mock('@/lib/client/extract', () => ({
  initializeExtractJob: jest.fn(),
  startExtractJob: jest.fn(),
  getExtractJob: jest.fn(),
}));
jest.mock('@/lib/client/map', () => ({ getFeatures: jest.fn() }));
const initMock = initializeExtractJob as jest.Mock;
const featuresMock = getFeatures as jest.Mock;

const STUDIES = layerMeta('gap-ta-studies', 'GAP-TA studies');

/** An operational layer on the stub map: what featuresInArea queries (`layer-<key>`). */
function addLayer(view: ReturnType<typeof stubMap>['view'], ids: string[]) {
  const queryFeatures = jest.fn(async () => ({
    features: ids.map((feature_id) => ({ attributes: { feature_id } })),
  }));
  view.map.add({
    id: 'layer-gap-ta-studies',
    definitionExpression: "status = 'done'",
    load: async () => undefined,
    queryFeatures,
  });
  return queryFeatures;
}

function setup(tableLayer = STUDIES) {
  const map = stubMap();
  const onSelectIds = jest.fn();
  render(
    <MapTools
      handle={map.handle}
      tableLayer={tableLayer}
      visibleKeys={['gap-ta-studies']}
      onSelectIds={onSelectIds}
    />,
  );
  return { ...map, onSelectIds, status: () => screen.getByTestId('map-tool-status') };
}

async function choose(user: ReturnType<typeof userEvent.setup>, menu: string, item: string) {
  await user.click(screen.getByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

beforeEach(() => {
  initMock.mockReset().mockResolvedValue(EXTRACT_OPTIONS);
  featuresMock.mockReset();
});

describe('MapTools (against the @arcgis/core stub)', () => {
  it('measures a drawn line: geodesic length in km and miles', async () => {
    const user = userEvent.setup();
    const { status } = setup();
    await choose(user, 'Measure', 'Distance');
    expect(status()).toHaveTextContent('Click points on the map; double-click to finish.');
    expect(latestSketch().creating).toBe('polyline');
    await act(async () =>
      latestSketch().complete({
        type: 'polyline',
        paths: [
          [
            [0, 0],
            [3, 4],
          ],
        ],
      }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('Distance: 5 km (3.11 mi).'));
  });

  it('measures a drawn polygon: area and perimeter', async () => {
    const user = userEvent.setup();
    const { status } = setup();
    await choose(user, 'Measure', 'Area');
    expect(latestSketch().creating).toBe('polygon');
    await act(async () => latestSketch().complete(rectangle(0, 0, 3, 4)));
    await waitFor(() => expect(status()).toHaveTextContent('Area: 12 km² (4.63 sq mi); perimeter 14 km.'));
  });

  it('says when a drawing is cancelled (Escape)', async () => {
    const user = userEvent.setup();
    const { status } = setup();
    await choose(user, 'Select', 'By rectangle (draw on the map)');
    expect(status()).toHaveTextContent('Draw on the map; Escape cancels.');
    await act(async () => latestSketch().cancelDrawing());
    await waitFor(() => expect(status()).toHaveTextContent('Drawing cancelled.'));
  });

  it('selects the table layer’s features in a drawn rectangle (its filter applies)', async () => {
    const user = userEvent.setup();
    const { view, status, onSelectIds } = setup();
    const query = addLayer(view, ['GAP-1', 'GAP-7']);
    await choose(user, 'Select', 'By rectangle (draw on the map)');
    expect(latestSketch().creating).toBe('rectangle');
    await act(async () => latestSketch().complete(rectangle(0, 0, 2, 2)));
    await waitFor(() => expect(onSelectIds).toHaveBeenCalledWith('gap-ta-studies', ['GAP-1', 'GAP-7']));
    expect(query).toHaveBeenCalledWith(
      expect.objectContaining({ where: "status = 'done'", spatialRelationship: 'intersects' }),
    );
    expect(status()).toHaveTextContent('2 features of GAP-TA studies selected in the rectangle.');
  });

  it('says how many lie in the area when more than 400 do, and selects the first 400', async () => {
    const user = userEvent.setup();
    const { view, status, onSelectIds } = setup();
    addLayer(
      view,
      Array.from({ length: 450 }, (_, i) => `F-${i}`),
    );
    await choose(user, 'Select', 'By polygon (draw on the map)');
    await act(async () => latestSketch().complete(rectangle(0, 0, 2, 2)));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        '450 features of GAP-TA studies lie in the polygon; the first 400 are selected.',
      ),
    );
    expect(onSelectIds.mock.calls[0][1]).toHaveLength(400);
  });

  it('asks for a layer first when none is in the table', async () => {
    const user = userEvent.setup();
    const map = stubMap();
    const onSelectIds = jest.fn();
    render(<MapTools handle={map.handle} tableLayer={null} visibleKeys={[]} onSelectIds={onSelectIds} />);
    await choose(user, 'Select', 'By polygon (draw on the map)');
    await act(async () => latestSketch().complete(rectangle(0, 0, 1, 1)));
    await waitFor(() =>
      expect(screen.getByTestId('map-tool-status')).toHaveTextContent(
        'Turn on a layer first: a selection picks features of the layer in the table.',
      ),
    );
    expect(onSelectIds).not.toHaveBeenCalled();
  });

  it('selects by a county picked from the list: its boundary is shown, the map goes there, features selected', async () => {
    const user = userEvent.setup();
    const { view, goTo, status, onSelectIds } = setup();
    addLayer(view, ['GAP-3']);
    featuresMock.mockResolvedValue({
      features: [
        {
          id: '51047',
          geometry: { type: 'Polygon', coordinates: rectangle(-78.2, 38.3, -77.8, 38.7).rings },
        },
      ],
    });
    await choose(user, 'Select', 'By county, city or district…');
    const dialog = await screen.findByRole('dialog', { name: 'Select by county, city or district' });
    await user.type(within(dialog).getByRole('combobox', { name: 'County, city or district' }), 'Culpeper C');
    await user.click(await screen.findByRole('option', { name: 'Culpeper County' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onSelectIds).toHaveBeenCalledWith('gap-ta-studies', ['GAP-3']));
    expect(featuresMock).toHaveBeenCalledWith('virginia-localities', { ids: ['51047'] });
    expect(goTo).toHaveBeenCalledWith(
      expect.objectContaining({ xmin: expect.closeTo(-78.26, 5), ymax: expect.closeTo(38.76, 5) }),
    );
    const sketchLayer = view.map.layers.find((l) => l.id === 'sketch') as unknown as { graphics: unknown[] };
    expect(sketchLayer.graphics).toHaveLength(1);
    expect(status()).toHaveTextContent('1 feature of GAP-TA studies selected in Culpeper County.');
  });
});
