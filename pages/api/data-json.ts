import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { siteConfig } from '@/lib/server/pageProps';
import { dataJson } from '@/lib/server/services/catalog';

/** The DCAT-US 1.1 catalog of every dataset (served as /data.json). */
export default apiHandler(
  { GET: (req) => dataJson(siteConfig(req.headers.host).siteUrl) },
  { cacheControl: PUBLIC_CACHE },
);
