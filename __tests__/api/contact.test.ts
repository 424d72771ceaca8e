/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
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
/** The mails written since `before`, decoded (nodemailer writes non-ASCII text as quoted-printable UTF-8). */
const newMail = (before: string[]) =>
  emlFiles()
    .filter((f) => !before.includes(f))
    .map((f) => {
      const raw = fs.readFileSync(path.join(outbox(), f), 'latin1').replace(/\r\n[ \t]+/g, ' ');
      const qp = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(qp, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
    });
const rowCount = async () => Number((await (await db())('contact_messages').count({ n: '*' }))[0].n);
/** The mail jobs queued for one message, by kind. */
const jobsOf = async (messageId: number) =>
  (
    (await (await db())('jobs').whereIn('kind', ['contact-notification', 'contact-receipt'])) as Array<{
      id: number;
      kind: string;
      status: string;
      attempts: number;
      last_error: string | null;
      payload: string;
    }>
  )
    .filter((j) => (JSON.parse(j.payload) as { messageId: number }).messageId === messageId)
    .sort((a, b) => a.kind.localeCompare(b.kind));

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

    // The two mails are jobs queued with the message (the receipt in the public lane, as receipts are).
    expect((await jobsOf(id)).map((j) => [j.kind, j.status])).toEqual([
      ['contact-notification', 'queued'],
      ['contact-receipt', 'queued'],
    ]);
    await runJobsNow();
    const added = newMail(before);
    expect(added).toHaveLength(2); // the team's copy and the sender's receipt
    const eml = added.find((m) => /^To: vtrans-team@vtrans\.localhost$/m.test(m))!;
    expect(eml).toMatch(/^Language: English \(detected from the message\); page language: English$/m);
    expect(eml).toMatch(/^Subject: \[VTrans contact\] Mid-term needs layer$/m);
    expect(eml).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    expect(eml).toContain(VALID.message);
    expect(eml).toContain(`contact message #${id}`);
    const receipt = added.find((m) => /^To: ada@example\.com$/m.test(m))!;
    expect(receipt).toMatch(/^Subject: We received your message: Mid-term needs layer$/m);
    expect(receipt).toContain(`Your reference is contact message #${id}.`);
  });

  // Issue 55: help in any language. Staff see the language the person wrote in; the receipt is in the page's.
  it('a message in Spanish from the Spanish page: staff see "Spanish", the sender gets a receipt in Spanish', async () => {
    const before = emlFiles();
    const res = await post({
      ...VALID,
      email: 'maria@example.com',
      subject: 'Parada de autobús',
      message:
        'Buenas tardes. Quisiera saber si el plan incluye mejoras para la parada de autobús cerca de mi casa, porque no hay acera.',
      locale: 'es',
    });
    expect(res.status).toBe(201);
    await runJobsNow();
    const added = newMail(before);
    const staff = added.find((m) => /^To: vtrans-team@vtrans\.localhost$/m.test(m))!;
    expect(staff).toMatch(/^Language: Spanish \(detected from the message\); page language: Spanish$/m);
    const receipt = added.find((m) => /^To: maria@example\.com$/m.test(m))!;
    expect(receipt).toContain('Gracias por escribir al equipo de VTrans.');
    expect(receipt).toContain(`mensaje de contacto n.º ${(res.json as { id: number }).id}`);
    expect(receipt).toContain('Quisiera saber si el plan incluye mejoras');
  });

  it('a message in Korean from the English page: staff see "Korean", the receipt is in English', async () => {
    const before = emlFiles();
    const res = await post({
      ...VALID,
      email: 'jiwoo@example.com',
      message:
        '안녕하세요. 우리 동네 버스 정류장 근처에 인도가 없어서 아이들과 걷기 위험합니다. 계획에 포함되어 있나요?',
    });
    expect(res.status).toBe(201);
    await runJobsNow();
    const added = newMail(before);
    expect(added.find((m) => /^To: vtrans-team/m.test(m))).toMatch(/^Language: Korean \(detected/m);
    expect(added.find((m) => /^To: jiwoo@example\.com$/m.test(m))).toContain(
      'Thank you for writing to the VTrans team.',
    );
  });

  it('refuses a locale that is not a language code', async () => {
    const res = await post({ ...VALID, locale: '../../etc' });
    expect(res.status).toBe(400);
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

  it('a mail that cannot be sent is tried again, not lost: the receipt arrives once the outbox works', async () => {
    // The outbox cannot be written: a file stands where its folder goes (earlier mails set aside).
    fs.renameSync(outbox(), `${outbox()}.kept`);
    fs.writeFileSync(outbox(), 'not a folder');
    let id: number;
    try {
      const res = await post({ ...VALID, email: 'retry@example.com' });
      expect(res.status).toBe(201);
      id = (res.json as { id: number }).id;
      await runJobsNow();
      for (const job of await jobsOf(id)) {
        expect(job).toMatchObject({ status: 'queued', attempts: 1 });
        expect(job.last_error).toMatch(/EEXIST|ENOTDIR/);
      }
    } finally {
      fs.rmSync(outbox(), { force: true });
      fs.renameSync(`${outbox()}.kept`, outbox());
    }
    // Their back-off has passed (the state, not a wait), and the outbox works again.
    const before = emlFiles();
    await (
      await db()
    )('jobs')
      .whereIn(
        'id',
        (await jobsOf(id)).map((j) => j.id),
      )
      .update({ run_at: new Date(0).toISOString() });
    await runJobsNow();
    expect((await jobsOf(id)).map((j) => [j.status, j.attempts])).toEqual([
      ['succeeded', 2],
      ['succeeded', 2],
    ]);
    const added = newMail(before);
    expect(added.filter((m) => /^To: retry@example\.com$/m.test(m))).toHaveLength(1);
    expect(added.filter((m) => /^To: vtrans-team@vtrans\.localhost$/m.test(m))).toHaveLength(1);
  });

  it('the message and its mails are recorded together: when the mails cannot be queued, nothing is stored (503)', async () => {
    const k = await db();
    const count = await rowCount();
    jest.spyOn(log, 'error').mockImplementation(() => undefined);
    await k.schema.renameTable('jobs', 'jobs_away');
    let res;
    try {
      res = await post(VALID);
    } finally {
      await k.schema.renameTable('jobs_away', 'jobs');
    }
    expect(res.status).toBe(503);
    expect((res.json as { error: { message: string } }).error.message).toMatch(/nothing was recorded/);
    expect(await rowCount()).toBe(count);
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
