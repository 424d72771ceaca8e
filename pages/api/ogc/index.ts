import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc: the OGC API – Features landing page (JSON or HTML). */
export default apiHandler({ GET: ogc.ogcRoute(ogc.landing) });
