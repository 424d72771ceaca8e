import type { NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';
import { PUBLIC_CACHE, zodToHttpError } from '@/lib/server/http/apiHandler';
import { log, logPath } from '@/lib/server/log';
import { HttpError } from '@/lib/shared/errors';
import { OGC_MEDIA } from '@/lib/shared/schemas/ogc';
import { OGC_HTML_CSP } from './html';
import { ogcAnswer, ogcBase, type OgcDocument, type OgcLayerResource, type OgcRequest } from './resource';

/**
 * The OGC API routes' GET handler: content negotiation (`f=json|html`, else the Accept header),
 * the media types of the standard, the features API's caching, and errors in the standard's exception form
 * `{ "code", "description" }` with the right status. Routes stay one line:
 * `apiHandler({ GET: ogcRoute(ogc.items, ['collectionId']) })`.
 */

const OGC_CODES: Record<number, string> = {
  400: 'InvalidParameterValue',
  404: 'NotFound',
  406: 'NotAcceptable',
  500: 'ServerError',
  503: 'ServiceUnavailable',
};

/** The forms a client accepts, by its Accept header (q-values honoured; nothing we serve → null). */
export function negotiate(accept: string | undefined): 'json' | 'html' | null {
  if (!accept || !accept.trim()) return 'json';
  let best: { form: 'json' | 'html'; q: number; order: number } | null = null;
  accept.split(',').forEach((part, order) => {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
    if (!Number.isFinite(q) || q <= 0 || !range) return;
    const form =
      range === 'text/html' || range === 'application/xhtml+xml'
        ? 'html'
        : /^application\/([a-z.+-]*\+)?json$/.test(range) ||
            range.startsWith('application/vnd.oai.openapi') ||
            range === '*/*' ||
            range === 'application/*'
          ? 'json'
          : null;
    if (form && (!best || q > best.q)) best = { form, q, order };
  });
  return (best as { form: 'json' | 'html' } | null)?.form ?? null;
}

/** The exception form of OGC API – Features (OGC 17-069r4 §7.5.1). */
export function sendOgcError(res: NextApiResponse, err: HttpError) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', `${OGC_MEDIA.json}; charset=utf-8`);
  res.status(err.status).end(
    JSON.stringify({
      code: OGC_CODES[err.status] ?? (err.status < 500 ? 'InvalidParameterValue' : 'ServerError'),
      description: err.message,
    }),
  );
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

/** A GET handler for one OGC resource; `pathParams` are the route's dynamic segments (not query parameters). */
export function ogcRoute(
  build: (r: OgcRequest) => Promise<OgcDocument> | OgcLayerResource,
  pathParams: string[] = [],
) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    try {
      const path: Record<string, string> = {};
      const query: OgcRequest['query'] = {};
      for (const [k, v] of Object.entries(req.query)) {
        if (pathParams.includes(k)) path[k] = String(one(v));
        else query[k] = v;
      }
      const f = one(query.f);
      const form =
        f === 'json' || f === 'html' ? f : f === undefined ? negotiate(req.headers.accept) : 'json';
      if (form === null) {
        throw new HttpError(
          406,
          'This service answers in JSON (application/json, application/geo+json) or HTML (text/html). Ask for one, or add f=json or f=html.',
        );
      }
      const answer = await ogcAnswer(await build({ base: ogcBase(), path, query }), form, {
        ifNoneMatch: req.headers['if-none-match'],
        acceptsGzip: /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')),
      });
      res.setHeader('Cache-Control', PUBLIC_CACHE);
      if (form === 'html') res.setHeader('Content-Security-Policy', OGC_HTML_CSP);
      // The form was chosen by the Accept header: shared caches must keep the forms apart (the page cache
      // in front of Next does not keep such answers at all). A kept answer is also kept gzipped or not.
      const vary = [...(f === undefined ? ['Accept'] : []), ...(answer.etag ? ['Accept-Encoding'] : [])];
      if (vary.length) res.setHeader('Vary', vary.join(', '));
      if (answer.etag) res.setHeader('ETag', answer.etag);
      if (answer.status === 304) return void res.status(304).end();
      res.setHeader(
        'Content-Type',
        form === 'html'
          ? `${OGC_MEDIA.html}; charset=utf-8`
          : answer.type === OGC_MEDIA.openapi
            ? answer.type
            : `${answer.type}; charset=utf-8`,
      );
      if (answer.gzipped) res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', String(answer.body!.length));
      res.status(200).end(answer.body);
    } catch (caught) {
      const err = caught instanceof ZodError ? zodToHttpError(caught) : caught;
      if (err instanceof HttpError) return sendOgcError(res, err);
      log.error({ err, method: req.method, path: logPath(req.url) }, 'OGC API: the answer failed');
      sendOgcError(res, new HttpError(500, 'Something went wrong on our side. Please try again later.'));
    }
  };
}
