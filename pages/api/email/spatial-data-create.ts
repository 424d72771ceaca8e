import type { NextApiRequest } from 'next';
import { apiHandler } from '@/lib/server/http/apiHandler';
import { limitByKey } from '@/lib/server/http/rateLimit';
import * as intake from '@/lib/server/services/intake';
import { SubmissionMailBody } from '@/lib/shared/schemas/spatialData';

export const config = { api: { bodyParser: false } };

const body = (req: NextApiRequest) => req.body as unknown;

/**
 * POST /api/email/spatial-data-create {submissionID}: mails the submitter that their draft is saved.
 * Never public: only the signed-in submitter of that submission, at most 20 mails an hour.
 */
export default apiHandler(
  {
    POST: async (req, _res, { user }) => {
      const { submissionID } = SubmissionMailBody.parse(body(req));
      await limitByKey('intake-mail', user.id, 20, 3600);
      return intake.mailDraftCreated(user, submissionID);
    },
  },
  { auth: ['submitter'], jsonBody: { maxBytes: 4 * 1024 } },
);
