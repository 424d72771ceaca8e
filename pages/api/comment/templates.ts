import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { listTemplates, saveTemplate } from '@/lib/server/services/comments';
import { TemplateInput } from '@/lib/shared/schemas/comments';

export const config = { api: { bodyParser: false } };

/** GET /api/comment/templates: saved answers; POST {title, body}: saves one. Reviewers only. */
export default apiHandler(
  {
    GET: async (_req, _res, { user }) => listTemplates(user),
    POST: async (req, _res, { user }) =>
      withStatus(201, await saveTemplate(parseBody(TemplateInput, req), user)),
  },
  { auth: ['reviewer'], jsonBody: { maxBytes: 16 * 1024 } },
);
