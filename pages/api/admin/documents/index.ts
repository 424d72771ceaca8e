import { apiHandler, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import { readUpload } from '@/lib/server/http/upload';
import { env } from '@/lib/server/env';
import * as library from '@/lib/server/services/documents';
import { UploadDocumentQuery } from '@/lib/shared/schemas/documents/editing';

export const config = { api: { bodyParser: false } };

const TOO_LARGE_ADVICE =
  'Export it again with smaller images (Word: File > Compress Pictures), or split it into parts, and upload again.';

/**
 * GET /api/admin/documents: every document of the library with its status and PDF check (editors).
 * POST /api/admin/documents?fileName=&title=&collection=&year=[&topic=&planCycle=&docType=]: the file as the raw
 * body, cut off at DOCUMENT_MAX_UPLOAD_MB. 201 with the new draft (its PDF check is queued).
 */
export default apiHandler(
  {
    GET: (_req, _res, { user }) => library.listManagedDocuments(user),
    POST: async (req, _res, { user }) => {
      const query = parseQuery(UploadDocumentQuery, req);
      const bytes = await readUpload(req, env().DOCUMENT_MAX_UPLOAD_MB * 1024 * 1024, TOO_LARGE_ADVICE);
      return withStatus(201, await library.uploadDocument(user, { ...query, bytes }));
    },
  },
  { auth: ['editor'] },
);
