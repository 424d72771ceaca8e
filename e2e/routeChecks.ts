import { expect, type APIRequestContext, type Page } from './fixtures';
import { PAGES, PLAN_NAME, pageTitle, sectionFor } from '../lib/shared/pageRegistry';
import { expectNoAxeViolations } from './axe';
import { expectKeyboardWalk } from './keyboard';
import { expectPageSecurity } from './pageSecurity';

/**
 * The routes whose page draws a map for the admin the route walk signs in as: the Map Explorer, a GAP-TA study's
 * map and the comment moderation map. Their checks run in the maps project (e2e/routes-maps.spec.ts), where the map
 * draws in the GPU process; in the pages project (--disable-gpu) every WebGL frame is read back on the page's main
 * thread, which made the Map Explorer alone take 16.6 s of the route walk (8.5 s to load, 8.0 s for axe).
 */
export const MAP_ROUTES = new Set(['/interactvtrans/map-explorer', '/gap-ta/[gapid]', '/admin/comments']);

async function expectedTitle(
  request: APIRequestContext,
  route: string,
  url: string,
): Promise<string | RegExp> {
  const def = PAGES[route];
  // The embed view is titled by the view it shows.
  if (route === '/interactvtrans/data-explorer/embed') return /^DataExplorer: .+ \| VTrans$/;
  if (route === '/') return PLAN_NAME;
  if (def.article)
    return pageTitle((await (await request.get(`/api/article?article=${def.article}`)).json()).Title);
  // A dynamic page is titled by the record its URL names (other specs may add records meanwhile).
  const dynamic: Record<string, [api: string, key: (row: Record<string, string>) => string]> = {
    '/gap-ta/[gapid]': ['/api/gap-ta-studies', (r) => `/gap-ta/${r.gapId}`],
    '/get-involved/meetings/meeting': ['/api/events', (r) => `${route}?id=${r.slug}`],
    '/get-involved/program-updates/update': [
      '/api/updates',
      (r) => `${route}?id=${encodeURIComponent(r.Key)}`,
    ],
  };
  // A comment period's page and report are titled by the period (issue 57); the your-answers page by its own.
  if (route.endsWith('/your-answers')) return pageTitle(def.title);
  if (route.startsWith('/get-involved/comment-periods/')) {
    const periods = (await (await request.get('/api/comment-periods')).json()) as Array<
      Record<string, string>
    >;
    const period = periods.find((p) => url.startsWith(`/get-involved/comment-periods/${p.slug}`));
    if (!period) throw new Error(`${url}: no period in /api/comment-periods`);
    return pageTitle(route.endsWith('/what-we-heard') ? `What we heard: ${period.title}` : period.title);
  }
  if (dynamic[route]) {
    const [api, key] = dynamic[route];
    const rows = (await (await request.get(api)).json()) as Array<Record<string, string>>;
    const row = rows.find((r) => key(r) === url);
    if (!row) throw new Error(`${url}: no record in ${api}`);
    return pageTitle(row.title ?? row.Title);
  }
  if (route === '/interactvtrans/[activeTab]') return 'InteractVTrans: MapExplorer | VTrans';
  // The content editor is titled by what it edits; with no record named it starts a new program update.
  if (route === '/admin/content/edit') return 'New program update | VTrans';
  return pageTitle(def.title);
}

/**
 * Loads one route of SPEC §2 and checks it answers inside the right frame (layout, section, footer, newsletter,
 * skip link, one h1), with its metadata (title, noindex here, canonical), only MUI's nonced styles, its security
 * headers and nonces (expectPageSecurity: viewport-independent, so the load serves it too), no axe violations, and
 * the keyboard walk (e2e/keyboard.ts) with axe again on the state it leaves.
 */
export async function expectRoute(
  page: Page,
  request: APIRequestContext,
  route: string,
  url: string,
): Promise<void> {
  const def = PAGES[route];
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await expectPageSecurity(page, res, route);
  await expect(page, url).toHaveTitle(await expectedTitle(request, route, url));
  await expect(page.locator('[data-layout]'), url).toHaveAttribute('data-layout', def.layout);
  await expect(page.locator('[data-section]'), url).toHaveAttribute('data-section', sectionFor(route));
  await expect(page.locator('footer'), url).toHaveCount(def.footer ? 1 : 0);
  await expect(page.getByRole('heading', { name: 'Subscribe to VTrans Updates' }), url).toHaveCount(
    def.newsletter ? 1 : 0,
  );
  await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute('href', /^http/);
  // An embedded view has no blocks to skip (no header or navigation): it is all main content.
  await expect(page.getByRole('link', { name: 'Skip to main content' }), url).toHaveCount(
    def.layout === 'embed' ? 0 : 1,
  );
  await expect(page.locator('h1'), `${url}: one h1 per page`).toHaveCount(1);
  // MUI's styles come only from the cache withMui provides: a page that renders MUI without
  // it gets Emotion's default cache, whose un-nonced <style> tags the CSP blocks.
  await expect(page.locator('style[data-emotion]:not([data-emotion^="mui"])'), url).toHaveCount(0);

  await expectNoAxeViolations(page, url);
  // What axe cannot see: Tab from the top to the end and Shift+Tab back, no trap, focus always on something
  // visible. The walk leaves every empty form field it passes with its error showing, so axe checks that state too.
  await expectKeyboardWalk(page, url);
  await expectNoAxeViolations(page, `${url} (after the keyboard walk: forms left empty)`);
}

/** Collects the page's console errors and uncaught exceptions, each with the address it happened on. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}
