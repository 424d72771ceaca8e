import type { NextApiRequest, NextApiResponse } from 'next';
import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { siteConfig } from '@/lib/server/pageProps';
import { listUpdates } from '@/lib/server/services/updates';
import { updatesFeed } from '@/lib/shared/feeds';

/** RSS 2.0 of the program updates, newest first (served as /updates.xml by a rewrite). */
async function sendFeed(req: NextApiRequest, res: NextApiResponse) {
  const xml = updatesFeed(siteConfig(req.headers.host).siteUrl, await listUpdates());
  res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
  res.setHeader('Cache-Control', PUBLIC_CACHE);
  res.status(200).send(xml);
}

export default apiHandler({ GET: sendFeed });
