import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}/items: features with bbox, datetime, property filters, limit and next links. */
export default apiHandler({ GET: ogcRoute(ogc.items, ['collectionId']) });
