import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { compareYears } from '@/lib/server/services/compareYears';
import { LayerCompareQuery } from '@/lib/shared/schemas/layers';

/**
 * GET /api/map-explorer/compare?from={layerKey}&to={layerKey}[&filter=field:a|b…]: two years of one dataset (the mid-term needs,
 * the priority locations) summarised side by side by district and need category, for the Map Explorer's
 * year comparison; `filter` (the features API's) applies to both years.
 */
export default apiHandler(
  {
    GET: (req) => {
      const { from, to, filter } = parseQuery(LayerCompareQuery, req);
      return compareYears(from, to, filter);
    },
  },
  { cacheControl: PUBLIC_CACHE },
);
