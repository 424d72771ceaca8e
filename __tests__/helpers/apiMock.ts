import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';

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
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  buffer: Buffer;
  json: unknown;
}

/**
 * Calls an API route through Next's own API resolver over a real loopback HTTP connection,
 * so body parsing, size limits, res.json() and streaming behave exactly as in `next start`.
 */
export async function callApi(mod: RouteModule, options: CallOptions = {}): Promise<CallResult> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      query[key] = all.length > 1 ? all : all[0];
    }
    void apiResolver(
      req,
      res,
      { ...query, ...(options.params ?? {}) },
      mod,
      { previewModeEncryptionKey: '', previewModeId: '', previewModeSigningKey: '', dev: false },
      false,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(v) ? v : [v]) search.append(k, item);
    }
    const qs = search.toString();
    const hasBody = options.body !== undefined;
    const raw = Buffer.isBuffer(options.body);
    const streamed = options.body instanceof ReadableStream;
    const res = await fetch(`http://127.0.0.1:${port}/api/test${qs ? `?${qs}` : ''}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(hasBody
          ? { 'content-type': raw || streamed ? 'application/octet-stream' : 'application/json' }
          : {}),
        ...(options.headers ?? {}),
      },
      ...(streamed ? { duplex: 'half' } : {}),
      body: hasBody
        ? streamed
          ? (options.body as ReadableStream<Uint8Array>)
          : raw
            ? new Uint8Array(options.body as Buffer)
            : typeof options.body === 'string'
              ? options.body
              : JSON.stringify(options.body)
        : undefined,
    });
    const buffer = Buffer.from(await res.arrayBuffer());
    const text = buffer.toString('utf8');
    let json: unknown = null;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(text);
    return { status: res.status, headers: res.headers, text, buffer, json };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
