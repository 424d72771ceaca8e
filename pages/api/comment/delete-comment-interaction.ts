import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { ensureVisitorKey } from '@/lib/server/http/visitor';
import { removeInteraction } from '@/lib/server/services/comments';
import { InteractionDeleteInput } from '@/lib/shared/schemas/comments';

export const config = { api: { bodyParser: false } };

/** POST /api/comment/delete-comment-interaction {id, type}: takes back this visitor's agree or flag. */
export default apiHandler(
  {
    POST: async (req, res) => {
      await limitByClient('comment-interaction', req);
      const { id, type } = parseBody(InteractionDeleteInput, req);
      return removeInteraction(id, type, ensureVisitorKey(req, res));
    },
  },
  { jsonBody: { maxBytes: 4 * 1024 } },
);
