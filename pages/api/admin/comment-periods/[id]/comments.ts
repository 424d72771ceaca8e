import { z } from 'zod';
import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { moderatePeriodComment, staffPeriodComments } from '@/lib/server/services/commentPeriods';
import { single } from '@/lib/shared/schemas/common';

export const config = { api: { bodyParser: false } };

const Params = z.object({ id: single(z.coerce.number().int().positive()) });

/**
 * GET /api/admin/comment-periods/<id>/comments: every comment of the period as written (marked with what the
 * public copy hides), its language, whether it left an email (never the address). POST {id, action, note}:
 * approve or hide one.
 */
export default apiHandler(
  {
    GET: (req, _res, { user }) => staffPeriodComments(parseQuery(Params, req).id, user),
    POST: (req, _res, { user }) =>
      moderatePeriodComment(parseQuery(Params, req).id, parseBody(z.unknown(), req), user),
  },
  { auth: PERMISSIONS.periods, jsonBody: { maxBytes: 16 * 1024 } },
);
