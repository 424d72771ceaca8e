import { test, expect } from './fixtures';
import { CONTENT_PAGE_JS_BUDGET, kb, measurePageWeight } from './jsWeight';
import { urls } from './urls';

/**
 * Issue 9 §1: what a content page ships to the browser. Every route of the registry except the Map
 * Explorer, the chart pages (recharts), the staff area and the sign-in pages is a content page: each
 * must load at most 150 KB of compressed JavaScript by itself (no interaction) and no ArcGIS or recharts
 * code. The measure is the one `npm run bench:web` prints (e2e/jsWeight.ts). No timing is asserted.
 */
const HEAVY_ROUTES: Record<string, string> = {
  '/interactvtrans/map-explorer': '@arcgis/core',
  '/long-term-planning/megatrend-climate': 'recharts',
  '/long-term-planning/megatrend-technology': 'recharts',
  '/long-term-planning/megatrend-consumption': 'recharts',
  '/long-term-planning/megatrend-sociodemographic': 'recharts',
};
const NOT_CONTENT = /^\/(admin|auth)\//;

test.describe('first-load JavaScript', () => {
  test('every content page loads ≤ 150 KB compressed and no ArcGIS or recharts code', async ({
    request,
    newPage,
  }) => {
    test.setTimeout(300_000);
    const baseURL = test.info().project.use.baseURL as string;
    const pages = (await urls(request)).filter(([route]) => !HEAVY_ROUTES[route] && !NOT_CONTENT.test(route));
    expect(pages.length).toBeGreaterThan(25);
    const problems: string[] = [];
    const report: string[] = [];
    for (const [, url] of pages) {
      const weight = await measurePageWeight(await newPage(), `${baseURL}${url}`);
      report.push(`${kb(weight.bytes).padStart(10)}  ${url}`);
      expect(weight.status, url).toBe(200);
      expect(weight.scripts.length, `${url} loads its scripts`).toBeGreaterThan(0);
      if (weight.bytes > CONTENT_PAGE_JS_BUDGET) problems.push(`${url}: ${kb(weight.bytes)}`);
      if (weight.libraries.length > 0) problems.push(`${url} loads ${weight.libraries.join(', ')}`);
    }
    console.log(`first-load JS (compressed) per content page:\n${report.join('\n')}`);
    expect(problems, `over the ${kb(CONTENT_PAGE_JS_BUDGET)} budget or loading map/chart code`).toEqual([]);
  });

  test('the check recognises ArcGIS and recharts code where it belongs', async ({ newPage }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const charts = await newPage();
    const chartWeight = await measurePageWeight(charts, `${baseURL}/long-term-planning/megatrend-climate`);
    // Charts may load when scrolled into view: bring them in and collect what loads then.
    const late: string[] = [];
    charts.on('response', async (r) => {
      if (r.request().resourceType() === 'script') late.push(await r.text().catch(() => ''));
    });
    await charts.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await charts.mouse.wheel(0, 20_000);
    await charts.waitForLoadState('networkidle');
    const recharts =
      chartWeight.libraries.includes('recharts') || late.some((t) => /recharts-(?:wrapper|surface)/.test(t));
    expect(recharts, 'recharts found on a megatrend page').toBe(true);
  });
});
