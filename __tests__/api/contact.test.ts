/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/server/db/knex';
import { resetEnvCache } from '@/lib/server/env';
import * as contact from '@/pages/api/contact';
import { callApi, type CallOptions } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';
import { log } from '@/lib/server/log';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1'; // each test client sends its own address, as a load balancer would
  ({ dir, cleanup } = await useTempDatabase());
});
afterAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS;
  await cleanup();
});

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: 'City of Richmond',
  topic: 'data',
  subject: 'Mid-term needs layer',
  message: 'Where can I download the 2023 mid-term needs layer?',
  pagePath: '/resources/mid-term/needs.pdf',
  website: '',
};

// Each call comes from its own address, so the rate limit only bites where a test wants it to.
let address = 0;
const post = (body: unknown, options: CallOptions = {}) =>
  callApi(contact, {
    method: 'POST',
    body,
    ...options,
    headers: { 'x-forwarded-for': `198.51.100.${++address}`, ...(options.headers ?? {}) },
  });

const outbox = () => path.join(dir, 'outbox');
const emlFiles = () =>
  fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')) : [];
const rowCount = async () => Number((await (await db())('contact_messages').count({ n: '*' }))[0].n);

afterEach(() => jest.restoreAllMocks());

describe('POST /api/contact', () => {
  it('201 {id}: stores the message and mails the team from the outbox, Reply-To the sender', async () => {
    const before = emlFiles();
    const res = await post(VALID);
    expect(res.status).toBe(201);
    const { id } = res.json as { id: number };
    expect(id).toBeGreaterThan(0);

    const row = await (await db())('contact_messages').where({ id }).first();
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: 'City of Richmond',
      topic: 'data',
      subject: 'Mid-term needs layer',
      message: VALID.message,
      page_path: '/resources/mid-term/needs.pdf',
    });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);

    const added = emlFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outbox(), added[0]), 'utf8').replace(/\r\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^To: vtrans-team@vtrans\.localhost$/m);
    expect(eml).toMatch(/^Subject: \[VTrans contact\] Mid-term needs layer$/m);
    expect(eml).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    expect(eml).toContain(VALID.message);
    expect(eml).toContain(`contact message #${id}`);
  });

  it('trims values and stores an empty organization as null', async () => {
    const res = await post({ ...VALID, name: '  Grace  ', organization: ' ', pagePath: undefined });
    expect(res.status).toBe(201);
    const row = await (
      await db()
    )('contact_messages')
      .where({ id: (res.json as { id: number }).id })
      .first();
    expect(row).toMatchObject({ name: 'Grace', organization: null, page_path: null });
  });

  it.each([
    ['name', 'empty', { name: '' }],
    ['name', 'over 200 characters', { name: 'x'.repeat(201) }],
    ['email', 'not an address', { email: 'not-an-email' }],
    ['email', 'missing', { email: undefined }],
    ['organization', 'over 200 characters', { organization: 'x'.repeat(201) }],
    ['topic', 'not one of the list', { topic: 'weather' }],
    ['subject', 'empty', { subject: '' }],
    ['subject', 'over 300 characters', { subject: 'x'.repeat(301) }],
    ['subject', 'several lines (header injection)', { subject: 'Line one\r\nBcc: victim@example.com' }],
    ['message', 'under 10 characters', { message: 'too short' }],
    ['message', 'over 5000 characters', { message: 'x'.repeat(5001) }],
    ['pagePath', 'not a site path', { pagePath: 'https://elsewhere.example/' }],
  ])('400 naming %s when it is %s', async (field, _why, change) => {
    const count = await rowCount();
    const res = await post({ ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', field } });
    expect((res.json as { error: { message: string } }).error.message).toMatch(
      new RegExp(`^Invalid '${field}'`),
    );
    expect(await rowCount()).toBe(count);
  });

  it('honeypot filled: 201 as if accepted, but nothing stored or sent', async () => {
    const [count, files] = [await rowCount(), emlFiles().length];
    const res = await post({ ...VALID, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number) });
    expect(await rowCount()).toBe(count);
    expect(emlFiles()).toHaveLength(files);
  });

  it('still 201 and stored when the email cannot be sent (the error is logged)', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // nothing listens on the discard port
    resetEnvCache();
    const logged = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      const count = await rowCount();
      const res = await post(VALID);
      expect(res.status).toBe(201);
      expect(await rowCount()).toBe(count + 1);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          messageId: expect.any(Number),
          err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }),
        }),
        'contact: stored, but the notification email failed',
      );
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
    }
  });

  it('415 when the body is not JSON', async () => {
    const res = await post('name=Ada', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('405 with Allow for GET', async () => {
    const res = await callApi(contact);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('429 with Retry-After after 20 messages a minute from one client; rejected ones do not count', async () => {
    // One fixed minute, so the window cannot roll over mid-test.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 22, 12, 0, 30));
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 25; i++) {
      expect((await post({ ...VALID, message: 'short' }, { headers })).status).toBe(400);
    }
    for (let i = 0; i < 20; i++) expect((await post(VALID, { headers })).status).toBe(201);
    const res = await post(VALID, { headers });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ error: { code: 'too_many_requests', message: /Too many requests/ } });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await post(VALID)).status).toBe(201); // other clients are not affected
    clock.mockRestore();
  });
});
