import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { signInAs } from './mail';

/**
 * Ways in (the way back to the staff area, sign-in pages that speak of the whole staff area, "how to apply"
 * pointing at its button, a profile of one's own area) and charts exported or embedded that keep what the page
 * says (every row or a note saying how many are shown, the link back whole, an embed as tall as its content).
 */

const DX = '/interactvtrans/data-explorer';

test('a signed-in staff member finds "Staff area" on a public page; a visitor does not, and the public HTML is the same', async ({
  page,
  newPage,
}) => {
  await signInAs(page, 'editor@example.com');
  await page.goto('/admin/content');
  await expect(page.getByTestId('staff-bar').getByRole('link', { name: 'Staff area' })).toBeVisible();
  await page.goto('/get-involved/meetings');
  const link = page.getByRole('banner').getByRole('link', { name: 'Staff area' });
  await expect(link).toBeVisible();
  // Rendered in the browser only: the HTML a shared cache keeps is the same for everyone.
  expect(await (await page.request.get('/get-involved/meetings')).text()).not.toContain('Staff area');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();

  const visitor = await newPage();
  await visitor.goto('/get-involved/meetings');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Staff area' })).toHaveCount(0);
});

test('the sign-in page speaks of the staff area and of GAP-TA applicants', async ({ page }) => {
  await page.goto('/auth/signin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the VTrans staff area');
  await expect(page.getByRole('main')).toContainText('apply for GAP technical assistance');
  await expect(page.getByRole('main')).not.toContainText('spatial-data area');
});

test('how to apply: the cycle panel with its button comes first, and the copy points to it', async ({
  page,
}) => {
  await page.goto('/gap-ta/application');
  const panel = page.getByRole('region', { name: /^Applications are (open|closed)$/ });
  const panelTop = (await panel.boundingBox())!.y;
  const firstSection = (await page.getByRole('heading', { level: 2, name: 'Who may apply' }).boundingBox())!
    .y;
  expect(panelTop).toBeLessThan(firstSection);
  await expect(page.getByRole('main')).toContainText('The panel at the top of this page');
  await expect(page.getByRole('main')).not.toContainText('The panel above');
  await expect(page.getByRole('main')).not.toContainText('Sep 1 – Oct 30, 2026');
});

test('the jurisdiction profile opens on the whole state, says how to choose one’s own, and keeps the one a person chooses', async ({
  page,
}) => {
  await page.goto(`${DX}?view=jurisdiction`);
  await expect(page.getByRole('status').filter({ hasText: 'This is the whole state.' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jurisdiction profile: Virginia (statewide)' }),
  ).toBeVisible();
  await page
    .getByRole('combobox', { name: 'County, city or district' })
    .selectOption({ label: 'Fairfax County' });
  await expect(page).toHaveURL(/place=51059/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jurisdiction profile: Fairfax County' }),
  ).toBeVisible();
  await expect(page.getByText('This is the whole state.')).toHaveCount(0);
});

test('from the home page, “What the plan says about your area” opens a county’s profile, before and without scripts', async ({
  browser,
}) => {
  // A visitor whose scripts have not run (a slow phone in its first seconds, or scripts off): the form still works.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const area = page.getByRole('region', { name: 'What the plan says about your area' });
  await area.getByRole('combobox', { name: 'Your county or city' }).selectOption({ label: 'Fairfax County' });
  await area.getByRole('button', { name: 'Show the profile' }).click();
  await expect(page).toHaveURL(/\/interactvtrans\/data-explorer\?view=jurisdiction&place=51059$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jurisdiction profile: Fairfax County' }),
  ).toBeVisible();
  await context.close();
});

test('the freight chart as SVG says how many commodities it shows, and its link back is whole', async ({
  page,
}) => {
  await page.goto(`${DX}?view=freight`);
  await expect(page.getByTestId('view-chart').locator('svg.recharts-surface').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download chart (SVG)' }).click();
  const svg = await readFile((await (await download).path())!, 'utf8');
  const width = Number(/^<svg [^>]*width="(\d+)"/.exec(svg)![1]);
  // The text as drawn: an escaped '&' in the link back is one character, not five.
  const unescape = (t: string) =>
    t.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );
  const lines = [...svg.matchAll(/<text [^>]*font-size="[^"]*"[^>]*>([^<]*)<\/text>/g)].map((m) =>
    unescape(m[1]!),
  );
  const notes = lines.join(' ');
  expect(notes).toMatch(/The chart shows the first 12 of \d+ commodities/);
  // Each line of the notes fits the file's width, and the link back, over its lines, is the whole address.
  for (const line of lines) expect(line.length * 7.5).toBeLessThanOrEqual(width);
  const link = lines.slice(lines.findIndex((l) => l.includes('http://'))).join('');
  expect(link).toMatch(/http:\/\/127\.0\.0\.1:\d+\/interactvtrans\/data-explorer\?view=freight&\S+$/);
});

test('an embed code is as tall as the embedded view’s content', async ({ page }) => {
  for (const view of ['trends', 'jurisdiction']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${DX}?view=${view}`);
    await page.getByRole('button', { name: 'Embed' }).click();
    const code = await page
      .getByRole('dialog', { name: 'Embed this view' })
      .getByRole('textbox', { name: 'Embed code' })
      .inputValue();
    const height = Number(/height="(\d+)"/.exec(code)![1]);
    const src = /src="([^"]+)"/.exec(code)![1]!.replace(/&amp;/g, '&');
    // The frame in a page column about 1,000 px wide.
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(src);
    await expect(page.getByTestId('view-chart').locator('svg.recharts-surface').first()).toBeVisible();
    const content = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(content).toBeGreaterThan(800);
    expect(height).toBeGreaterThanOrEqual(content);
  }
});
