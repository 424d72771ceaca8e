import type { NextApiRequest } from 'next';
import { apiHandler, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { CreateApplicationInput, QueueQuery } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

const body = (req: NextApiRequest) => req.body as unknown;

/**
 * GET: GAP-TA reviewers get the queue of sent applications (?cycle=&component=&status=); an applicant gets
 * their county's or city's applications. POST: an applicant starts one for a component of the open cycle.
 */
export default apiHandler(
  {
    GET: (req, _res, { user }) =>
      gapTaApplications.isStaff(user)
        ? gapTaApplications.reviewQueue(user, parseQuery(QueueQuery, req))
        : gapTaApplications.myApplications(user),
    POST: async (req, _res, { user }) =>
      withStatus(
        201,
        await gapTaApplications.createApplication(user, CreateApplicationInput.parse(body(req))),
      ),
  },
  { auth: 'signed-in', jsonBody: { maxBytes: 4 * 1024 } },
);
