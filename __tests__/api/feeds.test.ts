/** @jest-environment node */
import { DOMParser } from '@xmldom/xmldom';
import { db } from '@/lib/server/db/knex';
import { resetEnvCache } from '@/lib/server/env';
import * as documents from '@/lib/server/services/documents';
import { listEvents } from '@/lib/server/services/events';
import { listUpdates } from '@/lib/server/services/updates';
import * as gapTa from '@/lib/server/services/gapTa';
import * as documentsFeed from '@/pages/api/feeds/documents';
import * as updatesFeed from '@/pages/api/feeds/updates';
import * as robots from '@/pages/api/robots';
import * as sitemap from '@/pages/api/sitemap';
import { callApi, type RouteModule } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

const SITE = 'https://vtrans.example.gov';
const previousSiteUrl = process.env.SITE_URL;

let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.SITE_URL = SITE;
  ({ cleanup } = await useTempDatabase());
});
afterAll(async () => {
  await cleanup();
  if (previousSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = previousSiteUrl;
  resetEnvCache();
});

function parse(xml: string) {
  const problems: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => problems.push(`${level}: ${msg}`) }).parseFromString(
    xml,
    'text/xml',
  );
  expect(problems).toEqual([]);
  return doc;
}

const texts = (xml: string, tag: string) =>
  Array.from(parse(xml).getElementsByTagName(tag)).map((n) => n.textContent ?? '');

describe('GET /api/feeds/updates (/updates.xml)', () => {
  it('answers RSS with one item per update, linked absolutely to its page', async () => {
    const res = await callApi(updatesFeed);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const updates = await listUpdates();
    const items = texts(res.text, 'item');
    expect(items).toHaveLength(updates.length);
    const links = texts(res.text, 'link').slice(1);
    expect(links).toEqual(
      updates.map((u) => `${SITE}/get-involved/program-updates/update?id=${encodeURIComponent(u.Key)}`),
    );
    expect(texts(res.text, 'title').slice(1)).toEqual(updates.map((u) => u.Title));
  });

  it('answers HEAD without a body and refuses POST with 405 and Allow', async () => {
    const head = await callApi(updatesFeed, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const post = await callApi(updatesFeed, { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
  });
});

describe('GET /api/feeds/documents (/documents.xml)', () => {
  it('lists every library document newest first with absolute /resources links', async () => {
    const res = await callApi(documentsFeed);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const docs = await documents.listDocuments();
    const links = texts(res.text, 'link').slice(1);
    expect(links).toHaveLength(docs.length);
    for (const link of links) expect(link).toMatch(new RegExp(`^${SITE}/resources/.+\\.pdf$`));
    const dates = texts(res.text, 'pubDate').map((d) => Date.parse(d));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});

describe('GET /api/sitemap (/sitemap.xml)', () => {
  it('lists indexable pages, studies, meetings and updates, but no admin or hidden pages', async () => {
    const res = await callApi(sitemap);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locs = texts(res.text, 'loc');
    expect(locs).toContain(`${SITE}/about/about-vtrans`);
    expect(locs).toContain(`${SITE}/`);
    const [study] = await gapTa.listGapTaStudies();
    expect(locs).toContain(`${SITE}/gap-ta/${study.gapId}`);
    const [event] = await listEvents();
    expect(locs).toContain(`${SITE}/get-involved/meetings/meeting?id=${event.slug}`);
    expect(locs.filter((l) => l.includes('/program-updates/update?id='))).toHaveLength(
      (await listUpdates()).length,
    );
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      expect(loc).not.toMatch(/\/admin|\/auth\/|\/hidden-library|\[/);
    }
    expect(texts(res.text, 'lastmod').every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  });

  // Issue 55: search engines see each edition of a page, and each edition names all the others.
  it('lists each page in every language of the site, each with its hreflang alternates', async () => {
    const res = await callApi(sitemap);
    const locs = texts(res.text, 'loc');
    for (const l of ['es', 'ko', 'vi', 'zh', 'ar'])
      expect(locs).toContain(`${SITE}/${l}/about/language-assistance`);
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = res.text
      .split('<url>')
      .find((u) => u.includes(`<loc>${SITE}/es/about/about-vtrans</loc>`))!;
    for (const [lang, path] of [
      ['en', '/about/about-vtrans'],
      ['es', '/es/about/about-vtrans'],
      ['zh-Hans', '/zh/about/about-vtrans'],
      ['ar', '/ar/about/about-vtrans'],
      ['x-default', '/about/about-vtrans'],
    ])
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE}${path}"/>`);
  });
  // Issue 57: every published comment period, and its "What we heard" once published; a draft period never.
  it('lists the published comment periods in every language, and a report only once published', async () => {
    const k = await db();
    const stamp = new Date().toISOString();
    await k('comment_periods').insert({
      slug: 'a-staff-only-draft-period',
      title: 'A staff-only draft period',
      summary: 'Not published.',
      opens_at: stamp,
      closes_at: new Date(Date.now() + 86_400_000).toISOString(),
      status: 'draft',
      created_at: stamp,
      updated_at: stamp,
    });
    const locs = texts((await callApi(sitemap)).text, 'loc');
    const open = '/get-involved/comment-periods/draft-mid-term-needs';
    const closed = '/get-involved/comment-periods/illustrative-example-draft-risk-register-2026';
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}${open}`,
        `${SITE}/es${open}`,
        `${SITE}${closed}`,
        `${SITE}${closed}/what-we-heard`,
        `${SITE}/ar${closed}/what-we-heard`,
      ]),
    );
    expect(locs).not.toContain(`${SITE}${open}/what-we-heard`); // open: no report yet
    expect(locs.some((l) => l.includes('a-staff-only-draft-period'))).toBe(false);
    expect(locs.some((l) => l.includes('your-answers'))).toBe(false);
  });
});

/** GET with a chosen Host header (callApi sets it on the request: fetch may not send one). */
async function getWithHost(mod: RouteModule, host: string) {
  const res = await callApi(mod, { headers: { host } });
  return { status: res.status, type: res.headers.get('content-type'), text: res.text };
}

describe('GET /api/robots (/robots.txt)', () => {
  it('lets crawlers in on the production host and points at the sitemap', async () => {
    const res = await getWithHost(robots, 'vtrans.example.gov');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /auth/\nDisallow: /hidden-library\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('shuts every other host', async () => {
    for (const host of ['staging.example.gov', 'vtrans.example.gov:8080']) {
      expect((await getWithHost(robots, host)).text).toBe('User-agent: *\nDisallow: /\n');
    }
    // callApi reaches the route as localhost:<port>: not the production host either.
    expect((await callApi(robots)).text).toBe('User-agent: *\nDisallow: /\n');
  });
});
