import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import {
  CONTENT_PAGE_JS_CEILING,
  CONTENT_PAGE_JS_GOAL,
  HEAVY_LIBRARIES,
  kb,
  measurePageWeight,
  servedPageWeight,
} from './jsWeight';
import { urls } from './urls';

/**
 * What a content page ships to the browser. Every route of the registry except the Map
 * Explorer, the Data Explorer (recharts), the staff area and the sign-in pages is a content page: none may
 * load ArcGIS or recharts code by itself (no interaction), nor more than 150 KB of compressed JavaScript
 * unless OVER_BUDGET names it and why, nor more than the ceiling in e2e/jsWeight.ts (just above
 * the heaviest content page).
 * Content pages with charts (the megatrends, the freight plan) load recharts only when a chart is scrolled
 * to. The measure is the one `npm run bench:web` prints. No timing is asserted.
 */
const HEAVY_ROUTES: Record<string, string> = {
  '/interactvtrans/map-explorer': '@arcgis/core',
  '/interactvtrans/data-explorer': 'recharts',
  '/interactvtrans/data-explorer/embed': 'recharts',
};
const NOT_CONTENT = /^\/(admin|auth)\//;
/**
 * Content pages allowed over the 150 KB budget, and why (none since the GAP-TA study page lost MUI and the
 * contact form zod); every other content page must be within it.
 */
const OVER_BUDGET: Record<string, string> = {};

test.describe('first-load JavaScript', () => {
  test('no content page loads ArcGIS or recharts code, or more JavaScript than the ceiling', async ({
    request,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const pages = (await urls(request)).filter(([route]) => !HEAVY_ROUTES[route] && !NOT_CONTENT.test(route));
    expect(pages.length).toBeGreaterThan(25);
    const problems: string[] = [];
    const overGoal: string[] = [];
    const report: string[] = [];
    // Only the scripts the served document lists count (not prefetches, whose timing varies), so reading the
    // document and its scripts over HTTP gives the same figure as loading it in the browser (the next test does).
    const seen = new Map();
    for (const [route, url] of pages) {
      const weight = await servedPageWeight(`${baseURL}${url}`, seen);
      report.push(`${kb(weight.bytes).padStart(10)}  ${url}`);
      expect(weight.status, url).toBe(200);
      expect(weight.scripts.length, `${url} loads its scripts`).toBeGreaterThan(0);
      if (weight.bytes > CONTENT_PAGE_JS_CEILING) problems.push(`${url}: ${kb(weight.bytes)}`);
      if (weight.bytes > CONTENT_PAGE_JS_GOAL) {
        overGoal.push(`${url} ${kb(weight.bytes)}`);
        if (!OVER_BUDGET[route]) problems.push(`${url}: ${kb(weight.bytes)}, over the 150 KB budget`);
      }
      if (weight.libraries.length > 0) problems.push(`${url} loads ${weight.libraries.join(', ')}`);
    }
    console.log(`first-load JS (compressed) per content page:\n${report.join('\n')}`);
    if (overGoal.length > 0) {
      test.info().annotations.push({
        type: 'over the 150 KB budget, allowed (OVER_BUDGET)',
        description: overGoal.join('; '),
      });
    }
    expect(problems, `over the budget or ${kb(CONTENT_PAGE_JS_CEILING)}, or loading map/chart code`).toEqual(
      [],
    );
  });

  test('the check recognises ArcGIS and recharts code where it belongs', async ({ newPage }) => {
    const baseURL = test.info().project.use.baseURL as string;
    // The Data Explorer draws its chart with recharts as soon as it has loaded (next/dynamic).
    const charts = await measurePageWeight(await newPage(), `${baseURL}/interactvtrans/data-explorer`, {
      loaded: (page) => page.locator('svg.recharts-surface').first().waitFor({ state: 'attached' }),
    });
    expect([...charts.libraries, ...charts.laterLibraries]).toContain('recharts');
    // The freight plan's commodity-flow explorer draws with recharts too, but fetches it only when a chart
    // scrolls into view: neither with the page nor after it (the next test scrolls to it).
    const freight = await measurePageWeight(await newPage(), `${baseURL}/mid-term-planning/freight-plan`);
    expect(freight.libraries).not.toContain('recharts');
    expect(freight.laterLibraries).not.toContain('recharts');
    // The first test's figure, read over HTTP, is the one the browser loads.
    const served = await servedPageWeight(`${baseURL}/mid-term-planning/freight-plan`);
    const listed = (w: { scripts: Array<{ url: string }> }) => w.scripts.map((s) => s.url).sort();
    expect(listed(served)).toEqual(listed(freight));
    // Chromium's count of a body's bytes can include a chunked answer's framing (150 B in 142 KB here).
    expect(Math.abs(served.bytes - freight.bytes)).toBeLessThan(freight.bytes / 100);
    // The Map Explorer loads @arcgis/core.
    const map = await measurePageWeight(await newPage(), `${baseURL}/interactvtrans/map-explorer`, {
      // The map canvas is rendered by the lazily loaded map chunk.
      loaded: (page) => page.locator('[data-map-ready]').waitFor({ state: 'attached' }),
    });
    expect([...map.libraries, ...map.laterLibraries]).toContain('@arcgis/core');
  });

  test('a content page serves its chart’s table, and the chart appears once scrolled to', async ({
    request,
    newPage,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const url = `${baseURL}/mid-term-planning/freight-plan`;
    // The data table is in the page as served, before any script runs.
    const html = await (await request.get(url)).text();
    expect(html).toContain('Weight by commodity');
    expect(html).not.toMatch(/recharts-surface/);

    const page = await newPage();
    const recharts = HEAVY_LIBRARIES.find((l) => l.name === 'recharts')!.pattern;
    const bodies: Array<Promise<string>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
    });
    const fetchedRecharts = async () => (await Promise.all(bodies)).some((b) => recharts.test(b));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const chart = page.getByRole('region', { name: 'Top 12 commodities' });
    await expect(page.getByRole('table', { name: /Weight by commodity/ })).toBeAttached();
    await expect(chart.locator('svg.recharts-surface')).toHaveCount(0);
    expect(await fetchedRecharts(), 'recharts fetched before the chart was scrolled to').toBe(false);

    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect(await fetchedRecharts(), 'recharts fetched once the chart was in view').toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a content page starts its scripts once its text is on screen, and then works', async ({ page }) => {
    // Next.js's scripts are inert until the page's loader starts them after the first contentful paint, so a
    // measure of the largest paint never waits on them (lib/server/http/scriptsAfterPaint.tsx).
    const served = await (await page.request.get('/')).text();
    expect(served).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(served).toMatch(/<script\b[^>]*\sdata-after-paint\b/);
    await page.goto('/');
    const order = await page.waitForFunction(() => {
      const [started] = performance.getEntriesByName('vtrans:scripts-after-paint');
      const [painted] = performance.getEntriesByName('first-contentful-paint');
      return started && painted ? { started: started.startTime, painted: painted.startTime } : null;
    });
    const { started, painted } = (await order.jsonValue())!;
    expect(started).toBeGreaterThanOrEqual(painted);
    // None of the page's own scripts was fetched before the text was on screen (one clock: the page's).
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/_next/') && e.name.endsWith('.js'))
        .map((e) => e.startTime),
    );
    expect(fetched.length).toBeGreaterThan(0);
    expect(Math.min(...fetched)).toBeGreaterThanOrEqual(painted);
    // They ran, in order, and React took over the server's HTML: the header's menus work.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Resources' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });

  test('the Map Explorer, drawn by its scripts, fetches them with its CSS rather than after its paint', async ({
    request,
  }) => {
    // Waiting for the first paint left its main thread idle between the HTML and the scripts, time added to the
    // live map's first draw; its picture, the largest paint, needs no script.
    const served = await (await request.get('/interactvtrans/map-explorer')).text();
    const scripts = [...served.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.filter((tag) => /\ssrc="\/_next\/static\/chunks\//.test(tag)).length).toBeGreaterThan(2);
    expect(scripts.filter((tag) => /\sdata-after-paint\b/.test(tag))).toEqual([]);
    expect(served).not.toContain('vtrans:scripts-after-paint');
  });
});
