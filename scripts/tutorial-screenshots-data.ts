/**
 * Makes the DataExplorer tutorial's screenshots (public/tutorials/data-explorer/*.png) from the production build:
 * `npm run build && npm run tutorial:screenshots:data`. Starts the app on a fresh seeded database, opens each view in
 * Debian's Chromium at 1280×800 and writes palette PNGs (sharp, which Next.js already installs) so they stay small.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ensureBuild, startApp, stopApp, waitFor } from '../bench/server';

const PORT = 3302;
const OUT = 'public/tutorials/data-explorer';
const DX = '/interactvtrans/data-explorer';
/** Height of every shot (the tutorial's <img> reserves 1280 × HEIGHT). */
const HEIGHT = 1000;

const SHOTS: Array<{ name: string; url: string; ready: (p: Page) => Promise<void> }> = [
  { name: 'freight', url: `${DX}?view=freight`, ready: chart },
  { name: 'table', url: `${DX}?view=freight&display=table`, ready: async () => {} },
  { name: 'needs', url: `${DX}?view=needs`, ready: chart },
  { name: 'trends', url: `${DX}?view=trends`, ready: chart },
  { name: 'jurisdiction', url: `${DX}?view=jurisdiction&place=51059`, ready: chart },
  {
    name: 'share',
    url: `${DX}?view=needs&by=travel_market`,
    ready: async (p) => {
      await p.getByRole('button', { name: 'Share this view' }).click();
      await p.getByRole('textbox', { name: 'Link to this view' }).waitFor();
    },
  },
];

async function chart(p: Page) {
  await p.locator('[data-testid="view-chart"] svg.recharts-surface').first().waitFor();
}

async function main() {
  ensureBuild();
  fs.mkdirSync(OUT, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-shots-'));
  const app = startApp(PORT, { DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/updates`, 180_000);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const s of SHOTS) {
      await page.goto(`http://127.0.0.1:${PORT}${s.url}`, { waitUntil: 'networkidle' });
      await s.ready(page);
      // From the view buttons down: the part of the page each step talks about, at a fixed size.
      const nav = await page.getByRole('navigation', { name: 'Data Explorer views' }).boundingBox();
      const png = await page.screenshot({
        fullPage: true,
        clip: { x: 0, y: Math.max(0, (nav?.y ?? 0) - 16), width: 1280, height: HEIGHT },
      });
      const file = path.join(OUT, `${s.name}.png`);
      await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
      console.log(`${file}: ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
