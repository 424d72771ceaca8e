import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, ScoreInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** PUT {points, comment}: this reviewer's score against the component's rubric (saved again to change it). */
export default apiHandler(
  {
    PUT: (req, _res, { user }) =>
      gapTaApplications.scoreApplication(
        user,
        parseQuery(ApplicationIdParam, req).id,
        parseBody(ScoreInput, req),
      ),
  },
  { auth: ['gap-reviewer'], jsonBody: { maxBytes: 16 * 1024 } },
);
