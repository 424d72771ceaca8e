import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { genericWrite, restoreContent } from '@/lib/server/services/content';
import { ContentParams, RestoreInput } from '@/lib/shared/schemas/content';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/content/{kind}/{id}/restore {baseRevision, revision}: an old revision becomes the newest. */
export default apiHandler(
  {
    POST: async (req, _res, { user }) => {
      const { kind, id } = parseQuery(ContentParams, req);
      return restoreContent(genericWrite(kind), id, parseBody(RestoreInput, req), user);
    },
  },
  { auth: ['editor'], jsonBody: { maxBytes: 4 * 1024 } },
);
