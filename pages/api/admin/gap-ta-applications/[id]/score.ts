import type { NextApiRequest } from 'next';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, ScoreInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

const body = (req: NextApiRequest) => req.body as unknown;

/** PUT {points, comment}: this reviewer's score against the component's rubric (saved again to change it). */
export default apiHandler(
  {
    PUT: (req, _res, { user }) =>
      gapTaApplications.scoreApplication(
        user,
        parseQuery(ApplicationIdParam, req).id,
        ScoreInput.parse(body(req)),
      ),
  },
  { auth: ['gap-reviewer'], jsonBody: { maxBytes: 16 * 1024 } },
);
