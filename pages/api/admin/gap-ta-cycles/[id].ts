import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { CycleIdQuery, CycleInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** PATCH /api/admin/gap-ta-cycles/{id}: change a cycle's dates, title or components. */
export default apiHandler(
  {
    PATCH: async (req, _res, { user }) =>
      gapTaApplications.updateCycle(user, parseQuery(CycleIdQuery, req).id, parseBody(CycleInput, req)),
  },
  { auth: ['gap-reviewer'], jsonBody: { maxBytes: 16 * 1024 } },
);
