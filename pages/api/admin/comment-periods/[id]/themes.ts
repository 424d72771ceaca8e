import { PeriodIdParam } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { suggestPeriodThemes } from '@/lib/server/services/commentPeriods';

/**
 * GET /api/admin/comment-periods/<id>/themes: themes suggested from the period's comments (worker pool, with a
 * budget), each with its words, its comments and samples; staff accept them through the report's POST.
 */
export default apiHandler(
  {
    GET: (req, _res, { user }) => suggestPeriodThemes(parseQuery(PeriodIdParam, req).id, user),
  },
  { auth: PERMISSIONS.periods },
);
