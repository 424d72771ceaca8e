import http from 'node:http';
import autocannon from 'autocannon';
/** Helpers shared by the page benchmarks: start the production build and wait for it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Builds the app when there is no production build yet (scripts/ensure-build.mjs). */
export function ensureBuild(): void {
  const r = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('next build failed');
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No production build');
}

/**
 * The production server (`npm start`: Next.js behind the page cache, server.ts compiled by the build) on
 * 127.0.0.1:port in its own process group (stopped with stopApp).
 */
export function startApp(port: number, env: Record<string, string>, nodeOptions = ''): ChildProcess {
  return spawn(
    'node',
    [
      ...(nodeOptions ? nodeOptions.split(' ') : []),
      '.next/server-entry/server.js',
      '-H',
      '127.0.0.1',
      '-p',
      String(port),
    ],
    {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
}

export async function stopApp(app: ChildProcess): Promise<void> {
  if (!app.pid || app.exitCode !== null) return;
  const exited = new Promise<void>((r) => app.once('exit', () => r()));
  process.kill(-app.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The five content pages, measured by both benches. */
export const CONTENT_PAGES = [
  '/',
  '/about/about-vtrans',
  '/mid-term-planning/freight-plan',
  '/documents-and-media',
  '/search?search=freight',
];

/** The load mix: the five pages, two more content pages and the public read APIs. */
export const PAGE_API_MIX = [
  ...CONTENT_PAGES,
  '/get-involved/frequently-asked-questions',
  '/get-involved/program-updates',
  '/api/updates',
  '/api/events',
  '/api/article?article=about-vtrans',
  '/api/search?searchString=freight',
  '/api/freight/commodity-flow?scale=statewide&origin=Virginia&direction=inbound&metric=tons&year=2022',
];

/** A bare page of this app (the site frame around a short notice): the 404 page. */
export const BASELINE_PAGE = '/bench-baseline-no-such-page';

/** One load-test scenario's figures: requests a second, latency percentiles (ms) and failed answers. */
export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Transport errors plus non-2xx answers. */
  errors: number;
}

/** The p-th percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs autocannon against one server, cycling through `paths`; latencies from every response. */
export async function loadTest(
  name: string,
  port: number,
  paths: string[],
  { connections = 10, duration = 10, gzip = false } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration,
        headers: gzip ? { 'accept-encoding': 'gzip' } : {},
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

/** A round-robin proxy over the given ports (as a load balancer would be). */
export function proxyTo(port: number, upstreams: number[]): Promise<http.Server> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreams[next++ % upstreams.length],
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((r) => server.listen(port, '127.0.0.1', () => r(server)));
}
