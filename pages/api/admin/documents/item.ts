import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as library from '@/lib/server/services/documents';
import { DocumentPathQuery, UpdateDocumentBody } from '@/lib/shared/schemas/documents/editing';

/**
 * GET /api/admin/documents/item?path=: one document with its PDF check and audit trail (editors).
 * PATCH (JSON): its title, collection, year, tags and accessible flag, from the `revision` the editor read (a
 * newer one → 409, nothing changed).
 */
/** apiHandler reads the JSON body, so every body error answers in the one error shape. */
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    GET: (req, _res, { user }) => library.documentDetail(user, parseQuery(DocumentPathQuery, req).path),
    PATCH: (req, _res, { user }) => library.updateDocument(user, parseBody(UpdateDocumentBody, req)),
  },
  { auth: ['editor'], jsonBody: { maxBytes: 16 * 1024 } },
);
