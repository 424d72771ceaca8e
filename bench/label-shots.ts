/**
 * The basemap's names at three zooms (on demand: `npx tsx bench/label-shots.ts <tag>`, with the site served on
 * BENCH_URL as for bench/map.ts): the site's basemap with the Map Explorer's two default layers
 * (bench/bare/defaultLayers.ts) at statewide, county and street zoom, 1280×800, written to
 * SHOTS_DIR (default bench/results)/labels-<view>-<tag>.png, to look at how the county and place names
 * deconflict (issue 58).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { bundleBarePages, serveBare } from './bare/serve';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3030';
const PORT = Number(process.env.BENCH_BARE_PORT ?? 3431);
const OUT = process.env.SHOTS_DIR ?? 'bench/results';
/** WGS84 extents: Virginia, the counties around Richmond (about 1:250,000), Culpeper's streets (about 1:5,000). */
const VIEWS: Record<string, string | null> = {
  statewide: null,
  county: '-77.95,37.25,-76.95,37.85',
  street: '-78.0075,38.4685,-77.9855,38.4775',
};

async function main() {
  const tag = process.argv[2] ?? 'now';
  const dir = await bundleBarePages();
  const server = await serveBare(dir, PORT, BASE);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  fs.mkdirSync(OUT, { recursive: true });
  try {
    for (const [view, extent] of Object.entries(VIEWS)) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(
        `http://127.0.0.1:${PORT}/__bare/defaultLayers.html${extent ? `?extent=${extent}` : ''}`,
      );
      const drawn = await page.waitForFunction(() => document.documentElement.dataset.drawn, null, {
        timeout: 180_000,
      });
      if ((await drawn.jsonValue()) !== 'true') throw new Error(`${view} did not draw`);
      const file = `${OUT}/labels-${view}-${tag}.png`;
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
