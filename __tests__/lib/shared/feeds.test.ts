/** @jest-environment node */
import { DOMParser, type Document as XmlDocument } from '@xmldom/xmldom';
import {
  documentsFeed,
  escapeXml,
  rfc822,
  robotsTxt,
  rss,
  sitemapRoutes,
  sitemapXml,
  updatesFeed,
  usDayToDate,
} from '@/lib/shared/feeds';
import { PAGES } from '@/lib/shared/pageRegistry';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';
import { FAILING } from '../../helpers/libraryFixtures';
import type { Update } from '@/lib/shared/schemas/updates';

const SITE = 'https://vtrans.example.gov';

/**
 * Parses XML strictly: any warning or error of the parser fails the test. xmldom tolerates a bare '&' and
 * control characters, so those are checked by hand.
 */
function parseXml(xml: string): XmlDocument {
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
  expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  const problems: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => problems.push(`${level}: ${message}`),
  }).parseFromString(xml, 'text/xml');
  expect(problems).toEqual([]);
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (doc: XmlDocument, tag: string) =>
  Array.from(doc.getElementsByTagName(tag)).map((n) => n.textContent ?? '');

const UPDATES: Update[] = [
  {
    Key: '10-01-2024-FY25-GAP-TA-Applications-Open',
    Date: '10/01/2024',
    Title: 'FY25 GAP-TA applications <open> & "webinars"',
    Intro: "Apply by November 1, 2024 — it's free.",
    Body: '',
    Program: 'gap-ta',
    Link: null,
  },
  {
    Key: '02-01-2024-Mid-term-Needs',
    Date: '02/01/2024',
    Title: 'Mid-term Needs',
    Intro: 'New layer\u0001 available.',
    Body: '',
    Program: 'vtrans',
    Link: null,
  },
];

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(escapeXml('bell\u0007 tab\t line\n')).toBe('bell tab\t line\n');
    expect(escapeXml('Virginia — § 33.2-353')).toBe('Virginia — § 33.2-353');
  });
});

describe('RFC 822 dates', () => {
  it('formats dates as RSS wants them', () => {
    expect(rfc822('2024-11-05T12:00:00Z')).toBe('Tue, 05 Nov 2024 12:00:00 GMT');
    expect(rfc822(new Date(Date.UTC(2025, 0, 1)))).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(() => rfc822('not a date')).toThrow();
  });

  it('places an MM/DD/YYYY day at noon UTC so it stays the same day in US time zones', () => {
    expect(rfc822(usDayToDate('10/01/2024'))).toBe('Tue, 01 Oct 2024 12:00:00 GMT');
  });
});

describe('rss', () => {
  it('builds a well-formed RSS 2.0 channel with atom:link self', () => {
    const xml = rss({ title: 'A & B', link: `${SITE}/`, description: 'd', self: `${SITE}/x.xml`, items: [] });
    const doc = parseXml(xml);
    const rssEl = doc.documentElement!;
    expect(rssEl.tagName).toBe('rss');
    expect(rssEl.getAttribute('version')).toBe('2.0');
    expect(text(doc, 'title')).toEqual(['A & B']);
    expect(text(doc, 'language')).toEqual(['en-us']);
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe(`${SITE}/x.xml`);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });

  it('writes the updates feed: one escaped item per update, absolute links, permalink guids', () => {
    const doc = parseXml(updatesFeed(SITE, UPDATES));
    const items = doc.getElementsByTagName('item');
    expect(items).toHaveLength(2);
    expect(text(doc, 'title')[1]).toBe('FY25 GAP-TA applications <open> & "webinars"');
    const links = text(doc, 'link').slice(1);
    expect(links).toEqual([
      `${SITE}/get-involved/program-updates/update?id=10-01-2024-FY25-GAP-TA-Applications-Open`,
      `${SITE}/get-involved/program-updates/update?id=02-01-2024-Mid-term-Needs`,
    ]);
    const guids = Array.from(doc.getElementsByTagName('guid'));
    expect(guids.map((g) => g.getAttribute('isPermaLink'))).toEqual(['true', 'true']);
    expect(guids.map((g) => g.textContent)).toEqual(links);
    expect(text(doc, 'pubDate')).toEqual(['Tue, 01 Oct 2024 12:00:00 GMT', 'Thu, 01 Feb 2024 12:00:00 GMT']);
    expect(text(doc, 'lastBuildDate')).toEqual(['Tue, 01 Oct 2024 12:00:00 GMT']);
    expect(text(doc, 'description').slice(1)).toEqual([
      "Apply by November 1, 2024 — it's free.",
      'New layer available.',
    ]);
  });

  it('writes the documents feed with absolute /resources links', () => {
    const doc: LibraryDocument = {
      path: 'policy/guide.pdf',
      title: 'Guide <v6>',
      contentType: 'application/pdf',
      size: 850_000,
      lastModified: '2025-03-01T10:00:00.000Z',
      tags: { topic: 'Policy', planCycle: '2022-2025', docType: 'Policy Guide' },
      accessible: false,
      accessibility: FAILING,
      href: '/resources/policy/guide.pdf',
      collection: 'library',
      year: null,
    };
    const xml = parseXml(documentsFeed(SITE, [doc]));
    expect(text(xml, 'link')[1]).toBe(`${SITE}/resources/policy/guide.pdf`);
    expect(text(xml, 'title')[1]).toBe('Guide <v6>');
    expect(text(xml, 'description')[1]).toBe(
      'PDF, 850 KB · Policy · 2022-2025 · Policy Guide · May not be fully accessible',
    );
  });
});

describe('sitemap and robots', () => {
  it('lists indexable registry routes only', () => {
    const routes = sitemapRoutes(Object.values(PAGES));
    expect(routes).toEqual(expect.arrayContaining(['/', '/about/about-vtrans', '/documents-and-media']));
    for (const r of routes) expect(r).not.toMatch(/^\/(admin|auth)|\[|^\/hidden-library$|^\/search$/);
    expect(routes).not.toContain('/get-involved/program-updates/update');
  });

  it('writes a well-formed urlset with escaped locations', () => {
    const doc = parseXml(
      sitemapXml([
        { loc: `${SITE}/a?id=1&b=2`, lastmod: '2024-10-01' },
        { loc: `${SITE}/b`, lastmod: null },
      ]),
    );
    expect(doc.documentElement!.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(text(doc, 'loc')).toEqual([`${SITE}/a?id=1&b=2`, `${SITE}/b`]);
    expect(text(doc, 'lastmod')).toEqual(['2024-10-01']);
  });

  it('opens the production host to crawlers and closes every other host', () => {
    expect(robotsTxt(SITE, true)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /auth/\nDisallow: /hidden-library\nSitemap: ${SITE}/sitemap.xml\n`,
    );
    expect(robotsTxt(SITE, false)).toBe('User-agent: *\nDisallow: /\n');
  });
});
