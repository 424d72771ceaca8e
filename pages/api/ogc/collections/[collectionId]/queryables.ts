import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/collections/{collectionId}/queryables: the properties a filter may use (JSON Schema). */
export default apiHandler({ GET: ogcRoute(ogc.queryables, ['collectionId']) });
