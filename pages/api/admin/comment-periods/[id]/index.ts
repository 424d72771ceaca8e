import { PeriodIdParam, PeriodBody } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { staffPeriod, updatePeriod } from '@/lib/server/services/commentPeriods';

export const config = { api: { bodyParser: false } };

/** GET /api/admin/comment-periods/<id>: one period for staff. PUT: edit it (its revision goes up). */
export default apiHandler(
  {
    GET: (req, _res, { user }) => staffPeriod(parseQuery(PeriodIdParam, req).id, user),
    PUT: (req, _res, { user }) =>
      updatePeriod(parseQuery(PeriodIdParam, req).id, parseBody(PeriodBody, req), user),
  },
  { auth: PERMISSIONS.periods, jsonBody: { maxBytes: 64 * 1024 } },
);
