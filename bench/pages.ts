/**
 * Server cost of pages, on demand: `npm run bench:pages` (not part of `npm test`).
 *
 * Starts the production build on a fresh seeded SQLite database and prints, in one run:
 *   1. the warm server time of single requests to /about/about-vtrans (one connection, one at a time), as
 *      visitors get it (from the page cache of server.ts) and rendered each time (an address with a query
 *      string no request repeats, which the cache never holds);
 *   2. the same two beside the same HTML served as a static file from public/ by the same server
 *      (10 connections): the ratios are the cost of serving a page and of rendering one;
 *   3. a mix of content pages and APIs at 50 connections (p50/p99).
 * Options: --duration=10 (seconds per run), --port=3402, --cpu-prof (start the server under `node
 * --cpu-prof`; the profile is written to bench/results/ when the server stops).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensureBuild,
  loadTest,
  PAGE_API_MIX,
  percentile,
  startApp,
  stopApp,
  waitFor,
  type LoadResult,
} from './server';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = arg('duration', 10);
const PORT = arg('port', 3402);
const CPU_PROF = process.argv.includes('--cpu-prof');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE = '/about/about-vtrans';
const STATIC_DIR = path.join('public', '__bench');
const STATIC_PATH = '/__bench/about-vtrans.html';

const MIX = PAGE_API_MIX;

const run = (name: string, paths: string[], connections: number, duration = DURATION) =>
  loadTest(name, PORT, paths, { connections, duration });

/** The page under a query string no request repeats: the page cache never has it, so each is rendered. */
const uncached = (count: number) => Array.from({ length: count }, (_, i) => `${PAGE}?bench=${i}`);

/** Server time of one request at a time, warm: median and p90 of `count` sequential requests. */
async function sequential(url: (i: number) => string, count: number): Promise<{ p50: number; p90: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    const res = await fetch(url(i));
    await res.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p90: percentile(times, 90) };
}

const fmt = (r: LoadResult) =>
  `${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`;

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-bench-pages-'));
  const env = { DATA_DIR: dataDir, SITE_URL: ORIGIN };
  // First start: seed the database and take the rendered page as the static file.
  let app = startApp(PORT, env);
  try {
    await waitFor(`${ORIGIN}/api/updates`, 180_000);
    const html = await (await fetch(`${ORIGIN}${PAGE}`)).text();
    fs.mkdirSync(STATIC_DIR, { recursive: true });
    fs.writeFileSync(path.join(STATIC_DIR, 'about-vtrans.html'), html);
    await stopApp(app);
    // Second start sees the file in public/ (and, with --cpu-prof, runs under the profiler).
    const profDir = path.resolve('bench', 'results');
    if (CPU_PROF) fs.mkdirSync(profDir, { recursive: true });
    app = startApp(PORT, env, CPU_PROF ? `--cpu-prof --cpu-prof-dir=${profDir}` : '');
    await waitFor(`${ORIGIN}/api/updates`, 60_000);
    const staticBody = await (await fetch(`${ORIGIN}${STATIC_PATH}`)).text();
    if (staticBody !== html) throw new Error(`${STATIC_PATH} is not served as the rendered page`);
    for (const p of MIX) await fetch(`${ORIGIN}${p}`);

    console.log(
      `\n${os.cpus().length} cores, Node ${process.version}, ${DURATION} s per run${CPU_PROF ? ', server under --cpu-prof' : ''}\n`,
    );
    const fresh = uncached(400_000);
    await sequential((i) => `${ORIGIN}${fresh[i]}`, 50); // warm-up
    const rendering = await sequential((i) => `${ORIGIN}${fresh[100 + i]}`, 200);
    const single = await sequential(() => `${ORIGIN}${PAGE}`, 200);
    const line = (what: string, r: { p50: number; p90: number }) =>
      `${what.padEnd(52)} p50 ${r.p50.toFixed(1).padStart(5)} ms, p90 ${r.p90.toFixed(1).padStart(5)} ms`;
    console.log(`${PAGE}, one request at a time (warm, 200 requests; goal ≤ 10 ms):`);
    console.log(line('  served by the page cache (what visitors get)', single));
    console.log(`${line('  rendered each time (an address never asked before)', rendering)}\n`);

    console.log(
      `${'scenario'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
    );
    await run('warm-up', [PAGE, STATIC_PATH], 10, 3);
    const rendered = await run(`${PAGE} (10 conn.)`, [PAGE], 10);
    const everyTime = await run(`  the same, rendered each time (10 conn.)`, fresh.slice(300), 10);
    const served = await run(`same HTML as a static file (10 conn.)`, [STATIC_PATH], 10);
    console.log(fmt(rendered));
    console.log(fmt(everyTime));
    console.log(fmt(served));
    const share = (r: LoadResult) => `${((100 * r.rps) / served.rps).toFixed(1)} %`.padStart(8);
    console.log(`${'  page / static (throughput; goal ≥ 25 %)'.padEnd(52)} ${share(rendered)}`);
    console.log(`${'  rendered each time / static'.padEnd(52)} ${share(everyTime)}\n`);
    await run('warm-up', MIX, 50, 3);
    const mix = await run(`mix: ${MIX.length} pages and APIs (50 conn.)`, MIX, 50);
    console.log(fmt(mix));
    console.log(`${'  goal: p99 ≤ 300 ms'.padEnd(52)}\n`);
    for (const p of MIX) console.log(`  ${p}`);
  } finally {
    await stopApp(app);
    fs.rmSync(STATIC_DIR, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
