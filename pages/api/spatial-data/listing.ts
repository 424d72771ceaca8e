import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as spatialData from '@/lib/server/services/spatialData';
import { ListingQuery } from '@/lib/shared/schemas/spatialData';

export default apiHandler({ GET: (req) => spatialData.getListing(parseQuery(ListingQuery, req).userID) });
