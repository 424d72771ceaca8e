import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, ClarificationAnswerInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** POST {answer}: the applicant answers the question OIPI asked; the review goes on. */
export default apiHandler(
  {
    POST: (req, _res, { user }) =>
      gapTaApplications.answerClarification(
        user,
        parseQuery(ApplicationIdParam, req).id,
        parseBody(ClarificationAnswerInput, req).answer,
      ),
  },
  { auth: ['submitter'], jsonBody: { maxBytes: 64 * 1024 } },
);
