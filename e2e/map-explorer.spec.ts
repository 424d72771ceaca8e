import type { BrowserContext } from '@playwright/test';
import { expect, sharedPage, test, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { extractPdfPages } from '../lib/server/search/pdfText';
import { pdfUaProblems, pikepdfReport } from '../__tests__/helpers/pikepdf';
import { expectNoAxeViolations } from './axe';
import { afterMove, countedView, zoomedIn } from './mapView';
import { MAP_REDRAWN } from './gl';

const map = (page: Page) => page.getByRole('application', { name: 'Map of Virginia' });
const inView = (page: Page) => page.getByTestId('features-in-view');
/** Each layer in view with its count and first names ("By layer", under the live sentence). */
const inViewLayers = (page: Page) => page.getByTestId('features-in-view-layers');
/** How many of Virginia's 133 counties and cities the map's view shows, from its live list. */
const localitiesInView = async (page: Page) =>
  Number(/Counties and cities: (\d+)/.exec((await inViewLayers(page).textContent()) ?? '')![1]);

/** Shares the page's view and opens the link in a new page of the context, once its map is drawn. */
async function openSharedView(page: Page, context: BrowserContext): Promise<Page> {
  await page.getByRole('button', { name: 'Share this view' }).click();
  const link = page.getByRole('textbox', { name: 'Link to this view' });
  await expect(link).toHaveValue(/\?query=[0-9a-f-]{36}$/);
  // Opened in a new page once the first is closed (as a person who pasted the link elsewhere): two live maps
  // drawing in software WebGL at once would only slow both.
  const shared = await link.inputValue();
  await page.close();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(map(other)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  return other;
}

/** Collects requests to other hosts and console errors while the page runs. */
function watch(page: Page) {
  const offsite: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') offsite.push(r.url());
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { offsite, errors };
}

test.describe('Map Explorer', () => {
  // The keyboard test goes on from the map the first test drew (in the default view), and the print from there.
  const drawn = sharedPage();

  test('draws the local basemap of the 133 localities with no request leaving the site', async () => {
    const page = drawn();
    const seen = watch(page);
    const workerChunks: Array<string | null> = [];
    page.context().on('response', (r) => {
      if (r.url().includes('/assets/esri/core/workers/chunks/'))
        workerChunks.push(r.headers()['cache-control'] ?? null);
    });
    // Each fetch the page makes, and whether the map had drawn when it was made (read at the call, so exact).
    await page.addInitScript(() => {
      const made: { url: string; drawn: boolean }[] = [];
      (window as unknown as { fetchesMade: typeof made }).fetchesMade = made;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        made.push({ url, drawn: document.querySelector('[data-map-ready="true"]') !== null });
        return fetch(input, init);
      };
    });
    await page.goto('/interactvtrans/map-explorer');
    // data-map-ready is set once the view, the localities' layer view and every update have finished.
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    // The page's own work starts after the first draw (issue 58): the table's first page, the filter choices and
    // the comments are asked for once the map has drawn, and then they come.
    const pageWork = (url: string) =>
      /\/features\?(.*&)?limit=|\/values$|\/api\/comment\/get-all-comments/.test(
        url.replace(/^https?:\/\/[^/]+/, ''),
      );
    const work = () =>
      page.evaluate(() =>
        (window as unknown as { fetchesMade: { url: string; drawn: boolean }[] }).fetchesMade.map((f) => f),
      );
    await expect
      .poll(async () => (await work()).filter((f) => pageWork(f.url)).length)
      .toBeGreaterThanOrEqual(3);
    expect((await work()).filter((f) => pageWork(f.url) && !f.drawn)).toEqual([]);
    await expect(page.getByRole('table', { name: /: attribute table$/ })).toBeVisible();
    // The live region says how many in one short sentence; "By layer" names what is in view, each layer a line:
    // "Counties and cities: 133, including …".
    await expect(inView(page)).toHaveText(/^[\d,]+ features in view, in \d+ layers?\.$/);
    await expect(inViewLayers(page).getByRole('listitem', { includeHidden: true }).first()).toHaveText(
      /^Counties and cities: \d+, including [^,]+(County|\(city\)), .+\./,
    );
    expect((await inView(page).textContent())!.length).toBeLessThanOrEqual(60);
    // The first view shows all of Virginia at 1280×800 (this project's window): every one of the 133.
    expect(await localitiesInView(page)).toBe(133);
    await expect(page.getByRole('heading', { name: 'Layers' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(seen.offsite).toEqual([]);
    expect(seen.errors).toEqual([]);
    // The SDK's worker chunks are named by content: a repeat visit keeps them instead of asking again.
    expect(workerChunks.length).toBeGreaterThan(5);
    expect(new Set(workerChunks)).toEqual(new Set(['public, max-age=31536000, immutable']));
  });

  test('the drawing surface is hidden until the first view is drawn, with the picture in its place, then shown', async ({
    page,
  }) => {
    // The default layers' data is held back, so the map cannot finish its first draw until the test lets it.
    const held: Array<() => Promise<void>> = [];
    await page.route(/\/api\/map-explorer\/layers\/[^/]+\/features\?scale=/, (route) => {
      held.push(() => route.continue());
    });
    await page.goto('/interactvtrans/map-explorer');
    const surface = map(page).locator('.esri-view-surface');
    await expect(surface).toHaveCount(1, { timeout: 60_000 });
    await expect.poll(() => held.length, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(map(page)).toHaveAttribute('data-map-ready', 'false');
    // Half-drawn frames are not composited (without a GPU each is read back to the main thread: issue 58 §4).
    expect(await surface.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await expect(page.getByTestId('map-picture')).toBeVisible();
    await Promise.all(held.splice(0).map((go) => go()));
    await page.unroute(/\/api\/map-explorer\/layers\/[^/]+\/features\?scale=/);
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    await expect.poll(() => surface.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect(page.getByTestId('map-picture')).toHaveCount(0);
  });

  test('keyboard: zoom narrows the live list, Enter identifies under the crosshair, Escape returns focus', async () => {
    const page = drawn();
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    await expect(inViewLayers(page)).toHaveText(/Counties and cities: \d+/); // written just after the map is ready
    // A layer turned on from the layer list by keyboard (Space) is counted in the live list, and gone once off.
    const studies = page.getByRole('checkbox', { name: 'GAP-TA Studies' });
    await expect(studies).not.toBeChecked();
    await studies.focus();
    await page.keyboard.press('Space');
    await expect(studies).toBeChecked();
    await expect(inViewLayers(page)).toContainText(/GAP-TA Studies: \d+/, MAP_REDRAWN);
    await expect(inView(page)).toHaveText(/^[\d,]+ features in view, in \d+ layers\.$/);
    await page.keyboard.press('Space');
    await expect(studies).not.toBeChecked();
    await expect(inViewLayers(page)).not.toContainText('GAP-TA Studies', MAP_REDRAWN);
    const before = await inView(page).textContent();
    await map(page).focus();
    // Two steps in: the map says it took both (it counted a view at a quarter of the scale), then the list is that
    // view's.
    await afterMove(
      map(page),
      async () => {
        await page.keyboard.press('+');
        await page.keyboard.press('+');
      },
      (now, first) => now.scale <= first.scale / 3,
    );
    const total = (text: string) => Number(text.match(/^([\d,]+)/)![1]!.replace(/,/g, ''));
    expect(total((await inView(page).textContent())!)).toBeLessThan(total(before!));

    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: /features? here$/ });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('Counties and cities');
    await expect(panel).toContainText(/ County| \(city\)/);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(map(page)).toBeFocused();

    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Using the map with a keyboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('print downloads a tagged US Letter PDF with the title, the legend with vintages, a scale bar and a north arrow', async () => {
    const page = drawn();
    // Goes on from the keyboard test's map: its help dialog closed first.
    const help = page.getByRole('dialog', { name: 'Using the map with a keyboard' });
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toBeHidden();
    await page.getByRole('checkbox', { name: 'Equity Emphasis Areas' }).check();
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print to PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('vtrans-map.pdf');
    const pdf = await readFile(await file.path());
    const [text] = await extractPdfPages(pdf);
    for (const s of [
      'VTrans MapExplorer',
      'Legend',
      'Counties and cities',
      'Equity Emphasis Areas',
      'Scale 1:',
      'when printed on US Letter',
      'miles',
      'N ',
      'illustrative',
    ])
      expect(text).toContain(s);
    // Tagged PDF/UA, read by Debian's pikepdf: the map a Figure whose alternative text names the layers on, the
    // legend a table with header cells, the scale bar a Figure, the link back to the view described.
    const report = pikepdfReport(pdf);
    expect(pdfUaProblems(report, 'VTrans MapExplorer')).toEqual([]);
    expect(report.tags).toEqual(expect.arrayContaining(['H1', 'H2', 'Figure', 'Table', 'TH', 'TD', 'Link']));
    expect(report.figureAlts[0]).toMatch(
      /^Map of Virginia from .* Layers shown: ([^.]*; )?Equity Emphasis Areas[;.]/,
    );
    expect(report.figureAlts[1]).toMatch(/^Scale bar: the bar is [\d.,]+ miles? on the ground\.$/);
  });
});

test.describe('Map Explorer share links', () => {
  test('a shared view opens in a new page with the same basemap and extent, and the table as it was: its layer, sort, view switch and selected feature', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000); // two maps drawn in software WebGL, and the table's rounds between them
    await page.goto('/interactvtrans/map-explorer');
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    await expect(inViewLayers(page)).toHaveText(/Counties and cities: \d+/); // written just after the map is ready
    // The extent is told by the localities in view (the names listed may come in another order). Read before the
    // basemap changes: a basemap's localities layer is a new layer, counted once its data has come.
    const localities = (text: string | null) => /Counties and cities: (\d+)/.exec(text ?? '')?.[1];
    const statewide = localities(await inViewLayers(page).textContent());
    await page.getByRole('combobox', { name: 'Basemap' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    // Two layers are on by default; the table lists the one turned on last until another is chosen.
    await page.getByRole('combobox', { name: 'Layer in the table' }).click();
    await page.getByRole('option', { name: '2023 Priority Locations' }).click();
    const table = page.getByRole('table', { name: '2023 Priority Locations: attribute table' });
    const length = table.getByRole('columnheader', { name: 'Length (miles)' });
    await length.getByRole('button').click();
    await expect(length).toHaveAttribute('aria-sort', 'ascending');
    await length.getByRole('button').click();
    await expect(length).toHaveAttribute('aria-sort', 'descending');
    // The rows in that order (they arrive after the header says it), so the first row is the longest.
    const column = (await table.getByRole('columnheader').allTextContents()).findIndex((t) =>
      t.includes('Length (miles)'),
    );
    expect(column).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const cells = await table.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
        const miles = cells.map((c) => Number(c.replace(/,/g, '')));
        return miles.length > 1 && miles.every((m, i) => !Number.isNaN(m) && (i === 0 || m <= miles[i - 1]!));
      })
      .toBe(true);
    // A click may still land on a row being re-rendered: click the first row until one is selected. Selecting
    // is idempotent.
    const chosen = table.getByRole('row', { selected: true });
    // Selecting a row zooms the map to its feature: that is the extent shared. The map says when it has moved
    // there and counted what is in view.
    const sharedView = await afterMove(
      map(page),
      () =>
        expect(async () => {
          await table.getByRole('row').nth(1).click();
          await expect(chosen).toHaveCount(1, { timeout: 2000 });
        }).toPass(),
      zoomedIn,
    );
    const name = (await chosen.getByRole('cell').first().textContent())!;
    expect(localities(await inViewLayers(page).textContent())).not.toBe(statewide);
    const inViewOnly = page.getByRole('switch', { name: 'Only features in the current view' });
    // A click can land while the table re-renders for the new selection: try until the switch shows on.
    await expect(async () => {
      await inViewOnly.check();
      await expect(inViewOnly).toBeChecked({ timeout: 1000 });
    }).toPass();
    await expect(chosen).toContainText(name); // in view, where the map went
    const zoomed = await inViewLayers(page).textContent();

    const other = await openSharedView(page, context);
    await expect(other.getByRole('combobox', { name: 'Basemap' })).toHaveText('Dark');
    // The same extent: the map says it has counted a view at the shared scale (a count of the whole state, from the
    // view the map opens on before it fits the shared extent, may show until then: on a loaded machine for more than
    // 15 s), and then the same localities are in view.
    await expect
      .poll(async () => {
        const now = await countedView(map(other));
        return now !== null && Math.abs(now.scale / sharedView.scale - 1) < 0.1;
      }, MAP_REDRAWN)
      .toBe(true);
    await expect
      .poll(async () => localities(await inViewLayers(other).textContent()))
      .toBe(localities(zoomed));
    await expect(other.getByRole('combobox', { name: 'Layer in the table' })).toHaveText(
      '2023 Priority Locations',
    );
    const restored = other.getByRole('table', { name: '2023 Priority Locations: attribute table' });
    await expect(restored.getByRole('columnheader', { name: 'Length (miles)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(other.getByRole('switch', { name: 'Only features in the current view' })).toBeChecked();
    // The selected feature is in the view the link saved, and marked in the table.
    await expect(restored.getByRole('row', { selected: true })).toContainText(name);
    await expectNoAxeViolations(other);
  });

  test('compare years, by keyboard and on one filter: both years filtered alike and labelled, the tables say what changed and which year they list, the divide and the left year move by keyboard, the print is one year, and the link keeps it all', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000); // two maps drawn in software WebGL, a print and the comparison's rounds
    await page.goto('/interactvtrans/map-explorer');
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    // A filtered layer first: the comparison takes its filter for both years.
    await page.getByRole('checkbox', { name: '2023 Mid-term Needs' }).check();
    const needs2023 = page.getByRole('table', { name: '2023 Mid-term Needs: attribute table' });
    await expect(needs2023).toBeVisible();
    await page
      .getByRole('region', { name: 'Filter 2023 Mid-term Needs' })
      .getByRole('combobox', { name: 'VDOT district' })
      .click();
    await page.getByRole('option', { name: 'Salem' }).click();
    await page.keyboard.press('Escape');
    const salemCount = async (key: string) =>
      (
        (await (
          await page.request.get(`/api/map-explorer/layers/${key}/features?fields=&filter=district:Salem`)
        ).json()) as { numberMatched: number }
      ).numberMatched;
    const [salem2019, salem2021, salem2023] = [
      await salemCount('mid-term-needs-2019'),
      await salemCount('mid-term-needs-2021'),
      await salemCount('mid-term-needs-2023'),
    ];

    // Comparing, started by keyboard.
    const toggle = page.getByRole('button', { name: 'Compare years' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const section = page.getByRole('region', { name: 'Compare years' });
    // Both years are on the map, either side of the divide.
    const layerList = page.getByRole('list', { name: 'Layers on the map' });
    await expect(layerList).toContainText('2019 Mid-term Needs');
    await expect(layerList).toContainText('2023 Mid-term Needs');
    await expect(page.locator('.esri-swipe')).toBeVisible({ timeout: 30_000 });
    // One filter for both sides, said in words.
    await expect(section.getByTestId('compare-filter')).toHaveText(
      'Both years are filtered alike: VDOT district: Salem. Change the filter in the attribute table below.',
    );
    await expect(section.getByRole('status')).toHaveText(
      new RegExp(`^2019 Mid-term Needs: ${salem2019} \\(.*2023 Mid-term Needs: ${salem2023} \\(`),
      { timeout: 20_000 },
    );
    await expect(section.getByRole('status')).toContainText(/2019 Mid-term Needs: [\d,]+ \([\d,.]+ miles\)/);
    const byDistrict = section.getByRole('table', {
      name: /2019 Mid-term Needs and 2023 Mid-term Needs by district/,
    });
    await expect(byDistrict.locator('tbody tr')).toHaveText([/^Salem/], { timeout: 20_000 });
    // The map draws 2019 filtered as well (the statewide view holds every Salem need).
    const countInView = async (layer: string) =>
      Number(
        (
          new RegExp(`${layer}: ([\\d,]+)`).exec((await inViewLayers(page).textContent()) ?? '')?.[1] ?? '-1'
        ).replace(/,/g, ''),
      );
    await expect.poll(() => countInView('2019 Mid-term Needs'), { timeout: 30_000 }).toBe(salem2019);
    await expect.poll(() => countInView('2023 Mid-term Needs'), { timeout: 30_000 }).toBe(salem2023);
    // Each side of the divide says its year; the legend tells the two years apart by more than colour.
    await expect(page.getByTestId('compare-label-from')).toHaveText(/2019 \(filtered\)/);
    await expect(page.getByTestId('compare-label-to')).toHaveText(/2023 \(filtered\)/);
    await expect(
      section.getByText(/2019 to its left \(orange, dashed\), 2023 to its right \(blue, solid\)/),
    ).toBeVisible();
    // The table stays on 2023 and says so.
    await expect(needs2023).toBeVisible();
    await expect(page.getByTestId('table-note')).toContainText(
      'The table lists 2023 Mid-term Needs, right of the divide.',
    );

    // The divide by keyboard: the slider moves it, and says which year shows where.
    const divide = section.getByRole('slider', { name: /Divide on the map/ });
    // Issue 53: a drag of the divide on the map moves the slider and the year labels with it.
    const grip = (await page.locator('.esri-swipe__container').boundingBox())!;
    const mapBox = (await page.locator('#map-explorer-map').boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(mapBox.x + mapBox.width * 0.6, grip.y + grip.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(divide).toHaveAttribute('aria-valuenow', /^(59|60|61)$/);
    const dragged = Number(await divide.getAttribute('aria-valuenow'));
    await expect(page.getByTestId('compare-label-from')).toHaveAttribute('style', new RegExp(`${dragged}%`));
    await divide.focus();
    for (let i = 0; i < dragged - 30; i++) await page.keyboard.press('ArrowLeft');
    await expect(divide).toHaveAttribute('aria-valuenow', '30');
    await expect(divide).toHaveAttribute('aria-valuetext', '30% of the map shows 2019, the rest 2023');
    // …and the divide on the map itself (ArcGIS's Swipe handle) moved with it.
    await expect(page.locator('.esri-swipe__container')).toHaveAttribute('aria-valuenow', '30');

    // Another year on the left, chosen by keyboard: the tables compare it, on the same filter.
    const left = section.getByRole('combobox', { name: 'Left of the divide' });
    await left.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '2021' }).press('Enter');
    await expect(left).toHaveText('2021');
    await expect(
      section.getByRole('table', { name: /2021 Mid-term Needs and 2023 Mid-term Needs by need category/ }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(section.getByRole('status')).toHaveText(
      new RegExp(`^2021 Mid-term Needs: ${salem2021} \\(.*2023 Mid-term Needs: ${salem2023} \\(`),
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('compare-label-from')).toHaveText(/2021 \(filtered\)/);
    // Switching the table to the left year shows the same filter.
    await page.getByRole('combobox', { name: 'Layer in the table' }).click();
    await page.getByRole('option', { name: '2021 Mid-term Needs' }).click();
    await expect(page.getByTestId('table-note')).toContainText(
      'The table lists 2021 Mid-term Needs, left of the divide.',
    );
    await expect(page.getByText(`${salem2021} features`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The print is one map, of the year right of the divide (not the table's), with the filter in its legend.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print to PDF' }).click();
    const [text] = await extractPdfPages(await readFile(await (await download).path()));
    const flat = text!.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'this map shows 2023 Mid-term Needs (blue, solid), right of the divide; 2021 Mid-term Needs ' +
        '(orange, dashed), left of it, is left out of the print',
    );
    expect(flat).toContain('2023 Mid-term Needs (filtered)');
    expect(flat).toContain('2023 Mid-term Needs filtered to VDOT district: Salem.');

    // The link keeps it all.
    const other = await openSharedView(page, context);
    const restored = other.getByRole('region', { name: 'Compare years' });
    await expect(restored.getByRole('combobox', { name: 'Left of the divide' })).toHaveText('2021');
    await expect(restored.getByRole('slider', { name: /Divide on the map/ })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await expect(other.locator('.esri-swipe')).toBeVisible({ timeout: 30_000 });
    await expect(other.getByTestId('compare-filter')).toContainText('VDOT district: Salem');
    await expect(other.getByTestId('compare-label-from')).toHaveText(/2021 \(filtered\)/);
    await expect(other.getByTestId('table-note')).toContainText('The table lists 2021 Mid-term Needs');

    // Stop comparing: the divide and the tables go.
    await restored.getByRole('button', { name: 'Stop comparing' }).click();
    await expect(other.getByRole('region', { name: 'Compare years' })).toHaveCount(0);
    await expect(other.locator('.esri-swipe')).toHaveCount(0);
  });

  test('a malformed or unknown id shows a message over the default view', async ({ page }) => {
    // A well-formed id that names no view: the message, then the default view drawn under it.
    await page.goto('/interactvtrans/map-explorer?query=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(/This shared map link was not found/)).toBeVisible();
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    // A malformed one gets the same message (its map, the same default view, is not waited for again).
    await page.goto('/interactvtrans/map-explorer?query=not-an-id');
    await expect(page.getByText(/This shared map link was not found/)).toBeVisible();
    await expect(map(page)).toBeVisible();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map comes first: the page fits the phone width, the tools fold into one button, and the map starts on the first screen', async ({
    page,
  }) => {
    await page.goto('/interactvtrans/map-explorer');
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    // The first view shows all of Virginia on a phone too.
    await expect(inViewLayers(page)).toHaveText(/Counties and cities: \d+/);
    expect(await localitiesInView(page)).toBe(133);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the Map Explorer is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    const top = (await map(page).boundingBox())!.y;
    expect(top).toBeLessThan(844 / 2); // before: 420 px down, under four rows of buttons
    await expect(page.getByRole('button', { name: 'Print to PDF' })).toBeHidden();
    const tools = page.getByRole('button', { name: 'Tools' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    const group = page.getByRole('group', { name: 'Map tools' });
    for (const name of ['Share this view', 'Print to PDF', 'Keyboard help', 'Select', 'Measure'])
      await expect(group.getByRole('button', { name })).toBeVisible();
    await expectNoAxeViolations(page, 'map explorer on a phone, tools open');
    // Keys are no help to a finger: the map's description and the layers sheet say what a tap does.
    await expect(page.locator('#map-description')).toContainText('Drag to move, pinch to zoom');
    await page.getByRole('button', { name: 'Layers', exact: true }).click();
    await expect(page.getByText('Tap a layer to turn it on or off', { exact: false })).toBeVisible();
    await expect(page.getByText(/Keyboard: |arrow keys/)).toHaveCount(0);
  });
});
