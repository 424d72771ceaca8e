import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';

const URL = '/mid-term-planning/freight-plan';

const commodityTable = (page: Page) => page.getByRole('table', { name: /by commodity/ });

test('the commodity-flow explorer draws its chart, labels the data as illustrative and follows the filters', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(URL);

  await expect(page.getByRole('heading', { level: 2, name: 'Commodity flows' })).toBeVisible();
  await expect(page.getByText('Illustrative data', { exact: true })).toBeVisible();
  await expect(page.getByText(/not official FAF estimates/)).toBeVisible();

  // recharts renders in the browser only, once the chart is scrolled to: the svg appears
  // inside the reserved chart region.
  const chart = page.getByRole('region', { name: 'Top 12 commodities' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();

  const table = commodityTable(page);
  await expect(table).toHaveAccessibleName(/Virginia/);
  const statewideFirstRow = await table.locator('tbody tr').first().textContent();

  await page.getByRole('combobox', { name: 'Scale' }).selectOption({ label: 'VDOT district' });
  const origin = page.getByRole('combobox', { name: 'Origin' });
  await expect(origin.getByRole('option', { name: 'Hampton Roads' })).toBeAttached();
  await origin.selectOption({ label: 'Hampton Roads' });

  await expect(table).toHaveAccessibleName(/Hampton Roads/);
  await expect(table.locator('tbody tr').first()).not.toHaveText(statewideFirstRow ?? '');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByText('Illustrative data', { exact: true })).toBeVisible();

  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('the measure switch re-labels the table with the new unit', async ({ page }) => {
  await page.goto(URL);
  await expect(commodityTable(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Measure' }).selectOption({ label: 'Value' });
  await expect(commodityTable(page)).toHaveAccessibleName(/Value by commodity.*million dollars/);
  await expectNoAxeViolations(page);
});
