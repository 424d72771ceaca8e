import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { getArticle } from '@/lib/server/services/articles';
import { ArticleQuery } from '@/lib/shared/schemas/articles';

export default apiHandler(
  { GET: (req) => getArticle(parseQuery(ArticleQuery, req).article) },
  { cacheControl: PUBLIC_CACHE },
);
