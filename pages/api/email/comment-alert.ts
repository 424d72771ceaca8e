import { apiHandler } from '@/lib/server/http/apiHandler';
import { sendCommentAlerts } from '@/lib/server/services/comments';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/email/comment-alert: mails reviewers every comment they have not been told about (one digest
 * for several). New comments trigger this in-process; the route sends what waits now. Reviewers only.
 */
export default apiHandler(
  { POST: async (_req, _res, { user }) => sendCommentAlerts({ force: true, by: user }) },
  { auth: ['reviewer'], jsonBody: { maxBytes: 1024 } },
);
