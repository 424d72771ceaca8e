import type { NextApiRequest, NextApiResponse } from 'next';
import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { siteConfig } from '@/lib/server/pageProps';
import { robotsTxt } from '@/lib/shared/feeds';

/** robots.txt (served as /robots.txt): crawlable only when the request's Host is the production host. */
function sendRobots(req: NextApiRequest, res: NextApiResponse) {
  const site = siteConfig(req.headers.host);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', PUBLIC_CACHE);
  // The answer depends on the Host header, so shared caches must key on it.
  res.setHeader('Vary', 'Host');
  res.status(200).send(robotsTxt(site.siteUrl, site.indexable));
}

export default apiHandler({ GET: sendRobots });
