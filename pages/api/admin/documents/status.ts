import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import * as library from '@/lib/server/services/documents';
import { DocumentStatusBody } from '@/lib/shared/schemas/documents/editing';

/** POST /api/admin/documents/status `{ path, revision, action: publish | retire | restore }` (editors). */
/** apiHandler reads the JSON body, so every body error answers in the one error shape. */
export const config = { api: { bodyParser: false } };

export default apiHandler(
  { POST: (req, _res, { user }) => library.changeDocumentStatus(user, parseBody(DocumentStatusBody, req)) },
  { auth: ['editor'], jsonBody: { maxBytes: 16 * 1024 } },
);
