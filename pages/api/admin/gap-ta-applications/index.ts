import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { QueueQuery } from '@/lib/shared/schemas/gapTaApplications';

/** GET ?cycle=&component=&status=: the GAP-TA reviewers' queue of sent applications. */
export default apiHandler(
  { GET: (req, _res, { user }) => gapTaApplications.reviewQueue(user, parseQuery(QueueQuery, req)) },
  { auth: ['gap-reviewer'] },
);
