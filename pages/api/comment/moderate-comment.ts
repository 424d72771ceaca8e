import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { moderate } from '@/lib/server/services/comments';
import { ModerationInput } from '@/lib/shared/schemas/comments';

export const config = { api: { bodyParser: false } };

/** POST /api/comment/moderate-comment {id, action: 'approve'|'hide', note}: hide never deletes; audited. */
export default apiHandler(
  {
    POST: async (req, _res, { user }) => {
      const { id, action, note } = parseBody(ModerationInput, req);
      return moderate(id, action, note, user);
    },
  },
  { auth: ['reviewer'], jsonBody: { maxBytes: 16 * 1024 } },
);
