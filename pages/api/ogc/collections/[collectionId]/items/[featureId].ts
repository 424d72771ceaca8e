import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}/items/{featureId}: one feature. */
export default apiHandler({ GET: ogc.ogcRoute(ogc.item, ['collectionId', 'featureId']) });
