/** @jest-environment node */
import * as filters from '@/pages/api/freight/commodity-filters';
import * as flow from '@/pages/api/freight/commodity-flow';
import { db } from '@/lib/server/db/knex';
import { generateCommodityFlows } from '@/lib/server/db/seeds/commodityFlows';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';
import { CommodityFilters, CommodityFlow } from '@/lib/shared/schemas/freight';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

describe('commodity-flow data', () => {
  it('is a deterministic FAF5-shaped table of at least 50,000 illustrative rows', async () => {
    const a = generateCommodityFlows();
    expect(a.length).toBeGreaterThanOrEqual(50_000);
    expect(generateCommodityFlows().slice(0, 50)).toEqual(a.slice(0, 50));
    const k = await db();
    const [{ n }] = await k('commodity_flows').count({ n: '*' });
    expect(Number(n)).toBe(a.length);
    const [{ m }] = await k('commodity_flows').where({ illustrative: false }).count({ m: '*' });
    expect(Number(m)).toBe(0);
  });

  it('answers every filter combination from the index (no full scan)', async () => {
    const k = await db();
    const plan = await k.raw(
      "explain query plan select commodity, partner, mode, sum(tons) from commodity_flows where scale='district' and origin='Salem' and direction='within' and year=2030 group by commodity, partner, mode",
    );
    expect(JSON.stringify(plan)).toContain('commodity_flows_filter_idx');
  });
});

describe('GET /api/freight/commodity-filters', () => {
  it('gives the real filter values, origins depending on the scale', async () => {
    const statewide = CommodityFilters.parse((await callApi(filters)).json);
    expect(statewide).toMatchObject({
      illustrative: true,
      scale: 'statewide',
      origins: ['Virginia'],
      baseYear: 2017,
    });
    expect(statewide.modes).toEqual(['truck', 'rail', 'water', 'air', 'multiple', 'pipeline', 'other']);
    const district = CommodityFilters.parse(
      (await callApi(filters, { query: { scale: 'district', metric: 'value' } })).json,
    );
    expect(district.origins).toEqual([...VDOT_DISTRICTS]);
    expect(district.metric).toEqual({ value: 'value', label: 'Value', unit: 'million dollars' });
  });

  it('400 names the field for an unknown scale or metric', async () => {
    const res = await callApi(filters, { query: { metric: 'pounds' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: { field: 'metric', message: expect.stringContaining('tons, value, ton-miles') },
    });
  });
});

describe('GET /api/freight/commodity-flow', () => {
  it('aggregates on the server and flags the data as illustrative', async () => {
    const res = await callApi(flow, {
      query: {
        scale: 'district',
        origin: 'Hampton Roads',
        direction: 'outbound',
        metric: 'tons',
        year: '2040',
      },
    });
    expect(res.status).toBe(200);
    const body = CommodityFlow.parse(res.json);
    expect(body.illustrative).toBe(true);
    expect(body.note).toMatch(/Illustrative/);
    expect(body.unit).toBe('thousand tons');
    expect(body.byCommodity.length).toBeGreaterThan(10);
    const sum = (xs: Array<{ value: number }>) => xs.reduce((s, x) => s + x.value, 0);
    expect(sum(body.byCommodity)).toBeCloseTo(body.total, 0);
    expect(sum(body.byMode)).toBeCloseTo(body.total, 0);
    expect(body.byCommodity[0].value).toBeGreaterThanOrEqual(body.byCommodity[1].value);

    const k = await db();
    const [{ s }] = await k('commodity_flows')
      .where({ scale: 'district', origin: 'Hampton Roads', direction: 'outbound', year: 2040 })
      .sum({ s: 'tons' });
    expect(body.total).toBeCloseTo(Number(s), 0);
  });

  it('narrows to one mode and uses sensible defaults for missing parameters', async () => {
    const all = CommodityFlow.parse((await callApi(flow)).json);
    expect(all.filters).toEqual({
      scale: 'statewide',
      origin: 'Virginia',
      direction: 'outbound',
      metric: 'tons',
      year: 2017,
      mode: null,
    });
    const pipeline = CommodityFlow.parse((await callApi(flow, { query: { mode: 'pipeline' } })).json);
    expect(pipeline.byMode.map((m) => m.mode)).toEqual(['pipeline']);
    expect(pipeline.total).toBeLessThan(all.total);
  });

  it.each([
    [{ scale: 'county' }, 'scale'],
    [{ direction: 'sideways' }, 'direction'],
    [{ year: '20x0' }, 'year'],
    [{ year: '1999' }, 'year'],
    [{ mode: 'teleport' }, 'mode'],
    [{ origin: 'Salem' }, 'origin'], // Salem is a district, not a statewide origin
    [{ scale: 'district', origin: 'Atlantis' }, 'origin'],
  ])('400 for %j names %s', async (query, field) => {
    const res = await callApi(flow, { query });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', field } });
  });
});
