import { apiHandler } from '@/lib/server/http/apiHandler';
import { ogcRoute } from '@/lib/server/http/ogc';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/conformance: the conformance classes implemented. */
export default apiHandler({ GET: ogcRoute(ogc.conformance) });
