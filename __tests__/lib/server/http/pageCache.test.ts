/**
 * @jest-environment node
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import { PageCache, policyNonce, sharedMaxAge } from '@/lib/server/http/pageCache';
import { log } from '@/lib/server/log';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

interface Page {
  status?: number;
  cacheControl?: string;
  contentType?: string;
  cookie?: boolean;
  nonce?: boolean;
  /** Sent in two writes, as a streamed render is. */
  streamed?: boolean;
  /** Never compressed by the handler (Next with `compress: false`, as server.ts runs it). */
  plain?: boolean;
  /** A Vary header (the OGC API sends `Vary: Accept` when it picked JSON or HTML by the Accept header). */
  vary?: string;
}

/**
 * A stand-in for Next.js: renders a page with a fresh nonce in the policy and in the tags (as
 * pages/_document.tsx does), compressing like Next when the client accepts it. `renders` counts calls.
 */
function fakeNext(pages: Record<string, Page>) {
  const compress = compression();
  let renders = 0;
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    await new Promise((r) => setTimeout(r, 20)); // a render takes time: concurrent requests overlap
    const url = req.url ?? '/';
    if (req.method === 'POST') {
      res.statusCode = url === '/api/fail' ? 400 : 200;
      if (url === '/api/preview') res.setHeader('X-Changes-Nothing', '1');
      res.end('{}');
      return;
    }
    const page = pages[url.split('?')[0]];
    if (page?.contentType === 'application/json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', page.cacheControl ?? PUBLIC);
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      if (page.vary) res.setHeader('Vary', page.vary);
      res.end(JSON.stringify({ url, render: renders }));
      return;
    }
    const maybeCompress = page?.plain ? (_q: unknown, _s: unknown, go: () => void) => go() : compress;
    maybeCompress(req as never, res as never, () => {
      if (!page) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      const nonce = Buffer.from(`nonce-${renders}-${Math.random()}`).toString('base64');
      res.statusCode = page.status ?? 200;
      res.setHeader('Content-Type', page.contentType ?? 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', page.cacheControl ?? PUBLIC);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (page.nonce !== false) {
        res.setHeader(
          'Content-Security-Policy',
          `script-src 'self' 'nonce-${nonce}'; style-src 'nonce-${nonce}'`,
        );
      }
      if (page.cookie) res.setHeader('Set-Cookie', 'csrf=abc; HttpOnly');
      const head = `<html><head><style nonce="${nonce}">p{}</style></head><body><p>${url} render ${renders}</p>`;
      const tail = `<script nonce="${nonce}" src="/a.js"></script>${'x'.repeat(2000)}</body></html>`;
      if (page.streamed) {
        res.write(head);
        res.end(tail);
      } else res.end(head + tail);
    });
  };
  return { handler, renders: () => renders };
}

async function serve(cache: PageCache, handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  const server = http.createServer(cache.wrap(handler));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** fetch asks for gzip by default: ask for the plain page unless a test says otherwise. */
async function get(url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...(init.headers as Record<string, string>) },
  });
  const body = await res.text();
  const policy = res.headers.get('content-security-policy') ?? '';
  return { res, body, policy, nonce: policyNonce(policy) };
}

const tagNonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe('reading Cache-Control and the policy', () => {
  it('keeps only what a shared cache may keep, for s-maxage seconds', () => {
    expect(sharedMaxAge(PUBLIC)).toBe(60);
    expect(sharedMaxAge('public, s-maxage=0')).toBe(0);
    expect(sharedMaxAge('private, no-store')).toBe(0);
    expect(sharedMaxAge('public, max-age=600')).toBe(0);
    expect(sharedMaxAge('public, s-maxage=60, no-store')).toBe(0);
    expect(sharedMaxAge('s-maxage=60')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });

  it('finds the nonce a policy names', () => {
    expect(policyNonce("script-src 'self' 'nonce-AbC+/12345678901234=='")).toBe('AbC+/12345678901234==');
    expect(policyNonce("default-src 'none'")).toBeNull();
  });
});

describe('PageCache', () => {
  let now = 1_000_000;
  let cache: PageCache;
  let app: ReturnType<typeof fakeNext>;
  let site: Awaited<ReturnType<typeof serve>>;

  beforeEach(async () => {
    now = 1_000_000;
    cache = new PageCache({ now: () => now });
    app = fakeNext({
      '/about': {},
      '/streamed': { streamed: true },
      '/private': { cacheControl: 'private, no-store' },
      '/cookie': { cookie: true },
      '/teapot': { status: 418 },
      '/text': { contentType: 'text/plain' },
      '/api/updates': { contentType: 'application/json' },
      '/api/private': { contentType: 'application/json', cacheControl: 'no-store' },
      '/api/negotiated': { contentType: 'application/json', vary: 'Accept' },
      '/api/gzip-only': { contentType: 'application/json', vary: 'Accept-Encoding' },
      '/no-nonce': { nonce: false },
      '/plain': { plain: true },
    });
    site = await serve(cache, app.handler);
  });

  it('keeps a page the handler sent uncompressed to a client that accepts gzip, and gzips it on the way out', async () => {
    const first = await get(`${site.origin}/plain`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.res.headers.get('content-encoding')).toBe('gzip');
    const second = await get(`${site.origin}/plain`, { headers: { 'accept-encoding': 'gzip' } });
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(second.body.split(second.nonce as string).join('N')).toBe(
      first.body.split(first.nonce as string).join('N'),
    );
    expect(app.renders()).toBe(1);
  });
  afterEach(() => site.close());

  it('renders a page once and serves it again with a new nonce, the same everywhere in the answer', async () => {
    const first = await get(`${site.origin}/about`);
    const second = await get(`${site.origin}/about`);
    expect(app.renders()).toBe(1);
    expect(first.res.headers.get('x-page-cache')).toBe('miss');
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(second.res.status).toBe(200);
    expect(second.nonce).not.toBeNull();
    expect(second.nonce).not.toBe(first.nonce);
    expect(tagNonces(second.body)).toEqual([second.nonce, second.nonce]);
    expect(second.body.split(second.nonce as string).join('N')).toBe(
      first.body.split(first.nonce as string).join('N'),
    );
    // The page's own headers come back; the transfer's are the new answer's own.
    expect(second.res.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.res.headers.get('content-length')).toBe(String(Buffer.byteLength(second.body)));
    expect(second.res.headers.get('etag')).toBeNull();
  });

  it('keeps a page written in several chunks whole', async () => {
    const first = await get(`${site.origin}/streamed`);
    const second = await get(`${site.origin}/streamed`);
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(second.body.split(second.nonce as string).join('N')).toBe(
      first.body.split(first.nonce as string).join('N'),
    );
    expect(second.body).toContain('</body></html>');
  });

  it('keeps a page that was sent compressed, and compresses it again for clients that accept it', async () => {
    const gz = await get(`${site.origin}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(app.renders()).toBe(1);
    // Raw bytes: fetch would decompress, so ask with http.get.
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${site.origin}/about`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.headers['x-page-cache']).toBe('hit');
    expect(raw.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(raw.body).toString('utf8');
    const nonce = policyNonce(raw.headers['content-security-policy'] as string) as string;
    expect(html.split(nonce).join('N')).toBe(gz.body.split(gz.nonce as string).join('N'));
    const plain = await get(`${site.origin}/about`);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(app.renders()).toBe(1);
  });

  it.each([
    ['/private', 'a page sent private, no-store'],
    ['/cookie', 'an answer that sets a cookie'],
    ['/teapot', 'an answer other than 200'],
    ['/text', 'an answer neither HTML nor JSON'],
    ['/api/private', 'an API answer sent no-store'],
    ['/no-nonce', 'an answer without a nonce-based policy'],
    ['/missing', 'a 404'],
  ])('never keeps %s (%s)', async (path) => {
    await get(`${site.origin}${path}`);
    const again = await get(`${site.origin}${path}`);
    expect(again.res.headers.get('x-page-cache')).toBe('miss');
    expect(app.renders()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps a page for its s-maxage, then renders it again', async () => {
    await get(`${site.origin}/about`);
    now += 59_000;
    expect((await get(`${site.origin}/about`)).res.headers.get('x-page-cache')).toBe('hit');
    now += 2_000;
    expect((await get(`${site.origin}/about`)).res.headers.get('x-page-cache')).toBe('miss');
    expect(app.renders()).toBe(2);
  });

  it('keys on host and address: another query string or host is another page', async () => {
    await get(`${site.origin}/about`);
    expect((await get(`${site.origin}/about?page=2`)).res.headers.get('x-page-cache')).toBe('miss');
    // fetch will not send another Host header; http.get will.
    const otherHost = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${site.origin}/about`, { headers: { host: 'example.org' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['x-page-cache'] as string | undefined));
        })
        .on('error', reject);
    });
    expect(otherHost).toBe('miss');
    expect(app.renders()).toBe(3);
  });

  it('empties itself after a successful write, not after a refused one', async () => {
    await get(`${site.origin}/about`);
    await fetch(`${site.origin}/api/fail`, { method: 'POST' });
    expect((await get(`${site.origin}/about`)).res.headers.get('x-page-cache')).toBe('hit');
    // A POST that only computes (a Markdown preview) says it changed nothing and keeps the cache.
    await fetch(`${site.origin}/api/preview`, { method: 'POST' });
    expect((await get(`${site.origin}/about`)).res.headers.get('x-page-cache')).toBe('hit');
    await fetch(`${site.origin}/api/comments`, { method: 'POST' });
    expect((await get(`${site.origin}/about`)).res.headers.get('x-page-cache')).toBe('miss');
  });

  it('renders once for many concurrent first visitors', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${site.origin}/about`)));
    expect(app.renders()).toBe(1);
    expect(answers.every((a) => a.res.status === 200 && a.nonce !== null)).toBe(true);
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(8);
  });

  it('lets concurrent visitors of a page it may not keep each get their own render', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(`${site.origin}/private`)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200]);
    expect(app.renders()).toBe(3);
  });

  it('keeps a public API answer as it was, policy included', async () => {
    const first = await get(`${site.origin}/api/updates`);
    const second = await get(`${site.origin}/api/updates`);
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.policy).toBe("default-src 'none'");
    expect(second.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(app.renders()).toBe(1);
  });

  it('does not keep an answer chosen by the Accept header (Vary: Accept), and keeps one varying by encoding only', async () => {
    await get(`${site.origin}/api/negotiated`);
    const again = await get(`${site.origin}/api/negotiated`);
    expect(again.res.headers.get('x-page-cache')).toBe('miss');
    await get(`${site.origin}/api/gzip-only`);
    expect((await get(`${site.origin}/api/gzip-only`)).res.headers.get('x-page-cache')).toBe('hit');
    expect(app.renders()).toBe(3);
  });

  it("passes Next's assets and HEAD requests straight through", async () => {
    await get(`${site.origin}/_next/about`);
    await get(`${site.origin}/_next/about`);
    await fetch(`${site.origin}/about`, { method: 'HEAD' });
    expect(app.renders()).toBe(3);
    expect(cache.size).toBe(0);
  });
});

describe('PageCache and a failing handler', () => {
  it('answers 500 and keeps serving when the handler throws', async () => {
    const error = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    const cache = new PageCache();
    let calls = 0;
    const site = await serve(cache, async (_req, res) => {
      calls += 1;
      if (calls === 1) throw new Error('render failed');
      res.setHeader('Content-Type', 'text/plain');
      res.end('fine');
    });
    try {
      expect((await get(`${site.origin}/about`)).res.status).toBe(500);
      const again = await get(`${site.origin}/about`);
      expect(again.res.status).toBe(200);
      expect(again.body).toBe('fine');
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
      await site.close();
    }
  });
});

describe('PageCache memory bound', () => {
  it('lets the least recently used pages go when full', async () => {
    const cache = new PageCache({ maxBytes: 12_000 }); // room for two pages of ~2.3 KB (4.6 KB as UTF-16)
    const app = fakeNext({ '/a': {}, '/b': {}, '/c': {} });
    const site = await serve(cache, app.handler);
    try {
      for (const p of ['/a', '/b', '/c']) await get(`${site.origin}${p}`);
      expect(cache.size).toBe(2);
      expect((await get(`${site.origin}/c`)).res.headers.get('x-page-cache')).toBe('hit');
      expect((await get(`${site.origin}/a`)).res.headers.get('x-page-cache')).toBe('miss');
    } finally {
      await site.close();
    }
  });

  it('does not keep a page larger than the single-page limit', async () => {
    const cache = new PageCache({ maxEntryBytes: 1_000 });
    const app = fakeNext({ '/a': { streamed: true } });
    const site = await serve(cache, app.handler);
    try {
      const first = await get(`${site.origin}/a`);
      expect(first.body).toContain('</html>'); // the visitor still gets the whole page
      expect((await get(`${site.origin}/a`)).res.headers.get('x-page-cache')).toBe('miss');
    } finally {
      await site.close();
    }
  });
});

/** Sends a raw request on its own socket and never reads the answer (a slow or hostile reader). */
async function stalledReader(origin: string, path: string, host?: string) {
  const { port } = new URL(origin);
  const net = await import('node:net');
  const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
  await new Promise<void>((r) => socket.once('connect', () => r()));
  socket.pause(); // never read: the kernel buffers fill and the server's writes stop draining
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${host ?? `127.0.0.1:${port}`}\r\nAccept-Encoding: identity\r\n\r\n`,
  );
  return socket;
}

describe('PageCache against hostile clients', () => {
  const BIG = 'x'.repeat(24 * 1024 * 1024); // more than loopback's socket buffers hold
  /** A public JSON API of 24 MB, sent in one end() like apiHandler does; renders are counted. */
  function bigApi() {
    let renders = 0;
    const handler = async (_req: IncomingMessage, res: ServerResponse) => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 50));
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', PUBLIC);
      res.end(JSON.stringify({ features: BIG }));
    };
    return { handler, renders: () => renders };
  }

  it("answers other visitors from memory while the first visitor's socket never reads", async () => {
    const cache = new PageCache({ maxEntryBytes: 64 * 1024 * 1024 });
    const app = bigApi();
    const site = await serve(cache, app.handler);
    const socket = await stalledReader(site.origin, '/api/features');
    try {
      await new Promise((r) => setTimeout(r, 20)); // the stalled request is the one rendering
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          // Generous: four 24 MB answers on a loaded 2-core machine (the test is about not blocking, not speed).
          get(`${site.origin}/api/features`, { signal: AbortSignal.timeout(25_000) }),
        ),
      );
      expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200]);
      expect(answers.every((a) => a.body.length > BIG.length)).toBe(true);
      expect(answers.map((a) => a.res.headers.get('x-page-cache'))).toEqual(['hit', 'hit', 'hit', 'hit']);
      expect(app.renders()).toBe(1);
    } finally {
      socket.destroy();
      await site.close();
    }
  });

  it('stops waiting for a render that does not finish and renders for the waiting visitor', async () => {
    const cache = new PageCache({ waitMs: 200 });
    let calls = 0;
    const site = await serve(cache, async (_req, res) => {
      calls += 1;
      if (calls === 1) return; // the first render never ends (until its socket closes)
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', PUBLIC);
      res.end('{"ok":true}');
    });
    const socket = await stalledReader(site.origin, '/api/slow');
    try {
      await new Promise((r) => setTimeout(r, 20));
      const second = await get(`${site.origin}/api/slow`, { signal: AbortSignal.timeout(10_000) });
      expect(second.res.status).toBe(200);
      expect(second.body).toBe('{"ok":true}');
      expect(calls).toBe(2);
    } finally {
      socket.destroy();
      await site.close();
    }
  });

  it('refuses a malformed Host (400) and another site (421) and keeps nothing for them', async () => {
    const { hostChecker } = await import('@/lib/server/http/siteHost');
    const cache = new PageCache({ hosts: hostChecker(['https://vtrans.example.gov'], ['probe.internal']) });
    const app = fakeNext({ '/search': {}, '/api/search': { contentType: 'application/json' } });
    const site = await serve(cache, app.handler);
    const status = (path: string, host: string) =>
      new Promise<{ status?: number; cache?: string }>((resolve, reject) => {
        http
          .get(`${site.origin}${path}`, { headers: { host } }, (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode, cache: res.headers['x-page-cache'] as string | undefined }),
            );
          })
          .on('error', reject);
      });
    try {
      // The reproduction: the search page asked for with a path in the Host header.
      expect((await status('/search?searchString=bridge', 'vtrans.example.gov/api')).status).toBe(400);
      expect((await status('/search', 'evil.example')).status).toBe(421);
      expect((await status('/search', 'vtrans.example.gov@evil.example')).status).toBe(400);
      expect(app.renders()).toBe(0);
      expect(cache.size).toBe(0);
      expect(await status('/api/search?searchString=bridge', 'VTRANS.example.gov')).toEqual({
        status: 200,
        cache: 'miss',
      });
      expect((await status('/api/search?searchString=bridge', 'vtrans.example.gov')).cache).toBe('hit');
      expect((await status('/search', 'probe.internal:8080')).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('hostChecker', () => {
  it("accepts the site's hosts, loopback aliases of a loopback site, and the allow-list", async () => {
    const { hostChecker } = await import('@/lib/server/http/siteHost');
    const local = hostChecker(['http://localhost:3000']);
    expect(['localhost:3000', '127.0.0.1:3100', '[::1]:3000', 'LOCALHOST'].map(local)).toEqual([
      'own',
      'own',
      'own',
      'own',
    ]);
    expect(local('example.org')).toBe('foreign');
    const prod = hostChecker(['https://vtrans.virginia.gov'], ['app-1.azurewebsites.net:443']);
    expect(prod('vtrans.virginia.gov')).toBe('own');
    expect(prod('localhost:3000')).toBe('foreign');
    expect(prod('app-1.azurewebsites.net:443')).toBe('own');
    expect(prod('app-1.azurewebsites.net:80')).toBe('foreign');
    for (const bad of [
      undefined,
      '',
      'vtrans.virginia.gov/api',
      'a b',
      'user@vtrans.virginia.gov',
      'x:99999999',
    ])
      expect(prod(bad)).toBe('malformed');
  });
});
