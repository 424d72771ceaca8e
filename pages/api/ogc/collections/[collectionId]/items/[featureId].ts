import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}/items/{featureId}: one feature. */
export default apiHandler({ GET: ogcRoute(ogc.item, ['collectionId', 'featureId']) });
