import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

test('the home page loads with seeded content, no console errors and no axe violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  await page.goto('/');
  await expect(page).toHaveTitle("VTrans: Virginia's Transportation Plan");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("VTrans: Virginia's Transportation Plan");
  await expect(page.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
  await expect(page.locator('main li').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  // Keyboard users reach the main content first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('an API answers JSON from the seeded database, and bad input gets a clear 400', async ({ request }) => {
  const updates = await request.get('/api/updates');
  expect(updates.status()).toBe(200);
  // The server keeps an idle connection longer than a client or proxy would (lib/server/http/keepAlive.ts).
  expect(updates.headers()['keep-alive']).toBe('timeout=65');
  const rows = (await updates.json()) as Array<{ Date: string; Title: string }>;
  expect(rows.length).toBeGreaterThanOrEqual(12);

  const bad = await request.get('/api/freight/commodity-flow?metric=pounds');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error: { field: 'metric' } });
});

test('a document from the library is served under /resources', async ({ request }) => {
  const docs = (await (await request.get('/api/azure/documents')).json()) as Array<{ href: string }>;
  expect(docs.length).toBeGreaterThan(10);
  const pdf = await request.get(docs[0].href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an unknown page gets the branded 404', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
});
