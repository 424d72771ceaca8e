/** @jest-environment node */
import * as compareRoute from '@/pages/api/map-explorer/compare';
import * as featuresRoute from '@/pages/api/map-explorer/layers/[layerKey]/features';
import type { YearComparison } from '@/lib/shared/compareYears';
import { changeText, comparableFamilies, compareFilters } from '@/lib/shared/compareYears';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 120_000);
afterAll(() => cleanup());

const compare = (query: Record<string, string>) => callApi(compareRoute, { query });
const errorOf = (res: { json: unknown }) => (res.json as { error: { message: string } }).error.message;

describe('GET /api/map-explorer/compare', () => {
  it('summarises two years of the mid-term needs by district and category, with totals equal to the layers', async () => {
    const res = await compare({ from: 'mid-term-needs-2019', to: 'mid-term-needs-2023' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const c = res.json as YearComparison;
    expect([c.family, c.from.year, c.to.year, c.illustrative]).toEqual(['mid-term-needs', 2019, 2023, true]);
    for (const [side, key] of [
      ['from', 'mid-term-needs-2019'],
      ['to', 'mid-term-needs-2023'],
    ] as const) {
      // The totals are the layers' own feature counts (what the map draws).
      const layer = await callApi(featuresRoute, { params: { layerKey: key }, query: { fields: '' } });
      const matched = (JSON.parse(layer.text) as { numberMatched: number }).numberMatched;
      expect(c[side].count).toBe(matched);
      expect(c.byDistrict.reduce((s, r) => s + r[side].count, 0)).toBe(matched);
      expect(c.byCategory.reduce((s, r) => s + r[side].count, 0)).toBe(matched);
      const miles = c.byDistrict.reduce((s, r) => s + r[side].miles, 0);
      expect(Math.abs(miles - c[side].miles)).toBeLessThan(1);
    }
    expect(c.byDistrict.map((r) => r.group)).toContain('Richmond');
    expect(c.byCategory.length).toBeGreaterThan(2);
  });

  it('applies one filter to both years: Salem against Salem, never Salem against Virginia', async () => {
    const res = await callApi(compareRoute, {
      query: { from: 'mid-term-needs-2019', to: 'mid-term-needs-2023', filter: 'district:Salem' },
    });
    expect(res.status).toBe(200);
    const c = res.json as YearComparison;
    expect(c.byDistrict.map((r) => r.group)).toEqual(['Salem']);
    for (const [side, key] of [
      ['from', 'mid-term-needs-2019'],
      ['to', 'mid-term-needs-2023'],
    ] as const) {
      const layer = await callApi(featuresRoute, {
        params: { layerKey: key },
        query: { fields: '', filter: 'district:Salem' },
      });
      const matched = (JSON.parse(layer.text) as { numberMatched: number }).numberMatched;
      expect(matched).toBeGreaterThan(0);
      expect(c[side].count).toBe(matched);
    }
    const refused = await callApi(compareRoute, {
      query: { from: 'mid-term-needs-2019', to: 'mid-term-needs-2023', filter: "1=1; DROP TABLE x:'a'" },
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatch(/has no field '1=1; DROP TABLE x'/);
  });

  it('compares the priority locations too, later year first if asked that way round', async () => {
    const res = await compare({ from: 'priority-locations-2023', to: 'priority-locations-2021' });
    expect(res.status).toBe(200);
    const c = res.json as YearComparison;
    expect([c.from.year, c.to.year]).toEqual([2023, 2021]);
  });

  it.each([
    [{ from: 'mid-term-needs-2019', to: 'priority-locations-2023' }, 400, /two years of the same dataset/],
    [{ from: 'mid-term-needs-2023', to: 'mid-term-needs-2023' }, 400, /two different years/],
    [{ from: 'vdot-districts', to: 'mid-term-needs-2023' }, 400, /two years of the same dataset/],
    [{ from: 'mid-term-needs-2019' }, 400, /to/],
    [{ from: 'Mid Term!', to: 'mid-term-needs-2023' }, 400, /layer key/],
    [{ from: 'mid-term-needs-1999', to: 'mid-term-needs-2023' }, 404, /./],
  ])('refuses %j with %i and a sentence', async (query, status, message) => {
    const res = await compare(query);
    expect(res.status).toBe(status);
    expect(errorOf(res)).toMatch(message);
  });
});

describe('compareFilters', () => {
  const pair = { from: 'mid-term-needs-2019', to: 'mid-term-needs-2023' };
  it('gives both years the filter one of them (or the preferred layer) had', () => {
    const salem = { district: ['Salem'] };
    expect(compareFilters({ 'mid-term-needs-2023': salem }, pair)).toEqual({
      'mid-term-needs-2019': salem,
      'mid-term-needs-2023': salem,
    });
    // The years compared until now win over the new pair's own filters.
    const moved = compareFilters(
      { 'mid-term-needs-2021': salem, 'mid-term-needs-2023': { district: ['Bristol'] } },
      pair,
      ['mid-term-needs-2021'],
    );
    expect(moved['mid-term-needs-2019']).toEqual(salem);
    expect(moved['mid-term-needs-2023']).toEqual(salem);
    // A filter of another dataset is never carried over; no filter stays no filter.
    expect(compareFilters({ 'vdot-districts': salem }, pair, ['vdot-districts'])).toEqual({
      'vdot-districts': salem,
      'mid-term-needs-2019': {},
      'mid-term-needs-2023': {},
    });
  });
});

describe('comparableFamilies and changeText', () => {
  it('groups the editions of a dataset oldest first and leaves out single layers', () => {
    const families = comparableFamilies([
      { key: 'mid-term-needs-2023', name: '2023 Mid-term Needs' },
      { key: 'mid-term-needs-2019', name: '2019 Mid-term Needs' },
      { key: 'vdot-districts', name: 'VDOT Districts' },
      { key: 'flooding-2050', name: 'Flooding 2050' },
    ]);
    expect(families).toEqual([
      {
        family: 'mid-term-needs',
        name: 'Mid-term Needs',
        editions: [
          { layerKey: 'mid-term-needs-2019', year: 2019 },
          { layerKey: 'mid-term-needs-2023', year: 2023 },
        ],
      },
    ]);
  });

  it('reads a change with its sign, in the table’s digits', () => {
    expect([changeText(10, 22), changeText(22, 10), changeText(5, 5), changeText(1.04, 3.56, 1)]).toEqual([
      '+12',
      '−12',
      'no change',
      '+2.5',
    ]);
  });
});
