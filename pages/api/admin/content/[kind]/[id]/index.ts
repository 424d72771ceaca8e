import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { genericWrite, getContent, saveContent } from '@/lib/server/services/content';
import { ContentParams, SaveInput } from '@/lib/shared/schemas/content';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/content/{kind}/{id}: the record, its current fields, revisions and audit trail (editors).
 * PUT {baseRevision, fields}: saves a new revision; 409 when someone saved after baseRevision.
 */
export default apiHandler(
  {
    GET: async (req, _res, { user }) => {
      const { kind, id } = parseQuery(ContentParams, req);
      return getContent(kind, id, user);
    },
    PUT: async (req, _res, { user }) => {
      const { kind, id } = parseQuery(ContentParams, req);
      return saveContent(genericWrite(kind), id, parseBody(SaveInput, req), user);
    },
  },
  { auth: ['editor'], jsonBody: { maxBytes: 256 * 1024 } },
);
