/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import * as adminList from '@/pages/api/admin/comment-periods';
import * as adminOne from '@/pages/api/admin/comment-periods/[id]';
import * as adminComments from '@/pages/api/admin/comment-periods/[id]/comments';
import * as adminReport from '@/pages/api/admin/comment-periods/[id]/report';
import * as publicList from '@/pages/api/comment-periods';
import * as comments from '@/pages/api/comment-periods/[slug]/comments';
import * as ics from '@/pages/api/comment-periods/[slug]/ics';
import * as exportRoute from '@/pages/api/comment-periods/[slug]/export';
import * as feed from '@/pages/api/feeds/comment-periods';
import * as insertMapComment from '@/pages/api/comment/insert-comment';
import { expectTaggedPdfUa, pikepdfReport } from '../helpers/pikepdf';
import { as, call, local, withPeriodDatabase } from '../helpers/periodApi';
import { DAY_MS } from '@/lib/shared/dates';
import { DEMO } from '../helpers/session';

const dataDir = withPeriodDatabase();

/** The mid-term needs page: its copy has level-2 headings with anchors. */
const PAGE = '/mid-term-planning/mid-term-needs-and-priorities';

const period = (over: Record<string, unknown> = {}) => ({
  title: 'Draft test needs',
  summary: 'A draft put out for comment in this test.',
  pagePath: PAGE,
  includesMap: true,
  opensAt: local(-DAY_MS),
  closesAt: local(10 * DAY_MS),
  questions: [
    { id: 'q1', kind: 'choice', prompt: 'Is the draft clear?', options: ['Yes', 'No'] },
    { id: 'q2', kind: 'text', prompt: 'What is missing?' },
  ],
  noticeLocales: ['en', 'es'],
  status: 'published',
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await call(adminList, { method: 'POST', body: period(over), headers: await as(DEMO.reviewer) });
  expect(res.status).toBe(201);
  return res.json as { id: number; slug: string; state: string };
}

async function firstSection(): Promise<string> {
  const { draftSections } = await import('@/lib/server/services/commentPeriods');
  const sections = await draftSections({ pagePath: PAGE });
  expect(sections.length).toBeGreaterThan(0);
  return sections[0].anchor;
}

const outbox = () => path.join(dataDir(), 'outbox');
const mails = () =>
  fs.existsSync(outbox())
    ? fs.readdirSync(outbox()).map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
    : [];

describe('a fresh install (seeds)', () => {
  it('shows one open period on the draft mid-term needs and an illustrative closed one with its report', async () => {
    const listed = (await call(publicList)).json as Array<{
      slug: string;
      state: string;
      illustrative: boolean;
    }>;
    expect(listed.find((p) => p.slug === 'draft-mid-term-needs')).toMatchObject({ state: 'open' });
    const closed = listed.find((p) => p.slug === 'illustrative-example-draft-risk-register-2026');
    expect(closed).toMatchObject({ state: 'closed', illustrative: true });
    const { periodReport } = await import('@/lib/server/services/commentPeriods');
    const { report } = await periodReport('illustrative-example-draft-risk-register-2026');
    expect(report.total).toBe(9);
    expect(report.bySection.map((s) => s.anchor)).toContain('high-medium-and-low-scenarios');
    expect(report.themes.map((t) => t.count)).toEqual([3, 3]);
    // The seeded sections are headings the page really has (their anchors are what the page renders).
    const { draftSections } = await import('@/lib/server/services/commentPeriods');
    const anchors = (await draftSections(report.period)).map((s) => s.anchor);
    for (const s of report.bySection) expect(anchors).toContain(s.anchor);
    expect(report.summary).toMatch(/^Illustrative example/);
  });
});

describe('staff run a period (the periods permission)', () => {
  it('refuses the public (401), an editor and a submitter (403); reviewers and admins may', async () => {
    expect((await call(adminList)).status).toBe(401);
    expect((await call(adminList, { headers: await as(DEMO.editor) })).status).toBe(403);
    expect((await call(adminList, { headers: await as(DEMO.submitter) })).status).toBe(403);
    expect((await call(adminList, { headers: await as(DEMO.reviewer) })).status).toBe(200);
    expect((await call(adminList, { headers: await as(DEMO.admin) })).status).toBe(200);
  });

  it('refuses a period that ends before it opens, names no draft, or has more than ten questions', async () => {
    const headers = await as(DEMO.reviewer);
    const bad = [
      period({ closesAt: local(-2 * DAY_MS) }),
      period({ pagePath: null, includesMap: false }),
      period({
        questions: Array.from({ length: 11 }, (_, i) => ({ id: `q${i}`, kind: 'text', prompt: 'Why?' })),
      }),
      period({ opensAt: '2027-03-14T02:30' }), // skipped by the spring change
    ];
    for (const body of bad)
      expect((await call(adminList, { method: 'POST', body, headers })).status).toBe(400);
  });

  it('queues the opening and closing as jobs that record the moment; an edit raises the revision', async () => {
    const p = await create({ title: 'Jobs period' });
    await runJobsNow(); // the opening is due (it opened yesterday); the closing is not
    const row = await (await db())('comment_periods').where({ id: p.id }).first();
    expect(row.opened_at).not.toBeNull();
    expect(row.closed_at).toBeNull();
    const headers = await as(DEMO.reviewer);
    const edited = await call(adminOne, {
      method: 'PUT',
      params: { id: String(p.id) },
      body: period({ title: 'Jobs period', closesAt: local(-DAY_MS / 2), opensAt: local(-DAY_MS) }),
      headers,
    });
    expect(edited.status).toBe(200);
    expect((edited.json as { revision: number; state: string }).revision).toBe(1);
    expect((edited.json as { state: string }).state).toBe('closed');
    await runJobsNow();
    const after = await (await db())('comment_periods').where({ id: p.id }).first();
    expect(after.closed_at).not.toBeNull();
  });
});

describe('the public reads periods', () => {
  it('lists published periods only: a draft is staff-only everywhere', async () => {
    const draft = await create({ title: 'Secret draft period', status: 'draft' });
    const listed = (await call(publicList)).json as Array<{ slug: string }>;
    expect(listed.map((p) => p.slug)).not.toContain(draft.slug);
    expect((await call(ics, { params: { slug: draft.slug } })).status).toBe(404);
    expect((await call(feed)).text).not.toContain('Secret draft period');
    const post = await call(comments, {
      method: 'POST',
      params: { slug: draft.slug },
      body: { target: 'draft', comment: 'A comment on a draft nobody should see.' },
    });
    expect(post.status).toBe(404);
  });

  it('gives the closing date as a calendar file with its SEQUENCE, and an RSS feed', async () => {
    const p = await create({ title: 'Calendar period' });
    const res = await call(ics, { params: { slug: p.slug } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.text).toContain(`UID:${p.slug}-closes@vtrans`);
    expect(res.text).toContain('SEQUENCE:0');
    const rss = await call(feed);
    expect(rss.text).toContain('Calendar period (open for comment)');
  });
});

describe('a person comments on a draft', () => {
  it('takes a comment on a section with answers, detects its language, and mails a receipt in one go', async () => {
    const p = await create({ title: 'Section period' });
    const anchor = await firstSection();
    const res = await call(comments, {
      method: 'POST',
      params: { slug: p.slug },
      body: {
        target: 'section',
        section: anchor,
        comment: 'Necesitamos más autobuses entre los condados rurales y los hospitales regionales.',
        answers: { q1: 'No', q2: 'Los horarios de los autobuses.' },
        email: 'vecina@example.com',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'pending', receipt: true });
    const jobs = await (await db())('jobs').where({ kind: 'period-comment-receipt' });
    expect(jobs).toHaveLength(1);
    await runJobsNow();
    expect(mails().some((m) => m.includes('Section period'))).toBe(true);
    const staff = await call(adminComments, {
      params: { id: String(p.id) },
      headers: await as(DEMO.reviewer),
    });
    const [c] = staff.json as Array<{
      language: string;
      languageName: string;
      hasEmail: boolean;
      sectionAnchor: string;
    }>;
    expect(c).toMatchObject({
      language: 'spa',
      languageName: 'Spanish',
      hasEmail: true,
      sectionAnchor: anchor,
    });
    expect(staff.text).not.toContain('vecina@example.com');
  });

  it('refuses an unknown section, a choice not offered, an empty comment; drops a filled honeypot', async () => {
    const p = await create({ title: 'Refusals period' });
    const send = (body: unknown) => call(comments, { method: 'POST', params: { slug: p.slug }, body });
    expect(
      (await send({ target: 'section', section: 'no-such-heading', comment: 'A comment here.' })).status,
    ).toBe(400);
    expect((await send({ target: 'draft', answers: { q1: 'Maybe' } })).status).toBe(400);
    expect((await send({ target: 'draft', comment: 'short' })).status).toBe(400);
    expect((await send({ target: 'draft', answers: { q9: 'x' } })).status).toBe(400);
    const bot = await send({ target: 'draft', comment: 'Buy cheap things now please.', website: 'x' });
    expect(bot.status).toBe(201);
    expect(await (await db())('period_comments').where({ period_id: p.id })).toHaveLength(0);
  });

  it('refuses a comment after the close with when it closed and where the report will be', async () => {
    const p = await create({ title: 'Closed period', opensAt: local(-3 * DAY_MS), closesAt: local(-DAY_MS) });
    const res = await call(comments, {
      method: 'POST',
      params: { slug: p.slug },
      body: { target: 'draft', comment: 'Too late, but here it is anyway.' },
    });
    expect(res.status).toBe(409);
    const message = (res.json as { error: { message: string } }).error.message;
    expect(message).toMatch(/closed on \d\d\/\d\d\/\d{4} \d{1,2}:\d\d (AM|PM) E[SD]T/);
    expect(message).toContain(`/get-involved/comment-periods/${p.slug}/what-we-heard`);
  });

  it('a map comment made during an open period that includes the map belongs to it', async () => {
    await (await db())('comment_periods').update({ includes_map: false });
    const p = await create({ title: 'Map period' });
    const res = await call(insertMapComment, {
      method: 'POST',
      body: {
        latitude: 37.5407,
        longitude: -77.4338,
        category: 'transit',
        comment: 'More frequent buses on Broad Street, please, for the draft.',
        consent: true,
      },
    });
    expect(res.status).toBe(201);
    const row = await (
      await db()
    )('comments')
      .where({ id: (res.json as { id: number }).id })
      .first();
    expect(row.period_id).toBe(p.id);
  });
});

describe('What we heard', () => {
  const PLANTED = 'Call me at (804) 555-0199 or write to planted.person@example.com, 1401 E Broad St.';

  it('is 404 until published after the close; then counts, charts, filters and downloads, all masked', async () => {
    const headers = await as(DEMO.reviewer);
    await (await db())('comment_periods').update({ includes_map: false });
    const p = await create({ title: 'Report period' });
    const anchor = await firstSection();
    const send = (body: unknown) => call(comments, { method: 'POST', params: { slug: p.slug }, body });
    await send({ target: 'draft', comment: `The draft is good. ${PLANTED}`, answers: { q1: 'Yes' } });
    await send({
      target: 'section',
      section: anchor,
      comment: 'This section needs rail.',
      answers: { q1: 'No' },
    });
    await send({ target: 'draft', comment: 'A comment a reviewer will hide for a reason.' });
    const staff = (await call(adminComments, { params: { id: String(p.id) }, headers })).json as Array<{
      id: number;
      comment: string;
      hidesFromPublic: string[];
    }>;
    expect(staff[0].comment).toContain('planted.person@example.com'); // staff read the original, marked
    expect(staff[0].hidesFromPublic).toEqual(expect.arrayContaining(['email address', 'phone number']));
    for (const c of staff.slice(0, 2))
      expect(
        (
          await call(adminComments, {
            method: 'POST',
            params: { id: String(p.id) },
            body: { id: c.id, action: 'approve' },
            headers,
          })
        ).status,
      ).toBe(200);
    expect(
      (
        await call(adminComments, {
          method: 'POST',
          params: { id: String(p.id) },
          body: { id: staff[2].id, action: 'hide' },
          headers,
        })
      ).status,
    ).toBe(400); // hiding needs a note

    // Not public while open, and not publishable before the close.
    expect((await call(comments, { params: { slug: p.slug } })).status).toBe(404);
    const early = await call(adminReport, {
      method: 'PUT',
      params: { id: String(p.id) },
      body: { summary: 'S', changes: 'C', publish: true },
      headers,
    });
    expect(early.status).toBe(409);

    await (
      await db()
    )('comment_periods')
      .where({ id: p.id })
      .update({ closes_at: new Date(Date.now() - 1000).toISOString() });
    const published = await call(adminReport, {
      method: 'PUT',
      params: { id: String(p.id) },
      body: { summary: 'People asked for rail.', changes: 'Added a rail need.', publish: true },
      headers,
    });
    expect(published.status).toBe(200);
    const theme = await call(adminReport, {
      method: 'POST',
      params: { id: String(p.id) },
      body: { name: 'Rail', response: 'We added rail.', commentIds: staff.map((c) => c.id) },
      headers,
    });
    expect(theme.status).toBe(201);

    const { periodReport } = await import('@/lib/server/services/commentPeriods');
    const { report } = await periodReport(p.slug);
    expect(report.total).toBe(2);
    expect(report.byHow).toEqual(
      expect.arrayContaining([
        { how: 'draft', count: 1 },
        { how: 'section', count: 1 },
      ]),
    );
    expect(report.choices[0].rows).toEqual([
      { option: 'Yes', count: 1 },
      { option: 'No', count: 1 },
    ]);
    expect(report.themes).toEqual([{ name: 'Rail', response: 'We added rail.', count: 2 }]); // the hidden one not counted

    const filtered = await call(comments, { params: { slug: p.slug }, query: { how: 'section' } });
    expect((filtered.json as unknown[]).length).toBe(1);
    expect((await call(comments, { params: { slug: p.slug }, query: { how: 'phone' } })).status).toBe(400);

    const csv = await call(exportRoute, { params: { slug: p.slug }, query: { format: 'csv' } });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Is the draft clear?');
    const geo = await call(exportRoute, { params: { slug: p.slug }, query: { format: 'geojson' } });
    expect((JSON.parse(geo.text) as { type: string }).type).toBe('FeatureCollection');
    expect((await call(exportRoute, { params: { slug: p.slug }, query: { format: 'xls' } })).status).toBe(
      400,
    );
    // The report as a tagged PDF (PDF/UA), read by pikepdf, not by the project's code.
    const pdf = await call(exportRoute, { params: { slug: p.slug }, query: { format: 'pdf' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const tagged = pikepdfReport(pdf.buffer);
    expectTaggedPdfUa(tagged, 'What we heard: Report period');
    expect(tagged.tags).toEqual(expect.arrayContaining(['H1', 'H2', 'Table', 'TH', 'L']));

    // Every public answer: no planted email, phone or address, no hidden comment.
    const answers = [
      await call(comments, { params: { slug: p.slug } }),
      csv,
      geo,
      await call(publicList),
      await call(feed),
      await call(ics, { params: { slug: p.slug } }),
    ];
    for (const a of answers) {
      expect(a.text).not.toContain('planted.person@example.com');
      expect(a.text).not.toContain('555-0199');
      expect(a.text).not.toContain('1401 E Broad St');
      expect(a.text).not.toContain('hide for a reason');
    }
    expect(answers[0].text).toContain('[email hidden]');
  });
});
