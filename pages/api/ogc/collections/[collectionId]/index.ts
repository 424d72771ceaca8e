import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}: a layer's description and extent. */
export default apiHandler({ GET: ogc.ogcRoute(ogc.collection, ['collectionId']) });
