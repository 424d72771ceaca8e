import { PeriodIdParam, PeriodBody } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { moderatePeriodComment, staffPeriodComments } from '@/lib/server/services/commentPeriods';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/comment-periods/<id>/comments: every comment of the period as written (marked with what the
 * public copy hides), its language, whether it left an email (never the address). POST {id, action, note}:
 * approve or hide one.
 */
export default apiHandler(
  {
    GET: (req, _res, { user }) => staffPeriodComments(parseQuery(PeriodIdParam, req).id, user),
    POST: (req, _res, { user }) =>
      moderatePeriodComment(parseQuery(PeriodIdParam, req).id, parseBody(PeriodBody, req), user),
  },
  { auth: PERMISSIONS.periods, jsonBody: { maxBytes: 16 * 1024 } },
);
