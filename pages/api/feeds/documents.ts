import type { NextApiRequest, NextApiResponse } from 'next';
import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { siteConfig } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import { documentsFeed } from '@/lib/shared/feeds';
import { sortDocuments } from '@/lib/shared/schemas/documents/rules';

/** RSS 2.0 of the library's documents, newest first (served as /documents.xml by a rewrite). */
async function sendFeed(req: NextApiRequest, res: NextApiResponse) {
  // By the time each item's pubDate carries, not only its day: a feed reader orders by that time, and documents
  // changed on one day otherwise came out in title order (whether the test passed depended on the clock).
  const docs = sortDocuments(await documents.listedDocuments(), 'newest').sort(
    (a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified),
  );
  const xml = documentsFeed(siteConfig(req.headers.host).siteUrl, docs);
  res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
  res.setHeader('Cache-Control', PUBLIC_CACHE);
  res.status(200).send(xml);
}

export default apiHandler({ GET: sendFeed });
