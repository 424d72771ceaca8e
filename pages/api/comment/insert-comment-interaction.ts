import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { clientHash, ensureVisitorKey, issuedVisitorKey } from '@/lib/server/http/visitor';
import { addInteraction } from '@/lib/server/services/comments';
import { InteractionInput } from '@/lib/shared/schemas/comments';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/comment/insert-comment-interaction {id, type: 'agree'|'flag', reason?}: one of each per visitor
 * (visitor cookie); a repeat changes nothing. Answers the new count. Rate-limited per client. A flag needs a
 * visitor cookie the site issued earlier (403 otherwise: reload the page) and counts once per client address.
 */
export default apiHandler(
  {
    POST: async (req, res) => {
      await limitByClient('comment-interaction', req);
      const { id, type, reason } = parseBody(InteractionInput, req);
      const visitor = type === 'flag' ? issuedVisitorKey(req) : ensureVisitorKey(req, res);
      return addInteraction(id, type, reason, visitor, clientHash(req));
    },
  },
  { jsonBody: { maxBytes: 4 * 1024 } },
);
