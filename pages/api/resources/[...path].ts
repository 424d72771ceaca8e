import type { NextApiRequest, NextApiResponse } from 'next';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as documents from '@/lib/server/services/documents';
import { documentHeaders } from '@/lib/server/storage/delivery';

/** Documents can be larger than the default 4 MB API response limit; they are streamed. */
export const config = { api: { responseLimit: false } };

const ResourceQuery = z.object({
  path: z.union([z.string(), z.array(z.string())]).transform((p) => (Array.isArray(p) ? p.join('/') : p)),
});

/**
 * Streams /resources/<path> (rewritten here by next.config.js) from document storage: PDFs and raster
 * images inline, anything else as an attachment (documentHeaders).
 */
async function sendDocument(req: NextApiRequest, res: NextApiResponse) {
  const { document, stream } = await documents.openDocument(parseQuery(ResourceQuery, req).path);
  const filename = document.path.slice(document.path.lastIndexOf('/') + 1);
  res.writeHead(200, {
    ...documentHeaders(document.contentType, filename),
    'Content-Length': String(document.size),
    'Cache-Control': 'public, max-age=300',
    'Last-Modified': new Date(document.lastModified).toUTCString(),
  });
  if (req.method === 'HEAD') {
    if ('destroy' in stream && typeof stream.destroy === 'function') stream.destroy();
    res.end();
    return;
  }
  try {
    await pipeline(stream, res);
  } catch (err) {
    // The status line is already sent, so there is nothing to answer: log real failures and cut the
    // connection so the client sees a truncated download rather than a complete-looking file.
    if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      console.error(`[api] ${req.method} ${req.url}: stream failed`, err);
    }
    res.destroy();
  }
}

export default apiHandler({ GET: sendDocument });
