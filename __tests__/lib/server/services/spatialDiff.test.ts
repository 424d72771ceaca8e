/** @jest-environment node */
import type { Feature, Polygon } from 'geojson';
import { diffFeatures, sameGeometry, stableIds, typedValue } from '@/lib/server/services/spatialData/diff';
import { square } from '../../../helpers/spatialFixtures';

/** The diff's geometry tolerance, typed values and stable ids, unit by unit. */
const ring = square(-78, 38.5).coordinates[0];

describe('sameGeometry', () => {
  it('ignores the start vertex, the winding and a MultiPolygon of one, within 10 cm', () => {
    const a = square(-78, 38.5);
    const reversed: Polygon = { type: 'Polygon', coordinates: [[...ring].reverse()] };
    const rotated: Polygon = { type: 'Polygon', coordinates: [[...ring.slice(2, 4), ...ring.slice(0, 3)]] };
    const nudged: Polygon = { type: 'Polygon', coordinates: [ring.map(([x, y]) => [x + 4e-7, y - 4e-7])] };
    expect(sameGeometry(a, reversed)).toBe(true);
    expect(sameGeometry(a, rotated)).toBe(true);
    expect(sameGeometry(a, nudged)).toBe(true);
    expect(sameGeometry(a, { type: 'MultiPolygon', coordinates: [a.coordinates] })).toBe(true);
  });
  it('sees a vertex moved by a metre, another vertex count, or another kind', () => {
    const a = square(-78, 38.5);
    const moved: Polygon = {
      type: 'Polygon',
      coordinates: [ring.map(([x, y], i) => (i === 1 ? [x + 1e-5, y] : [x, y]))],
    };
    moved.coordinates[0][4] = moved.coordinates[0][0];
    expect(sameGeometry(a, moved)).toBe(false);
    expect(sameGeometry(a, square(-78, 38.5, 0.0101))).toBe(false);
    expect(sameGeometry(a, { type: 'LineString', coordinates: ring })).toBe(false);
  });
});

describe('typedValue and the diff of fields', () => {
  it('reads values as the field type does: 846 equals "846" and "846.0" for numbers, text is trimmed', () => {
    expect([
      typedValue('846', 'integer'),
      typedValue(' 846.0 ', 'double'),
      typedValue('', 'integer'),
    ]).toEqual([846, 846, null]);
    expect(typedValue(' Culpeper ', 'string')).toBe('Culpeper');
    const f = (acres: unknown, town: unknown): Feature => ({
      type: 'Feature',
      geometry: square(-78, 38.5),
      properties: { name: 'A', acres, town },
    });
    const fields = [
      { name: 'acres', type: 'integer' as const, label: 'Acres' },
      { name: 'town', type: 'string' as const, label: 'Town' },
    ];
    expect(diffFeatures([f('846', 'Culpeper ')], [f(846, 'Culpeper')], fields)).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
    expect(diffFeatures([f(910, 'Culpeper')], [f(846, 'Culpeper')], fields).changes).toEqual([
      {
        state: 'changed',
        n: 1,
        id: null,
        name: 'A',
        geometry: false,
        fields: [{ field: 'acres', label: 'Acres', before: 846, after: 910 }],
      },
    ]);
  });
});

describe('stableIds', () => {
  it('keeps the id of the feature matched by name; names new ones after the organisation and name', () => {
    const named = (name: string, id?: string): Feature => ({
      type: 'Feature',
      ...(id ? { id } : {}),
      geometry: square(-78, 38.5),
      properties: { name },
    });
    const ids = stableIds(
      [
        named('Culpeper UDA 1'),
        named('New Area'),
        named('New Area'),
        { type: 'Feature', geometry: null as never, properties: {} },
      ],
      [named('culpeper uda 1', 'culpeper-1'), named('Gone', 'culpeper-2')],
      'locality-51047',
      (i) => `locality-51047-p9-${i + 1}`,
    );
    expect(ids).toEqual([
      'culpeper-1',
      'locality-51047-new-area',
      'locality-51047-new-area-2',
      'locality-51047-p9-4',
    ]);
  });
});
