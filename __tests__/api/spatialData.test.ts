/** @jest-environment node */
import * as layer from '@/pages/api/spatial-data/layer';
import * as listing from '@/pages/api/spatial-data/listing';
import { db } from '@/lib/server/db/knex';
import { ListingItem, SpatialLayer } from '@/lib/shared/schemas/spatialData';
import { z } from 'zod';
import { callApi } from '../helpers/apiMock';
import { DEMO, sessionCookie, userId } from '../helpers/session';
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
  it("lists the signed-in person's own submissions with layer names, newest change first", async () => {
    const k = await db();
    const id = await userId(DEMO.submitter);
    const res = await callApi(listing, { headers: await sessionCookie(DEMO.submitter) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const rows = z.array(ListingItem).parse(res.json);
    const [{ n }] = await k('submissions').where({ user_id: id }).count({ n: '*' });
    expect(Number(n)).toBeGreaterThan(0);
    expect(rows).toHaveLength(Number(n));
    expect(rows.every((r) => r.illustrative && r.layerName.length > 0)).toBe(true);
    const times = rows.map((r) => r.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers 401 without a session, whatever userID is asked for (no account enumeration)', async () => {
    const known = await callApi(listing, { query: { userID: await userId(DEMO.submitter) } });
    const unknown = await callApi(listing, { query: { userID: '00000000-0000-4000-8000-000000000000' } });
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(known.json).toEqual(unknown.json);
  });

  it("a submitter may not list another person's submissions; a reviewer may, and an unknown id is just empty", async () => {
    const other = await userId(DEMO.otherSubmitter);
    const asSubmitter = await callApi(listing, {
      query: { userID: other },
      headers: await sessionCookie(DEMO.submitter),
    });
    expect(asSubmitter.status).toBe(403);
    const reviewer = await sessionCookie(DEMO.reviewer);
    const asReviewer = await callApi(listing, { query: { userID: other }, headers: reviewer });
    expect(asReviewer.status).toBe(200);
    expect((asReviewer.json as unknown[]).length).toBeGreaterThan(0);
    const nobody = await callApi(listing, {
      query: { userID: '00000000-0000-4000-8000-000000000000' },
      headers: reviewer,
    });
    expect([nobody.status, nobody.json]).toEqual([200, []]);
    const malformed = await callApi(listing, { query: { userID: 'bob' }, headers: reviewer });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ error: { field: 'userID' } });
  });
});
