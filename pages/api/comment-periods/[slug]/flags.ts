import { PeriodCommentBody, PeriodSlugParam } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { clientHash, issuedVisitorKey } from '@/lib/server/http/visitor';
import { flagPeriodComment } from '@/lib/server/services/commentPeriods';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/comment-periods/<slug>/flags {id, reason}: flags a published comment of the period, with the map
 * comments' rules and limit: one flag per visitor (a visitor cookie the site issued: GET /api/comment/visitor),
 * counted once per client address; enough of them send it back to the reviewers. 200 {id, count, held}.
 */
export default apiHandler(
  {
    POST: async (req) => {
      const { slug } = parseQuery(PeriodSlugParam, req);
      await limitByClient('comment-interaction', req);
      const body = parseBody(PeriodCommentBody, req);
      return flagPeriodComment(slug, body, issuedVisitorKey(req), clientHash(req));
    },
  },
  { jsonBody: { maxBytes: 4 * 1024 } },
);
