/**
 * The production server (`npm start`): Next.js behind the page cache of lib/server/http/pageCache.ts
 *. It takes `next start`'s options: -p/--port (default: PORT, else 3000) and -H/--hostname
 * (default: every interface). `npm run build` compiles it (tsconfig.server.json) to
 * .next/server-entry/server.js, so production runs it with plain `node`; imports are relative for that.
 *
 * Operations: every answer carries an X-Request-Id (a proxy's own, if well formed, else a new
 * one) and is logged as one JSON line (method, path without its query, status, duration, request id, the user
 * id when signed in). On SIGTERM or SIGINT it drains (lib/server/http/shutdown.ts): /api/ready answers 503
 * at once so the load balancer stops sending, and every answer closes its connection; the server goes on
 * answering while the job worker finishes or puts back its jobs (up to 15 s), and for at least 5 s, then stops
 * accepting connections; then the worker-thread pool and the database close; whatever a thread is doing, the
 * process has ended 25 s after the signal.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import next from 'next';
import { env } from './lib/server/env';
import { keepIdleConnections } from './lib/server/http/keepAlive';
import { PageCache } from './lib/server/http/pageCache';
import { shutdownHandler } from './lib/server/http/shutdown';
import { hostChecker } from './lib/server/http/siteHost';
import { log, USER_ID, logPath } from './lib/server/log';

function option(names: string[]): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    for (const name of names) {
      if (args[i] === name) return args[i + 1];
      if (args[i].startsWith(`${name}=`)) return args[i].slice(name.length + 1);
    }
  }
  return undefined;
}

/** What other parts of the process (Next's bundle) find on globalThis: the cache to empty, the drain flag. */
const shared = globalThis as typeof globalThis & {
  __vtransPageCache?: PageCache;
  __vtransShuttingDown?: boolean;
  __vtransJobWorker?: { stop(graceMs: number): Promise<void> };
  __vtransPool?: { close(o: { force: boolean }): Promise<void> };
  __vtransDb?: { knex: { destroy(): Promise<void> } };
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

async function main(): Promise<void> {
  const port = Number(option(['-p', '--port']) ?? env().PORT);
  const hostname = option(['-H', '--hostname']);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Not a port: ${port}`);
  process.title = 'next-server (vtrans)';
  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
  await app.prepare();
  const { SITE_URL, NEXTAUTH_URL, ALLOWED_HOSTS } = env();
  const hosts = hostChecker([SITE_URL, ...(NEXTAUTH_URL ? [NEXTAUTH_URL] : [])], ALLOWED_HOSTS);
  // Next's own compression is off (next.config.js): the cache compresses outside its capture.
  const cache = new PageCache({ hosts });
  shared.__vtransPageCache = cache; // lib/server/changes.ts empties it after a write on any instance
  const handle = cache.wrap(app.getRequestHandler());
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    // Draining: answered, but on a connection that then closes (the next request goes to another instance).
    if (shared.__vtransShuttingDown) res.setHeader('Connection', 'close');
    // Each layer a response passes through watches its 'close' once: this log line, the page cache, compression,
    // Next's handler and API resolver (several), and a streamed download's pipeline make 11 on one response, one
    // over Node's default warning limit of 10. The count is fixed per response, not growing, so it is no leak.
    res.setMaxListeners(20);
    res.once('close', () => {
      const userId = (res as unknown as Record<symbol, string | undefined>)[USER_ID];
      log.info(
        {
          requestId: id,
          method: req.method,
          path: logPath(req.url),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ...(userId ? { userId } : {}),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    handle(req, res);
  });
  keepIdleConnections(server);
  server.listen(port, hostname, () => {
    log.info({ port, hostname: hostname ?? 'localhost' }, 'VTrans ready (page cache on)');
  });

  const stop = shutdownHandler({
    server,
    onDraining: () => (shared.__vtransShuttingDown = true),
    stopJobs: (graceMs) => shared.__vtransJobWorker?.stop(graceMs) ?? Promise.resolve(),
    closePool: () => shared.__vtransPool?.close({ force: true }) ?? Promise.resolve(),
    closeDb: () => shared.__vtransDb?.knex.destroy() ?? Promise.resolve(),
    log: { info: (msg) => log.info(msg), warn: (msg) => log.warn(msg) },
  });
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'the server could not start');
  process.exit(1);
});
