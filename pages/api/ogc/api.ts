import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import { openapi } from '@/lib/server/services/ogcOpenapi';

/** GET /api/ogc/api: the OpenAPI 3.0 definition of the service (or its HTML summary). */
export default apiHandler({ GET: ogcRoute(openapi) });
