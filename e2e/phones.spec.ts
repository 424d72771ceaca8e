import { expect, test, type Page } from './fixtures';
import { signInAs } from './mail';

/**
 * A phone (390×844): nothing scrolls sideways, what a person came for is on the screen (the language menu (e2e/languages.spec.ts) within
 * it, the trends table's numbers, the home page's title near the top). That the first map view shows all of
 * Virginia, on a phone as at 1280×800, is checked where map-explorer.spec.ts draws the map at those sizes.
 */

const PHONE = { width: 390, height: 844 };
const APPLICANT = 'applicant@example.org';
const GAP_REVIEWER = 'gap-reviewer@example.com';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the home page’s title is near the top', async ({ page }) => {
    await page.goto('/');
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(title!.y).toBeLessThan(420); // under the header and the announcement; it was 517
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  // With applications in them (the queue and the review page's scores) in e2e/gap-ta-applications.spec.ts,
  // which makes one.
  test('the GAP-TA list and queue do not scroll sideways', async ({ page, newPage }) => {
    await signInAs(page, APPLICANT);
    await page.goto('/gap-ta/applications');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    const reviewer = await newPage();
    await reviewer.setViewportSize(PHONE);
    await signInAs(reviewer, GAP_REVIEWER);
    await reviewer.goto('/admin/gap-ta');
    await expect(reviewer.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageWidth(reviewer)).toBeLessThanOrEqual(PHONE.width);
  });

  // Staff pages at a phone's width, as the admin (who opens every area): the people table ran to 749 px and the
  // comment-period forms to 678 px.
  test('the staff pages do not scroll sideways', async ({ page }) => {
    await signInAs(page, 'admin@example.org');
    for (const url of [
      '/admin/users',
      '/admin/comments',
      '/admin/content',
      '/admin/content/documents',
      '/admin/content/edit?kind=update',
      '/admin/gap-ta',
      '/admin/spatial-data',
      '/admin/spatial-data/review',
      '/admin/comment-periods',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageWidth(page), url).toBeLessThanOrEqual(PHONE.width);
    }
    await page.getByRole('link', { name: 'Draft mid-term needs' }).click();
    await expect(page.getByRole('heading', { name: 'Edit “Draft mid-term needs”' })).toBeVisible();
    expect(await pageWidth(page), 'a period opened').toBeLessThanOrEqual(PHONE.width);
  });

  test('a trends page’s key figures table shows its numbers on the screen', async ({ page }) => {
    await page.goto('/interactvtrans/data-explorer?view=trends&display=table');
    const table = page.getByTestId('view-tables').getByRole('table').first();
    await expect(table).toBeVisible();
    const cell = table.locator('td').first();
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
