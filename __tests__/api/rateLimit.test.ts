/** @jest-environment node */
import { db } from '@/lib/server/db/knex';
import { resetEnvCache } from '@/lib/server/env';
import { clientKey, limitByKey } from '@/lib/server/http/rateLimit';
import * as contact from '@/pages/api/contact';
import type { IncomingMessage } from 'node:http';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  // One fixed minute, so no fixed window rolls over mid-test.
  jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 22, 12, 0, 30));
  ({ cleanup } = await useTempDatabase());
});
afterAll(async () => {
  jest.restoreAllMocks();
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvCache();
  await cleanup();
});

const withHops = (hops: string | undefined) => {
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  resetEnvCache();
};

const fakeReq = (forwarded?: string) =>
  ({
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: '10.0.0.5' },
  }) as unknown as IncomingMessage;

describe('clientKey', () => {
  it('uses the socket address by default, whatever X-Forwarded-For says', () => {
    withHops(undefined);
    expect(clientKey(fakeReq('198.51.100.1, 198.51.100.2'))).toBe('10.0.0.5');
  });

  it('with N trusted hops takes the Nth address from the right', () => {
    withHops('1');
    expect(clientKey(fakeReq('6.6.6.6, 198.51.100.2'))).toBe('198.51.100.2');
    withHops('2');
    expect(clientKey(fakeReq('6.6.6.6, 198.51.100.2, 10.1.1.1'))).toBe('198.51.100.2');
    // Fewer entries than trusted proxies: the request did not come through them, so the socket counts.
    expect(clientKey(fakeReq('198.51.100.2'))).toBe('10.0.0.5');
  });
});

describe('limits that hold', () => {
  it('a different X-Forwarded-For on each request does not escape the limit (no trusted proxies)', async () => {
    withHops(undefined);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await callApi(contact, {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        body: {
          name: 'Ada',
          email: 'ada@example.com',
          topic: 'data',
          subject: 'Layer',
          message: 'Where can I download the layer?',
          pagePath: '/',
          website: '',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('keeps the counters in the database, where every instance sees them', async () => {
    await limitByKey('magic-link', 'ada@example.com', 2, 600);
    const row = await (await db())('rate_limits').where({ key: 'magic-link:ada@example.com' }).first();
    expect(Number(row.points)).toBe(1);
    // Another instance's process would add to the same row:
    await (await db())('rate_limits').where({ key: row.key }).increment('points', 1);
    await expect(limitByKey('magic-link', 'ada@example.com', 2, 600)).rejects.toMatchObject({
      status: 429,
      retryAfter: expect.any(Number),
    });
  });

  it('counts keys that differ only in case together, as SQL Server’s collation would', async () => {
    await limitByKey('case-test', '2001:DB8::1', 1, 600);
    await expect(limitByKey('case-test', '2001:db8::1', 1, 600)).rejects.toMatchObject({ status: 429 });
  });

  it('limitByKey gives a refund that returns the point', async () => {
    const refund = await limitByKey('refund-test', 'k', 1, 600);
    await refund();
    await expect(limitByKey('refund-test', 'k', 1, 600)).resolves.toEqual(expect.any(Function));
    await expect(limitByKey('refund-test', 'k', 1, 600)).rejects.toMatchObject({ status: 429 });
  });
});
