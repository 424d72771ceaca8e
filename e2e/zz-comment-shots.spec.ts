import { expect, test } from './fixtures';
import { signInAs } from './mail';

// Temporary: screenshots for a person to look at (not committed).
for (const width of [1280, 390]) {
  test(`shots at ${width}`, async ({ page, newPage }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/interactvtrans/map-explorer');
    await expect(page.getByRole('application', { name: 'Map of Virginia' })).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Comment on the map' }).click();
    await page.getByRole('button', { name: 'Use the centre of the map' }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/map-form-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.locator('#comments-heading').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/map-list-${width}.png` });
    const staff = await newPage();
    await staff.setViewportSize({ width, height: 900 });
    await signInAs(staff, 'reviewer@example.com');
    await staff.goto('/admin/comments');
    await staff.getByRole('tab', { name: /^All/ }).click();
    await staff.screenshot({ path: `/tmp/shots/admin-${width}.png`, fullPage: true });
  });
}
