import { apiHandler, parseBody, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import { createContent, genericWrite, listContent } from '@/lib/server/services/content';
import { ContentKindParam, CreateInput } from '@/lib/shared/schemas/content';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/content/{kind}: every record of a kind with its state (editors).
 * POST {fields}: a new draft (revision 1); nothing public changes until it is published.
 */
export default apiHandler(
  {
    GET: async (req, _res, { user }) => listContent(parseQuery(ContentKindParam, req).kind, user),
    POST: async (req, _res, { user }) =>
      withStatus(
        201,
        await createContent(
          genericWrite(parseQuery(ContentKindParam, req).kind),
          parseBody(CreateInput, req).fields,
          user,
        ),
      ),
  },
  { auth: ['editor'], jsonBody: { maxBytes: 256 * 1024 } },
);
