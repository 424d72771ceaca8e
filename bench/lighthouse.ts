/**
 * Browser weight benchmark, on demand: `npm run bench:web` (not part of `npm test`).
 *
 * Builds if there is no production build, starts `next start` with SITE_URL set to the address it is
 * reached at (so pages are indexable and SEO is scored as on the production host), then for each page:
 *   1. first-load JavaScript: the compressed bytes of the scripts the page runs at its load event, without
 *      interaction (e2e/jsWeight.ts, the same measure the e2e check uses), and
 *   2. Lighthouse (npm `lighthouse`, mobile, simulated throttling) in Debian's Chromium: performance,
 *      accessibility, best practices, SEO, total blocking time, and the script bytes Lighthouse saw.
 * The baseline, measured in the same run, is a bare page of this app: the 404 page (site frame, no data).
 *
 * Each content page's paint is measured beside its floor in the same run: the same HTML and CSS with its scripts
 * removed (every <script> element and script preload), served by a small proxy on port+1 that passes everything
 * else (CSS, fonts, images) through from the site unchanged. The table prints first and largest contentful paint
 * of both and the ratio; the goal is LCP ≤ 1.25× the script-free copy.
 * Options: --port=3401, --runs=1 (Lighthouse runs per page; the median performance run is printed),
 * --paint-only (only the paint table: the page and its script-free copy, no weights or other scores),
 * --pages=/,/about/about-vtrans (the paint table's pages; the five content pages by default).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { kb, measurePageWeight, type PageWeight } from '../e2e/jsWeight';
import { BASELINE_PAGE, CONTENT_PAGES, ensureBuild, startApp, stopApp, waitFor } from './server';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PORT = arg('port', 3401);
const RUNS = arg('runs', 1);
const PAINT_ONLY = process.argv.includes('--paint-only');
/** --pages=/,/about/about-vtrans: only these content pages (all five by default). */
const PAGES =
  process.argv
    .find((a) => a.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',') ?? CONTENT_PAGES;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The script-free copy of every page (scriptFreeProxy). */
const BARE_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
const CHROMIUM = '/usr/bin/chromium';

interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /** What Lighthouse names as the largest contentful paint's element (its selector). */
  lcpElement: string | null;
  scriptBytes: number | null;
  error?: string;
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: Array<{
          type?: string;
          resourceType?: string;
          transferSize?: number;
          selector?: string;
        }>;
      };
    }
  >;
}

function runLighthouse(url: string): Promise<LighthouseFigures> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-lh-profile-'));
  const out = path.join(userDataDir, 'report.json');
  const flags = `--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${userDataDir}`;
  return new Promise((resolve) => {
    const lh = spawn(
      'node',
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    lh.stderr.on('data', (d) => (stderr += String(d)));
    lh.on('exit', (code) => {
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
        const score = (id: string) => {
          const s = report.categories[id]?.score;
          return s === null || s === undefined ? null : Math.round(s * 100);
        };
        const scripts = report.audits['network-requests']?.details?.items ?? [];
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          tbtMs: report.audits['total-blocking-time']?.numericValue ?? null,
          fcpMs: report.audits['first-contentful-paint']?.numericValue ?? null,
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
          lcpElement: lcpElementOf(report),
          scriptBytes: scripts
            .filter((i) => i.resourceType === 'Script')
            .reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
          error: report.runtimeError ? `${report.runtimeError.code}` : undefined,
        });
      } catch {
        resolve({
          performance: null,
          accessibility: null,
          bestPractices: null,
          seo: null,
          tbtMs: null,
          fcpMs: null,
          lcpMs: null,
          lcpElement: null,
          scriptBytes: null,
          error: `lighthouse exited ${code}: ${stderr.trim().split('\n').slice(-1)[0] ?? ''}`,
        });
      } finally {
        fs.rmSync(userDataDir, { recursive: true, force: true });
      }
    });
  });
}

/** The largest contentful paint's element (Lighthouse 13: the node in the LCP breakdown insight). */
function lcpElementOf(report: LighthouseReport): string | null {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((i) => i.type === 'node');
  return node ? `${node.selector?.split(' > ').slice(-1)[0] ?? ''}` : null;
}

const middle = <T>(xs: T[], by: (x: T) => number | null): T =>
  [...xs].sort((a, b) => (by(a) ?? -1) - (by(b) ?? -1))[Math.floor(xs.length / 2)];

/** The run with the median performance score. */
async function lighthouse(url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(url));
  return middle(runs, (r) => r.performance);
}

/**
 * Largest contentful paint of a page and of its script-free copy, runs alternating (page, copy, page, copy …)
 * so both meet the same machine; the median of each, with the load average when they were taken.
 */
async function paintPair(p: string) {
  const page: LighthouseFigures[] = [];
  const bare: LighthouseFigures[] = [];
  const loads: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    loads.push(os.loadavg()[0]);
    page.push(await runLighthouse(`${ORIGIN}${p}`));
    bare.push(await runLighthouse(`${BARE_ORIGIN}${p}`));
  }
  return {
    page: middle(page, (r) => r.lcpMs),
    bare: middle(bare, (r) => r.lcpMs),
    pageRuns: page.map((r) => r.lcpMs),
    bareRuns: bare.map((r) => r.lcpMs),
    load: Math.max(...loads, os.loadavg()[0]),
  };
}

/** The same HTML without its scripts: every <script> element, script preload and module preload removed. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/gi, (tag) =>
      /\bas="script"|modulepreload/i.test(tag) ? '' : tag,
    );
}

/**
 * A proxy in front of the site that serves every HTML answer without its scripts and everything else as the site
 * sent it (compressed again when the site compressed it, so the bytes on the wire match).
 */
function scriptFreeProxy(port: number): http.Server {
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(`${ORIGIN}${req.url}`, {
        headers: { 'accept-encoding': String(req.headers['accept-encoding'] ?? '') },
        redirect: 'manual',
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      if (type.startsWith('text/html')) body = Buffer.from(withoutScripts(body.toString('utf8')));
      const headers: Record<string, string> = {};
      for (const h of ['content-type', 'cache-control', 'location', 'vary']) {
        const v = upstream.headers.get(h);
        if (v) headers[h] = v;
      }
      if (upstream.headers.get('content-encoding')) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(upstream.status, headers);
      res.end(body);
    })().catch((err: unknown) => {
      res.writeHead(502);
      res.end(String(err));
    });
  });
  server.listen(port, '127.0.0.1');
  return server;
}

const ms = (v: number | null) => (v === null ? '—' : `${(v / 1000).toFixed(2)} s`);

/** The paint table: each content page's FCP and LCP beside its script-free copy's, measured in turn. */
async function paintTable() {
  console.log(
    `\nContent painted: Lighthouse mobile (simulated throttling), median of ${RUNS} alternating runs each; the floor is` +
      `\nthe same HTML and CSS with its scripts removed (${BARE_ORIGIN}). Goal: LCP ≤ 1.25× the floor.\n`,
  );
  const header = `${'page'.padEnd(34)} ${'FCP'.padStart(7)} ${'floor'.padStart(7)} ${'LCP'.padStart(7)} ${'floor'.padStart(7)} ${'ratio'.padStart(6)} ${'load'.padStart(5)}  LCP element (page | floor)`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const p of PAGES) {
    const r = await paintPair(p);
    const ratio =
      r.page.lcpMs !== null && r.bare.lcpMs ? `${(r.page.lcpMs / r.bare.lcpMs).toFixed(2)}×` : '—';
    console.log(
      `${p.padEnd(34)} ${ms(r.page.fcpMs).padStart(7)} ${ms(r.bare.fcpMs).padStart(7)} ${ms(r.page.lcpMs).padStart(7)} ${ms(r.bare.lcpMs).padStart(7)} ${ratio.padStart(6)} ${r.load.toFixed(1).padStart(5)}  ${r.page.lcpElement ?? '—'} | ${r.bare.lcpElement ?? '—'}`,
    );
    if (RUNS > 1)
      console.log(
        `${''.padEnd(34)} LCP runs: page ${r.pageRuns.map(ms).join(', ')}; floor ${r.bareRuns.map(ms).join(', ')}`,
      );
  }
  console.log(
    `\nload: the 1-minute load average (highest seen while the page's runs were taken; ${os.cpus().length} cores).\n`,
  );
}

const cell = (v: number | null | undefined, width: number, digits = 0) =>
  (v === null || v === undefined ? '—' : v.toFixed(digits)).padStart(width);

async function main() {
  ensureBuild();
  if (!fs.existsSync('node_modules/lighthouse/cli/index.js'))
    throw new Error('npm `lighthouse` is not installed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-bench-web-'));
  // SITE_URL is the address Lighthouse uses, so the pages are the production host's (indexable) pages.
  const app = startApp(PORT, { DATA_DIR: dataDir, SITE_URL: ORIGIN });
  let proxy: http.Server | null = null;
  try {
    await waitFor(`${ORIGIN}/api/updates`, 180_000);
    const pages = [BASELINE_PAGE, ...CONTENT_PAGES];
    // Warm the server (first renders, database, search index) so Lighthouse measures the browser.
    for (const p of pages) await fetch(`${ORIGIN}${p}`);
    proxy = scriptFreeProxy(PORT + 1);
    if (PAINT_ONLY) return await paintTable();

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    const weights = new Map<string, PageWeight>();
    try {
      for (const p of pages) {
        const context = await browser.newContext();
        weights.set(p, await measurePageWeight(await context.newPage(), `${ORIGIN}${p}`));
        await context.close();
      }
    } finally {
      await browser.close();
    }

    console.log(
      `\nLighthouse (mobile, simulated throttling) in ${CHROMIUM}, ${os.cpus().length} cores, Node ${process.version}, SITE_URL=${ORIGIN}\n`,
    );
    const header = `${'page'.padEnd(34)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)} ${'TBT ms'.padStart(7)} ${'JS (LH)'.padStart(10)} ${'first-load JS'.padStart(14)} ${'vs baseline'.padStart(12)}  heavy libraries`;
    console.log(header);
    console.log('-'.repeat(header.length));
    const base = weights.get(BASELINE_PAGE)!;
    for (const p of pages) {
      const lh = await lighthouse(`${ORIGIN}${p}`);
      const w = weights.get(p)!;
      const label = p === BASELINE_PAGE ? 'baseline: 404 page (bare frame)' : p;
      console.log(
        `${label.padEnd(34)} ${cell(lh.performance, 5)} ${cell(lh.accessibility, 5)} ${cell(lh.bestPractices, 5)} ${cell(lh.seo, 5)} ${cell(lh.tbtMs, 7)} ${(lh.scriptBytes === null ? '—' : kb(lh.scriptBytes)).padStart(10)} ${kb(w.bytes).padStart(14)} ${(p === BASELINE_PAGE ? '' : `+${kb(w.bytes - base.bytes)}`).padStart(12)}  ${w.libraries.join(', ') || '-'}${lh.error ? `  (lighthouse: ${lh.error})` : ''}`,
      );
    }
    console.log(
      `\nfirst-load JS: compressed bytes of the scripts the page runs at its load event (no interaction, no prefetches);` +
        `\nJS (LH): every script Lighthouse saw, including lazy chunks loaded after load (the freight plan's charts).` +
        `\nBudget: 150 KB on content pages; Lighthouse performance ≥ 95, TBT ≤ 200 ms, others 100.` +
        `\nThe 404 page answers with status 404, which Lighthouse reports as an error; its JS is still measured.\n`,
    );
    await paintTable();
  } finally {
    proxy?.close();
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
