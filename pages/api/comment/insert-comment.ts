import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { ensureVisitorKey } from '@/lib/server/http/visitor';
import { submitComment } from '@/lib/server/services/comments';
import { CommentInput } from '@/lib/shared/schemas/comments';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/comment/insert-comment: a visitor's comment on a place (or a picked feature). 201
 * {id, status, held}; rate-limited per client; a filled honeypot is answered the same and dropped.
 */
export default apiHandler(
  {
    POST: async (req, res) => {
      await limitByClient('comment', req);
      const body = parseBody(CommentInput, req);
      return withStatus(201, await submitComment(body, ensureVisitorKey(req, res)));
    },
  },
  { jsonBody: { maxBytes: 32 * 1024 } },
);
