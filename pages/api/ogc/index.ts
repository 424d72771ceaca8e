import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc: the OGC API – Features landing page (JSON or HTML). */
export default apiHandler({ GET: ogcRoute(ogc.landing) });
