import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as freight from '@/lib/server/services/freight';
import { CommodityFlowQuery } from '@/lib/shared/schemas/freight';

export default apiHandler(
  { GET: (req) => freight.getCommodityFlow(parseQuery(CommodityFlowQuery, req)) },
  { cacheControl: PUBLIC_CACHE },
);
