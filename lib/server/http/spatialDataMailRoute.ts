import type { NextApiRequest } from 'next';
import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { limitByKey } from '@/lib/server/http/rateLimit';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { SubmissionMailBody } from '@/lib/shared/schemas/spatialData';

/**
 * One of the spatial-data mail routes (POST {submissionID}): never public, only the signed-in submitter of that
 * submission, at most 20 mails an hour each. `send` is the spatial-data service's mail for this step.
 */
export function spatialDataMailRoute(send: (user: SessionUser, submissionID: string) => Promise<unknown>) {
  return apiHandler(
    {
      POST: async (req: NextApiRequest, _res, { user }) => {
        const { submissionID } = parseBody(SubmissionMailBody, req);
        await limitByKey('intake-mail', user.id, 20, 3600);
        return send(user, submissionID);
      },
    },
    { auth: ['submitter'], jsonBody: { maxBytes: 4 * 1024 } },
  );
}
