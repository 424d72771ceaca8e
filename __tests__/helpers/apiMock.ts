// next-test-api-route-handler (NTARH) asks to be imported before any Next.js module. Its import-time shims
// (a global AsyncLocalStorage, React's cache) serve App Router handlers; this site's API routes are Pages
// Router handlers, which it runs through Next's own API resolver, so a suite importing its route modules
// before this helper is still correct. It stays this file's first import all the same.
import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';

/** An API route module as Next.js loads it (default handler, optional config). */
export interface RouteModule {
  default: unknown;
  config?: unknown;
}

export interface CallOptions {
  method?: string;
  /** Query string parameters (arrays repeat the key). */
  query?: Record<string, string | string[]>;
  /** Dynamic route segments, e.g. { id: '…' } for [id].ts. */
  params?: Record<string, string | string[]>;
  /** JSON (objects), text (strings), raw bytes (a Buffer) or a stream sent chunked (a ReadableStream). */
  body?: unknown;
  /** Request headers. `host`, which fetch may not send, is set on the request as it arrives. */
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  buffer: Buffer;
  json: unknown;
}

function requestBody(body: unknown): { body?: BodyInit; contentType?: string; duplex?: 'half' } {
  if (body === undefined) return {};
  if (body instanceof ReadableStream) {
    return {
      body: body as ReadableStream<Uint8Array>,
      contentType: 'application/octet-stream',
      duplex: 'half',
    };
  }
  if (Buffer.isBuffer(body)) return { body: new Uint8Array(body), contentType: 'application/octet-stream' };
  if (typeof body === 'string') return { body, contentType: 'application/json' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Calls an API route with next-test-api-route-handler: over a real loopback HTTP connection through Next's
 * API resolver, so the route's `config` (body parser and its size limit, response limit), body parsing,
 * res.json() and streaming behave as in `next start`.
 */
export async function callApi(mod: RouteModule, options: CallOptions = {}): Promise<CallResult> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, item);
  }
  const qs = search.toString();
  const { host, ...headers } = Object.fromEntries(
    Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const { body, contentType, duplex } = requestBody(options.body);
  // A fresh module object: NTARH copies the module's keys onto its handler, which must not be the route's own.
  const handler: NextApiHandler = (req, res) => (mod.default as NextApiHandler)(req, res);
  let result: CallResult | undefined;
  await testApiHandler({
    pagesHandler: { default: handler, config: mod.config } as unknown as NextApiHandler,
    url: `/api/test${qs ? `?${qs}` : ''}`,
    params: options.params,
    requestPatcher: host === undefined ? undefined : (req) => void (req.headers.host = host),
    test: async ({ fetch }) => {
      const res = await fetch({
        method: options.method ?? 'GET',
        headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
        body,
        ...(duplex ? { duplex } : {}),
      } as RequestInit);
      const buffer = Buffer.from(await res.arrayBuffer());
      const text = buffer.toString('utf8');
      let json: unknown = null;
      if ((res.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(text);
      result = { status: res.status, headers: res.headers, text, buffer, json };
    },
  });
  if (!result) throw new Error('callApi: the route under test sent no response');
  return result;
}
