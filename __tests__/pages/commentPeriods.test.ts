/** @jest-environment node */
import { Readable } from 'node:stream';
import type { GetServerSidePropsContext } from 'next';
import { db } from '@/lib/server/db/knex';
import { getServerSideProps as homeProps } from '@/pages/index';
import { getServerSideProps as getInvolvedProps } from '@/pages/get-involved';
import { getServerSideProps as periodProps } from '@/pages/get-involved/comment-periods/[slug]';
import { getServerSideProps as reportProps } from '@/pages/get-involved/comment-periods/[slug]/what-we-heard';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.COMMENT_MODERATION = 'pre';
  ({ cleanup } = await useTempDatabase());
}, 60_000);
afterAll(async () => {
  delete process.env.COMMENT_MODERATION;
  await cleanup();
});

const OPEN = 'draft-mid-term-needs';
const CLOSED = 'illustrative-example-draft-risk-register-2026';

function ctx(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
  post?: { body: string; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = { host: 'localhost:3000', ...(post?.headers ?? {}) };
  const req = post
    ? Object.assign(Readable.from([Buffer.from(post.body)]), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        socket: { remoteAddress: '192.0.2.77' },
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
    resolvedUrl: path,
    query: { ...params, ...query },
    params,
    locale: 'en',
  } as unknown as GetServerSidePropsContext;
}

type Props = Record<string, unknown>;
const load = async (result: Promise<unknown>) => (await result) as { props?: Props; notFound?: true };

describe('comment period pages', () => {
  it('/get-involved lists the open and the closed seeded periods', async () => {
    const { props } = await load(getInvolvedProps(ctx('/get-involved')));
    const periods = props!.periods as Array<{ slug: string; state: string }>;
    expect(periods.find((p) => p.slug === OPEN)?.state).toBe('open');
    expect(periods.find((p) => p.slug === CLOSED)?.state).toBe('closed');
    expect((props!.messages as Props).periods).toBeDefined();
  });

  it('the home page carries the notice of the open period; a page it is not about does not', async () => {
    const { props } = await load(homeProps(ctx('/')));
    expect(props!.periodNotices).toEqual([expect.objectContaining({ slug: OPEN })]);
    const other = await load(getInvolvedProps(ctx('/get-involved')));
    expect(other.props!.periodNotices).toBeUndefined();
  });

  it('a period page gives the draft’s sections; a draft period answers 404', async () => {
    const { props } = await load(periodProps(ctx(`/x`, { slug: OPEN })));
    expect((props!.sections as Array<{ anchor: string }>).map((s) => s.anchor)).toContain(
      'how-priorities-are-set',
    );
    await (
      await db()
    )('comment_periods').insert({
      slug: 'staff-only-draft',
      title: 'Staff only',
      summary: 'Not public.',
      includes_map: true,
      opens_at: new Date(Date.now() - 1000).toISOString(),
      closes_at: new Date(Date.now() + 86_400_000).toISOString(),
      status: 'draft',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const context = ctx('/x', { slug: 'staff-only-draft' });
    const draft = await load(periodProps(context));
    expect(context.res.statusCode).toBe(404);
    expect(JSON.stringify(draft.props)).not.toContain('Not public.');
  });

  it('takes the form before scripts (a plain POST), and keeps what was typed when it refuses', async () => {
    const sent = ctx(
      '/x',
      { slug: OPEN },
      {},
      {
        body: new URLSearchParams({
          target: 'section',
          section: 'how-priorities-are-set',
          comment: 'Please rank rural safety needs higher in this section.',
          q1: 'Safety',
        }).toString(),
      },
    );
    const ok = await load(periodProps(sent));
    expect(ok.props!.answer).toEqual({ ok: true, status: 'pending', token: expect.stringMatching(/^\d+\./) });
    const stored = await (await db())('period_comments').where({ section_anchor: 'how-priorities-are-set' });
    expect(stored).toHaveLength(1);
    expect(sent.res.getHeader('cache-control')).toBe('private, no-store');

    const refused = ctx(
      '/x',
      { slug: OPEN },
      {},
      {
        body: new URLSearchParams({
          target: 'section',
          comment: 'A comment with no section chosen.',
        }).toString(),
      },
    );
    const bad = await load(periodProps(refused));
    expect(refused.res.statusCode).toBe(400);
    expect(bad.props!.answer).toMatchObject({ ok: false });
    expect((bad.props!.values as Props).comment).toBe('A comment with no section chosen.');

    const foreign = ctx(
      '/x',
      { slug: OPEN },
      {},
      {
        body: 'target=draft&comment=From+another+site+entirely',
        headers: { origin: 'https://evil.example' },
      },
    );
    await load(periodProps(foreign));
    expect(foreign.res.statusCode).toBe(403);
  });

  it('after the close the page says when it closed, and the report page shows what was heard, masked', async () => {
    const planted = 'Reach me at planted.person@example.com or (804) 555-0199, 1401 E Broad St.';
    const [period] = await (await db())('comment_periods').where({ slug: CLOSED });
    await (
      await db()
    )('period_comments').insert({
      period_id: period.id,
      target: 'draft',
      comment: planted,
      author_email: 'secret.author@example.com',
      language: 'eng',
      status: 'approved',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const closed = await load(periodProps(ctx('/x', { slug: CLOSED })));
    expect((closed.props!.period as { state: string }).state).toBe('closed');
    const { props } = await load(reportProps(ctx('/x', { slug: CLOSED })));
    const report = props!.report as { total: number; choices: unknown[]; themes: unknown[] };
    expect(report.total).toBe(10);
    expect(report.choices).toHaveLength(1);
    expect(report.themes).toHaveLength(2);
    const text = JSON.stringify(props);
    for (const secret of [
      'planted.person@example.com',
      '555-0199',
      '1401 E Broad St',
      'secret.author@example.com',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('[email hidden]');
    const filtered = await load(reportProps(ctx('/x', { slug: CLOSED }, { language: 'spa' })));
    expect((filtered.props!.comments as unknown[]).length).toBe(1);
    const badFilter = ctx('/x', { slug: CLOSED }, { how: 'phone' });
    await load(reportProps(badFilter));
    expect(badFilter.res.statusCode).toBe(400);
    const notYet = ctx('/x', { slug: OPEN });
    await load(reportProps(notYet));
    expect(notYet.res.statusCode).toBe(404);
  });
});
