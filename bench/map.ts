/**
 * Map Explorer browser benchmark (on demand: `npx tsx bench/map.ts`; not part of `npm test`).
 * Needs a production build served at BENCH_URL (default http://127.0.0.1:3030), e.g.
 * `npm run build && npm start -- -p 3030`; run it under the machine's heavy-work lock.
 *
 * Prints: (1) first-load JS (gzip) of content pages beside the Map Explorer page, from the build
 * manifest, and whether any content page's first-load chunks hold ArcGIS code; (2) time from navigation
 * to the map fully drawn (view ready, layers drawn, not updating: data-map-ready="true"), median of 5
 * fresh browser contexts at 1280×800, beside the time to the same page's `load` event as a baseline, and
 * the same for a second visit in each context (with what the browser cached); (3) beside it, in the same
 * rounds and browser, the floors: bare pages of the same @arcgis/core, configuration and assets with no
 * Next.js, React or page around the map (bench/bare/), fully drawn (view ready, layer views made, nothing
 * updating): one GeoJSON layer of the counties, the site's map host with its basemap (the counties and two
 * vector-tile layers with the names), and the basemap as it was before its tiles (four GeoJSON layers and their
 * labels), each as a ratio; and the floor and the default layers with their drawing surface hidden until drawn, as
 * the site's maps do (without a GPU each visible frame is read back to the main thread). The bare pages are
 * bundled with esbuild and served on BENCH_BARE_PORT (default 3431), which passes /assets, /fonts and /basemap
 * through to the site. One uncounted round warms the server.
 */
import fs, { readFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { bundleBarePages, serveBare, type BareEntry } from './bare/serve';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3030';
const CONTENT_PAGES = [
  '/',
  '/mid-term-planning/mid-term-needs-and-priorities',
  '/interactvtrans/about',
  '/gap-ta',
];
const MAP_PAGE = '/interactvtrans/map-explorer';
const RUNS = 5;
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3431);
const BARE = `http://127.0.0.1:${BARE_PORT}/__bare`;
/** The bare pages measured (the first is the floor): what each is, its page and query string. */
const BARE_PAGES: { title: string; entry: BareEntry; query?: string }[] = [
  { title: 'bare SDK, one GeoJSON layer (floor)', entry: 'oneLayer' },
  { title: "bare SDK, the site's basemap (vector tiles)", entry: 'basemap' },
  { title: 'bare SDK, the former GeoJSON basemap', entry: 'geojsonBasemap' },
  { title: 'bare SDK, basemap and the two default layers', entry: 'defaultLayers' },
  { title: 'the same, the layers read whole (before #58)', entry: 'defaultLayers', query: '?full' },
  { title: 'bare SDK, one GeoJSON layer, surface hidden until drawn', entry: 'oneLayer', query: '?hidden' },
  {
    title: 'basemap and default layers, surface hidden until drawn',
    entry: 'defaultLayers',
    query: '?hidden',
  },
];

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

const VIEWPORT = { width: 1280, height: 800 };

/** Navigation to fully drawn (and to the load event, in `loaded`) of `url`, waiting for `ready`. */
async function visit(page: Page, url: string, ready: string, loaded?: number[]) {
  const start = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  loaded?.push(Date.now() - start);
  await page.locator(ready).waitFor({ timeout: 90_000 });
  return Date.now() - start;
}

/** One fresh context: the Map Explorer, first visit and next visit. */
async function explorer(browser: Browser, times: { drawn: number[]; loaded: number[]; again: number[] }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  times.drawn.push(await visit(page, BASE + MAP_PAGE, '[data-map-ready="true"]', times.loaded));
  // A second visit in the same browser: what the browser's cache keeps (the SDK's worker chunks are immutable).
  times.again.push(await visit(page, BASE + MAP_PAGE, '[data-map-ready="true"]'));
  await context.close();
}

/** One fresh context: a bare page, first visit. */
async function bare(browser: Browser, { entry, query }: (typeof BARE_PAGES)[number]) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`  ${entry}: ${e.message}`));
  const ms = await visit(page, `${BARE}/${entry}.html${query ?? ''}`, 'html[data-drawn="true"]');
  await context.close();
  return ms;
}

async function main() {
  console.log('First-load JS (gzip):');
  for (const route of [...CONTENT_PAGES, MAP_PAGE]) {
    if (!manifest.pages[route]) continue;
    const f = firstLoad(route);
    console.log(
      `  ${route.padEnd(50)} ${f.kb.toFixed(1).padStart(7)} KB  ArcGIS code: ${f.arcgis ? 'YES' : 'no'}`,
    );
  }
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`Load average (1, 5, 15 min) before: ${load()}`);
  const dir = await bundleBarePages();
  const server = await serveBare(dir, BARE_PORT, BASE);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  const times = { drawn: [] as number[], loaded: [] as number[], again: [] as number[] };
  const floors = BARE_PAGES.map(() => [] as number[]);
  // Round 0 warms the server (its first reads of the SDK's files) and is not counted; then the pages take
  // turns in each round, so a change of load on the machine touches them alike.
  for (let i = 0; i <= RUNS; i++) {
    const scratch = { drawn: [], loaded: [], again: [] };
    await explorer(browser, i === 0 ? scratch : times);
    for (const [j, p] of BARE_PAGES.entries()) {
      const ms = await bare(browser, p);
      if (i > 0) floors[j].push(ms);
    }
  }
  await browser.close();
  server.close();
  console.log(`Load average (1, 5, 15 min) after: ${load()} (a figure taken above 1.5 is noise)`);
  fs.rmSync(dir, { recursive: true, force: true });
  const floor = median(floors[0]);
  const ratio = (ms: number) => `${(ms / floor).toFixed(2)}×`;
  console.log(`Map Explorer, ${RUNS} fresh contexts at 1280×800:`);
  console.log(
    `  page load event (baseline)  median ${median(times.loaded)} ms  runs ${times.loaded.join(', ')}`,
  );
  console.log(
    `  map fully drawn, first visit median ${median(times.drawn)} ms  ${ratio(median(times.drawn))} the floor  runs ${times.drawn.join(', ')}`,
  );
  // The site hides a map's drawing surface until its first draw (components/map/mapHost.ts); the bare floor does not. Beside
  // the floor hidden the same way, the ratio shows what the page and its layers cost without that difference.
  const hidden = median(floors[BARE_PAGES.findIndex((p) => p.query === '?hidden')]);
  console.log(
    `  the same beside the floor with its surface hidden until drawn: ${(median(times.drawn) / hidden).toFixed(2)}×`,
  );
  console.log(
    `  map fully drawn, next visit  median ${median(times.again)} ms  runs ${times.again.join(', ')}`,
  );
  console.log(`Bare pages, same browser and rounds, ${RUNS} fresh contexts each, fully drawn:`);
  for (const [j, p] of BARE_PAGES.entries()) {
    const m = median(floors[j]);
    console.log(`  ${p.title.padEnd(40)} median ${m} ms  ${ratio(m)}  runs ${floors[j].join(', ')}`);
  }
}

void main();
