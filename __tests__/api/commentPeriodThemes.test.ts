/** @jest-environment node */
import * as adminList from '@/pages/api/admin/comment-periods';
import * as adminComments from '@/pages/api/admin/comment-periods/[id]/comments';
import * as adminReport from '@/pages/api/admin/comment-periods/[id]/report';
import * as themesRoute from '@/pages/api/admin/comment-periods/[id]/themes';
import * as comments from '@/pages/api/comment-periods/[slug]/comments';
import type { ThemeSuggestions } from '@/lib/shared/schemas/commentPeriods';
import { as, call, local, withPeriodDatabase } from '../helpers/periodApi';
import { DAY_MS } from '@/lib/shared/dates';
import { DEMO } from '../helpers/session';

withPeriodDatabase();

// Comments written for this test (illustrative): two concerns, each said six ways, and one off-topic comment.
const BIKES = [
  'The bike lanes on Broad Street stop suddenly; cyclists end up in traffic.',
  'Protected bike lanes would let children ride a bike to school.',
  'Connect the bike lanes to the trail so cyclists have a safe route.',
  'Painted bike lanes are not enough, cyclists need protected lanes.',
  'Bike lanes downtown end at every intersection, cyclists are stranded.',
  'More bike lanes and bike parking near the station, please.',
];
const BUSES = [
  'The bus comes every hour; more frequent bus service would help workers.',
  'Please add Sunday bus service and a shelter at the bus stop.',
  'The bus stop has no sidewalk and bus service ends too early.',
  'Frequent bus service to the hospital would help seniors.',
  'Bus service on weekends is too thin; the bus stop needs a bench.',
  'Late evening bus service would let shift workers get home by bus.',
];

describe('GET /api/admin/comment-periods/<id>/themes', () => {
  it("suggests themes from a period's comments, hidden ones left out, for staff with the periods permission only", async () => {
    const reviewer = await as(DEMO.reviewer);
    const made = await call(adminList, {
      method: 'POST',
      headers: reviewer,
      body: {
        title: 'Draft themes test',
        summary: 'A draft put out for comment in this test.',
        pagePath: '/mid-term-planning/mid-term-needs-and-priorities',
        includesMap: false,
        opensAt: local(-DAY_MS),
        closesAt: local(10 * DAY_MS),
        questions: [],
        noticeLocales: ['en'],
        status: 'published',
      },
    });
    expect(made.status).toBe(201);
    const p = made.json as { id: number; slug: string };
    const ids = new Map<string, number>();
    for (const text of [...BIKES, ...BUSES, 'Spam spam visit my shop.']) {
      const res = await call(comments, {
        method: 'POST',
        params: { slug: p.slug },
        body: { target: 'draft', comment: text },
      });
      expect(res.status).toBe(201);
      ids.set(text, (res.json as { id: number }).id);
    }
    const spam = ids.get('Spam spam visit my shop.')!;
    const hide = await call(adminComments, {
      method: 'POST',
      params: { id: String(p.id) },
      headers: reviewer,
      body: { id: spam, action: 'hide', note: 'Spam' },
    });
    expect(hide.status).toBe(200);

    const id = { id: String(p.id) };
    expect((await call(themesRoute, { params: id })).status).toBe(401);
    expect((await call(themesRoute, { params: id, headers: await as(DEMO.editor) })).status).toBe(403);
    expect((await call(themesRoute, { params: { id: '999999' }, headers: reviewer })).status).toBe(404);

    const res = await call(themesRoute, { params: id, headers: reviewer });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const found = res.json as ThemeSuggestions;
    expect(found.considered).toBe(12); // the hidden comment is not read
    const bikeIds = BIKES.map((t) => ids.get(t)!);
    const busIds = BUSES.map((t) => ids.get(t)!);
    const placed = found.themes.flatMap((t) => t.commentIds);
    expect(placed).not.toContain(spam);
    // Each theme holds one concern only, and between them the themes hold every comment.
    for (const t of found.themes)
      expect([
        t.label,
        t.commentIds.every((c) => bikeIds.includes(c)) || t.commentIds.every((c) => busIds.includes(c)),
      ]).toEqual([t.label, true]);
    expect(placed.length + found.unassigned).toBe(12);
    expect(found.themes.map((t) => t.terms.join(' ')).join(' | ')).toMatch(
      /bike[\s\S]*\|[\s\S]*bus|bus[\s\S]*\|[\s\S]*bike/,
    );
    for (const t of found.themes) expect(t.samples.map((s) => s.id)).toEqual(t.commentIds.slice(0, 3));

    // Staff accept a suggestion (renamed) through the report: it is a theme of the period.
    const accepted = await call(adminReport, {
      method: 'POST',
      params: id,
      headers: reviewer,
      body: {
        name: 'Bike lanes that connect',
        response: 'The draft now names the gaps.',
        commentIds: found.themes[0].commentIds,
      },
    });
    expect(accepted.status).toBe(201);
  });
});
