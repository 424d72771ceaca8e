import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { CreateApplicationInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/**
 * GET: the applicant's county's or city's applications (staff read the queue at /api/admin/gap-ta-applications).
 * POST: an applicant starts one for a component of the open cycle.
 */
export default apiHandler(
  {
    GET: (_req, _res, { user }) => gapTaApplications.myApplications(user),
    POST: async (req, _res, { user }) =>
      withStatus(
        201,
        await gapTaApplications.createApplication(user, parseBody(CreateApplicationInput, req)),
      ),
  },
  { auth: 'signed-in', jsonBody: { maxBytes: 4 * 1024 } },
);
