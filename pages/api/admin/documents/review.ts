import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import * as library from '@/lib/server/services/documents';
import { ReviewDocumentBody } from '@/lib/shared/schemas/documents/editing';

/**
 * POST /api/admin/documents/review `{ path, what }` (editors): records that a person checked the current file and
 * what they checked; visitors then see "checked by a person".
 */
/** apiHandler reads the JSON body, so every body error answers in the one error shape. */
export const config = { api: { bodyParser: false } };

export default apiHandler(
  { POST: (req, _res, { user }) => library.reviewDocument(user, parseBody(ReviewDocumentBody, req)) },
  { auth: ['editor'], jsonBody: { maxBytes: 16 * 1024 } },
);
