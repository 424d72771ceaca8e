/** @jest-environment node */
import { db } from '@/lib/server/db/knex';
import * as adminList from '@/pages/api/admin/comment-periods';
import * as adminComments from '@/pages/api/admin/comment-periods/[id]/comments';
import * as adminReport from '@/pages/api/admin/comment-periods/[id]/report';
import * as visitorRoute from '@/pages/api/comment/visitor';
import * as mapFlag from '@/pages/api/comment/insert-comment-interaction';
import * as insertMapComment from '@/pages/api/comment/insert-comment';
import { commentQueries } from '@/lib/server/repositories/comments';
import * as comments from '@/pages/api/comment-periods/[slug]/comments';
import * as flags from '@/pages/api/comment-periods/[slug]/flags';
import { callApi } from '../helpers/apiMock';
import { as, call, local, withPeriodDatabase } from '../helpers/periodApi';
import { DAY_MS } from '@/lib/shared/dates';
import { DEMO } from '../helpers/session';

withPeriodDatabase();

/** A visitor cookie the site issued (GET /api/comment/visitor), from one address. */
async function visitor(address: string): Promise<Record<string, string>> {
  const res = await callApi(visitorRoute, { headers: { 'x-forwarded-for': address } });
  const m = /vtrans_visitor=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  return { cookie: `vtrans_visitor=${m![1]}`, 'x-forwarded-for': address };
}

/** A closed period with its report published and two published comments (and one waiting). */
async function reportWithComments(title: string) {
  const headers = await as(DEMO.reviewer);
  const created = await call(adminList, {
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
    headers,
  });
  const p = created.json as { id: number; slug: string };
  const ids: number[] = [];
  for (const text of [
    'First published comment here.',
    'Second published comment here.',
    'One still waiting.',
  ]) {
    const res = await call(comments, {
      method: 'POST',
      params: { slug: p.slug },
      body: { target: 'draft', comment: text },
    });
    ids.push((res.json as { id: number }).id);
  }
  const k = await db();
  await k('period_comments').whereIn('id', ids.slice(0, 2)).update({ status: 'approved' });
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
  return { ...p, ids, headers };
}

const flag = (slug: string, body: unknown, headers: Record<string, string>) =>
  callApi(flags, { method: 'POST', params: { slug }, body, headers });

describe('flags on published period comments (the map comments’ rules and table)', () => {
  it('needs an issued visitor cookie, a published comment of this period and a reason', async () => {
    const p = await reportWithComments('Flag refusals');
    const other = await reportWithComments('Flag other period');
    const v = await visitor('203.0.113.10');
    const bare = await flag(p.slug, { id: p.ids[0], reason: 'spam' }, { 'x-forwarded-for': '203.0.113.10' });
    expect(bare.status).toBe(403);
    expect((await flag(p.slug, { id: p.ids[0] }, v)).status).toBe(400);
    expect((await flag(p.slug, { id: p.ids[0], reason: 'ugly' }, v)).status).toBe(400);
    expect((await flag(p.slug, { id: p.ids[2], reason: 'spam' }, v)).status).toBe(404); // waiting
    expect((await flag(p.slug, { id: other.ids[0], reason: 'spam' }, v)).status).toBe(404); // another period's
    const ok = await flag(p.slug, { id: p.ids[0], reason: 'spam' }, v);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ id: p.ids[0], count: 1, held: false });
    // A repeat from the same visitor changes nothing.
    expect((await flag(p.slug, { id: p.ids[0], reason: 'offensive' }, v)).json).toMatchObject({ count: 1 });
    const rows = await (await db())('comment_interactions').where({ period_comment_id: p.ids[0] });
    expect(rows).toEqual([
      expect.objectContaining({ comment_id: null, interaction: 'flag', reason: 'spam' }),
    ]);
  });

  it('the third address sends it back to the period’s queue; a re-approval clears the flags and keeps it published', async () => {
    const p = await reportWithComments('Flag hold');
    const id = p.ids[1]!;
    const answers = [];
    // Two cookies from one address count once.
    answers.push(await flag(p.slug, { id, reason: 'personal-information' }, await visitor('198.51.100.1')));
    answers.push(await flag(p.slug, { id, reason: 'spam' }, await visitor('198.51.100.1')));
    expect(answers[1]!.json).toMatchObject({ count: 1, held: false });
    answers.push(await flag(p.slug, { id, reason: 'spam' }, await visitor('198.51.100.2')));
    expect(answers[2]!.json).toMatchObject({ count: 2, held: false });
    const third = await flag(p.slug, { id, reason: 'off-topic' }, await visitor('198.51.100.3'));
    expect(third.json).toEqual({ id, count: 3, held: true });

    const publicList = await call(comments, { params: { slug: p.slug } });
    expect(publicList.text).not.toContain('Second published comment');
    const staff = (await call(adminComments, { params: { id: String(p.id) }, headers: p.headers }))
      .json as Array<{
      id: number;
      status: string;
      holdReasons: string[];
      flagReasons: string[];
    }>;
    const held = staff.find((c) => c.id === id)!;
    expect(held).toMatchObject({ status: 'pending', holdReasons: ['flagged'] });
    expect(held.flagReasons).toHaveLength(4);

    // The map comments' queue reads only map comments' flags (a period flag has no comment_id).
    const mapFlags = (await commentQueries.flagReasons(await db())) as Array<{ comment_id: unknown }>;
    expect(mapFlags.every((f) => f.comment_id !== null)).toBe(true);
    expect(await (await db())('comment_interactions').whereNotNull('period_comment_id')).not.toHaveLength(0);

    const approved = await call(adminComments, {
      method: 'POST',
      params: { id: String(p.id) },
      body: { id, action: 'approve' },
      headers: p.headers,
    });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'approved', holdReasons: [], flagReasons: [] });
    const row = await (await db())('period_comments').where({ id }).first();
    expect(row.reviewed_at).not.toBeNull();
    // Reviewed: new flags are recorded but no longer take it off.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await flag(p.slug, { id, reason: 'spam' }, await visitor(address))).json).toMatchObject({
        held: false,
      });
    expect((await call(comments, { params: { slug: p.slug } })).text).toContain('Second published comment');
  });

  it('map comments keep their own flags (the same table, their own column)', async () => {
    const k = await db();
    const posted = await call(insertMapComment, {
      method: 'POST',
      body: {
        latitude: 37.5407,
        longitude: -77.4338,
        category: 'transit',
        comment: 'More frequent buses on Broad Street, please.',
        consent: true,
      },
    });
    const map = { id: (posted.json as { id: number }).id };
    await k('comments').where(map).update({ status: 'approved' });
    const res = await callApi(mapFlag, {
      method: 'POST',
      body: { id: map.id, type: 'flag', reason: 'spam' },
      headers: await visitor('192.0.2.50'),
    });
    expect(res.status).toBe(200);
    expect(await k('comment_interactions').where({ comment_id: map.id, interaction: 'flag' })).toEqual([
      expect.objectContaining({ period_comment_id: null }),
    ]);
  });
});
