import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** POST: send a complete draft while the window is open (tracking number, receipt with a PDF copy). */
export default apiHandler(
  {
    POST: (req, _res, { user }) =>
      gapTaApplications.submitApplication(user, parseQuery(ApplicationIdParam, req).id),
  },
  { auth: ['submitter'], jsonBody: { maxBytes: 1024 } },
);
