import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, sharedPage, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';

const map = (page: Page) => page.getByRole('application', { name: 'Map of Virginia' });
const NEEDS = '2023 Mid-term Needs';
const toolStatus = (page: Page) => page.getByTestId('map-tool-status');

async function openMap(page: Page) {
  await page.goto('/interactvtrans/map-explorer');
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
}

/** Picks a county, city or district in the type-ahead list of a dialog. */
async function pickArea(page: Page, scope: ReturnType<Page['getByRole']>, name: string) {
  await scope.getByRole('combobox', { name: 'County, city or district' }).fill(name.slice(0, 8));
  await page.getByRole('option', { name, exact: true }).click();
}

/**
 * The tools go on, in turn, from one drawn map (drawing it is most of a test's time here). The measure and the
 * drawn extract need the statewide view the map opens on, so they come before the selection by county, which
 * zooms to it. The extract dialog keeps its choices and its last job while the page is open: each test says
 * which it changes, and puts the map's layers and filters back as it found them.
 */
test.describe('the map tools, on one drawn map', () => {
  const drawn = sharedPage();

  test('measure shows a distance drawn on the map', async () => {
    const page = drawn();
    await openMap(page);
    await page.getByRole('button', { name: 'Measure' }).click();
    await page.getByRole('menuitem', { name: 'Distance' }).click();
    // The tool says when it takes clicks (a click before that would be lost).
    await expect(toolStatus(page)).toHaveText('Click points on the map; double-click to finish.');
    const box = (await map(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.click(box.x + box.width * 0.3, y);
    await page.mouse.dblclick(box.x + box.width * 0.7, y);
    await expect(toolStatus(page)).toHaveText(/^Distance: [\d,.]+ km \([\d,.]+ mi\)\.$/, { timeout: 20_000 });
    const km = Number(
      (await toolStatus(page).textContent())!.match(/Distance: ([\d,.]+)/)![1]!.replace(/,/g, ''),
    );
    // 40% of a statewide view is a few hundred kilometres across Virginia.
    expect(km).toBeGreaterThan(50);
    expect(km).toBeLessThan(1000);
  });

  test('an extract honours the table’s filter and says which filter it applied', async () => {
    const page = drawn();
    await page.getByRole('checkbox', { name: NEEDS }).check();
    await expect(page.getByRole('table', { name: `${NEEDS}: attribute table` })).toBeVisible();
    await page.getByRole('combobox', { name: 'Need category', exact: true }).click();
    await page.getByRole('option', { name: 'Safety Improvement', exact: true }).click();
    await page.keyboard.press('Escape');
    const expected = (
      (await (
        await page.request.get(
          '/api/map-explorer/layers/mid-term-needs-2023/features?fields=&filter=locality:Roanoke%20County&filter=need_category:Safety%20Improvement',
        )
      ).json()) as { numberMatched: number }
    ).numberMatched;
    expect(expected).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Extract data for an area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extract data for an area' });
    await pickArea(page, dialog, 'Roanoke County');
    await expect(dialog.getByTestId('extract-filter-note')).toHaveText(
      `Filtered as in the table, so only these features are extracted: ${NEEDS} (Need category: Safety Improvement).`,
    );
    await dialog.getByRole('button', { name: 'Start extract' }).click();
    const link = dialog.getByRole('link', { name: /^Download the extract/ });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId('extract-filters')).toHaveText(
      `Filter applied: ${NEEDS} (Need category: Safety Improvement).`,
    );
    const download = page.waitForEvent('download');
    await link.click();
    const zip = await JSZip.loadAsync(await readFile(await (await download).path()));
    const fc = JSON.parse(await zip.file('mid-term-needs-2023.geojson')!.async('string')) as {
      features: Array<{ properties: Record<string, unknown> }>;
    };
    expect(fc.features).toHaveLength(expected); // before: every need in Roanoke County, in every category
    expect(new Set(fc.features.map((f) => f.properties.need_category))).toEqual(
      new Set(['Safety Improvement']),
    );
    expect(await zip.file('README.txt')!.async('string')).toContain(
      'filtered to Need category: Safety Improvement',
    );

    // Back as the map was: the dialog closed, no filter, only the default layers on.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: NEEDS }).uncheck();
    await expect(page.getByRole('list', { name: 'Layers on the map' })).not.toContainText(NEEDS);
  });

  test('an extract job for a county runs to a zip download that reads back', async () => {
    const page = drawn(); // the default layers on again, and no filter (the test before put them back)
    await page.getByRole('button', { name: 'Extract data for an area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extract data for an area' });
    await expect(dialog.getByText(/At most 30,000 km²/)).toBeVisible();
    await pickArea(page, dialog, 'Culpeper County');
    await dialog.getByRole('checkbox', { name: `${NEEDS} (illustrative)` }).check();
    await dialog.getByRole('checkbox', { name: 'Counties and Independent Cities' }).check();
    await dialog.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'CSV (geometry as WKT)' }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Start extract' }).click();
    // The dialog still shows the test before's extract (of Roanoke County) until this job's status replaces it.
    await expect(dialog.getByTestId('extract-status')).toHaveText(
      /^Culpeper County: Ready\. \d+ features\.$/,
      {
        timeout: 30_000,
      },
    );
    const link = dialog.getByRole('link', { name: /^Download the extract \(zip, [\d,]+ KB\)$/ });
    await expect(link).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vtrans-extract-culpeper-county-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile(await file.path()));
    expect(Object.keys(zip.files).sort()).toEqual([
      'README.txt',
      'area.geojson',
      // The default layers on the map are preselected; each CSV comes with its column types (.csvt) and its
      // coordinate system (.prj), so GDAL and QGIS open it without options.
      ...[
        'coss-roadway-components',
        'mid-term-needs-2023',
        'priority-locations-2023',
        'virginia-localities',
      ].flatMap((layer) => [`${layer}.csv`, `${layer}.csvt`, `${layer}.prj`]),
    ]);
    const localities = await zip.file('virginia-localities.csv')!.async('string');
    expect(localities).toContain('Culpeper County');
    expect(await zip.file('README.txt')!.async('string')).toContain('Area: Culpeper County');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an extract refused by the server says why (area too large)', async () => {
    const page = drawn();
    await page.getByRole('button', { name: 'Extract data for an area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extract data for an area' });
    await dialog.getByRole('radio', { name: 'Draw an area on the map' }).check();
    await dialog.getByRole('button', { name: 'Draw on the map' }).click();
    await expect(dialog).toBeHidden();
    // The first click must wait for the drawing tool (loaded on first use), which the status line announces.
    await expect(toolStatus(page)).toHaveText(/^Draw the area on the map: click each corner/);
    // A triangle over most of the statewide view: far larger than 30,000 km².
    const box = (await map(page).boundingBox())!;
    // Clicks at a person's pace: two quick clicks would count as one double-click, which ends the drawing.
    await page.mouse.click(box.x + box.width * 0.1, box.y + box.height * 0.2);
    await page.waitForTimeout(400);
    await page.mouse.click(box.x + box.width * 0.9, box.y + box.height * 0.2);
    await page.waitForTimeout(400);
    await page.mouse.dblclick(box.x + box.width * 0.5, box.y + box.height * 0.9);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Drawn area: [\d,]+ km²\.$/)).toBeVisible();
    await dialog.getByRole('checkbox', { name: `${NEEDS} (illustrative)` }).check();
    await dialog.getByRole('button', { name: 'Start extract' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/more than the 30,000 km² one extract may cover/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('select by county: the features of the table layer in the county fill the table', async () => {
    const page = drawn(); // last: the selection zooms the map to the county
    await page.getByRole('checkbox', { name: NEEDS }).check();
    await expect(page.getByRole('table', { name: `${NEEDS}: attribute table` })).toBeVisible();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('menuitem', { name: 'By county, city or district…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select by county, city or district' });
    await pickArea(page, dialog, 'Richmond (city)');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Select' }).click();
    await expect(toolStatus(page)).toHaveText(
      /^\d+ features? of 2023 Mid-term Needs selected in Richmond \(city\)\.$/,
      {
        timeout: 20_000,
      },
    );
    const n = Number((await toolStatus(page).textContent())!.match(/^(\d+)/)![1]);
    expect(n).toBeGreaterThan(1);
    // The table lists just the selection, every row of it marked as selected.
    await expect(page.getByRole('switch', { name: `Only the selected features (${n})` })).toBeChecked();
    await expect(page.getByText(`${n} features`, { exact: true })).toBeVisible();
    const rows = page.getByRole('table', { name: `${NEEDS}: attribute table` }).locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(n, 25));
    await expect(rows.and(page.locator('[aria-selected="true"]'))).toHaveCount(Math.min(n, 25));
  });
});

test('the Map Explorer tutorial explains every tool with screenshots that load and have alt text', async ({
  page,
}) => {
  await page.goto('/interactvtrans/tutorials/map-explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'MapExplorer Tutorial' })).toBeVisible();
  for (const step of [
    '1. Open the map and turn on a layer',
    '2. Search for a place, a feature or coordinates',
    '3. Read, filter and download the attribute table',
    '4. Select features by area',
    '5. Measure a distance or an area',
    '6. Extract data for an area',
    '7. Share this view',
    '8. Print',
    '9. Use the map with a keyboard',
    '10. On a phone',
  ])
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThanOrEqual(10);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    expect((await img.getAttribute('alt'))!.length).toBeGreaterThan(30);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(100);
  }
  await expectNoAxeViolations(page);
});
