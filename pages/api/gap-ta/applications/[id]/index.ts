import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, SaveApplicationInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** GET: one application (its locality's people, or GAP-TA reviewers once sent). PATCH: save the draft. */
export default apiHandler(
  {
    GET: (req, _res, { user }) =>
      gapTaApplications.getApplication(user, parseQuery(ApplicationIdParam, req).id),
    PATCH: (req, _res, { user }) =>
      gapTaApplications.saveApplication(
        user,
        parseQuery(ApplicationIdParam, req).id,
        parseBody(SaveApplicationInput, req),
      ),
  },
  { auth: 'signed-in', jsonBody: { maxBytes: 256 * 1024 } },
);
