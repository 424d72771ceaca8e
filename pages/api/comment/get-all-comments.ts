import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { visitorKey } from '@/lib/server/http/visitor';
import { listApproved } from '@/lib/server/services/comments';
import { CommentListQuery } from '@/lib/shared/schemas/comments';

/**
 * GET /api/comment/get-all-comments: published comments with their category and staff response;
 * `category`, `district`, `answered=yes|no`, `bbox=minX,minY,maxX,maxY`. Each says whether this visitor agreed
 * or flagged (visitor cookie), so the answer is private, never shared-cached. Never an email address.
 */
export default apiHandler(
  { GET: async (req) => listApproved(parseQuery(CommentListQuery, req), visitorKey(req)) },
  { cacheControl: 'private, no-store' },
);
