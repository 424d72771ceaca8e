/**
 * API benchmark (run on demand: `npm run build && npm run bench`; not part of `npm test`).
 *
 * Starts the production build on a fresh seeded SQLite database, then measures throughput and
 * p50/p95/p99 latency with autocannon for:
 *   1. GET /api/updates
 *   2. GET /api/freight/commodity-flow over a mix of filter combinations
 *   3. GET /api/map-explorer/layers/mid-term-needs-2023/features at statewide scale (the largest layer,
 *      5,200 features, generalised geometry) with gzip, and its size in bytes
 * and, in the same run, a bare Node `http` server answering the same JSON bodies from memory.
 * The ratio app/bare shows the cost of Next.js + validation + the database per request.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, loadTest, startApp, stopApp, waitFor, type LoadResult } from './server';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';

const DURATION = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10);
const CONNECTIONS = 10;
const APP_PORT = 3210;

const DIRECTIONS = ['inbound', 'outbound', 'within'];
const METRICS = ['tons', 'value', 'ton-miles'];
const YEARS = [2017, 2022, 2030, 2040, 2050];
const MODES = ['', 'truck', 'rail', 'water', 'pipeline'];

/** A fixed, varied list of commodity-flow URLs (statewide and district, every direction and metric). */
function flowPaths(): string[] {
  const paths: string[] = [];
  let i = 0;
  for (const origin of ['Virginia', ...VDOT_DISTRICTS]) {
    for (const direction of DIRECTIONS) {
      const q = new URLSearchParams({
        scale: origin === 'Virginia' ? 'statewide' : 'district',
        origin,
        direction,
        metric: METRICS[i % 3],
        year: String(YEARS[i % 5]),
      });
      if (MODES[i % 5]) q.set('mode', MODES[i % 5]);
      paths.push(`/api/freight/commodity-flow?${q}`);
      i += 1;
    }
  }
  return paths;
}

/** One scenario at this bench's connections and duration (gzip asked for when `gzip`). */
const run = (name: string, port: number, paths: string[], gzip = false): Promise<LoadResult> =>
  loadTest(name, port, paths, { connections: CONNECTIONS, duration: DURATION, gzip });

/** The raw bytes the app answers for a path (gzipped when asked), without fetch's decompression. */
function rawBody(port: number, p: string, gzip: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: p, headers: gzip ? { 'accept-encoding': 'gzip' } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        },
      )
      .on('error', reject);
  });
}

/** A bare Node server that answers each benchmarked path with the bytes the app gave for it. */
async function startBare(bodies: Map<string, { body: Buffer; gzip: boolean }>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const found = bodies.get(req.url ?? '');
    res.writeHead(found ? 200 : 404, {
      'content-type': 'application/json; charset=utf-8',
      ...(found?.gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(found?.body ?? '{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

const fmt = (r: LoadResult) =>
  `${r.name.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-bench-'));
  ensureBuild();
  const app = startApp(APP_PORT, { DATA_DIR: dataDir });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/updates`, 120_000);
    const scenarios = [
      { name: 'updates', paths: ['/api/updates'], gzip: false },
      { name: 'commodity-flow (30 filter mixes)', paths: flowPaths(), gzip: false },
      {
        name: 'features: needs 2023, statewide, gzip',
        paths: ['/api/map-explorer/layers/mid-term-needs-2023/features?scale=4000000'],
        gzip: true,
      },
    ];
    const bodies = new Map<string, { body: Buffer; gzip: boolean }>();
    for (const s of scenarios) {
      for (const p of s.paths) bodies.set(p, { body: await rawBody(APP_PORT, p, s.gzip), gzip: s.gzip });
    }
    const features = bodies.get(scenarios[2]!.paths[0]!)!;
    const plain = await rawBody(APP_PORT, scenarios[2]!.paths[0]!, false);
    console.log(
      `features answer for the largest layer at statewide scale: ${features.body.length.toLocaleString('en-US')} bytes gzipped (${plain.length.toLocaleString('en-US')} bytes plain)`,
    );
    const bare = await startBare(bodies);
    const barePort = (bare.address() as AddressInfo).port;

    console.log(
      `\n${os.cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run\n`,
    );
    console.log(
      `${'scenario'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
    );
    for (const s of scenarios) {
      await run(`warm-up ${s.name}`, APP_PORT, s.paths, s.gzip); // JIT and caches
      const appResult = await run(`app: ${s.name}`, APP_PORT, s.paths, s.gzip);
      const bareResult = await run(`bare node: ${s.name}`, barePort, s.paths, s.gzip);
      console.log(fmt(appResult));
      console.log(fmt(bareResult));
      console.log(
        `${'  ratio app / bare (throughput)'.padEnd(46)} ${(appResult.rps / bareResult.rps).toFixed(2).padStart(8)}\n`,
      );
    }
    bare.close();
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
