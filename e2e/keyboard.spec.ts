import { expect, test, type Page } from './fixtures';

/**
 * What a person does in the first seconds of a page, before its scripts have run (issue 53): on a busy machine or a
 * slow phone the page shows long before React takes it over. A click on a menu, the phone menu or the language
 * selector, or a form sent, is kept and done once the page is live (lib/server/http/earlyEvents.tsx); a frame over
 * the control shows it was taken meanwhile. The search box works with no script at all.
 *
 * The page's scripts are held back by the test (every script of /_next/ waits for `release`), so the page is
 * exactly as a person sees it before they run.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test('a click on a header menu before the scripts run is shown as taken and opens the menu once they do', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/about/about-vtrans', { waitUntil: 'domcontentloaded' });
  const resources = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
  await resources.click();
  expect(await isLive(page)).toBe(false);
  await expect(page.locator('div[data-early-mark]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The page is still loading' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-early-pending', '');
  release();
  await expect(page.getByRole('menu', { name: 'Resources' })).toBeVisible();
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-early-mark]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-early-pending', /.*/);
});

test('the language menu opens, and its languages are links, before the scripts run', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about/about-vtrans', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').locator('details > summary').click();
  expect(await isLive(page)).toBe(false);
  await page.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/about\/about-vtrans$/);
  release();
});

test('the newsletter form filled and sent before the scripts run is sent once they do', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about/about-vtrans', { waitUntil: 'domcontentloaded' });
  const block = page.getByRole('region', { name: 'Subscribe to VTrans Updates' });
  await block.getByLabel('First Name *', { exact: true }).fill('Early');
  await block.getByLabel('Last Name *', { exact: true }).fill('Bird');
  await block.getByLabel('Email Address *', { exact: true }).fill('early.bird@example.com');
  const before = page.url();
  // Subscribe shows as off until the page knows the fields are filled in; a person can still press it.
  await block.getByRole('button', { name: 'Subscribe' }).click({ force: true });
  expect(await isLive(page)).toBe(false);
  expect(page.url()).toBe(before); // held, not sent to the page's own address with the email in it
  release();
  await expect(
    page.getByRole('status').filter({ hasText: 'Almost done: we sent you an email.' }),
  ).toBeVisible();
});

test('the search box works with no script at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about/about-vtrans');
  await page.getByRole('searchbox', { name: 'Search' }).fill('freight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?search=freight$/);
  await context.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone menu tapped before the scripts run opens once they do', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/about/about-vtrans', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    expect(await isLive(page)).toBe(false);
    await expect(page.locator('div[data-early-mark]')).toBeVisible();
    release();
    await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeVisible();
  });
});
