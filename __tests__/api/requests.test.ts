/** @jest-environment node */
import * as contact from '@/pages/api/contact';
import * as unknown from '@/pages/api/[...unknown]';
import { resetEnvCache } from '@/lib/server/env';
import { callApi, type CallOptions } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.SITE_URL = 'https://vtrans.example.org';
  resetEnvCache();
  ({ cleanup } = await useTempDatabase());
});
afterAll(async () => {
  delete process.env.SITE_URL;
  resetEnvCache();
  await cleanup();
});

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: '',
  topic: 'data',
  subject: 'Mid-term needs layer',
  message: 'Where can I download the 2023 mid-term needs layer?',
  pagePath: '/',
  website: '',
};

let address = 0;
const post = (body: unknown, headers: Record<string, string> = {}, options: CallOptions = {}) =>
  callApi(contact, {
    method: 'POST',
    body,
    ...options,
    headers: { 'x-forwarded-for': `203.0.113.${++address}`, ...headers },
  });

describe('state-changing requests from another site (CSRF)', () => {
  it('refuses a cross-site Origin or Sec-Fetch-Site with 403 in the one error shape', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.vtrans.example.org' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await post(VALID, headers);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({
        error: { code: 'forbidden', message: expect.stringMatching(/another site/) },
      });
    }
  });

  it('accepts the same host, SITE_URL, and scripts that send neither header', async () => {
    expect((await post(VALID)).status).toBe(201);
    expect((await post(VALID, { origin: 'https://vtrans.example.org' })).status).toBe(201);
    const own = await post(VALID, { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(201);
  });
});

describe('JSON bodies', () => {
  it("needs exactly 'application/json' (charset=utf-8 allowed)", async () => {
    for (const type of ['text/plain; application/json', 'application/json-patch', 'application/jsonx']) {
      const res = await post(JSON.stringify(VALID), { 'content-type': type });
      expect(res.status).toBe(415);
      expect(res.json).toMatchObject({ error: { code: 'unsupported_media_type' } });
    }
    const ok = await post(JSON.stringify(VALID), { 'content-type': 'application/json; charset=utf-8' });
    expect(ok.status).toBe(201);
  });

  it('answers invalid JSON with a JSON 400, not the framework text', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: { code: 'bad_request', message: expect.stringMatching(/not valid JSON/) },
    });
  });

  it('refuses nesting deeper than 32 levels with a 400 (4,000 levels used to give a 500)', async () => {
    const deep = `{"name":${'['.repeat(4000)}${']'.repeat(4000)}}`;
    const res = await post(deep);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { message: expect.stringMatching(/deeper than 32/) } });
    const brackets = await post({ ...VALID, message: `${'['.repeat(50)} a message with brackets` });
    expect(brackets.status).toBe(201);
  });

  it('answers a body over the route limit with a JSON 413', async () => {
    const res = await post({ ...VALID, message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('unknown /api paths', () => {
  it('answer a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await callApi(unknown, { method, params: { unknown: ['no', 'such'] } });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
