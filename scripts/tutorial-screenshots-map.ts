/**
 * Screenshots of the Map Explorer for its tutorial (/interactvtrans/tutorials/map-explorer), made from the app
 * itself in Debian's Chromium and written, palette-compressed, to public/tutorials/map-explorer/.
 *
 *   npm run build && npx next start -p 3300 &      (a fresh data folder gives the same pictures each time)
 *   npx tsx scripts/tutorial-screenshots-map.ts http://127.0.0.1:3300
 *
 * The steps are the tutorial's; if a label in the app changes, the script fails at that step.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3300';
const OUT = path.join(process.cwd(), 'public', 'tutorials', 'map-explorer');
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

async function save(name: string, shot: Buffer) {
  const png = await sharp(shot)
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
  await fs.writeFile(path.join(OUT, `${name}.png`), png);
  console.log(
    `${name}.png  ${(png.length / 1024).toFixed(0)} KB (raw ${(shot.length / 1024).toFixed(0)} KB)`,
  );
}
const shoot = async (name: string, target: Page | Locator) => save(name, await target.screenshot());

async function openMap(page: Page) {
  await page.goto(`${BASE}/interactvtrans/map-explorer`);
  await page
    .getByRole('application', { name: 'Map of Virginia' })
    .and(page.locator('[data-map-ready="true"]'))
    .waitFor({ timeout: 60_000 });
}

/** Waits until the map has drawn (network quiet) and, when given, the live list counts that layer. */
async function settle(page: Page, layer?: string) {
  await page.waitForLoadState('networkidle');
  if (layer)
    await page.getByTestId('features-in-view').filter({ hasText: layer }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000); // the last frame has no event the page exposes; a person would wait too
}

async function main() {
  await fs.mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openMap(page);
  await page.getByRole('checkbox', { name: '2023 Mid-term Needs' }).check();
  await settle(page, '2023 Mid-term Needs');
  await shoot('01-overview', page);
  await shoot(
    '02-layers',
    page
      .getByRole('region', { name: 'Layers' })
      .or(page.locator('section[aria-labelledby="layers-heading"]'))
      .first(),
  );

  await page.getByRole('combobox', { name: 'Search places, features or coordinates' }).fill('Roanoke');
  await page.getByRole('option').first().waitFor();
  await shoot('03-search', page.locator('body'));
  await page.keyboard.press('Escape');

  const tableSection = page.locator('section[aria-labelledby="data-heading"]');
  await page.getByRole('combobox', { name: 'VDOT district' }).first().click();
  await page.getByRole('option', { name: 'Richmond' }).click();
  await page.keyboard.press('Escape');
  await settle(page);
  await tableSection.scrollIntoViewIfNeeded();
  await shoot('04-table-filters', tableSection);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('menuitem', { name: 'By county, city or district…' }).click();
  const pick = page.getByRole('dialog', { name: 'Select by county, city or district' });
  await pick.getByRole('combobox', { name: 'County, city or district' }).fill('Richmond (');
  await page.getByRole('option', { name: 'Richmond (city)', exact: true }).click();
  await shoot('05-select-dialog', pick);
  await pick.getByRole('button', { name: 'Select' }).click();
  await page.getByTestId('map-tool-status').filter({ hasText: 'selected in' }).waitFor();
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot('06-selection', page);

  await page.getByRole('button', { name: 'Measure' }).click();
  await page.getByRole('menuitem', { name: 'Distance' }).click();
  const map = page.getByRole('application', { name: 'Map of Virginia' });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.35, box.y + box.height * 0.4);
  await page.waitForTimeout(400);
  await page.mouse.dblclick(box.x + box.width * 0.65, box.y + box.height * 0.6);
  await page.getByTestId('map-tool-status').filter({ hasText: 'Distance:' }).waitFor();
  await shoot('07-measure', page);

  await page.getByRole('button', { name: 'Extract data for an area' }).click();
  const extract = page.getByRole('dialog', { name: 'Extract data for an area' });
  await extract.getByRole('combobox', { name: 'County, city or district' }).fill('Culpeper');
  await page.getByRole('option', { name: 'Culpeper County', exact: true }).click();
  await extract.getByRole('checkbox', { name: 'Counties and Independent Cities' }).check();
  await extract.getByRole('button', { name: 'Start extract' }).click();
  await extract.getByRole('link', { name: /Download the extract/ }).waitFor({ timeout: 60_000 });
  await shoot('08-extract', extract);
  await extract.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Share this view' }).click();
  const share = page.getByRole('dialog', { name: 'Share this view' });
  await share.getByRole('textbox', { name: 'Link to this view' }).waitFor();
  await shoot('09-share', share);
  await share.getByRole('button', { name: 'Close' }).click();

  await map.focus();
  await page.keyboard.press('+');
  await settle(page);
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: /features? here$/ }).waitFor();
  await shoot('10-keyboard-identify', page);

  const phone = await browser.newPage({
    viewport: { width: 390, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  await openMap(phone);
  await settle(phone);
  await shoot('11-phone', phone);
  await browser.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
