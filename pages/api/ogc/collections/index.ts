import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections: one collection per published layer. */
export default apiHandler({ GET: ogc.ogcRoute(ogc.collections) });
