/**
 * Map Explorer browser benchmark (on demand: `npx tsx bench/map.ts`; not part of `npm test`).
 * Needs a production build served at BENCH_URL (default http://127.0.0.1:3030), e.g.
 * `npx next build && npx next start -H 127.0.0.1 -p 3030`; run it under /tmp/vtrans-build.lock.
 *
 * Prints: (1) first-load JS (gzip) of content pages beside the Map Explorer page, from the build
 * manifest, and whether any content page's first-load chunks hold ArcGIS code; (2) time from navigation
 * to the map fully drawn (view ready, layers drawn, not updating: data-map-ready="true"), median of 5
 * fresh browser contexts at 1280×800, beside the time to the same page's `load` event as a baseline, and
 * the same for a second visit in each context (with what the browser cached).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3030';
const CONTENT_PAGES = [
  '/',
  '/mid-term-planning/mid-term-needs-and-priorities',
  '/interactvtrans/about',
  '/gap-ta',
];
const MAP_PAGE = '/interactvtrans/map-explorer';
const RUNS = 5;

const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
  pages: Record<string, string[]>;
};
function firstLoad(route: string) {
  const files = [...new Set([...manifest.pages['/_app'], ...(manifest.pages[route] ?? [])])].filter((f) =>
    f.endsWith('.js'),
  );
  const sources = files.map((f) => readFileSync(`.next/${f}`));
  return {
    kb: sources.reduce((s, b) => s + gzipSync(b).length, 0) / 1024,
    arcgis: sources.some((b) => b.includes('@arcgis/core') || b.includes('esri/core')),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  console.log('First-load JS (gzip):');
  for (const route of [...CONTENT_PAGES, MAP_PAGE]) {
    if (!manifest.pages[route]) continue;
    const f = firstLoad(route);
    console.log(
      `  ${route.padEnd(50)} ${f.kb.toFixed(1).padStart(7)} KB  ArcGIS code: ${f.arcgis ? 'YES' : 'no'}`,
    );
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  const drawn: number[] = [];
  const loaded: number[] = [];
  const again: number[] = [];
  const visit = async (page: import('@playwright/test').Page, times?: number[]) => {
    const start = Date.now();
    await page.goto(BASE + MAP_PAGE, { waitUntil: 'load' });
    times?.push(Date.now() - start);
    await page.locator('[data-map-ready="true"]').waitFor({ timeout: 60_000 });
    return Date.now() - start;
  };
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    drawn.push(await visit(page, loaded));
    // A second visit in the same browser: what the browser's cache keeps (the SDK's worker chunks are immutable).
    again.push(await visit(page));
    await context.close();
  }
  await browser.close();
  console.log(`Map Explorer, ${RUNS} fresh contexts at 1280×800:`);
  console.log(`  page load event (baseline)  median ${median(loaded)} ms  runs ${loaded.join(', ')}`);
  console.log(`  map fully drawn, first visit median ${median(drawn)} ms  runs ${drawn.join(', ')}`);
  console.log(`  map fully drawn, next visit  median ${median(again)} ms  runs ${again.join(', ')}`);
}

void main();
