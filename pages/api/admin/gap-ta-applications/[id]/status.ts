import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, ReviewActionInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** POST {action, note}: start review, ask for clarification, award, decline or waitlist (GAP-TA reviewers). */
export default apiHandler(
  {
    POST: (req, _res, { user }) =>
      gapTaApplications.reviewAction(
        user,
        parseQuery(ApplicationIdParam, req).id,
        parseBody(ReviewActionInput, req),
      ),
  },
  { auth: ['gap-reviewer'], jsonBody: { maxBytes: 64 * 1024 } },
);
