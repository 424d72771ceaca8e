import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { genericWrite, publishContent, unpublishContent } from '@/lib/server/services/content';
import { BaseRevision, ContentParams } from '@/lib/shared/schemas/content';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/admin/content/{kind}/{id}/publish {baseRevision}: publishes that (current) revision now.
 * DELETE {baseRevision}: unpublishes: the record leaves every public page, feed and index at once.
 */
export default apiHandler(
  {
    POST: async (req, _res, { user }) => {
      const { kind, id } = parseQuery(ContentParams, req);
      return publishContent(genericWrite(kind), id, parseBody(BaseRevision, req), user);
    },
    DELETE: async (req, _res, { user }) => {
      const { kind, id } = parseQuery(ContentParams, req);
      return unpublishContent(genericWrite(kind), id, parseBody(BaseRevision, req), user);
    },
  },
  { auth: ['editor'], jsonBody: { maxBytes: 4 * 1024 } },
);
