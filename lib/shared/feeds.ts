/**
 * Pure builders of the site's machine-readable files: RSS 2.0 feeds (/updates.xml, /documents.xml),
 * the XML sitemap and robots.txt. Routes gather the data; these only format it.
 */
import { usDateToIso, virginiaDateTime } from './dates';
import {
  COMMENT_PERIODS_FEED,
  GET_INVOLVED_PATH,
  periodPath,
  type PeriodState,
} from './schemas/commentPeriods/rules';
import { accessibilityLabel, fileSizeLabel, fileTypeLabel } from './schemas/documents/rules';
import type { PageDefinition } from './pageRegistry';
import type { LibraryDocument } from './schemas/documents';
import type { Update } from './schemas/updates';
import { absolute, ROUTES, updatePath } from '@/lib/shared/routes';

// Characters XML 1.0 forbids even when escaped (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF).
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and attribute values, dropping characters XML cannot carry. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** An RFC 822 date as RSS wants it, e.g. 'Tue, 05 Nov 2024 12:00:00 GMT'. */
export function rfc822(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) throw new Error(`Not a date: ${String(date)}`);
  return d.toUTCString();
}

/**
 * An MM/DD/YYYY day as a Date at noon UTC: the same calendar day in every US time zone, so feed readers
 * do not show an update a day early.
 */
export function usDayToDate(us: string): Date {
  return new Date(`${usDateToIso(us)}T12:00:00Z`);
}

export interface RssItem {
  title: string;
  /** Absolute URL; also the permalink guid. */
  link: string;
  pubDate: Date | string;
  description: string;
}

export interface RssChannel {
  title: string;
  /** Absolute URL of the page the feed belongs to. */
  link: string;
  description: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
  items: readonly RssItem[];
}

const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** An RSS 2.0 document (language en-us, atom:link self, permalink guids, RFC 822 dates). */
export function rss(channel: RssChannel): string {
  const items = channel.items.map((i) =>
    [
      '    <item>',
      `      ${el('title', i.title)}`,
      `      ${el('link', i.link)}`,
      `      <guid isPermaLink="true">${escapeXml(i.link)}</guid>`,
      `      ${el('pubDate', rfc822(i.pubDate))}`,
      `      ${el('description', i.description)}`,
      '    </item>',
    ].join('\n'),
  );
  const newest = channel.items.map((i) => new Date(i.pubDate).getTime()).sort((a, b) => b - a)[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${el('title', channel.title)}`,
    `    ${el('link', channel.link)}`,
    `    ${el('description', channel.description)}`,
    '    <language>en-us</language>',
    ...(newest !== undefined ? [`    ${el('lastBuildDate', rfc822(new Date(newest)))}`] : []),
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Absolute address of one program update's page. */
export function updateUrl(siteUrl: string, key: string): string {
  return absolute(siteUrl, updatePath(key));
}

/** The RSS feed of the program updates (served as /updates.xml), in the order given (newest first). */
export function updatesFeed(siteUrl: string, updates: readonly Update[]): string {
  return rss({
    title: 'VTrans and GAP-TA updates',
    link: absolute(siteUrl, ROUTES.updates),
    description: "Program updates from VTrans, Virginia's transportation plan, and the GAP-TA program.",
    self: absolute(siteUrl, ROUTES.updatesFeed),
    items: updates.map((u) => ({
      title: u.Title,
      link: updateUrl(siteUrl, u.Key),
      pubDate: usDayToDate(u.Date),
      description: u.Intro,
    })),
  });
}

/** The RSS feed of the document library (served as /documents.xml), in the order given (newest first). */
export function documentsFeed(siteUrl: string, docs: readonly LibraryDocument[]): string {
  return rss({
    title: 'VTrans documents and media',
    link: absolute(siteUrl, ROUTES.documents),
    description: 'New and updated documents in the VTrans library.',
    self: absolute(siteUrl, ROUTES.documentsFeed),
    items: docs.map((d) => ({
      title: d.title,
      link: absolute(siteUrl, d.href),
      pubDate: d.lastModified,
      description: [
        `${fileTypeLabel(d.contentType)}, ${fileSizeLabel(d.size)}`,
        ...[d.tags.topic, d.tags.planCycle, d.tags.docType].filter(Boolean),
        accessibilityLabel(d.accessibility).label,
      ].join(' · '),
    })),
  });
}

// Routes that only make sense with a query string (their detail URLs are listed one by one instead).
const QUERY_ROUTES = new Set([
  '/search',
  '/get-involved/meetings/meeting',
  '/get-involved/program-updates/update',
]);

/** The registry routes a sitemap lists: not unlisted, admin or auth, not dynamic, not query-driven. */
export function sitemapRoutes(pages: readonly PageDefinition[]): string[] {
  return pages
    .filter(
      (p) =>
        !p.unlisted &&
        !p.route.startsWith('/admin') &&
        !p.route.startsWith('/auth') &&
        !p.route.includes('[') &&
        !QUERY_ROUTES.has(p.route),
    )
    .map((p) => p.route);
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD when known. */
  lastmod?: string | null;
  /** The page's editions in every language of the site (hreflang → absolute URL), itself included. */
  alternates?: ReadonlyArray<{ hrefLang: string; href: string }>;
}

const alternateLink = (a: { hrefLang: string; href: string }) =>
  `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`;

/** A sitemaps.org urlset; a page with editions in other languages lists them (Google's xhtml:link form). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>${el('loc', e.loc)}${e.lastmod ? el('lastmod', e.lastmod) : ''}${(e.alternates ?? []).map(alternateLink).join('')}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the production host is crawlable (except admin, auth, hidden library); any other host is not. */
export function robotsTxt(siteUrl: string, production: boolean): string {
  if (!production) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /auth/',
    'Disallow: /hidden-library',
    `Sitemap: ${absolute(siteUrl, ROUTES.sitemap)}`,
    '',
  ].join('\n');
}

/** The RSS feed of the comment periods (served as /comment-periods.xml): each period with its dates. */
export function commentPeriodsFeed(
  siteUrl: string,
  periods: ReadonlyArray<{
    slug: string;
    title: string;
    summary: string;
    opensAt: string;
    closesAt: string;
    state: PeriodState;
  }>,
): string {
  return rss({
    title: 'VTrans public comment periods',
    link: absolute(siteUrl, GET_INVOLVED_PATH),
    description: 'Drafts of the plan open for public comment, and what we heard.',
    self: absolute(siteUrl, COMMENT_PERIODS_FEED),
    items: periods.map((p) => ({
      title: `${p.title} (${p.state === 'open' ? 'open for comment' : p.state})`,
      link: absolute(siteUrl, periodPath(p.slug)),
      pubDate: p.opensAt,
      description: `${p.summary} Comments from ${virginiaDateTime(p.opensAt)} to ${virginiaDateTime(p.closesAt)}.`,
    })),
  });
}
