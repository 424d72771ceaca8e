/**
 * Data Explorer benchmark (on demand: `npm run build && npm run bench:data`; not part of `npm test`).
 *
 * Starts the production build on a fresh seeded SQLite database (commodity_flows ≈ 77,000 rows) and prints,
 * in one run and side by side:
 *   1. p50/p95/p99 and throughput at 10 connections of the Data Explorer's freight queries
 *      (GET /api/data-explorer/view?view=freight over 40 mixes of origin, direction, measure, year, mode and
 *      breakdown, including the trend over all years), beside
 *      - a bare Node `http` server answering the same JSON bytes from memory (the floor without Next, zod, DB),
 *      - a trivial Next API route (/api/<unknown>: apiHandler answering a JSON 404, no database): the framework's
 *        own floor;
 *   2. the Data Explorer's JavaScript: first-load (scripts in the document at `load`, the measure of e2e/jsWeight)
 *      and everything up to network idle (with the recharts chunk that loads after hydration), beside a content
 *      page (/interactvtrans/about).
 * No figure is asserted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Response } from '@playwright/test';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';
import { kb, measurePageWeight } from '../e2e/jsWeight';
import { ensureBuild, loadTest, startApp, stopApp, waitFor, type LoadResult } from './server';

const DURATION = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10);
const CONNECTIONS = 10;
const PORT = 3301;
const BY = ['commodity', 'partner', 'mode', 'year'];
const METRICS = ['tons', 'value', 'ton-miles'];
const YEARS = [2017, 2022, 2030, 2040, 2050];
const MODES = ['', 'truck', 'rail', 'water'];

function freightPaths(): string[] {
  const out: string[] = [];
  let i = 0;
  for (const origin of ['Virginia', ...VDOT_DISTRICTS]) {
    for (const direction of ['inbound', 'outbound', 'within', 'outbound']) {
      const q = new URLSearchParams({
        view: 'freight',
        scale: origin === 'Virginia' ? 'statewide' : 'district',
        origin,
        direction,
        metric: METRICS[i % 3],
        year: String(YEARS[i % 5]),
        by: BY[i % 4],
      });
      if (MODES[i % 4]) q.set('mode', MODES[i % 4]);
      out.push(`/api/data-explorer/view?${q}`);
      i += 1;
    }
  }
  return out;
}

/** One scenario at this bench's connections and duration (gzip asked for when `gzip`). */
const run = (name: string, port: number, paths: string[], gzip = false): Promise<LoadResult> =>
  loadTest(name, port, paths, { connections: CONNECTIONS, duration: DURATION, gzip });

const row = (r: LoadResult) =>
  `${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)}`;

/** Every JS byte a fresh page loads until the network is idle (first load plus chunks loaded after hydration). */
async function allScripts(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const responses: Response[] = [];
  page.on('response', (r) => {
    if (/\.m?js(\?|$)/.test(new URL(r.url()).pathname)) responses.push(r);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let total = 0;
  for (const r of responses) total += Math.max(0, (await r.request().sizes()).responseBodySize);
  await browser.close();
  return total;
}

async function firstLoad(url: string): Promise<{ bytes: number; later: string[] }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const w = await measurePageWeight(page, url);
  await browser.close();
  return { bytes: w.bytes, later: w.laterLibraries };
}

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-bench-data-'));
  const app = startApp(PORT, { DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/api/updates`, 180_000);
    const paths = freightPaths();
    const bodies = new Map<string, Buffer>();
    for (const p of paths) bodies.set(p, Buffer.from(await (await fetch(`${base}${p}`)).arrayBuffer()));
    const bare = http.createServer((req, res) => {
      const body = bodies.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body ?? '{}');
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const barePort = (bare.address() as AddressInfo).port;

    console.log(
      `\n${os.cpus().length} cores (load ${os.loadavg()[0].toFixed(1)}), Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run`,
    );
    console.log(
      `${'scenario'.padEnd(52)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(7)}`,
    );
    await run('warm-up', PORT, paths);
    console.log(row(await run(`app: data-explorer freight (${paths.length} mixes)`, PORT, paths)));
    console.log(row(await run('app: trivial Next API route (JSON 404)', PORT, ['/api/bench-floor'])));
    console.log(row(await run('bare node: same freight JSON from memory', barePort, paths)));
    bare.close();

    console.log('\nJavaScript (compressed bytes, fresh browser)');
    for (const url of ['/interactvtrans/data-explorer', '/interactvtrans/about']) {
      const first = await firstLoad(`${base}${url}`);
      const all = await allScripts(`${base}${url}`);
      console.log(
        `${url.padEnd(40)} first load ${kb(first.bytes).padStart(10)}   up to network idle ${kb(all).padStart(10)}` +
          (first.later.length ? `   (loaded after hydration: ${first.later.join(', ')})` : ''),
      );
    }
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
