import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as freight from '@/lib/server/services/freight';
import { CommodityFiltersQuery } from '@/lib/shared/schemas/freight';

export default apiHandler(
  { GET: (req) => freight.getCommodityFilters(parseQuery(CommodityFiltersQuery, req)) },
  { cacheControl: PUBLIC_CACHE },
);
