import type { NextApiRequest } from 'next';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, WithdrawInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

const body = (req: NextApiRequest) => req.body as unknown;

/** POST {reason?}: the applicant withdraws a sent application until OIPI awards or declines it. */
export default apiHandler(
  {
    POST: (req, _res, { user }) =>
      gapTaApplications.withdrawApplication(
        user,
        parseQuery(ApplicationIdParam, req).id,
        WithdrawInput.parse(body(req)).reason,
      ),
  },
  { auth: ['submitter'], jsonBody: { maxBytes: 16 * 1024 } },
);
