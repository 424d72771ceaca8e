import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { CycleInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** GET: every cycle; POST: GAP-TA reviewers open a new application cycle (dates and components offered). */
export default apiHandler(
  {
    GET: () => gapTaApplications.listCycles(),
    POST: async (req, _res, { user }) =>
      withStatus(201, await gapTaApplications.createCycle(user, parseBody(CycleInput, req))),
  },
  { auth: ['gap-reviewer'], jsonBody: { maxBytes: 16 * 1024 } },
);
