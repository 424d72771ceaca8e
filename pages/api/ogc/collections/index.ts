import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections: one collection per published layer. */
export default apiHandler({ GET: ogcRoute(ogc.collections) });
