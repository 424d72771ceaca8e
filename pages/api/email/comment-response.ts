import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { sendCommentResponse } from '@/lib/server/services/comments';
import { CommentResponseMailInput } from '@/lib/shared/schemas/comments';

export const config = { api: { bodyParser: false } };

/** POST /api/email/comment-response {id}: tells the commenter their comment was answered, with a link. */
export default apiHandler(
  {
    POST: async (req, _res, { user }) =>
      sendCommentResponse(parseBody(CommentResponseMailInput, req).id, user),
  },
  { auth: ['reviewer'], jsonBody: { maxBytes: 1024 } },
);
