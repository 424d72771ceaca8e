import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

/**
 * OGC API – Features against the production server: the HTML pages pass axe, and a real
 * client, GDAL's OAPIF driver (Debian's gdal-bin; .ci/run installs it), lists every collection and copies each
 * one completely, its feature count equal to the layer metadata.
 */

const run = promisify(execFile);
const gdal = async (cmd: 'ogrinfo' | 'ogr2ogr', args: string[]) =>
  (await run(cmd, args, { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 })).stdout;

interface Layer {
  key: string;
  name: string;
  featureCount: number;
  downloadable: boolean;
}

test('the HTML pages of the service pass axe and link to each other', async ({ page }) => {
  const landing = await page.goto('/api/ogc?f=html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VTrans open data: OGC API – Features');
  // The page's own stylesheet applies (its hash is in the one policy the answer carries), and no script runs.
  expect(landing!.headers()['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/Times/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Collections' }).first().click();
  await expect(page.getByRole('table', { name: 'Collections' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '2023 Mid-term Needs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023 Mid-term Needs');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Browse the features' }).click();
  const table = page.getByRole('table', { name: /2023 Mid-term Needs: features 1 to 10/ });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByRole('table', { name: /features 11 to 20/ })).toBeVisible();
  await page.getByRole('table').getByRole('rowheader').first().getByRole('link').click();
  await expect(page.getByRole('table', { name: /^Attributes of feature/ })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const address of [
    '/api/ogc/conformance?f=html',
    '/api/ogc/api?f=html',
    '/api/ogc/collections/mid-term-needs-2023/queryables?f=html',
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // A browser asking for HTML gets HTML without f; the same address asked for JSON gets JSON.
  const res = await page.goto('/api/ogc/collections');
  expect(res!.headers()['content-type']).toMatch(/^text\/html/);
});

test('on a phone (390 px) no page of the service scrolls sideways: long addresses wrap, tables scroll in a labelled region', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const first = (await (
    await request.get('/api/ogc/collections/mid-term-needs-2023/items?limit=1&f=json')
  ).json()) as {
    features: Array<{ id: string }>;
  };
  for (const address of [
    '/api/ogc?f=html',
    '/api/ogc/conformance?f=html',
    '/api/ogc/api?f=html',
    '/api/ogc/collections?f=html',
    '/api/ogc/collections/mid-term-needs-2023?f=html',
    '/api/ogc/collections/mid-term-needs-2023/items?f=html',
    `/api/ogc/collections/mid-term-needs-2023/items/${encodeURIComponent(first.features[0]!.id)}?f=html`,
    '/api/ogc/collections/mid-term-needs-2023/queryables?f=html',
  ]) {
    await page.goto(address);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ address, overflow }).toEqual({ address, overflow: 0 });
    for (const table of await page.getByRole('table').all())
      await expect(table.locator('xpath=..')).toHaveAttribute('role', 'region');
  }
});

test('the catalog shows the OGC address with QGIS / ArcGIS Pro help, and passes axe', async ({ page }) => {
  await page.goto('/interactvtrans/available-datasets?q=UDA');
  const card = page.getByRole('article', { name: 'Urban Development Areas' });
  await card.getByText('Add this to QGIS or ArcGIS Pro').click();
  await expect(card.getByText(/Layer › Add Layer › Add WFS \/ OGC API – Features Layer/)).toBeVisible();
  await expect(card.getByText('OGC API – Features', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('GDAL: ogrinfo lists every collection and ogr2ogr copies each one completely', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const layers = (
    (await (await request.get('/api/map-explorer/get-layer-metadata')).json()) as Layer[]
  ).filter((l) => l.downloadable);
  const source = `OAPIF:${baseURL}/api/ogc`;
  const listing = await gdal('ogrinfo', ['-ro', '-q', source]);
  const listed = [...listing.matchAll(/^\d+: (\S+)/gm)].map((m) => m[1]).sort();
  expect(listed).toEqual(layers.map((l) => l.key).sort());

  const dir = await mkdtemp(path.join(tmpdir(), 'ogc-e2e-'));
  try {
    const counts: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const l of layers) {
      const out = path.join(dir, `${l.key}.gpkg`);
      await gdal('ogr2ogr', ['-f', 'GPKG', out, source, l.key]);
      const info = await gdal('ogrinfo', ['-ro', '-so', out, l.key]);
      counts[l.key] = Number(/^Feature Count: (\d+)$/m.exec(info)?.[1] ?? -1);
      expected[l.key] = l.featureCount;
    }
    expect(counts).toEqual(expected);
    // Every collection has its geometry type (the localities, Polygon and MultiPolygon mixed, read "Unknown").
    const all = await gdal('ogrinfo', ['-ro', '-so', '-al', source]);
    // Each layer's block ("Layer name: …", its metadata, then "Geometry: …").
    const types = Object.fromEntries(
      all
        .split(/^Layer name: /m)
        .slice(1)
        .map((block) => [block.split('\n')[0]!.trim(), /^Geometry: (.+)$/m.exec(block)?.[1] ?? 'none']),
    );
    expect(Object.keys(types).sort()).toEqual(layers.map((l) => l.key).sort());
    expect(Object.entries(types).filter(([, t]) => /Unknown/.test(t!))).toEqual([]);
    // The summary GDAL reads from the service itself (numberMatched, extent, fields) for the largest layer.
    const largest = layers.reduce((a, b) => (b.featureCount > a.featureCount ? b : a));
    const summary = await gdal('ogrinfo', ['-ro', '-so', source, largest.key]);
    expect(summary).toMatch(new RegExp(`^Feature Count: ${largest.featureCount}$`, 'm'));
    expect(summary).toMatch(/^district: String/m);
    // A CQL2 filter through GDAL's open option gives the same count as the property parameter.
    const richmond = (await (
      await request.get(`/api/ogc/collections/${largest.key}/items?district=Richmond&limit=1`)
    ).json()) as { numberMatched: number };
    const filtered = await gdal('ogrinfo', [
      '-ro',
      '-so',
      '-where',
      "district = 'Richmond'",
      source,
      largest.key,
    ]);
    expect(filtered).toMatch(new RegExp(`^Feature Count: ${richmond.numberMatched}$`, 'm'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
