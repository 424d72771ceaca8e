import type { NextApiRequest, NextApiResponse } from 'next';
import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { siteConfig } from '@/lib/server/pageProps';
import { listPublicPeriods } from '@/lib/server/services/commentPeriods';
import { listedDocuments } from '@/lib/server/services/documents';
import { listEvents } from '@/lib/server/services/events';
import { listUpdates } from '@/lib/server/services/updates';
import * as gapTa from '@/lib/server/services/gapTa';
import { sitemapRoutes, sitemapXml, updateUrl, type SitemapEntry } from '@/lib/shared/feeds';
import { usDateToIso } from '@/lib/shared/dates';
import { PAGES } from '@/lib/shared/pageRegistry';
import { absolute, meetingPath, studyPath } from '@/lib/shared/routes';
import { localePath } from '@/lib/shared/i18n';
import { periodPath, reportPath } from '@/lib/shared/schemas/commentPeriods/rules';

/**
 * Every indexable page, GAP-TA study, meeting, update, library document and published comment period (with its
 * "What we heard" once published) as absolute URLs (served as /sitemap.xml). Documents are the published ones the library lists (not drafts, retired or hidden ones).
 */
async function sendSitemap(req: NextApiRequest, res: NextApiResponse) {
  const { siteUrl: site, languages } = siteConfig(req.headers.host);
  const [studies, events, updates, docs, periods] = await Promise.all([
    gapTa.listGapTaStudies(),
    listEvents(),
    listUpdates(),
    listedDocuments(),
    listPublicPeriods(),
  ]);
  // A route in every language of the site, each edition naming all of them (hreflang).
  const everyLanguage = (route: string) => {
    const alternates = [
      ...languages.map((l) => ({ hrefLang: l.htmlLang, href: absolute(site, localePath(l.code, route)) })),
      { hrefLang: 'x-default', href: absolute(site, route) },
    ];
    return languages.map((l) => ({ loc: absolute(site, localePath(l.code, route)), alternates }));
  };
  const entries: SitemapEntry[] = [
    ...sitemapRoutes(Object.values(PAGES)).flatMap(everyLanguage),
    // Every published comment period (a draft one is staff-only) and its report once staff published it.
    ...periods.flatMap((p) => [
      ...everyLanguage(periodPath(p.slug)),
      ...(p.reportPublishedAt ? everyLanguage(reportPath(p.slug)) : []),
    ]),
    ...studies.map((s) => ({ loc: absolute(site, studyPath(s.gapId)) })),
    ...events.map((e) => ({ loc: absolute(site, meetingPath(e.slug)) })),
    ...updates.map((u) => ({ loc: updateUrl(site, u.Key), lastmod: usDateToIso(u.Date) })),
    ...docs.map((d) => ({ loc: absolute(site, d.href), lastmod: d.lastModified.slice(0, 10) })),
  ];
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', PUBLIC_CACHE);
  res.status(200).send(sitemapXml(entries));
}

export default apiHandler({ GET: sendSitemap });
