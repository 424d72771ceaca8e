import { PeriodBody } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { createPeriod, listStaffPeriods } from '@/lib/server/services/commentPeriods';

export const config = { api: { bodyParser: false } };

/** GET /api/admin/comment-periods: every period, drafts too. POST: a new period (its jobs are queued with it). */
export default apiHandler(
  {
    GET: (_req, _res, { user }) => listStaffPeriods(user),
    POST: async (req, _res, { user }) =>
      withStatus(201, await createPeriod(parseBody(PeriodBody, req), user)),
  },
  { auth: PERMISSIONS.periods, jsonBody: { maxBytes: 64 * 1024 } },
);
