import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { visitorKey } from '@/lib/server/http/visitor';
import { getApproved } from '@/lib/server/services/comments';
import { CommentIdQuery } from '@/lib/shared/schemas/comments';

/** GET /api/comment/get-comment?id=: one published comment (404 for unknown, waiting or hidden ones). */
export default apiHandler(
  { GET: async (req) => getApproved(parseQuery(CommentIdQuery, req).id, visitorKey(req)) },
  { cacheControl: 'private, no-store' },
);
