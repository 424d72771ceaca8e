import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/api: the OpenAPI 3.0 definition of the service (or its HTML summary). */
export default apiHandler({ GET: ogc.ogcRoute(ogc.openapi) });
