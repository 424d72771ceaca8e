import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { capturedMail, nextMailTo, signInAs } from './mail';
import { geojson, shapefileZip, toLambert, udaFeatures } from '../__tests__/helpers/spatialFixtures';

const PLANNER = 'planner@example.org';
const REVIEWER = 'reviewer@example.com';

async function shots(page: Page, name: string) {
  fs.mkdirSync('test-results/intake', { recursive: true });
  await page.screenshot({ path: `test-results/intake/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/intake/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.locator('#intake-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

async function act(page: Page, action: string, note?: string) {
  if (note) await page.getByRole('textbox', { name: /Note to the submitter/ }).fill(note);
  await page.getByRole('button', { name: action, exact: true }).click();
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
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start a new submission' }).click();

  // Choose the layer: its geometry and expected fields are stated.
  await expect(page.getByRole('heading', { name: 'Spatial-data intake' })).toBeVisible();
  await page.getByRole('combobox', { name: /Target layer/ }).click();
  await page.getByRole('option', { name: 'Urban Development Areas' }).click();
  // axe must not catch the menu mid-fade: wait until its options have left the page.
  await expect(page.locator('li[role="option"]')).toHaveCount(0);
  await expect(page.getByTestId('layer-requirements')).toContainText('Geometry: polygons');
  await expect(page.getByTestId('layer-requirements')).toContainText('acres (Acres, whole number)');
  await expectNoAxeViolations(page);
  let seen = capturedMail().length;
  await page.getByRole('textbox', { name: /^Title/ }).fill('Culpeper UDA boundaries 2026');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/spatial-data\/intake\?submission=/);
  expect(await nextMailTo(PLANNER, seen)).toContain('Your draft is saved');

  // A projected shapefile without .prj: the page asks for the coordinate system, then takes it.
  const zip = await shapefileZip(udaFeatures(3, 200), { prj: null, project: toLambert });
  await upload(page, 'culpeper-uda.zip', zip);
  await expect(page.getByRole('form', { name: /^Upload/ }).getByRole('alert')).toContainText(
    'no .prj file and its coordinates are projected',
  );
  await page.getByRole('combobox', { name: /Coordinate system/ }).click();
  await page.getByRole('option', { name: 'NAD83 / Virginia Lambert, metres (EPSG:3968)' }).click();
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
  await expect(reviewer.getByTestId('submission-map')).toHaveAttribute('data-map-ready', 'true', {
    timeout: 60_000,
  });
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

  // The reviewer starts the review, approves and publishes.
  await reviewer.reload();
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
});
