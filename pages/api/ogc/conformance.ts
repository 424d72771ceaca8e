import { apiHandler } from '@/lib/server/http/apiHandler';
import * as ogc from '@/lib/server/services/ogc';

/** GET /api/ogc/conformance: the conformance classes implemented. */
export default apiHandler({ GET: ogc.ogcRoute(ogc.conformance) });
