import { PeriodIdParam, PeriodBody } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseBody, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { addTheme, saveReport } from '@/lib/server/services/commentPeriods';

export const config = { api: { bodyParser: false } };

/**
 * PUT /api/admin/comment-periods/<id>/report {summary, changes, publish}: the "What we heard" texts; publish
 * only after the close. POST {name, response, commentIds}: a theme staff accepted (listed in the report).
 */
export default apiHandler(
  {
    PUT: (req, _res, { user }) =>
      saveReport(parseQuery(PeriodIdParam, req).id, parseBody(PeriodBody, req), user),
    POST: async (req, _res, { user }) =>
      withStatus(201, await addTheme(parseQuery(PeriodIdParam, req).id, parseBody(PeriodBody, req), user)),
  },
  { auth: PERMISSIONS.periods, jsonBody: { maxBytes: 256 * 1024 } },
);
