import { z } from 'zod';
import { apiHandler, parseBody, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { addTheme, saveReport } from '@/lib/server/services/commentPeriods';
import { single } from '@/lib/shared/schemas/common';

export const config = { api: { bodyParser: false } };

const Params = z.object({ id: single(z.coerce.number().int().positive()) });

/**
 * PUT /api/admin/comment-periods/<id>/report {summary, changes, publish}: the "What we heard" texts; publish
 * only after the close. POST {name, response, commentIds}: a theme staff accepted (listed in the report).
 */
export default apiHandler(
  {
    PUT: (req, _res, { user }) => saveReport(parseQuery(Params, req).id, parseBody(z.unknown(), req), user),
    POST: async (req, _res, { user }) =>
      withStatus(201, await addTheme(parseQuery(Params, req).id, parseBody(z.unknown(), req), user)),
  },
  { auth: PERMISSIONS.periods, jsonBody: { maxBytes: 256 * 1024 } },
);
