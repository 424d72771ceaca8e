import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}/items: features with bbox, datetime, property filters, limit and next links. */
export default apiHandler({ GET: ogc.ogcRoute(ogc.items, ['collectionId']) });
