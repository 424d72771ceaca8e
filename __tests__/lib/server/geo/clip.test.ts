/** @jest-environment node */
import type { Feature, LineString, MultiLineString, Polygon } from 'geojson';
import { areaSqKm, clipArea, clipFeature } from '@/lib/server/geo/clip';
import { virginiaLocalities } from '@/lib/server/geo/virginia';

const square: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ],
  ],
};
const area = clipArea(square);
const f = (geometry: Feature['geometry']): Feature => ({
  type: 'Feature',
  properties: { id: 'x' },
  geometry,
});

describe('areaSqKm', () => {
  it('gives a 1° square at the equator about 12,364 km² and Culpeper County about 1,000 km²', () => {
    expect(areaSqKm(square)).toBeCloseTo(12_364, -2);
    const culpeper = virginiaLocalities().find((l) => l.fips === '51047')!;
    expect(areaSqKm(culpeper.geometry)).toBeGreaterThan(950);
    expect(areaSqKm(culpeper.geometry)).toBeLessThan(1_050);
  });
});

describe('clipFeature', () => {
  it('keeps points inside and drops points outside', () => {
    expect(clipFeature(f({ type: 'Point', coordinates: [0.5, 0.5] }), area)?.properties).toEqual({ id: 'x' });
    expect(clipFeature(f({ type: 'Point', coordinates: [1.5, 0.5] }), area)).toBeNull();
    expect(
      clipFeature(
        f({
          type: 'MultiPoint',
          coordinates: [
            [0.5, 0.5],
            [2, 2],
          ],
        }),
        area,
      )?.geometry,
    ).toEqual({
      type: 'MultiPoint',
      coordinates: [[0.5, 0.5]],
    });
  });

  it('cuts a line crossing the area at its edges and keeps only the inside part', () => {
    const out = clipFeature(
      f({
        type: 'LineString',
        coordinates: [
          [-1, 0.5],
          [2, 0.5],
        ],
      }),
      area,
    )!;
    const g = out.geometry as LineString;
    expect(g.type).toBe('LineString');
    const xs = g.coordinates.map((p) => p[0]!);
    expect(Math.min(...xs)).toBeCloseTo(0, 6);
    expect(Math.max(...xs)).toBeCloseTo(1, 6);
  });

  it('gives a MultiLineString when a line leaves and comes back, and null for a line outside', () => {
    const zigzag = [
      [0.5, -0.5],
      [0.5, 0.5],
      [1.5, 0.5],
      [1.5, 0.8],
      [0.8, 0.8],
      [0.8, 1.5],
    ];
    const out = clipFeature(f({ type: 'LineString', coordinates: zigzag }), area)!;
    expect(out.geometry.type).toBe('MultiLineString');
    expect((out.geometry as MultiLineString).coordinates).toHaveLength(2);
    expect(
      clipFeature(
        f({
          type: 'LineString',
          coordinates: [
            [2, 2],
            [3, 3],
          ],
        }),
        area,
      ),
    ).toBeNull();
  });

  it('intersects polygons with the area', () => {
    const half: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0.5, -1],
          [2, -1],
          [2, 2],
          [0.5, 2],
          [0.5, -1],
        ],
      ],
    };
    const out = clipFeature(f(half), area)!;
    expect(areaSqKm(out.geometry as Polygon)).toBeCloseTo(areaSqKm(square) / 2, -1);
    const away: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [5, 5],
          [6, 5],
          [6, 6],
          [5, 5],
        ],
      ],
    };
    expect(clipFeature(f(away), area)).toBeNull();
  });
});
