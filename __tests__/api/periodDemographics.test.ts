/** @jest-environment node */
import { Readable } from 'node:stream';
import fs from 'node:fs';
import path from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import * as adminList from '@/pages/api/admin/comment-periods';
import * as adminOne from '@/pages/api/admin/comment-periods/[id]';
import * as adminComments from '@/pages/api/admin/comment-periods/[id]/comments';
import * as adminReport from '@/pages/api/admin/comment-periods/[id]/report';
import * as publicList from '@/pages/api/comment-periods';
import * as comments from '@/pages/api/comment-periods/[slug]/comments';
import * as demographics from '@/pages/api/comment-periods/[slug]/demographics';
import * as exportRoute from '@/pages/api/comment-periods/[slug]/export';
import * as feed from '@/pages/api/feeds/comment-periods';
import { getServerSideProps as reportProps } from '@/pages/get-involved/comment-periods/[slug]/what-we-heard';
import { getServerSideProps as answersProps } from '@/pages/get-involved/comment-periods/[slug]/your-answers';
import { getServerSideProps as periodProps } from '@/pages/get-involved/comment-periods/[slug]';
import { as, call, local, withPeriodDatabase } from '../helpers/periodApi';
import { DAY_MS } from '@/lib/shared/dates';
import { DEMO } from '../helpers/session';

const dataDir = withPeriodDatabase();

async function create(title: string) {
  const res = await call(adminList, {
    method: 'POST',
    body: {
      title,
      summary: 'A draft put out for comment in this test.',
      pagePath: '/mid-term-planning/mid-term-needs-and-priorities',
      opensAt: local(-DAY_MS),
      closesAt: local(10 * DAY_MS),
      questions: [],
      noticeLocales: ['en'],
      status: 'published',
    },
    headers: await as(DEMO.reviewer),
  });
  expect(res.status).toBe(201);
  return res.json as { id: number; slug: string };
}

async function comment(slug: string, body: Record<string, unknown> = {}) {
  const res = await call(comments, {
    method: 'POST',
    params: { slug },
    body: { target: 'draft', comment: 'A comment on the draft, long enough.', ...body },
  });
  expect(res.status).toBe(201);
  return res.json as { id: number; demographicsToken: string };
}

const give = (slug: string, body: Record<string, unknown>) =>
  call(demographics, { method: 'POST', params: { slug }, body });

/** A page's getServerSideProps context: a GET, or a same-origin form POST. */
function ctx(slug: string, query: Record<string, string>, post?: string) {
  const headers: Record<string, string> = { host: 'localhost:3000' };
  const req = post
    ? Object.assign(Readable.from([Buffer.from(post)]), {
        method: 'POST',
        headers: {
          ...headers,
          origin: 'http://localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        socket: { remoteAddress: '192.0.2.78' },
        cookies: {},
      })
    : { method: 'GET', headers, cookies: {} };
  const res = {
    statusCode: 200,
    headers: {} as Record<string, unknown>,
    setHeader(k: string, v: unknown) {
      this.headers[k.toLowerCase()] = v;
    },
    getHeader(k: string) {
      return this.headers[k.toLowerCase()];
    },
  };
  return {
    req,
    res,
    resolvedUrl: `/get-involved/comment-periods/${slug}/your-answers`,
    query: { slug, ...query },
    params: { slug },
    locale: 'en',
  } as unknown as GetServerSidePropsContext;
}
type Props = Record<string, unknown>;
/** A page's props (its getServerSideProps answered props). */
const propsOf = async (result: Promise<unknown>) => ((await result) as { props: Props }).props;

describe('voluntary demographics', () => {
  it('are saved for one’s own comment with its token; a wrong or foreign token is refused with the reason', async () => {
    const p = await create('Demographics save');
    const other = await create('Demographics other');
    const mine = await comment(p.slug);
    expect(mine.demographicsToken).toMatch(/^\d+\.[\w-]{43}$/);
    const ok = await give(p.slug, {
      token: mine.demographicsToken,
      ageBand: '25to34',
      zip: '23219',
      homeLanguage: 'es',
      disability: 'preferNot',
    });
    expect(ok.status).toBe(200);
    const rows = await (await db())('period_demographics').where({ comment_id: mine.id });
    expect(rows).toEqual([
      expect.objectContaining({
        age_band: '25to34',
        zip: '23219',
        home_language: 'es',
        disability: 'preferNot',
      }),
    ]);
    // Given again: replaced, not added.
    expect((await give(p.slug, { token: mine.demographicsToken, ageBand: '35to44' })).status).toBe(200);
    const again = await (await db())('period_demographics').where({ comment_id: mine.id });
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ age_band: '35to44', zip: null });

    expect((await give(p.slug, { token: mine.demographicsToken, zip: '2321' })).status).toBe(400);
    expect((await give(p.slug, { token: mine.demographicsToken, ageBand: 'old' })).status).toBe(400);
    const nothing = await give(p.slug, { token: mine.demographicsToken, ageBand: '' });
    expect(nothing.status).toBe(400);
    expect(nothing.text).toContain('Nothing to save');

    const [id, sig] = mine.demographicsToken.split('.');
    // The signature with its last character changed (to one it is not: the signature is random per install).
    const altered = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [`${Number(id) + 1}.${sig}`, `${id}.${altered}`, id!, 'x.y.z']) {
      const refused = await give(p.slug, { token, ageBand: '18to24' });
      expect(refused.status).toBe(403);
      expect((refused.json as { error: { message: string } }).error.message).toMatch(
        /This link is not valid: it may have been cut short or mistyped/,
      );
    }
    // The right token on another period's address.
    expect((await give(other.slug, { token: mine.demographicsToken, ageBand: '18to24' })).status).toBe(403);
  });

  it('count in aggregate only: under 5 reads fewer than 5, small ZIP codes pooled unnamed, no total', async () => {
    const headers = await as(DEMO.reviewer);
    const p = await create('Demographics counts');
    const k = await db();
    const people: Array<[string, string, string]> = [
      ...Array.from({ length: 6 }, (): [string, string, string] => ['25to34', '23219', 'no']),
      ['65plus', '22030', 'yes'],
      ['65plus', '24060', 'no'],
    ];
    const ids: number[] = [];
    for (const [ageBand, zip, disability] of people) {
      const c = await comment(p.slug);
      ids.push(c.id);
      expect((await give(p.slug, { token: c.demographicsToken, ageBand, zip, disability })).status).toBe(200);
    }
    await k('period_comments').whereIn('id', ids.slice(0, 7)).update({ status: 'approved' });

    const staff = await call(adminOne, { params: { id: String(p.id) }, headers });
    expect(staff.status).toBe(200);
    const counted = (staff.json as { demographics: Record<string, unknown> }).demographics;
    expect(counted).toEqual({
      ageBand: [
        { value: '25to34', count: 6 },
        { value: '65plus', count: null },
      ],
      zip: [
        { value: '23219', count: 6 },
        { value: 'other', count: null },
      ],
      homeLanguage: [],
      disability: [
        { value: 'yes', count: null },
        { value: 'no', count: 7 },
      ],
    });
    // No small ZIP code is named anywhere staff read; no one's answers one by one.
    expect(staff.text).not.toContain('22030');
    expect(staff.text).not.toContain('24060');
    const staffComments = await call(adminComments, { params: { id: String(p.id) }, headers });
    expect(staffComments.text).not.toMatch(/25to34|23219|preferNot/);

    // "What we heard": the published comments only (the eighth is waiting), the same rules.
    await k('comment_periods')
      .where({ id: p.id })
      .update({ closes_at: new Date(Date.now() - 1000).toISOString() });
    const published = await call(adminReport, {
      method: 'PUT',
      params: { id: String(p.id) },
      body: { summary: 'S', changes: 'C', publish: true },
      headers,
    });
    expect(published.status).toBe(200);
    const page = { props: await propsOf(reportProps(ctx(p.slug, {}))) };
    const report = page.props.report as { demographics: Record<string, unknown> };
    expect(report.demographics).toMatchObject({
      ageBand: [
        { value: '25to34', count: 6 },
        { value: '65plus', count: null },
      ],
      disability: [
        { value: 'yes', count: null },
        { value: 'no', count: 6 },
      ],
    });

    // No public route or export shows one person's answers.
    const answers = [
      await call(comments, { params: { slug: p.slug } }),
      await call(exportRoute, { params: { slug: p.slug }, query: { format: 'csv' } }),
      await call(exportRoute, { params: { slug: p.slug }, query: { format: 'geojson' } }),
      await call(publicList),
      await call(feed),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.text).not.toMatch(/25to34|65plus|23219|22030|24060|ageBand|age_band|disability/);
    }
    expect(JSON.stringify(page.props.comments)).not.toMatch(/25to34|23219|disability/);
  });

  it('the person deletes them by the link of the thank-you and the receipt: a page with a button, not a GET', async () => {
    const p = await create('Demographics delete');
    const mine = await comment(p.slug, { email: 'resident@example.com' });
    expect((await give(p.slug, { token: mine.demographicsToken, zip: '23219' })).status).toBe(200);
    await runJobsNow();
    const outbox = path.join(dataDir(), 'outbox');
    const receipt = fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .find((m) => m.includes('Demographics delete'));
    expect(receipt).toBeDefined();
    const flat = receipt!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(flat).toContain(
      `/get-involved/comment-periods/${p.slug}/your-answers?token=${encodeURIComponent(mine.demographicsToken)}`,
    );

    // GET: says they are held, offers the button, deletes nothing; never cached.
    const shown = { props: await propsOf(answersProps(ctx(p.slug, { token: mine.demographicsToken }))) };
    expect(shown.props).toMatchObject({ state: 'held' });
    expect(JSON.stringify(shown.props)).not.toContain('23219');
    expect(await (await db())('period_demographics').where({ comment_id: mine.id })).toHaveLength(1);

    // No key at all: not a refusal, it says where the link is.
    const bareCtx = ctx(p.slug, {});
    expect(await propsOf(answersProps(bareCtx))).toMatchObject({ state: 'noKey' });
    expect((bareCtx.res as unknown as { statusCode: number }).statusCode).toBe(200);

    // A wrong token: refused with the reason, 403.
    const wrongCtx = ctx(p.slug, { token: `${mine.id}.wrong` });
    const wrong = { props: await propsOf(answersProps(wrongCtx)) };
    expect(wrong.props).toMatchObject({ state: 'refused', message: expect.stringMatching(/not valid/) });
    expect((wrongCtx.res as unknown as { statusCode: number }).statusCode).toBe(403);

    // POST (the button): deleted; the comment stays.
    const postCtx = ctx(p.slug, {}, `token=${encodeURIComponent(mine.demographicsToken)}`);
    const deleted = { props: await propsOf(answersProps(postCtx)) };
    expect(deleted.props).toMatchObject({ state: 'deleted' });
    expect((postCtx.res as unknown as { headers: Record<string, string> }).headers['cache-control']).toBe(
      'private, no-store',
    );
    // The token never leaves for another site in a Referer; same-origin keeps the button's Origin (not 'null').
    expect((postCtx.res as unknown as { headers: Record<string, string> }).headers['referrer-policy']).toBe(
      'same-origin',
    );
    expect(await (await db())('period_demographics').where({ comment_id: mine.id })).toHaveLength(0);
    expect(await (await db())('period_comments').where({ id: mine.id })).toHaveLength(1);
    const after = { props: await propsOf(answersProps(ctx(p.slug, { token: mine.demographicsToken }))) };
    expect(after.props).toMatchObject({ state: 'none' });

    // The API's DELETE too, and its refusal of a wrong token.
    expect((await give(p.slug, { token: mine.demographicsToken, zip: '23219' })).status).toBe(200);
    const bad = await call(demographics, {
      method: 'DELETE',
      params: { slug: p.slug },
      body: { token: `${mine.id}.nope` },
    });
    expect(bad.status).toBe(403);
    const del = await call(demographics, {
      method: 'DELETE',
      params: { slug: p.slug },
      body: { token: mine.demographicsToken },
    });
    expect(del.json).toEqual({ deleted: true });
    expect(await (await db())('period_demographics').where({ comment_id: mine.id })).toHaveLength(0);
  });

  it('before scripts: the period page’s thank-you carries the token, and its form saves the answers', async () => {
    const p = await create('Demographics no scripts');
    const sent = {
      props: await propsOf(
        periodProps(ctx(p.slug, {}, 'target=draft&comment=A+comment+sent+before+scripts+ran.')),
      ),
    };
    const answer = sent.props.answer as { ok: boolean; token: string };
    expect(answer).toMatchObject({ ok: true, token: expect.stringMatching(/^\d+\./) });
    const given = {
      props: await propsOf(
        periodProps(
          ctx(
            p.slug,
            {},
            `form=demographics&token=${encodeURIComponent(answer.token)}&ageBand=45to64&zip=&homeLanguage=ko&disability=`,
          ),
        ),
      ),
    };
    expect(given.props.demographics).toEqual({ ok: true });
    expect(given.props.answer).toMatchObject({ ok: true, status: 'given' });
    const id = Number(answer.token.split('.')[0]);
    expect(await (await db())('period_demographics').where({ comment_id: id })).toEqual([
      expect.objectContaining({ age_band: '45to64', home_language: 'ko', zip: null }),
    ]);
  });
});
