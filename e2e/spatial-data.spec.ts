import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import type { Geometry } from 'geojson';
import { capturedMail, nextMailTo, signInAs } from './mail';
import { CULPEPER_SQUARE, submitFeature } from './submissions';
import { geojson, shapefileZip, toLambert, udaFeatures } from '../__tests__/helpers/spatialFixtures';

const PLANNER = 'planner@example.org';
const REVIEWER = 'reviewer@example.com';

/**
 * Full-page pictures at 1280 and 390 px for a person to look at (test-results/intake/), taken when E2E_SHOTS=1.
 * They assert nothing, and each one re-lays out and redraws the page's map twice in software WebGL, so a plain
 * run skips them.
 */
async function shots(page: Page, name: string) {
  if (process.env.E2E_SHOTS !== '1') return;
  fs.mkdirSync('test-results/intake', { recursive: true });
  await page.screenshot({ path: `test-results/intake/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/intake/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Chooses an option of an MUI select and waits until the menu has closed on it. Under a loaded machine a click
 * on an option of a menu still opening was seen to land on the option without choosing it (the menu stayed open
 * on the old value): open and click again until the select shows the choice. Choosing is idempotent.
 */
async function choose(page: Page, combobox: Locator, option: string | RegExp, shows: string | RegExp) {
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) === 0) await combobox.click({ timeout: 2_000 });
    await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
    await expect(combobox).toHaveText(shows, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // axe must not catch the menu mid-fade: wait until its options have left the page.
  await expect(page.locator('li[role="option"]')).toHaveCount(0);
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.locator('#intake-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

/**
 * The path of each zoom button's icon in a map, once the map is scrolled into view: Calcite loads an icon only
 * when its button is on screen (an IntersectionObserver) and draws an empty path until then, which is what
 * full-page screenshots of a map below the fold showed as blank squares.
 */
async function zoomIconPaths(page: Page, testId: string): Promise<Array<string | null>> {
  const map = page.getByTestId(testId);
  await map.scrollIntoViewIfNeeded();
  const read = () =>
    map.evaluate((el) =>
      [...el.querySelectorAll('.esri-zoom calcite-button')].map(
        (b) =>
          b.shadowRoot?.querySelector('calcite-icon')?.shadowRoot?.querySelector('path')?.getAttribute('d') ??
          null,
      ),
    );
  await expect.poll(async () => (await read()).filter(Boolean).length, { timeout: 15_000 }).toBe(2);
  return read();
}

async function act(page: Page, action: string, note?: string) {
  if (note) await page.getByRole('textbox', { name: /Note to the submitter/ }).fill(note);
  await page.getByRole('button', { name: action, exact: true }).click();
  if (action === 'Publish to the Map Explorer') {
    // Publishing changes the public map: it asks first, saying what will change.
    const dialog = page.getByRole('dialog', { name: 'Publish to the Map Explorer?' });
    await expect(dialog).toContainText(
      'Culpeper County’s features on the public Urban Development Areas layer',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  }
  await expect(
    page.getByRole('status').filter({ hasText: `${action}: the submission is now` }),
  ).toBeVisible();
}

test('a submitter uploads and submits; the reviewer asks for changes; a new version is approved, published and on the Map Explorer', async ({
  page,
  newPage,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, PLANNER);
  await page.goto('/admin/spatial-data');
  await expect(page.getByRole('heading', { name: 'Culpeper County’s submissions' })).toBeVisible();
  // The staff bar: who is signed in, for which organisation (its one name), and a visible Sign out.
  await expect(page.getByTestId('staff-bar')).toContainText(`Signed in as ${PLANNER} (Culpeper County)`);
  await expect(page.getByTestId('staff-bar').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start a new submission' }).click();

  // Choose the layer: its geometry and expected fields are stated.
  await expect(page.getByRole('heading', { name: 'Spatial-data intake' })).toBeVisible();
  await choose(
    page,
    page.getByRole('combobox', { name: /Target layer/ }),
    'Urban Development Areas',
    'Urban Development Areas',
  );
  await expect(page.getByTestId('layer-requirements')).toContainText('Geometry: polygons');
  await expect(page.getByTestId('layer-requirements')).toContainText('acres (Acres, whole number)');
  await expectNoAxeViolations(page);
  let seen = capturedMail().length;
  await page.getByRole('textbox', { name: /^Title/ }).fill('Culpeper UDA boundaries 2026');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/spatial-data\/intake\?submission=/);
  expect(await nextMailTo(PLANNER, seen)).toContain('Your draft is saved');

  // The form says which formats fit a layer of polygons; a CSV of points is turned away at once.
  await expect(page.getByTestId('upload-formats')).toContainText('This layer holds polygons');
  await page.locator('#intake-file').setInputFiles({
    name: 'depots.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,latitude,longitude\nDepot,38.47,-78.0\n'),
  });
  await expect(page.getByRole('form', { name: /^Upload/ }).getByRole('alert')).toContainText(
    'A CSV with latitude and longitude holds points, and this layer holds polygons',
  );

  // A projected shapefile without .prj: the page asks for the coordinate system, then takes it.
  const zip = await shapefileZip(udaFeatures(3, 200), { prj: null, project: toLambert });
  await upload(page, 'culpeper-uda.zip', zip);
  await expect(page.getByRole('form', { name: /^Upload/ }).getByRole('alert')).toContainText(
    'no .prj file and its coordinates are projected',
  );
  await choose(
    page,
    page.getByRole('combobox', { name: /Coordinate system/ }),
    'NAD83 / Virginia Lambert, metres (EPSG:3968)',
    /EPSG:3968/,
  );
  await upload(page, 'culpeper-uda.zip', zip);
  const report = page.getByTestId('preflight-report');
  await expect(report).toContainText('Virginia Lambert, metres (EPSG:3968) (you chose it)');
  await expect(report).toContainText('3 features read.');
  await expect(page.getByTestId('diff-counts')).toContainText('3 added');
  await expect(page.getByTestId('submission-map')).toHaveAttribute('data-map-ready', 'true', {
    timeout: 60_000,
  });
  const table = page.getByRole('table', { name: /Attributes of the submitted features/ });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('Culpeper UDA 201');
  await expectNoAxeViolations(page);
  await shots(page, 'intake-report');

  seen = capturedMail().length;
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitted for review' })).toContainText(
    /VT-SD-\d{4}-\d{5}/,
  );
  expect(await nextMailTo(REVIEWER, seen)).toContain('Culpeper UDA boundaries 2026');
  expect(await nextMailTo(PLANNER, seen)).toContain('received for review');
  const submissionUrl = page.url();

  // The reviewer finds it in the queue and asks for changes.
  const reviewer = await newPage();
  await signInAs(reviewer, REVIEWER);
  await reviewer.goto('/admin/spatial-data');
  await expect(reviewer.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  await expectNoAxeViolations(reviewer);
  await reviewer.goto('/admin/spatial-data/review?layer=urban-development-areas&status=submitted');
  await expectNoAxeViolations(reviewer);
  await shots(reviewer, 'review-queue');
  await reviewer
    .getByRole('row', { name: /Culpeper UDA boundaries 2026/ })
    .getByRole('link')
    .click();
  await expect(reviewer.getByTestId('preflight-report')).toContainText('3 features read.');
  // The report speaks about the submitter on the reviewer's page, not to them.
  await expect(reviewer.getByTestId('preflight-summary')).toHaveText(
    'Nothing blocked this version when it was uploaded. The findings below are what the checks told the submitter.',
  );
  await expect(reviewer.getByRole('table', { name: /Status history/ })).toContainText(/\d:\d\d [AP]M E[SD]T/);
  await expect(reviewer.getByTestId('submission-map')).toHaveAttribute('data-map-ready', 'true', {
    timeout: 60_000,
  });
  // The preview map's zoom buttons show their + and − icons once on screen (they looked like blank squares).
  expect(await zoomIconPaths(reviewer, 'submission-map')).toEqual([
    'M9 4v4h4v1H9v4H8V9H4V8h4V4z',
    expect.stringMatching(/^M/),
  ]);
  await expectNoAxeViolations(reviewer);
  await shots(reviewer, 'review-submission');
  seen = capturedMail().length;
  const note = 'Please add the fourth UDA adopted in October.';
  await act(reviewer, 'Request changes', note);
  expect(await nextMailTo(PLANNER, seen)).toContain(note);

  // The submitter reads the note and uploads a new version.
  await page.goto(submissionUrl);
  await expect(page.getByText(`The reviewer asked for changes: ${note}`)).toBeVisible();
  await upload(page, 'culpeper-uda-v2.geojson', geojson(udaFeatures(4, 200)));
  await expect(page.getByRole('heading', { name: 'Version 2: culpeper-uda-v2.geojson' })).toBeVisible();
  await expect(page.getByTestId('preflight-report')).toContainText('4 features read.');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitted for review' })).toBeVisible();

  // The reviewer compares version 2 (GeoJSON) with version 1 (a Lambert shapefile of the same three UDAs):
  // one added, the three others unchanged although the format and coordinate system differ.
  await reviewer.reload();
  await choose(
    reviewer,
    reviewer.getByRole('combobox', { name: 'Compare with' }),
    /^Version 1: culpeper-uda\.zip/,
    /^Version 1: culpeper-uda\.zip/,
  );
  await expect(reviewer.getByTestId('diff-counts')).toHaveText(
    'Version 2 against version 1: 1 added, 0 changed, 0 removed, 3 unchanged.',
  );
  await expect(reviewer.getByTestId('submission-map')).toHaveAttribute('data-map-ready', 'true', {
    timeout: 60_000,
  });
  await expectNoAxeViolations(reviewer);
  await shots(reviewer, 'review-compare');

  // The reviewer starts the review, approves and publishes.
  await act(reviewer, 'Start review');
  await act(reviewer, 'Approve');
  await act(reviewer, 'Publish to the Map Explorer');
  await expect(reviewer.getByTestId('submission-status')).toContainText('Status: Published');
  await expect(reviewer.getByRole('table', { name: /Status history/ })).toContainText('Published version 2');

  // The submitter can no longer change it.
  await page.goto(submissionUrl);
  await expect(page.getByTestId('submission-status')).toContainText('Published');
  await expect(page.getByRole('button', { name: 'Upload and check' })).toHaveCount(0);

  // The Map Explorer serves and shows the new features.
  const api = await page.request.get(
    '/api/map-explorer/layers/urban-development-areas/features?q=Culpeper%20UDA%20204',
  );
  const fc = (await api.json()) as { features: Array<{ id: string; properties: { name: string } }> };
  expect(fc.features.map((f) => f.properties.name)).toContain('Culpeper UDA 204');
  const id = fc.features.find((f) => f.properties.name === 'Culpeper UDA 204')!.id;
  // A new feature's id comes from its organisation and name, so a later version keeps it (stable deep links).
  expect(id).toBe('locality-51047-culpeper-uda-204');
  await page.goto(
    `/interactvtrans/map-explorer?layer=urban-development-areas&feature=${encodeURIComponent(id)}`,
  );
  await expect(page.getByRole('application', { name: 'Map of Virginia' })).toHaveAttribute(
    'data-map-ready',
    'true',
    // The Map Explorer loads many layers' code; on a loaded machine it can take a while.
    { timeout: 90_000 },
  );
  // Opened on the new feature: the table, narrowed to the view, lists it among the published features.
  // The table may re-render once more while the focused layer loads, dropping a first click: retry the check.
  const inViewOnly = page.getByRole('switch', { name: 'Only features in the current view' });
  await expect(async () => {
    await inViewOnly.check({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Urban Development Areas: attribute table' })).toContainText(
    'Culpeper UDA 204',
    { timeout: 20_000 },
  );

  // Rolling back asks first too.
  await reviewer.getByRole('button', { name: /^Roll back the publish of / }).click();
  const dialog = reviewer.getByRole('dialog', { name: 'Roll back this publish?' });
  await expect(dialog).toContainText('leave the public Urban Development Areas layer');
  await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(
    reviewer.getByRole('status').filter({ hasText: 'Roll back: the submission is now approved.' }),
  ).toBeVisible();

  // Signing out is one visible button away.
  await page.goto('/admin/spatial-data');
  await page.getByTestId('staff-bar').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signout/);
  await page.goto('/admin/spatial-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please sign in');
});

test('staff area: the comment moderation page maps the comments and zooms to the one a reviewer picks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor's comment near Culpeper (the seed has none).
  const posted = await page.request.post('/api/comment/insert-comment', {
    data: {
      latitude: 38.47,
      longitude: -78.0,
      category: 'safety',
      comment: 'The crossing at the school needs a signal: drivers do not stop for children.',
      consent: true,
    },
  });
  expect(posted.status()).toBe(201);
  await signInAs(page, REVIEWER);
  await page.goto('/admin/comments');
  await expect(page.getByTestId('staff-bar')).toContainText(`Signed in as ${REVIEWER} (OIPI)`);
  await page.getByRole('tab', { name: /^All/ }).click();
  const map = page.getByTestId('comments-map');
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  expect(await zoomIconPaths(page, 'comments-map')).toEqual([
    expect.stringMatching(/^M/),
    expect.stringMatching(/^M/),
  ]);
  const first = page.getByRole('article').first();
  const heading = (await first.getByRole('heading').textContent()) ?? '';
  const id = /^Comment (\d+)/.exec(heading)![1];
  await first.getByRole('button', { name: `Show comment ${id} on the map` }).click();
  await expect(map).toHaveAttribute('data-selected', id);
  await expect(page.locator('#comments-map-text')).toHaveText(
    `The map is zoomed to comment ${id}; the other comments of this view are the smaller dots.`,
  );
  await expect(first).toContainText(/\d:\d\d [AP]M E[SD]T/);
  await expectNoAxeViolations(page);
  await shots(page, 'comments-map');
});

// Growth Areas, Local Bicycle and Pedestrian Network and MPO Long-Range Plan Projects could be
// approved but never published. A Culpeper submission to each is published from the review page and is then
// in the public layer.
test('a submission to each of the three layers that could not be published is published to the Map Explorer', async ({
  page,
  newPage,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, PLANNER);
  const reviewer = await newPage();
  await signInAs(reviewer, REVIEWER);
  for (const [layerID, layerName, kind] of [
    ['growth-areas', 'Growth Areas', 'polygon'],
    ['local-bike-ped-network', 'Local Bicycle and Pedestrian Network', 'line'],
    ['lrtp-projects', 'MPO Long-Range Plan Projects', 'line'],
  ] as const) {
    const spec = (await (await page.request.get(`/api/spatial-data/layer?layerID=${layerID}`)).json()) as {
      expectedFields: Array<{ name: string; type: string }>;
    };
    const name = `Culpeper ${layerName} e2e`;
    const properties = Object.fromEntries(
      spec.expectedFields.map((f) => [f.name, f.type === 'string' ? `${name} ${f.name}` : 2035]),
    );
    properties.name = name;
    const geometry: Geometry =
      kind === 'polygon'
        ? CULPEPER_SQUARE
        : {
            type: 'LineString',
            coordinates: [
              [-78.0, 38.47],
              [-77.99, 38.475],
            ],
          };
    const submissionID = await submitFeature(page, layerID, name, geometry, properties);

    await reviewer.goto(`/admin/spatial-data/review?submission=${submissionID}`);
    await reviewer.getByRole('button', { name: 'Start review', exact: true }).click();
    await expect(reviewer.getByRole('status').filter({ hasText: 'the submission is now' })).toBeVisible();
    await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(reviewer.getByTestId('submission-status')).toContainText('Approved');
    await reviewer.getByRole('button', { name: 'Publish to the Map Explorer', exact: true }).click();
    const dialog = reviewer.getByRole('dialog', { name: 'Publish to the Map Explorer?' });
    await expect(dialog).toContainText(`Culpeper County’s features on the public ${layerName} layer`);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(reviewer.getByTestId('submission-status')).toContainText('Status: Published');
    await expect(reviewer.getByText('This layer is not on the Map Explorer yet')).toHaveCount(0);

    const served = await page.request.get(
      `/api/map-explorer/layers/${layerID}/features?q=${encodeURIComponent(name)}`,
    );
    const fc = (await served.json()) as { features: Array<{ properties: { name: string } }> };
    expect(fc.features.map((f) => f.properties.name)).toEqual([name]);
  }
});
