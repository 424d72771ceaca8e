/**
 * The basemap before and after its vector tiles, side by side (on demand: `npx tsx bench/basemap-shots.ts`, with
 * `next start` on BENCH_URL as for bench/map.ts). Draws the site's basemap (bench/bare/basemap.ts) and the former
 * GeoJSON basemap (bench/bare/geojsonBasemap.ts) in the same browser at statewide and county zoom, at 1280 and
 * 390 px wide, and writes each pair to bench/results/basemap-<view>-<width>-{tiles,geojson}.png.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { bundleBarePages, serveBare } from './bare/serve';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3030';
const PORT = Number(process.env.BENCH_BARE_PORT ?? 3431);
const VIEWS: Record<string, string | null> = {
  statewide: null,
  richmond: '-77.75,37.35,-77.15,37.75',
  roanoke: '-80.25,37.1,-79.65,37.45',
};
const PAGES = { tiles: 'basemap', geojson: 'geojsonBasemap' };

async function main() {
  const dir = await bundleBarePages();
  const server = await serveBare(dir, PORT, BASE);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  fs.mkdirSync('bench/results', { recursive: true });
  try {
    for (const [view, extent] of Object.entries(VIEWS))
      for (const width of [1280, 390])
        for (const [name, entry] of Object.entries(PAGES)) {
          const page = await browser.newPage({ viewport: { width, height: 800 } });
          await page.goto(
            `http://127.0.0.1:${PORT}/__bare/${entry}.html${extent ? `?extent=${extent}` : ''}`,
          );
          const drawn = await page.waitForFunction(() => document.documentElement.dataset.drawn, null, {
            timeout: 180_000,
          });
          if ((await drawn.jsonValue()) !== 'true') throw new Error(`${entry} did not draw`);
          const file = `bench/results/basemap-${view}-${width}-${name}.png`;
          await page.screenshot({ path: file });
          console.log(file);
          await page.close();
        }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
