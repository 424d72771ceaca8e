import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}: a layer's description and extent. */
export default apiHandler({ GET: ogcRoute(ogc.collection, ['collectionId']) });
