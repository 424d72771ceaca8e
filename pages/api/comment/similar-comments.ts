import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { similarNearby } from '@/lib/server/services/comments';
import { SimilarQuery } from '@/lib/shared/schemas/comments';

/**
 * GET /api/comment/similar-comments?latitude=&longitude=&category=&text=: published comments within 500 m,
 * same category and similar words first; the form shows them before a person submits ("same concern?").
 */
export default apiHandler(
  { GET: async (req) => similarNearby(parseQuery(SimilarQuery, req)) },
  { cacheControl: PUBLIC_CACHE },
);
