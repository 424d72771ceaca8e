import { z } from 'zod';
import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { staffPeriod, updatePeriod } from '@/lib/server/services/commentPeriods';
import { single } from '@/lib/shared/schemas/common';

export const config = { api: { bodyParser: false } };

const Params = z.object({ id: single(z.coerce.number().int().positive()) });

/** GET /api/admin/comment-periods/<id>: one period for staff. PUT: edit it (its revision goes up). */
export default apiHandler(
  {
    GET: (req, _res, { user }) => staffPeriod(parseQuery(Params, req).id, user),
    PUT: (req, _res, { user }) => updatePeriod(parseQuery(Params, req).id, parseBody(z.unknown(), req), user),
  },
  { auth: PERMISSIONS.periods, jsonBody: { maxBytes: 64 * 1024 } },
);
