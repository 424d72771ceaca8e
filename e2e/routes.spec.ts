import { expect, test } from './fixtures';
import { urls } from './urls';
import { PAGES } from '../lib/shared/pageRegistry';
import { signInAs } from './mail';
import { expectPageSecurity } from './pageSecurity';
import { expectKeyboardWalk } from './keyboard';
import { expectRoute, MAP_ROUTES, watchProblems } from './routeChecks';

test.describe.configure({ mode: 'parallel' });
const PARTS = 4;

for (let part = 0; part < PARTS; part++) {
  test(`every route of SPEC §2 answers inside the right frame, with its metadata, its CSP, COOP and no HSTS, and no axe violations (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'admin@example.org'); // guarded pages too (the admin holds every role)
    const problems = watchProblems(page);

    // The routes that draw a map are walked in the maps project (e2e/routes-maps.spec.ts).
    const all = (await urls(request)).filter(([route]) => !MAP_ROUTES.has(route));
    expect(all.length).toBeGreaterThan(PARTS);
    for (const [route, url] of all.filter((_, i) => i % PARTS === part)) {
      await expectRoute(page, request, route, url);
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

test('admin routes never show admin content to a visitor, and ask for sign-in under the nonce CSP', async ({
  page,
}) => {
  for (const url of [
    '/admin/spatial-data',
    '/admin/spatial-data/intake',
    '/admin/spatial-data/review',
    '/admin/users',
    '/admin/comments',
  ]) {
    const res = await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please sign in');
    await expectPageSecurity(page, res, url);
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

  // A visitor loads every route once at phone width (the admin's walk above checked the signed-in answers): its
  // headers and nonces as a visitor gets them (the page cache's path), and the fit of each redesigned page. The
  // map routes are left to the maps project, whose pages all watch for CSP violations (e2e/fixtures.ts).
  test('every page runs under its nonce CSP with no violations, with COOP and no HSTS on http, for a visitor; Tab and Shift+Tab walk it without a trap; every redesigned page fits the phone width (no sideways scrolling)', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const visited = (await urls(request)).filter(([route]) => !MAP_ROUTES.has(route));
    expect(visited.some(([route]) => PAGES[route].layout === 'redesign')).toBe(true);
    for (const [route, url] of visited) {
      const res = await page.goto(url, { waitUntil: 'load' });
      await expectPageSecurity(page, res, route);
      await expectKeyboardWalk(page, `${url} at 390 px`);
      if (PAGES[route].layout !== 'redesign') continue;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
