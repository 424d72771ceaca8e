import { expect, test, type APIRequestContext } from './fixtures';
import { urls } from './urls';
import { PAGES, PLAN_NAME, pageTitle, sectionFor } from '../lib/shared/pageRegistry';
import { expectNoAxeViolations } from './axe';
import { signInAs } from './mail';
import { expectPageSecurity } from './pageSecurity';

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

test.describe.configure({ mode: 'parallel' });
const PARTS = 4;

for (let part = 0; part < PARTS; part++) {
  test(`every route of SPEC §2 answers inside the right frame, with its metadata and no axe violations (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'admin@example.org'); // guarded pages too (the admin holds every role)
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));

    const all = await urls(request);
    expect(all.length).toBeGreaterThan(PARTS);
    for (const [route, url] of all.filter((_, i) => i % PARTS === part)) {
      const def = PAGES[route];
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
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
    }
    expect(problems).toEqual([]);
  });
}

test('unknown study, tab, meeting and update: 404 page or generic title', async ({ page }) => {
  expect((await page.goto('/gap-ta/no-such-study'))?.status()).toBe(404);
  expect((await page.goto('/interactvtrans/not-a-tab'))?.status()).toBe(404);
  expect((await page.goto('/get-involved/meetings/meeting?id=nope'))?.status()).toBe(404);
  await expect(page).toHaveTitle('VTrans | Event');
  expect((await page.goto('/get-involved/program-updates/update?id=01-01-1999-Nope'))?.status()).toBe(404);
  await expect(page).toHaveTitle('VTrans | Program Update');
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
});

test('admin routes never show admin content to a visitor', async ({ page }) => {
  for (const url of [
    '/admin/spatial-data',
    '/admin/spatial-data/intake',
    '/admin/spatial-data/review',
    '/admin/users',
    '/admin/comments',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please sign in');
  }
});

test('skip link is first in tab order and lands on main', async ({ page }) => {
  await page.goto('/about/about-vtrans');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every page runs under its nonce CSP with no violations, with COOP and no HSTS on http; every redesigned page fits the phone width (no sideways scrolling)', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    for (const [route, url] of await urls(request)) {
      const res = await page.goto(url, { waitUntil: 'load' });
      await expectPageSecurity(page, res, route);
      if (PAGES[route].layout !== 'redesign') continue;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
