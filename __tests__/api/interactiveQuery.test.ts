/** @jest-environment node */
import * as byId from '@/pages/api/interactive-query/[id]';
import * as create from '@/pages/api/interactive-query/index';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1'; // each test client sends its own address, as a load balancer would
  ({ cleanup } = await useTempDatabase());
});
afterAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS;
  await cleanup();
});

const state = { layers: ['mid-term-needs-2023', 'uda'], extent: [-79.5, 36.5, -75.2, 39.5], zoom: 7 };

describe('interactive queries', () => {
  it('saves a state (201 + Location) and reads it back by id', async () => {
    const saved = await callApi(create, { method: 'POST', body: { tool: 'map-explorer', state } });
    expect(saved.status).toBe(201);
    const { id } = saved.json as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.headers.get('location')).toBe(`/api/interactive-query/${id}`);

    const read = await callApi(byId, { params: { id } });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id, tool: 'map-explorer', state });
  });

  it('404 for an unknown id and for a malformed one (the id is a path segment)', async () => {
    const missing = await callApi(byId, { params: { id: '0b0e2f4c-0000-4000-8000-000000000000' } });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: { code: 'not_found' } });
    const bad = await callApi(byId, { params: { id: 'DROP TABLE' } });
    expect(bad.status).toBe(404);
    expect(bad.json).toMatchObject({ error: { code: 'not_found' } });
  });

  it.each([
    [{ state }, 'tool'],
    [{ tool: 'map-explorer', state: 'zoom=7' }, 'state'],
    [{ tool: 'map-explorer', state: [1, 2] }, 'state'],
    [{ tool: 'map-explorer', state, extra: true }, ''],
    [{ tool: 'map-explorer', state: { blob: 'x'.repeat(70 * 1024) } }, 'state'],
  ])('400 for an invalid body %#', async (body, field) => {
    const res = await callApi(create, { method: 'POST', body });
    expect(res.status).toBe(400);
    const error = (res.json as { error: { field?: string; message: string } }).error;
    if (field) expect(error.field).toBe(field);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('415 when the body is not JSON, 413 beyond the transport limit, 405 for GET on the collection', async () => {
    const form = await callApi(create, {
      method: 'POST',
      body: 'tool=map-explorer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await callApi(create, {
      method: 'POST',
      body: { tool: 'map-explorer', state: { x: 'y'.repeat(300_000) } },
    });
    expect(huge.status).toBe(413);
    const get = await callApi(create);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('rate-limits saves per client with 429', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 22, 12, 0, 30)); // one window
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push(
        (
          await callApi(create, {
            method: 'POST',
            body: { tool: 'map-explorer', state: { i } },
            headers: { 'x-forwarded-for': '203.0.113.9' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    clock.mockRestore();
  });
});
