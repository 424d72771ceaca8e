import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { diffContent } from '@/lib/server/services/content';
import { DiffQuery } from '@/lib/shared/schemas/content';

/** GET /api/admin/content/{kind}/{id}/diff?from=&to=: what changed between two revisions, field by field. */
export default apiHandler(
  {
    GET: async (req, _res, { user }) => {
      const { kind, id, from, to } = parseQuery(DiffQuery, req);
      return diffContent(kind, id, from, to, user);
    },
  },
  { auth: ['editor'] },
);
