/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import shp from 'shpjs';
import type { FeatureCollection, Polygon } from 'geojson';
import { db } from '@/lib/server/db/knex';
import { extractJobQueries } from '@/lib/server/repositories/extractJobs';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { jobById } from '@/lib/server/jobs/queue';
import { removeExpiredOutputs } from '@/lib/server/services/extract';
import { layerRecords } from '@/lib/server/services/layers';
import { getStorage } from '@/lib/server/storage';
import { EXTRACT_LIMITS, type ExtractJob, type ExtractOptions } from '@/lib/shared/schemas/extract';
import * as initialize from '@/pages/api/geoprocessor/initialize-job';
import * as create from '@/pages/api/geoprocessor/jobs/index';
import * as status from '@/pages/api/geoprocessor/jobs/[id]/index';
import * as download from '@/pages/api/geoprocessor/jobs/[id]/download';
import * as dataView from '@/pages/api/data-explorer/view';
import type { DataView } from '@/lib/shared/schemas/dataExplorer';
import { callApi } from '../helpers/apiMock';
import { square } from '../helpers/spatialFixtures';
import { withClockStill } from '../helpers/clock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1'; // each test picks its client address with X-Forwarded-For
  ({ cleanup } = await useTempDatabase());
}, 120_000);
afterAll(async () => {
  await runJobsNow();
  delete process.env.TRUSTED_PROXY_HOPS;
  await cleanup();
});

const NEEDS = 'mid-term-needs-2023';
let clientN = 0;
const asNewClient = () => ({ 'x-forwarded-for': `198.51.100.${(clientN += 1)}` });
const post = (body: unknown, headers: Record<string, string> = asNewClient()) =>
  callApi(create, { method: 'POST', body, headers });
const errorOf = (res: { json: unknown }) =>
  (res.json as { error: { message: string; field?: string } }).error;

/** Starts a job and waits for the runner to finish it. */
async function runToEnd(body: unknown): Promise<ExtractJob> {
  const res = await post(body);
  expect(res.status).toBe(202);
  const job = res.json as ExtractJob;
  expect(res.headers.get('location')).toBe(`/api/geoprocessor/jobs/${job.id}`);
  await runJobsNow();
  return (await callApi(status, { params: { id: job.id } })).json as ExtractJob;
}

async function zipOf(job: ExtractJob): Promise<JSZip> {
  const res = await callApi(download, { params: { id: job.id } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="vtrans-extract-[a-z0-9-]+\.zip"$/,
  );
  return JSZip.loadAsync(res.buffer);
}

describe('GET /api/geoprocessor/initialize-job/', () => {
  it('states the limits, formats, layers and the areas one can pick', async () => {
    const res = await callApi(initialize);
    expect(res.status).toBe(200);
    const options = res.json as ExtractOptions;
    expect(options.limits).toMatchObject({ maxAreaSqKm: 30000, maxFeatures: 20000, activeJobsPerClient: 2 });
    expect(options.formats.map((f) => f.value)).toEqual(['geojson', 'csv', 'kml', 'shapefile', 'gpkg']);
    expect(options.formats.find((f) => f.value === 'gpkg')!.label).toBe('GeoPackage');
    expect(options.layers.find((l) => l.key === NEEDS)).toMatchObject({ illustrative: true });
    expect(options.localities).toHaveLength(133);
    expect(options.localities.find((l) => l.fips === '51047')).toEqual({
      fips: '51047',
      name: 'Culpeper County',
      district: 'Culpeper',
    });
    expect(options.districts).toHaveLength(9);
  });
});

describe('extract jobs', () => {
  it('clips a layer to a county and writes a zip of CSV with a README and the area', async () => {
    const job = await runToEnd({ area: { kind: 'locality', fips: '51047' }, layers: [NEEDS], format: 'csv' });
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, error: null, format: 'csv' });
    expect(job.area).toMatchObject({ kind: 'locality', label: 'Culpeper County' });
    expect(job.area.sqKm).toBeGreaterThan(900);
    expect(job.area.sqKm).toBeLessThan(1100); // Culpeper County is about 1,000 km²
    expect(job.downloadUrl).toBe(`/api/geoprocessor/jobs/${job.id}/download`);
    const zip = await zipOf(job);
    expect(Object.keys(zip.files).sort()).toEqual([
      'README.txt',
      'area.geojson',
      `${NEEDS}.csv`,
      `${NEEDS}.csvt`,
      `${NEEDS}.prj`,
    ]);
    const csv = await zip.file(`${NEEDS}.csv`)!.async('string');
    const rows = csv.trim().split(/\r?\n/);
    expect(rows.length - 1).toBe(job.counts![NEEDS]);
    expect(job.featureCount).toBe(job.counts![NEEDS]);
    const readme = await zip.file('README.txt')!.async('string');
    expect(readme).toContain('Area: Culpeper County');
    expect(readme).toContain('ILLUSTRATIVE DATA');
    // The README names the mark the file itself carries: the CSV's "Illustrative data" column says yes, never true.
    expect(readme).toContain(
      'ILLUSTRATIVE DATA: features whose column "Illustrative data" says yes are illustrative',
    );
    const header = rows[0]!.split(',');
    const flag = header.indexOf('Illustrative data');
    expect(flag).toBeGreaterThan(-1);
    expect(new Set(rows.slice(1).map((r) => r.split(',')[flag]))).toContain('yes');
    expect(readme).not.toMatch(/= true/);
    // When it was made, in Virginia time with its zone, as the CSV exports give their moments.
    expect(readme).toMatch(/^Made: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T \(Virginia time\)\r$/m);

    // GDAL (and so QGIS) opens the CSV with no options: the WKT column is the geometry, the .csvt types the
    // columns and the .prj gives WGS 84.
    const dir = mkdtempSync(path.join(tmpdir(), 'extract-csv-'));
    try {
      for (const ext of ['csv', 'csvt', 'prj']) {
        writeFileSync(
          path.join(dir, `${NEEDS}.${ext}`),
          await zip.file(`${NEEDS}.${ext}`)!.async('nodebuffer'),
        );
      }
      const info = execFileSync('ogrinfo', ['-ro', '-al', '-so', path.join(dir, `${NEEDS}.csv`)], {
        encoding: 'utf8',
      });
      expect(info).toMatch(new RegExp(`^Feature Count: ${job.counts![NEEDS]}$`, 'm'));
      expect(info).toMatch(/^Extent: \(-\d/m);
      expect(info).toMatch(/WGS 84/);
      expect(info).toMatch(/^Length \(miles\): Real/m);
      expect(info).toMatch(/^Need ID: String/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['locality', { kind: 'locality', fips: '51059' }, '51059'], // Fairfax County, around Fairfax city
    ['district', { kind: 'district', name: 'Northern Virginia' }, 'Northern Virginia'],
  ])(
    'a %s extract holds the needs the Data Explorer counts for the same place (one rule for "in this county")',
    async (_kind, area, place) => {
      const profile = await callApi(dataView, { query: { view: 'jurisdiction', place } });
      expect(profile.status).toBe(200);
      const counted = (profile.json as DataView).tables[0]!.rows.reduce((s, r) => s + Number(r.count), 0);
      expect(counted).toBeGreaterThan(50);
      const job = await runToEnd({ area, layers: [NEEDS], format: 'geojson' });
      expect(job.counts![NEEDS]).toBe(counted); // before: 367 extracted for Fairfax County, 229 counted
      const fc = JSON.parse(await (await zipOf(job)).file(`${NEEDS}.geojson`)!.async('string')) as {
        features: Array<{ properties: Record<string, unknown> }>;
      };
      const key = area.kind === 'locality' ? 'locality' : 'district';
      const name = area.kind === 'locality' ? 'Fairfax County' : 'Northern Virginia';
      expect(new Set(fc.features.map((f) => f.properties[key]))).toEqual(new Set([name]));
      const readme = await (await zipOf(job)).file('README.txt')!.async('string');
      expect(readme).toContain('as the Data Explorer counts them');
    },
  );

  it('an extract of a county with the table filtered holds only the filtered features and says the filter', async () => {
    const area = { kind: 'locality', fips: '51161' }; // Roanoke County
    const all = await runToEnd({ area, layers: [NEEDS], format: 'geojson' });
    expect(all.filters).toEqual([]);
    const filter = { field: 'need_category', values: ['Safety Improvement'] };
    const job = await runToEnd({ area, layers: [NEEDS], format: 'geojson', filters: { [NEEDS]: [filter] } });
    expect(job.status).toBe('succeeded');
    expect(job.filters).toEqual([
      {
        layerKey: NEEDS,
        layerName: '2023 Mid-term Needs',
        filters: [filter],
        words: 'Need category: Safety Improvement',
      },
    ]);
    const zip = await zipOf(job);
    const fc = JSON.parse(await zip.file(`${NEEDS}.geojson`)!.async('string')) as {
      features: Array<{ properties: Record<string, unknown> }>;
    };
    expect(fc.features.length).toBeGreaterThan(0);
    expect(fc.features.length).toBeLessThan(all.counts![NEEDS]!); // before: every need in the county
    expect(new Set(fc.features.map((f) => f.properties.need_category))).toEqual(
      new Set(['Safety Improvement']),
    );
    expect(new Set(fc.features.map((f) => f.properties.locality))).toEqual(new Set(['Roanoke County']));
    const readme = await zip.file('README.txt')!.async('string');
    expect(readme).toContain('filtered to Need category: Safety Improvement');
  });

  it('the README counts in words a person would write: "1 feature", not "1 features"', async () => {
    const study = (await layerRecords('gap-ta-studies')).features[0]!;
    const [x, y] = [study.bbox[0], study.bbox[1]]; // a point: its bbox is the point
    const job = await runToEnd({
      area: { kind: 'polygon', geometry: square(x, y, 0.0005) },
      layers: ['gap-ta-studies'],
      format: 'csv',
    });
    expect(job.counts!['gap-ta-studies']).toBe(1);
    const readme = await (await zipOf(job)).file('README.txt')!.async('string');
    expect(readme).toMatch(/\(gap-ta-studies\): 1 feature; /);
  });

  it('cuts lines at a drawn polygon: every vertex of the output lies inside it', async () => {
    // A box around Richmond, where the corridors and needs cross.
    const box: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-77.6, 37.4],
          [-77.3, 37.4],
          [-77.3, 37.7],
          [-77.6, 37.7],
          [-77.6, 37.4],
        ],
      ],
    };
    const job = await runToEnd({
      area: { kind: 'polygon', geometry: box },
      layers: [NEEDS],
      format: 'geojson',
    });
    expect(job.status).toBe('succeeded');
    const zip = await zipOf(job);
    const fc = JSON.parse(await zip.file(`${NEEDS}.geojson`)!.async('string')) as FeatureCollection;
    expect(fc.features.length).toBeGreaterThan(0);
    const eps = 1e-9;
    for (const f of fc.features) {
      const coords = JSON.stringify(f.geometry).match(/-?\d+\.?\d*,-?\d+\.?\d*/g)!;
      for (const c of coords) {
        const [x, y] = c.split(',').map(Number) as [number, number];
        expect(x >= -77.6 - eps && x <= -77.3 + eps && y >= 37.4 - eps && y <= 37.7 + eps).toBe(true);
      }
    }
  });

  it('writes one GeoPackage with a table per layer that GDAL reads (counts, EPSG:4326)', async () => {
    const job = await runToEnd({
      area: { kind: 'district', name: 'Culpeper' },
      layers: ['virginia-localities', 'gap-ta-studies'],
      format: 'gpkg',
    });
    expect(job.status).toBe('succeeded');
    const zip = await zipOf(job);
    const dir = mkdtempSync(path.join(tmpdir(), 'extract-gpkg-'));
    try {
      const file = path.join(dir, 'extract.gpkg');
      writeFileSync(file, await zip.file('extract.gpkg')!.async('nodebuffer'));
      const info = execFileSync('ogrinfo', ['-ro', '-so', '-al', file], { encoding: 'utf8' });
      const counts = Object.fromEntries(
        [...info.matchAll(/^Layer name: (\S+)$[\s\S]*?^Feature Count: (\d+)$/gm)].map((m) => [
          m[1],
          Number(m[2]),
        ]),
      );
      expect(counts).toEqual({
        virginia_localities: job.counts!['virginia-localities'],
        gap_ta_studies: job.counts!['gap-ta-studies'],
      });
      expect(info).toMatch(/ID\["EPSG",4326\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a shapefile per layer that reads back (polygons intersected with a district)', async () => {
    const job = await runToEnd({
      area: { kind: 'district', name: 'Culpeper' },
      layers: ['virginia-localities', 'gap-ta-studies'],
      format: 'shapefile',
    });
    expect(job.status).toBe('succeeded');
    expect(job.counts!['virginia-localities']).toBeGreaterThanOrEqual(9); // its 9 counties, plus slivers of neighbours
    const zip = await zipOf(job);
    expect(zip.file('virginia-localities/virginia-localities.prj')).not.toBeNull();
    const inner = new JSZip();
    for (const ext of ['shp', 'shx', 'dbf', 'prj', 'cpg']) {
      inner.file(
        `l.${ext}`,
        await zip.file(`virginia-localities/virginia-localities.${ext}`)!.async('nodebuffer'),
      );
    }
    const read = (await shp(await inner.generateAsync({ type: 'nodebuffer' }))) as FeatureCollection;
    expect(read.features).toHaveLength(job.counts!['virginia-localities']!);
    expect(read.features.map((f) => f.properties?.feature_id)).toContain('51047'); // Culpeper County
    expect(read.features.every((f) => /Polygon/.test(f.geometry.type))).toBe(true);
  });

  it('fails with a readable error when the area holds more features than the limit', async () => {
    const limits = EXTRACT_LIMITS as { maxFeatures: number };
    const real = limits.maxFeatures;
    limits.maxFeatures = 5; // the seeded data cannot reach 20,000 within the area limit, so lower the bar
    try {
      const job = await runToEnd({
        area: { kind: 'district', name: 'Richmond' },
        layers: [NEEDS],
        format: 'csv',
      });
      expect(job).toMatchObject({ status: 'failed', downloadUrl: null, featureCount: null });
      expect(job.error).toBe(
        'This area holds more than 5 features in the chosen layers, the most one extract may hold. ' +
          'Choose a smaller area or fewer layers.',
      );
      expect(await getStorage().getPrivate(`extracts/${job.id}.zip`)).toBeNull();
    } finally {
      limits.maxFeatures = real;
    }
  });

  it('takes over a job whose worker died mid-run once its lease runs out, and removes outputs after 24 hours', async () => {
    const created = await post({ area: { kind: 'locality', fips: '51047' }, layers: [NEEDS], format: 'csv' });
    const id = (created.json as ExtractJob).id;
    const k = await db();
    // A worker on another instance claimed it, marked it running and died: its lease ran out a minute ago.
    const queued = await k('jobs').where({ kind: 'extract' }).orderBy('id', 'desc').first('id', 'payload');
    expect(JSON.parse(queued.payload)).toEqual({ id });
    const expired = new Date(Date.now() - 60_000).toISOString();
    await k('jobs')
      .where({ id: queued.id })
      .update({ status: 'running', attempts: 1, lease_owner: 'dead-host:1:web:0', lease_until: expired });
    await extractJobQueries.claim(k, id, expired);
    expect(((await callApi(status, { params: { id } })).json as ExtractJob).status).toBe('running');
    await runJobsNow();
    const taken = (await callApi(status, { params: { id } })).json as ExtractJob;
    expect(taken).toMatchObject({ status: 'succeeded', error: null, progress: 100 });
    expect(await jobById(Number(queued.id))).toMatchObject({ status: 'succeeded', attempts: 2 });

    const done = await runToEnd({
      area: { kind: 'locality', fips: '51540' },
      layers: [NEEDS],
      format: 'kml',
    });
    expect(done.status).toBe('succeeded');
    await removeExpiredOutputs(new Date(Date.now() + 25 * 3600_000));
    const after = (await callApi(status, { params: { id: done.id } })).json as ExtractJob;
    expect(after).toMatchObject({ status: 'succeeded', downloadUrl: null });
    expect(after.error).toMatch(/removed 24 hours after/);
    expect(await getStorage().getPrivate(`extracts/${done.id}.zip`)).toBeNull();
    const gone = await callApi(download, { params: { id: done.id } });
    expect(gone.status).toBe(404);
    expect(errorOf(gone).message).toMatch(/removed 24 hours after/);
  });
});

describe('extract job errors', () => {
  const square = (x: number, y: number, d: number): Polygon => ({
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + d, y],
        [x + d, y + d],
        [x, y + d],
        [x, y],
      ],
    ],
  });
  it.each([
    [{ layers: [NEEDS], format: 'csv' }, 'area'],
    [{ area: { kind: 'locality', fips: '24001' }, layers: [NEEDS], format: 'csv' }, 'area.fips'],
    [{ area: { kind: 'locality', fips: '51999' }, layers: [NEEDS], format: 'csv' }, 'area.fips'],
    [{ area: { kind: 'district', name: 'Atlantis' }, layers: [NEEDS], format: 'csv' }, 'area.name'],
    [{ area: { kind: 'county', fips: '51047' }, layers: [NEEDS], format: 'csv' }, 'area.kind'],
    [
      {
        area: { kind: 'polygon', geometry: { type: 'Point', coordinates: [1, 2] } },
        layers: [NEEDS],
        format: 'csv',
      },
      'area.geometry.type',
    ],
    [
      {
        area: {
          kind: 'polygon',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-78, 38],
                [-77, 38],
                [-77, 39],
              ],
            ],
          },
        },
        layers: [NEEDS],
        format: 'csv',
      },
      'area.geometry.coordinates.0',
    ],
    [{ area: { kind: 'polygon', geometry: square(-10, 50, 1) }, layers: [NEEDS], format: 'csv' }, 'area'],
    [{ area: { kind: 'polygon', geometry: square(-80, 37, 3) }, layers: [NEEDS], format: 'csv' }, 'area'],
    [{ area: { kind: 'district', name: 'Salem' }, layers: [], format: 'csv' }, 'layers'],
    [{ area: { kind: 'district', name: 'Salem' }, layers: [NEEDS, NEEDS], format: 'csv' }, 'layers'],
    [{ area: { kind: 'district', name: 'Salem' }, layers: ['no-such-layer'], format: 'csv' }, 'layers'],
    [{ area: { kind: 'district', name: 'Salem' }, layers: [NEEDS], format: 'pdf' }, 'format'],
    [{ area: { kind: 'district', name: 'Salem' }, layers: [NEEDS], format: 'csv', website: 'x' }, 'website'],
    [{ area: { kind: 'district', name: 'Salem' }, layers: [NEEDS], format: 'csv', extra: 1 }, ''],
    // Filters are checked against the layer's fields and never run as SQL.
    [
      {
        area: { kind: 'district', name: 'Salem' },
        layers: [NEEDS],
        format: 'csv',
        filters: { [NEEDS]: [{ field: '1=1; DROP TABLE extract_jobs; --', values: ['x'] }] },
      },
      'filters',
    ],
    [
      {
        area: { kind: 'district', name: 'Salem' },
        layers: [NEEDS],
        format: 'csv',
        filters: { 'vdot-districts': [{ field: 'district', values: ['Salem'] }] },
      },
      'filters.vdot-districts',
    ],
    [
      {
        area: { kind: 'district', name: 'Salem' },
        layers: [NEEDS],
        format: 'csv',
        filters: { [NEEDS]: [{ field: 'district', values: [] }] },
      },
      'filters.mid-term-needs-2023.0.values',
    ],
  ])('400 for an invalid body %#, naming the field', async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const error = errorOf(res);
    if (field) expect(error.field).toBe(field);
    expect(error.message.length).toBeGreaterThan(15);
  });

  it('says how large a too-large area is', async () => {
    const res = await post({
      area: { kind: 'polygon', geometry: square(-80, 37, 3) },
      layers: [NEEDS],
      format: 'csv',
    });
    expect(errorOf(res).message).toMatch(/covers [\d,]+ km², more than the 30,000 km²/);
  });

  it('415 for a non-JSON body, 405 for GET on the collection and POST on a job, 404 for unknown or malformed ids', async () => {
    const form = await callApi(create, {
      method: 'POST',
      body: 'area=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const get = await callApi(create);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const postJob = await callApi(status, {
      method: 'POST',
      params: { id: '0b0e2f4c-0000-4000-8000-000000000000' },
    });
    expect(postJob.status).toBe(405);
    for (const route of [status, download]) {
      for (const id of ['0b0e2f4c-0000-4000-8000-000000000000', 'DROP TABLE']) {
        const res = await callApi(route, { params: { id } });
        expect(res.status).toBe(404);
        expect(errorOf(res).message).toBe('There is no extract job with this id.');
      }
    }
  });

  it('404 for the download of a job that has not finished', async () => {
    const res = await post({ area: { kind: 'district', name: 'Bristol' }, layers: [NEEDS], format: 'csv' });
    const job = res.json as ExtractJob;
    const early = await callApi(download, { params: { id: job.id } });
    if (early.status !== 200)
      expect(errorOf(early).message).toMatch(/is (queued|running); its file is ready only/);
    await runJobsNow();
  });

  it(
    'allows two jobs at once per client (429 for a third) and 10 an hour',
    () =>
      // The hourly limit counts in clock hours: all eleven asks in one.
      withClockStill(async () => {
        const client = { 'x-forwarded-for': '203.0.113.77' };
        const body = { area: { kind: 'district', name: 'Lynchburg' }, layers: [NEEDS], format: 'geojson' };
        const k = await db();
        // Two jobs waiting (inserted as queued without running them), then a third is refused.
        const first = await post(body, client);
        const second = await post(body, client);
        expect([first.status, second.status]).toEqual([202, 202]);
        const jobs = [first.json as ExtractJob, second.json as ExtractJob];
        const states = await Promise.all(jobs.map((j) => extractJobQueries.byId(k, j.id)));
        const stillActive = states.filter((s) =>
          ['queued', 'running'].includes(String((s as { status: string }).status)),
        );
        expect(stillActive).toHaveLength(2); // nothing runs jobs in this process but runJobsNow
        const third = await post(body, client);
        expect(third.status).toBe(429);
        expect(errorOf(third).message).toMatch(/at most 2 may run at once/);
        await runJobsNow();
        const statuses: number[] = [];
        for (let i = 0; i < 9; i += 1) {
          const r = await post(body, client);
          statuses.push(r.status);
          await runJobsNow();
        }
        // 2 accepted above + 8 more = 10 in the hour; the rest are refused with Retry-After.
        expect(statuses.filter((s) => s === 202)).toHaveLength(8);
        expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      }),
    120_000,
  );
});
