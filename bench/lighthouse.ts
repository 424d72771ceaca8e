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
 * Options: --port=3401, --runs=1 (Lighthouse runs per page; the median performance run is printed).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { kb, measurePageWeight, type PageWeight } from '../e2e/jsWeight';
import { BASELINE_PAGE, CONTENT_PAGES, ensureBuild, startApp, stopApp, waitFor } from './server';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PORT = arg('port', 3401);
const RUNS = arg('runs', 1);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = '/usr/bin/chromium';

interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  tbtMs: number | null;
  scriptBytes: number | null;
  error?: string;
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }
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
          scriptBytes: null,
          error: `lighthouse exited ${code}: ${stderr.trim().split('\n').slice(-1)[0] ?? ''}`,
        });
      } finally {
        fs.rmSync(userDataDir, { recursive: true, force: true });
      }
    });
  });
}

/** The run with the median performance score. */
async function lighthouse(url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(url));
  runs.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return runs[Math.floor(runs.length / 2)];
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
  try {
    await waitFor(`${ORIGIN}/api/updates`, 180_000);
    const pages = [BASELINE_PAGE, ...CONTENT_PAGES];
    // Warm the server (first renders, database, search index) so Lighthouse measures the browser.
    for (const p of pages) await fetch(`${ORIGIN}${p}`);

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
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
