import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { search } from '@/lib/server/services/search';
import { SearchQuery } from '@/lib/shared/schemas/search';

/** GET /api/search?searchString=…&matchWholePhrase=…&includeSources=web,documents,data&page=…&pageSize=… */
export default apiHandler(
  { GET: (req) => search(parseQuery(SearchQuery, req)) },
  { cacheControl: 'public, max-age=0, s-maxage=30' },
);
