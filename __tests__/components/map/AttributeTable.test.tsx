import { render, screen, within } from '@testing-library/react';
import { AttributeTable } from '@/components/map/AttributeTable';
import { getFeatures } from '@/lib/client/map';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { LayerField } from '@/lib/shared/schemas/layers';

jest.mock('@/lib/client/map', () => ({ getFeatures: jest.fn() }));
const featuresMock = getFeatures as jest.Mock;

const layer = (key: string, name: string, fields: LayerField[]): LayerMetadata => ({
  key,
  name,
  category: 'Travel Markets',
  description: '',
  geometryType: 'polygon',
  source: 'Localities via OIPI',
  vintage: '2023',
  downloadable: true,
  updatedOn: '02/01/2024',
  fields,
  featureCount: 1,
  illustrativeCount: 0,
  extent: null,
});

function renderTable(meta: LayerMetadata, properties: Record<string, unknown>) {
  featuresMock.mockResolvedValue({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', id: 'f-1', geometry: null, properties }],
    numberMatched: 1,
    numberReturned: 1,
  });
  render(
    <AttributeTable
      layer={meta}
      filters={[]}
      extent={{ xmin: -84, ymin: 36, xmax: -75, ymax: 40 }}
      selectedIds={[]}
      onSelect={() => undefined}
      sort={null}
      onSort={() => undefined}
      inView={false}
      onInView={() => undefined}
    />,
  );
  return screen.getByRole('table', { name: `${meta.name}: attribute table` });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

test('a layer whose fields include its name shows it once, under the layer’s own label', async () => {
  const table = renderTable(
    layer('urban-development-areas', 'Urban Development Areas', [
      { name: 'name', type: 'string', label: 'UDA' },
      { name: 'town', type: 'string', label: 'Town centre' },
      { name: 'acres', type: 'integer', label: 'Acres' },
    ]),
    { name: 'Abingdon UDA 1', town: 'Abingdon', acres: 412 },
  );
  const row = await within(table).findByRole('row', { name: /Abingdon UDA 1/ });
  expect(headers(table)).toEqual(['UDA', 'Town centre', 'Acres']);
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Abingdon UDA 1', 'Abingdon', '412']);
});

test('a layer without a name field gets the feature’s name as a first "Name" column', async () => {
  const table = renderTable(
    layer('vdot-districts', 'VDOT Construction Districts', [
      { name: 'district', type: 'string', label: 'District' },
    ]),
    { name: 'Salem District', district: 'Salem' },
  );
  await within(table).findByRole('row', { name: /Salem District/ });
  expect(headers(table)).toEqual(['Name', 'District']);
});

test('another layer chosen: the rows of the layer before go at once, not after the new rows arrive', async () => {
  const onSelect = jest.fn();
  const meta = (key: string, name: string) =>
    layer(key, name, [{ name: 'name', type: 'string', label: 'Name' }]);
  const page = (id: string, name: string) => ({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', id, geometry: null, properties: { name } }],
    numberMatched: 1,
    numberReturned: 1,
  });
  let answer = (_: unknown) => undefined as unknown;
  featuresMock
    .mockReset()
    .mockResolvedValueOnce(page('coss-1', 'Washington to North Carolina (I-95) segment 1'))
    .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const props = {
    filters: [],
    extent: { xmin: -84, ymin: 36, xmax: -75, ymax: 40 },
    selectedIds: [],
    onSelect,
    sort: null,
    onSort: () => undefined,
    inView: false,
    onInView: () => undefined,
  };
  const { rerender } = render(<AttributeTable layer={meta('coss', 'CoSS Roadway Components')} {...props} />);
  await screen.findByRole('row', { name: /I-95/ });
  rerender(<AttributeTable layer={meta('priority', '2023 Priority Locations')} {...props} />);
  const table = screen.getByRole('table', { name: '2023 Priority Locations: attribute table' });
  expect(within(table).queryByRole('row', { name: /I-95/ })).toBeNull();
  expect(screen.getByText('Loading…')).toBeVisible();
  answer(page('p-1', 'Priority 3 location 2023-P0448'));
  await within(table).findByRole('row', { name: /2023-P0448/ });
});
