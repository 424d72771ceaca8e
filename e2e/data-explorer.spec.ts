import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';

const DX = '/interactvtrans/data-explorer';

const firstTable = (page: Page) => page.getByTestId('view-tables').getByRole('table').first();
const chartSvg = (page: Page) => page.getByTestId('view-chart').locator('svg.recharts-surface').first();

/** The body rows of a table as arrays of cell texts. */
async function tableRows(page: Page): Promise<string[][]> {
  return firstTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
    );
}

/** Splits RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted || (ch !== ',' && ch !== '\r' && ch !== '\n')) field += ch;
    else if (ch === ',') endField();
    else if (ch === '\n') {
      endField();
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

const fmt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

for (const [view, title] of [
  ['freight', /^Freight flows/],
  ['needs', /^Mid-term needs by/],
  ['trends', /^Long-term trends/],
  ['jurisdiction', /^Jurisdiction profile: Virginia \(statewide\)$/],
] as const) {
  test(`the ${view} view draws its chart over a table with the same data, and toggles to the table`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${DX}?view=${view}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.locator('#view-summary')).toHaveText(/\w.+\./);
    await expect(page.getByText('Source', { exact: true })).toBeVisible();
    await expect(page.getByText('Vintage', { exact: true })).toBeVisible();
    await expect(chartSvg(page)).toBeVisible();
    // The table comes first in the page and stays readable by screen readers while the chart is shown.
    await expect(firstTable(page)).toBeAttached();
    expect((await tableRows(page)).length).toBeGreaterThan(0);
    const order = await page.evaluate(() => {
      const t = document.querySelector('[data-testid="view-tables"]')!;
      const c = document.querySelector('[data-testid="view-chart"]')!;
      return t.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Table', exact: true }).click();
    await expect(page).toHaveURL(/display=table/);
    await expect(firstTable(page)).toBeVisible();
    await expect(page.getByTestId('view-chart')).toHaveCount(0);
    await page.getByRole('link', { name: 'Chart', exact: true }).click();
    await expect(chartSvg(page)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chart comes first: the choices fold into one button, and the chart starts on the first screen', async ({
    page,
  }) => {
    await page.goto(`${DX}?view=needs&by=district`);
    await expect(chartSvg(page)).toBeVisible();
    expect((await chartSvg(page).boundingBox())!.y).toBeLessThan(844); // before: under seven choices and the details
    await expect(page.getByRole('combobox', { name: 'Break down by' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Change the choices' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Break down by' })).toBeVisible();
    await expectNoAxeViolations(page, 'data explorer on a phone, choices open');
  });

  test('the four views are all on the screen, and a table wider than the phone shows that it scrolls', async ({
    page,
  }) => {
    await page.goto(`${DX}?view=trends&display=table`);
    const views = page.getByRole('navigation', { name: 'Data Explorer views' });
    for (const link of await views.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(views.getByRole('link')).toHaveCount(4);
    await expect(views.getByRole('link', { name: 'Profile' })).toBeVisible();
    // Each table that is wider than its box carries the shadow cue at its edge (table.module.css .scroll).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('table')]
        .map((t) => t.parentElement!)
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => getComputedStyle(box).backgroundImage),
    );
    expect(wide.length).toBeGreaterThan(0);
    for (const image of wide) expect(image).toMatch(/radial-gradient/);
  });
});

test('the illustrative label shows on illustrative views only', async ({ page }) => {
  await page.goto(`${DX}?view=freight`);
  await expect(page.getByText('Illustrative data', { exact: true })).toBeVisible();
  await page.goto(`${DX}?view=trends`);
  await expect(page.getByRole('heading', { level: 2, name: /^Long-term trends/ })).toBeVisible();
  await expect(page.getByText('Illustrative data', { exact: true })).toHaveCount(0);
});

test('changing a choice updates the address and the view; the CSV holds exactly the rows of the table', async ({
  page,
}) => {
  await page.goto(`${DX}?view=freight&display=table`);
  await page.getByRole('combobox', { name: 'Break down by' }).selectOption({ label: 'Trading partner' });
  await expect(page).toHaveURL(/by=partner/);
  await page.getByRole('combobox', { name: 'Measure' }).selectOption({ label: 'Value' });
  await expect(page).toHaveURL(/metric=value/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Freight flows: value by trading partner' }),
  ).toBeVisible();
  const shown = await tableRows(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vtrans-data-freight-partner.csv');
  const csv = parseCsv(await readFile((await file.path())!, 'utf8'));
  expect(csv[0]).toEqual(['Trading partner', 'Value (million dollars)', 'Share (%)']);
  const body = csv.slice(1);
  expect(body).toHaveLength(shown.length);
  body.forEach((row, i) => {
    expect(row[0]).toBe(shown[i][0]);
    expect(fmt.format(Number(row[1]))).toBe(shown[i][1]);
  });
});

test('a shared view opens the same view in a new page; a bad link shows a message over the default view', async ({
  page,
  newPage,
}) => {
  await page.goto(`${DX}?view=needs&by=travel_market&district=Salem`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Mid-term needs by travel market' }),
  ).toBeVisible();
  const rows = await tableRows(page);
  await page.getByRole('button', { name: 'Share this view' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this view' }).inputValue();
  expect(link).toMatch(/\/interactvtrans\/data-explorer\?query=[0-9a-f-]{36}$/);

  const other = await newPage();
  await other.goto(link);
  await expect(
    other.getByRole('heading', { level: 2, name: 'Mid-term needs by travel market' }),
  ).toBeVisible();
  await expect(other.getByRole('combobox', { name: 'District' })).toHaveValue('Salem');
  expect(await tableRows(other)).toEqual(rows);

  await other.goto(`${DX}?query=0b0e2f4c-0000-4000-8000-000000000000`);
  await expect(other.getByRole('status')).toHaveText(/link was not found/);
  await expect(other.getByRole('heading', { level: 2, name: /^Freight flows/ })).toBeVisible();
  await other.goto(`${DX}?query=garbage`);
  await expect(other.getByRole('status')).toHaveText(/link was not found/);
});

test('the chart downloads as a PNG and an SVG that carry its title and source', async ({ page }) => {
  await page.goto(`${DX}?view=needs&by=district`);
  await expect(chartSvg(page)).toBeVisible();
  const bars = await page.getByTestId('view-chart').locator('.recharts-bar-rectangle').count();
  expect(bars).toBeGreaterThan(0);

  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download chart (PNG)' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toMatch(/^vtrans-[a-z0-9-]+\.png$/);
  const bytes = await readFile((await pngFile.path())!);
  // A PNG: its signature, then the IHDR chunk with the width and height (drawn at twice the chart's size).
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  const box = (await chartSvg(page).boundingBox())!;
  expect(width).toBeGreaterThanOrEqual(Math.floor(box.width) * 2);
  expect(height).toBeGreaterThan(Math.floor(box.height) * 2);
  // Not a blank canvas: a drawn chart compresses to more than an empty white image would.
  expect(bytes.length).toBeGreaterThan(10_000);

  const svg = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download chart (SVG)' }).click();
  const svgFile = await svg;
  expect(svgFile.suggestedFilename()).toBe(pngFile.suggestedFilename().replace(/png$/, 'svg'));
  const text = await readFile((await svgFile.path())!, 'utf8');
  expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const title = (await page.getByTestId('view-chart').locator('figcaption').textContent())!;
  expect(text).toContain(`<title>${title}</title>`);
  expect(text).toMatch(/Source: [^<]+\. Vintage: /);
  expect(text.match(/recharts-rectangle/g)?.length).toBeGreaterThanOrEqual(bars);
  await expectNoAxeViolations(page);
});

test('cite this view: the data vintage, today’s date and a permalink that opens the same view', async ({
  page,
  newPage,
}) => {
  await page.goto(`${DX}?view=needs&by=travel_market&district=Salem`);
  const vintage = (await page.locator('xpath=//dt[.="Vintage"]/following-sibling::dd[1]').textContent())!;
  await page.getByRole('button', { name: 'Cite this view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cite this view' });
  const citation = dialog.getByRole('textbox', { name: 'Citation' });
  await expect(citation).toHaveValue(/interactvtrans\/data-explorer\?query=[0-9a-f-]{36}/);
  const text = await citation.inputValue();
  const today = new Date().toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });
  // The chart's title names the view most fully (year, district, breakdown).
  const title = (await page.getByTestId('view-chart').locator('figcaption').textContent())!;
  expect(title).toMatch(/^Mid-term needs 2023 in Salem District by travel market/);
  expect(text).toContain(
    `Virginia Office of Intermodal Planning and Investment. “${title}.” VTrans DataExplorer.`,
  );
  expect(text).toContain(`vintage ${vintage}`);
  expect(text).toContain(`(accessed ${today}).`);
  await expectNoAxeViolations(page);
  const other = await newPage();
  await other.goto(/(http\S+query=[0-9a-f-]{36})/.exec(text)![1]!);
  await expect(other.getByRole('combobox', { name: 'District' })).toHaveValue('Salem');
});

test('the embed code frames the chart and its table without the site frame; only that view may be framed', async ({
  page,
  browser,
}) => {
  await page.goto(`${DX}?view=trends`);
  await page.getByRole('button', { name: 'Embed' }).click();
  const code = await page
    .getByRole('dialog', { name: 'Embed this view' })
    .getByRole('textbox', { name: 'Embed code' })
    .inputValue();
  expect(code).toMatch(
    /^<iframe src="[^"]+\/interactvtrans\/data-explorer\/embed\?view=trends[^"]*" title="VTrans DataExplorer: Long-term trends[^"]*"/,
  );
  const src = /src="([^"]+)"/.exec(code)![1]!.replace(/&amp;/g, '&');

  await page.goto(src);
  await expect(page.getByRole('heading', { level: 1, name: /^Long-term trends/ })).toBeVisible();
  await expect(page.getByTestId('view-chart').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('view-tables').getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Another site (a server on another port of this machine: another origin) frames the embed view; the
  // full Data Explorer in the same page is refused. The refusal is a CSP message, so this page is not the
  // fixture's (which fails a test on any).
  const full = `${new URL(DX, src).href}?view=trends`;
  const html = `<!doctype html><html lang="en"><title>Another site</title><iframe title="embed" src="${src}"></iframe><iframe title="full" src="${full}"></iframe></html>`;
  const site = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const other = await browser.newPage();
  try {
    const answered = other.waitForResponse((r) => r.url() === full);
    await other.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    await expect(
      other
        .frameLocator('iframe[title="embed"]')
        .getByRole('heading', { level: 1, name: /^Long-term trends/ }),
    ).toBeVisible();
    // The site sent the full page, and the browser would not show it in another site's frame: the frame
    // holds Chromium's error page instead.
    expect((await answered).status()).toBe(200);
    const frame = await other.locator('iframe[title="full"]').elementHandle();
    await expect.poll(async () => (await frame!.contentFrame())?.url()).toMatch(/^chrome-error:/);
    await expect(
      other.frameLocator('iframe[title="full"]').getByRole('heading', { name: /^Long-term trends/ }),
    ).toHaveCount(0);
  } finally {
    await other.close();
    site.close();
  }
});

test('the jurisdiction profile of Fairfax County lists its needs, studies, UDAs and district freight', async ({
  page,
}) => {
  await page.goto(`${DX}?view=jurisdiction&display=table`);
  await page
    .getByRole('combobox', { name: 'County, city or district' })
    .selectOption({ label: 'Fairfax County' });
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jurisdiction profile: Fairfax County' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/place=51059/);
  await expect(page.getByRole('table', { name: /^Mid-term needs 2023 in Fairfax County/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'GAP-TA studies in Fairfax County' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Urban development areas in Fairfax County' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Northern Virginia District/ })).toBeVisible();
  await expect(page.locator('#view-summary')).toHaveText(/^Fairfax County has \d+ mid-term need/);
  await expectNoAxeViolations(page);
});

test('the catalog searches and filters by facet, with counts that match the results', async ({ page }) => {
  await page.goto('/interactvtrans/available-datasets');
  const heading = page.getByRole('heading', { name: /^\d+ of \d+ datasets$/ });
  const [, all] = (await heading.textContent())!.match(/of (\d+)/)!;
  await expectNoAxeViolations(page);
  await page
    .getByRole('searchbox', { name: 'Search datasets' })
    .or(page.getByRole('textbox', { name: 'Search datasets' }))
    .fill('needs');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=needs/);
  const found = Number((await heading.textContent())!.split(' ')[0]);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(Number(all));
  const facet = page
    .getByRole('navigation', { name: 'Filter datasets' })
    .getByRole('link', { name: /^line \(\d+\)$/ });
  const count = Number((await facet.textContent())!.match(/\((\d+)\)/)![1]);
  await facet.click();
  await expect(heading).toHaveText(new RegExp(`^${count} of`));
  await expect(page.locator('section[aria-labelledby="dataset-results"] article')).toHaveCount(count);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.dataset).toHaveLength(count);
  expect(jsonLd.dataset[0]['@type']).toBe('Dataset');
});

test('/data.json is a DCAT-US 1.1 catalog with the required fields for every dataset', async ({
  request,
}) => {
  const res = await request.get('/data.json');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.conformsTo).toBe('https://project-open-data.cio.gov/v1.1/schema');
  expect(body.dataset.length).toBeGreaterThan(20);
  for (const d of body.dataset) {
    for (const field of [
      'title',
      'description',
      'keyword',
      'modified',
      'publisher',
      'contactPoint',
      'identifier',
      'accessLevel',
    ])
      expect(d[field], `${d.title}: ${field}`).toBeTruthy();
    expect(d.contactPoint.hasEmail).toMatch(/^mailto:/);
  }
});

test('about, submit and the landing tabs show live figures and pass axe', async ({ page, request }) => {
  const stats = await (await request.get('/api/interactvtrans/statistics')).json();
  const layers = stats.find((s: { key: string }) => s.key === 'live-layers');
  await page.goto('/interactvtrans/about');
  await expect(page.getByRole('heading', { level: 2, name: 'Version history' })).toBeVisible();
  await expect(page.getByText(layers.value, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/interactvtrans/submit');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Submit spatial data for your locality' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  for (const tab of ['overview', 'map', 'data', 'datasets']) {
    await page.goto(`/interactvtrans/${tab}`);
    await expect(page.getByRole('heading', { name: 'In figures (counted live)' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the DataExplorer tutorial shows its steps with loaded screenshots that have alt text', async ({
  page,
}) => {
  await page.goto('/interactvtrans/tutorials/data-explorer');
  for (const name of [
    'Freight flows',
    'Chart or table, and the CSV',
    'Mid-term needs',
    'Long-term trends',
    'Jurisdiction profile',
    'Share a view',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const images = page.locator('article img[src^="/tutorials/data-explorer/"]');
  await expect(images).toHaveCount(6);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('alt', /.{40,}/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBe(1280);
  }
  await expectNoAxeViolations(page);
});

test('the pages read and work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${DX}?view=needs`);
  await expect(firstTable(page)).toBeVisible();
  expect((await tableRows(page)).length).toBeGreaterThan(3);
  await expect(page.locator('#view-summary')).toHaveText(/largest number of needs/);
  // The form submits as a GET without JavaScript.
  await page.getByRole('combobox', { name: 'Break down by' }).selectOption({ label: 'Need category' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Mid-term needs by need category' }),
  ).toBeVisible();
  await page.goto('/interactvtrans/available-datasets?geometry=point');
  await expect(page.locator('article').first()).toBeVisible();
  for (const path of ['/interactvtrans/about', '/interactvtrans/submit', '/interactvtrans/overview']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.close();
});
