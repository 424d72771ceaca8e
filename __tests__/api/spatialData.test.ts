/** @jest-environment node */
import * as layer from '@/pages/api/spatial-data/layer';
import * as listing from '@/pages/api/spatial-data/listing';
import { db } from '@/lib/server/db/knex';
import { ListingItem, SpatialLayer } from '@/lib/shared/schemas/spatialData';
import { z } from 'zod';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

describe('GET /api/spatial-data/layer', () => {
  it('finds a layer by layerID, by layerName, or both', async () => {
    const k = await db();
    const row = await k('spatial_layers').first('layer_id', 'layer_name');
    const byId = await callApi(layer, { query: { layerID: row.layer_id } });
    expect(byId.status).toBe(200);
    expect(SpatialLayer.parse(byId.json).layerName).toBe(row.layer_name);
    const byName = await callApi(layer, { query: { layerName: row.layer_name } });
    expect(SpatialLayer.parse(byName.json).layerID).toBe(row.layer_id);
    const mismatch = await callApi(layer, { query: { layerID: row.layer_id, layerName: 'Something else' } });
    expect(mismatch.status).toBe(404);
  });

  it('400 without either parameter or with a malformed id; 404 for an unknown layer', async () => {
    const none = await callApi(layer);
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({
      error: { field: 'layerID', message: "Invalid 'layerID': give layerID or layerName" },
    });
    expect((await callApi(layer, { query: { layerID: 'Bad Id!' } })).status).toBe(400);
    expect((await callApi(layer, { query: { layerID: 'no-such-layer' } })).status).toBe(404);
  });
});

describe('GET /api/spatial-data/listing', () => {
  it("lists a user's submissions with layer names, newest change first", async () => {
    const k = await db();
    const { user_id } = await k('submissions').first('user_id');
    const res = await callApi(listing, { query: { userID: user_id } });
    expect(res.status).toBe(200);
    const rows = z.array(ListingItem).parse(res.json);
    const [{ n }] = await k('submissions').where({ user_id }).count({ n: '*' });
    expect(rows).toHaveLength(Number(n));
    expect(rows.every((r) => r.illustrative && r.layerName.length > 0)).toBe(true);
    const times = rows.map((r) => r.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('400 for a missing or malformed userID, 404 for an unknown user', async () => {
    const missing = await callApi(listing);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: { field: 'userID' } });
    expect((await callApi(listing, { query: { userID: 'bob' } })).status).toBe(400);
    expect(
      (await callApi(listing, { query: { userID: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);
  });
});
