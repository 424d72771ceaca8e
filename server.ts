/**
 * The production server (`npm start`): Next.js behind the page cache of lib/server/http/pageCache.ts
 * (issue 9 §2). It takes `next start`'s options: -p/--port (default: PORT, else 3000) and -H/--hostname
 * (default: every interface). `npm run build` compiles it (tsconfig.server.json) to
 * .next/server-entry/server.js, so production runs it with plain `node`; imports are relative for that.
 */
import http from 'node:http';
import next from 'next';
import { env } from './lib/server/env';
import { PageCache } from './lib/server/http/pageCache';
import { hostChecker } from './lib/server/http/siteHost';

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
  const server = http.createServer(cache.wrap(app.getRequestHandler()));
  server.listen(port, hostname, () => {
    console.log(`VTrans ready on http://${hostname ?? 'localhost'}:${port} (page cache on)`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
