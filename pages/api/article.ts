import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as content from '@/lib/server/services/content';
import { ArticleQuery } from '@/lib/shared/schemas/articles';

export default apiHandler(
  { GET: (req) => content.getArticle(parseQuery(ArticleQuery, req).article) },
  { cacheControl: PUBLIC_CACHE },
);
