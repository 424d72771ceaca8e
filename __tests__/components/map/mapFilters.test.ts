import {
  definitionExpression,
  appliedLayersKey,
  extentOf,
  parseCoordinates,
  toAttributeFilters,
} from '@/components/map/mapFilters';
import type { LayerField } from '@/lib/shared/schemas/layers';

const fields: LayerField[] = [
  { name: 'district', type: 'string', label: 'VDOT district' },
  { name: 'priority', type: 'integer', label: 'Priority' },
];

describe('map filters', () => {
  it('turns saved filters into the API form, dropping fields with nothing chosen', () => {
    expect(toAttributeFilters({ district: ['Salem'], priority: [] })).toEqual([
      { field: 'district', values: ['Salem'] },
    ]);
    expect(toAttributeFilters(undefined)).toEqual([]);
  });

  it('writes the same filters as a definition expression, quoting strings and keeping numbers numeric', () => {
    expect(
      definitionExpression({ district: ['Salem', "Prince George's"], priority: ['1', '2'] }, fields),
    ).toBe("district IN ('Salem', 'Prince George''s') AND priority IN (1, 2)");
    expect(definitionExpression({ priority: ['one'] }, fields)).toBe('1 = 0');
    // Fields the layer does not have, or names that are not plain identifiers, never reach the SQL.
    expect(definitionExpression({ 'x) OR (1=1': ['a'], colour: ['red'] }, fields)).toBeNull();
    expect(definitionExpression({}, fields)).toBeNull();
  });

  it('reads coordinates in either order, and nothing else', () => {
    expect(parseCoordinates('38.88, -77.1')).toEqual({ latitude: 38.88, longitude: -77.1 });
    expect(parseCoordinates('-77.1 38.88')).toEqual({ latitude: 38.88, longitude: -77.1 });
    expect(parseCoordinates('Culpeper')).toBeNull();
    expect(parseCoordinates('300, 10')).toBeNull();
  });

  it('pads the extent of a point so it opens among its neighbours, not on a blank county', () => {
    const point = extentOf({ type: 'Point', coordinates: [-77, 38] });
    expect([point.xmin, point.ymin, point.xmax, point.ymax].map((n) => +n.toFixed(6))).toEqual([
      -77.06, 37.94, -76.94, 38.06,
    ]);
    const line = extentOf({
      type: 'LineString',
      coordinates: [
        [-78, 37],
        [-77, 38],
      ],
    });
    expect([line.xmin, line.xmax]).toEqual([-78.15, -76.85]);
  });
});

describe('appliedLayersKey', () => {
  const layer = { key: 'gap-ta-studies', visible: true, opacity: 1, definitionExpression: null };
  it('is the same for a new but equal array of layers (the map does not re-apply them)', () => {
    expect(appliedLayersKey([{ ...layer }])).toBe(appliedLayersKey([{ ...layer }]));
  });
  it.each([
    ['turned off', { visible: false }],
    ['faded', { opacity: 0.5 }],
    ['filtered', { definitionExpression: "district IN ('Salem')" }],
    ['another layer', { key: 'coss-roadway-components' }],
    [
      'drawn in another colour and dash (a year of a comparison)',
      { colour: '#2f88f4', style: { marker: 'square', line: 'solid', fill: 'none' } },
    ],
  ])('changes when a layer is %s', (_, change) => {
    expect(appliedLayersKey([{ ...layer, ...change }])).not.toBe(appliedLayersKey([layer]));
  });
});
