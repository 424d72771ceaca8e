import type { NextApiRequest, NextApiResponse } from 'next';
import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { siteConfig } from '@/lib/server/pageProps';
import { listPublicPeriods } from '@/lib/server/services/commentPeriods';
import { commentPeriodsFeed } from '@/lib/shared/feeds';

/** RSS 2.0 of the published comment periods (served as /comment-periods.xml by a rewrite). */
async function sendFeed(req: NextApiRequest, res: NextApiResponse) {
  const xml = commentPeriodsFeed(siteConfig(req.headers.host).siteUrl, await listPublicPeriods());
  res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
  res.setHeader('Cache-Control', PUBLIC_CACHE);
  res.status(200).send(xml);
}

export default apiHandler({ GET: sendFeed });
