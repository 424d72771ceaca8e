import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as spatialData from '@/lib/server/services/spatialData';
import { SpatialLayerQuery } from '@/lib/shared/schemas/spatialData';

export default apiHandler({ GET: (req) => spatialData.getLayer(parseQuery(SpatialLayerQuery, req)) });
