import { apiHandler } from '@/lib/server/http/apiHandler';
import { ensureVisitorKey } from '@/lib/server/http/visitor';

/**
 * GET /api/comment/visitor: makes sure the browser holds a visitor cookie this site issued (signed), which a
 * flag needs. The map calls it when someone opens the flag form; it answers `{ ready: true }`
 * and sets the cookie only when the browser has none yet. Private: never cached.
 */
export default apiHandler(
  {
    GET: async (req, res) => {
      ensureVisitorKey(req, res);
      return { ready: true };
    },
  },
  { cacheControl: 'private, no-store' },
);
