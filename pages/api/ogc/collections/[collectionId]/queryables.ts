import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}/queryables: the properties a filter may use (JSON Schema). */
export default apiHandler({ GET: ogc.ogcRoute(ogc.queryables, ['collectionId']) });
