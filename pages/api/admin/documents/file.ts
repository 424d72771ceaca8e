import type { NextApiRequest, NextApiResponse } from 'next';
import { pipeline } from 'node:stream/promises';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { readUpload } from '@/lib/server/http/upload';
import { env } from '@/lib/server/env';
import * as library from '@/lib/server/services/documents';
import { documentHeaders } from '@/lib/server/storage/delivery';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { DocumentPathQuery, ReplaceDocumentQuery } from '@/lib/shared/schemas/documents/editing';

export const config = { api: { bodyParser: false, responseLimit: false } };

/** The editor's copy of any document, a draft or a retired one too (never cached). */
async function sendCopy(req: NextApiRequest, res: NextApiResponse, user: SessionUser) {
  const { document, stream } = await library.openManagedDocument(
    user,
    parseQuery(DocumentPathQuery, req).path,
  );
  res.writeHead(200, {
    ...documentHeaders(document.contentType, document.path.slice(document.path.lastIndexOf('/') + 1)),
    'Content-Length': String(document.size),
    'Cache-Control': 'private, no-store',
  });
  await pipeline(stream, res).catch(() => res.destroy());
}

/**
 * GET /api/admin/documents/file?path=: the file as stored (editors preview drafts here).
 * PUT …?path=&revision=&fileName=: a new file at the same address, the raw body cut off at DOCUMENT_MAX_UPLOAD_MB.
 */
export default apiHandler(
  {
    GET: (req, res, { user }) => sendCopy(req, res, user),
    PUT: async (req, _res, { user }) => {
      const query = parseQuery(ReplaceDocumentQuery, req);
      const bytes = await readUpload(
        req,
        env().DOCUMENT_MAX_UPLOAD_MB * 1024 * 1024,
        'Export it again with smaller images, or split it into parts, and upload again.',
      );
      return library.replaceDocument(user, { ...query, bytes });
    },
  },
  { auth: ['editor'] },
);
