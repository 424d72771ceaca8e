import { expect, test } from './fixtures';
import { baseStyle } from '../components/map/basemapStyle';
import { BASEMAP_HOLDS } from '../lib/shared/basemapConfig';

/**
 * The agency's basemap on every map (issue 58 §1). The second site of the run (playwright.config.ts, E2E_PORT+2)
 * is configured with BASEMAP_STYLE_URL=https://maps.example.gov/styles/{basemap}/style.json: no network is
 * needed, the browser's requests to that host are answered here with a real style (the site's own tiles, made
 * absolute), so what is tested is that each map asks for the configured style and that the page's CSP lets it.
 */
const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;
const STYLE_HOST = 'https://maps.example.gov';
const STUDY = '/gap-ta/fy21-albemarle-county-growth-area-multimodal-plan';

test('with BASEMAP_STYLE_URL set, the Map Explorer and a study map draw the agency’s style, and say it has roads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const asked: string[] = [];
  await page.route(`${STYLE_HOST}/**`, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    const style = baseStyle('light');
    const tiles = style.sources.base.tiles.map((t) => `${SITE}${t}`);
    await route.fulfill({ json: { ...style, sources: { base: { ...style.sources.base, tiles } } } });
  });

  const study = await page.goto(`${SITE}${STUDY}`);
  expect(study!.headers()['content-security-policy']).toContain(STYLE_HOST);
  await expect.poll(() => asked).toContain('/styles/light/style.json');

  asked.length = 0;
  await page.goto(`${SITE}/interactvtrans/map-explorer`);
  await expect.poll(() => asked).toContain('/styles/light/style.json');
  await expect(page.getByText(BASEMAP_HOLDS.agency)).toBeVisible();
  // With roads on the basemap, the corridors are not offered in their place.
  await expect(
    page.getByRole('checkbox', { name: 'Main routes (Corridors of Statewide Significance)' }),
  ).toHaveCount(0);
  // Another basemap choice asks for that choice's style.
  await page.getByRole('combobox', { name: 'Basemap' }).click();
  await page.getByRole('option', { name: 'Dark' }).click();
  await expect.poll(() => asked).toContain('/styles/dark/style.json');
});
