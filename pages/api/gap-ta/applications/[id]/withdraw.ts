import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, WithdrawInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** POST {reason?}: the applicant withdraws a sent application until OIPI awards or declines it. */
export default apiHandler(
  {
    POST: (req, _res, { user }) =>
      gapTaApplications.withdrawApplication(
        user,
        parseQuery(ApplicationIdParam, req).id,
        parseBody(WithdrawInput, req).reason,
      ),
  },
  { auth: ['submitter'], jsonBody: { maxBytes: 16 * 1024 } },
);
