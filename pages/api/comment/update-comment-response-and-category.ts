import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { respond } from '@/lib/server/services/comments';
import { ResponseInput } from '@/lib/shared/schemas/comments';

export const config = { api: { bodyParser: false } };

/** POST /api/comment/update-comment-response-and-category {id, response, category}: reviewers answer. */
export default apiHandler(
  {
    POST: async (req, _res, { user }) => {
      const { id, response, category } = parseBody(ResponseInput, req);
      return respond(id, response, category, user);
    },
  },
  { auth: ['reviewer'], jsonBody: { maxBytes: 32 * 1024 } },
);
