import type { NextApiRequest, NextApiResponse } from 'next';
import { pipeline } from 'node:stream/promises';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as documents from '@/lib/server/services/documents';
import { documentHeaders } from '@/lib/server/storage/delivery';
import { virginiaDay } from '@/lib/shared/dates';
import { escapeXml } from '@/lib/shared/feeds';
import { ROUTES } from '@/lib/shared/routes';
import { ResourcePathQuery } from '@/lib/shared/schemas/documents';
import { log, logPath } from '@/lib/server/log';

/** Documents can be larger than the default 4 MB API response limit; they are streamed. */
export const config = { api: { responseLimit: false } };

/**
 * Streams /resources/<path> (rewritten here by next.config.js) from document storage: PDFs and raster
 * images inline, anything else as an attachment (documentHeaders).
 */
async function sendDocument(req: NextApiRequest, res: NextApiResponse) {
  const found = await documents.openPublicDocument(parseQuery(ResourcePathQuery, req).path);
  if ('retired' in found) {
    sendRetired(req, res, found.retired);
    return;
  }
  const { document, stream } = found;
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
      log.error({ err, method: req.method, path: logPath(req.url) }, 'a download stream failed');
    }
    res.destroy();
  }
}

/**
 * A retired document: archived, not deleted, and no longer public. Its address answers 410 Gone
 * with a short page saying so and where to go (no script, no styles: the document CSP applies).
 */
function sendRetired(
  req: NextApiRequest,
  res: NextApiResponse,
  retired: { title: string; at: string | null },
) {
  // The day in Virginia (a retirement in the evening is not dated the next day, as its UTC date would be).
  const when = retired.at ? ` on ${virginiaDay(retired.at)}` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Document retired - VTrans</title></head>
<body><main><h1>This document was retired</h1>
<p>&ldquo;${escapeXml(retired.title)}&rdquo; was retired from the VTrans library${when}. It is kept in the agency's records but is no longer published here, usually because a newer document replaced it.</p>
<p><a href="${ROUTES.documents}">Find current documents in the VTrans library</a>, or <a href="/get-involved/contact-us">contact us</a> to ask for a copy.</p>
</main></body></html>`;
  res.writeHead(410, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=60',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

export default apiHandler({ GET: sendDocument });
