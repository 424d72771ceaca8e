/**
 * The page cache of one server instance: a rendered page that declares itself shareable
 * (`Cache-Control: public, s-maxage=N`, as page() sends for every content page) is kept for N seconds and
 * served again without rendering, with a fresh CSP nonce per response. It sits in front of Next.js in
 * server.ts, so it sees what a CDN would see, and keeps no more than a CDN would: session-dependent pages
 * are sent `private, no-store` and never enter it.
 *
 * What is kept: GET answers with status 200 and no Set-Cookie that are either an HTML page with a
 * nonce-based Content-Security-Policy (rendered by pages/_document.tsx) or JSON (the public read APIs,
 * which declare `public, s-maxage` through apiHandler's cacheControl). A page is stored split at its
 * nonce; each answer joins it with a new nonce, so no two visitors share one. Any successful write (POST, PUT,
 * PATCH, DELETE answered below 400) empties this instance's cache, so staff see their change on their
 * next page; other instances (and a CDN) catch up within N seconds. A write that changes nothing (a Markdown
 * preview, sent as POST only because its body is long) says so with `X-Changes-Nothing: 1` and leaves the
 * cache alone. Memory is bounded (least recently used entries leave first).
 *
 * Concurrent first requests for one address wait for a single render, but never for another client's socket
 *: the render is captured as the handler hands it over, before compression and before any byte
 * reaches the network, and kept the moment the handler ends the answer; each waiter is then answered from
 * memory on its own connection. A waiter gives up after `waitMs` (a render that is itself stuck) and renders
 * for itself. Compression is applied outside the capture (server.ts turns Next's own off), so a slow reader
 * slows only its own answer.
 *
 * With `hosts`, a request whose Host is malformed gets 400 and one naming another site 421, before anything
 * is rendered or kept; the key is `host + ' ' + address`, so a Host cannot reach into the address part.
 *
 * This file and its imports are compiled by tsconfig.server.json for `node`, so imports are relative.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import { newNonce } from '../security/nonce';
import type { HostVerdict } from './siteHost';
import { log, logPath } from '../log';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

interface Entry {
  /** The body, split at every occurrence of the nonce it was rendered with (one part: no nonce). */
  parts: string[];
  /** The Content-Security-Policy, split the same way, if the answer had one. */
  csp: string[] | null;
  headers: Array<[string, string | number | string[]]>;
  expires: number;
}

export interface PageCacheOptions {
  /** Upper bound of the HTML kept, in bytes (default 64 MB). */
  maxBytes?: number;
  /** Largest single page kept, in bytes (default 2 MB). */
  maxEntryBytes?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /** How long a request waits for another request's render of the same address (default 5 s). */
  waitMs?: number;
  /** Judges the Host header (siteHost.ts); without it every host is served. */
  hosts?: (host: string | undefined) => HostVerdict;
}

/** Headers that describe one transfer, not the page: never replayed from the cache. */
const TRANSFER_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'content-security-policy',
  'x-page-cache',
]);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The header of a POST that only computes an answer (it changes no data, so no cache is emptied). */
export const CHANGES_NOTHING_HEADER = 'X-Changes-Nothing';

/** Seconds a shared cache may keep the answer, or 0 when it may not keep it at all. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store')) return 0;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The nonce a Content-Security-Policy names, if any. */
export function policyNonce(policy: string | undefined): string | null {
  return policy ? (/'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(policy)?.[1] ?? null) : null;
}

function decode(body: Buffer, encoding: string | undefined): Buffer | null {
  switch ((encoding ?? 'identity').toLowerCase()) {
    case 'identity':
      return body;
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    default:
      return null;
  }
}

function headerText(value: string | number | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<string, Promise<void>>();
  private readonly maxEntryBytes: number;
  private readonly now: () => number;
  private readonly waitMs: number;
  private readonly hosts: PageCacheOptions['hosts'];
  /**
   * gzip, or Brotli at quality 5 for clients that accept it (the library's default, 4, came out larger than
   * gzip on this site's scripts: 11.15 against 10.99 MB for all chunks; 5 gives 10.47 MB).
   */
  private readonly compress = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  constructor(options: PageCacheOptions = {}) {
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    this.waitMs = options.waitMs ?? 5000;
    this.hosts = options.hosts;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      // Strings of page HTML: two bytes a character is the worst case in memory.
      sizeCalculation: (e) =>
        Math.max(
          1,
          e.parts.reduce((n, p) => n + p.length * 2, 0),
        ),
    });
  }

  /** Number of pages kept (for tests and the bench). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Wraps a request handler (Next's, with its own compression off) with the host check, compression and the
   * cache. A handler that throws gets the visitor a 500, not a crash.
   */
  wrap(handle: RequestHandler): RequestHandler {
    return (req, res) => {
      const verdict = this.hosts?.(req.headers.host) ?? 'own';
      if (verdict !== 'own') {
        res.statusCode = verdict === 'malformed' ? 400 : 421;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(
          verdict === 'malformed'
            ? 'Bad Request: the Host header is not a host name.\n'
            : 'Misdirected Request: this server does not answer for that host.\n',
        );
        return;
      }
      this.compress(
        req as Parameters<typeof this.compress>[0],
        res as Parameters<typeof this.compress>[1],
        () => {
          this.handle(req, res, handle).catch((err: unknown) => {
            log.error({ err, method: req.method, path: logPath(req.url) }, 'page cache: the render failed');
            if (res.headersSent) res.destroy();
            else {
              res.statusCode = 500;
              res.end();
            }
          });
        },
      );
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse, next: RequestHandler): Promise<void> {
    const url = req.url ?? '/';
    if (WRITE_METHODS.has(req.method ?? '')) {
      res.once('finish', () => {
        if (res.statusCode < 400 && res.getHeader(CHANGES_NOTHING_HEADER) !== '1') this.clear();
      });
      await next(req, res);
      return;
    }
    if (req.method !== 'GET' || url.startsWith('/_next/')) {
      await next(req, res);
      return;
    }
    const key = `${(req.headers.host ?? '').toLowerCase()} ${url}`;
    const waiting = this.pending.get(key);
    if (waiting) await this.waitFor(waiting);
    const entry = this.fresh(key);
    if (entry) {
      this.send(entry, res);
      return;
    }
    if (waiting) {
      // The render this request waited for could not be kept: render for this visitor too.
      await next(req, res);
      return;
    }
    let done!: () => void;
    const pending = new Promise<void>((resolve) => (done = resolve));
    this.pending.set(key, pending);
    // Runs on 'finish' and on 'close': only the first counts, and it must not drop a later render's wait.
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (this.pending.get(key) === pending) this.pending.delete(key);
      done();
    };
    this.capture(key, res, settle);
    res.setHeader('X-Page-Cache', 'miss');
    try {
      await next(req, res);
    } catch (err) {
      settle();
      throw err;
    }
  }

  /** Waits for another request's render, at most waitMs. */
  private async waitFor(render: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([render, new Promise<void>((r) => (timer = setTimeout(r, this.waitMs)))]);
    clearTimeout(timer);
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Records what the handler writes for this request (before the outer compression; a handler that
   * compresses itself is decoded) and keeps it, if it may, as soon as the handler ends the answer: the
   * network has not taken it yet, and nobody else waits for that.
   */
  private capture(key: string, res: ServerResponse, settle: () => void): void {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let capturing = true;
    // The handler's own Content-Encoding, read before the outer compression adds its own on the first write.
    let sentEncoding: string | undefined;
    let seen = false;
    const record = (chunk: unknown, encoding: unknown) => {
      if (!seen) {
        seen = true;
        sentEncoding = headerText(res.getHeader('content-encoding'));
      }
      if (!capturing || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      bytes += buf.length;
      if (bytes > this.maxEntryBytes) {
        capturing = false;
        chunks.length = 0;
        return;
      }
      chunks.push(buf);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    const complete = () => {
      try {
        if (capturing) this.keep(key, res, Buffer.concat(chunks), sentEncoding);
      } catch {
        // A body that cannot be decoded is simply not kept.
      } finally {
        capturing = false;
        chunks.length = 0;
        settle();
      }
    };
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      const out = (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      complete();
      return out;
    } as ServerResponse['end'];
    res.once('close', settle);
  }

  private keep(key: string, res: ServerResponse, sent: Buffer, encoding: string | undefined): void {
    if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
    const type = headerText(res.getHeader('content-type')) ?? '';
    const html = /^text\/html/i.test(type);
    if (!html && !/^application\/json/i.test(type)) return;
    const maxAge = sharedMaxAge(headerText(res.getHeader('cache-control')));
    const policy = headerText(res.getHeader('content-security-policy'));
    const nonce = policyNonce(policy);
    if (maxAge === 0 || (html && !nonce)) return;
    // An answer chosen by a request header besides Accept-Encoding (the OGC API picks JSON or HTML by Accept)
    // depends on more than the address this cache keys on.
    const vary = (headerText(res.getHeader('vary')) ?? '').toLowerCase().split(',');
    if (vary.some((v) => v.trim() !== '' && v.trim() !== 'accept-encoding')) return;
    const body = decode(sent, encoding);
    if (!body || body.length === 0 || body.length > this.maxEntryBytes) return;
    const headers: Entry['headers'] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers.push([name, value]);
    }
    const text = body.toString('utf8');
    this.entries.set(key, {
      parts: nonce ? text.split(nonce) : [text],
      csp: policy ? (nonce ? policy.split(nonce) : [policy]) : null,
      headers,
      expires: this.now() + maxAge * 1000,
    });
  }

  private send(entry: Entry, res: ServerResponse): void {
    const nonce = entry.parts.length > 1 || (entry.csp?.length ?? 0) > 1 ? newNonce() : '';
    const body = entry.parts.join(nonce);
    // Compressed on the way out by wrap()'s compression, as the client accepts.
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp.join(nonce));
    res.setHeader('X-Page-Cache', 'hit');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  }
}
