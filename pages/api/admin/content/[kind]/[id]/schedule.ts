import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { cancelSchedule, scheduleContent } from '@/lib/server/services/content';
import { badRequest } from '@/lib/shared/errors';
import { virginiaLocalToIso } from '@/lib/shared/dates';
import { BaseRevision, ContentParams, ScheduleInput } from '@/lib/shared/schemas/content';

export const config = { api: { bodyParser: false } };

/** 'YYYY-MM-DDTHH:mm' is Virginia time (the form's field); anything else must be an instant with its zone. */
function instant(at: string): string {
  const local = virginiaLocalToIso(at);
  if (local) return local;
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(at) && !Number.isNaN(Date.parse(at))) return new Date(at).toISOString();
  throw badRequest('Give the date and time to publish at, in Virginia time (YYYY-MM-DDTHH:MM).', 'at');
}

/**
 * POST /api/admin/content/{kind}/{id}/schedule {baseRevision, at}: publishes that revision at `at` by a job.
 * DELETE {baseRevision}: cancels the scheduled publish.
 */
export default apiHandler(
  {
    POST: async (req, _res, { user }) => {
      const { kind, id } = parseQuery(ContentParams, req);
      const input = parseBody(ScheduleInput, req);
      return scheduleContent(kind, id, { baseRevision: input.baseRevision, at: instant(input.at) }, user);
    },
    DELETE: async (req, _res, { user }) => {
      const { kind, id } = parseQuery(ContentParams, req);
      return cancelSchedule(kind, id, parseBody(BaseRevision, req), user);
    },
  },
  { auth: ['editor'], jsonBody: { maxBytes: 4 * 1024 } },
);
