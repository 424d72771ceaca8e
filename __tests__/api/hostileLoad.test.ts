/**
 * @jest-environment node
 *
 * The worst cases, each started for real while a light request is asked again and again: the site must
 * keep answering it while the work runs (work on the request thread would leave the light request unanswered until
 * it ended: no time is asserted, so the verdict is the same on a fast or a loaded machine) and refuse or survive
 * the abuse. The
 * slow reader and the Host confusion are in __tests__/lib/server/http/pageCache.test.ts; the Map Explorer's
 * picture drawn from a large layer is in __tests__/api/mapPicture.test.ts.
 */
import * as submission from '@/pages/api/spatial-data/submission';
import * as file from '@/pages/api/spatial-data/submission/file';
import * as featuresOf from '@/pages/api/spatial-data/submission/features';
import * as initialize from '@/pages/api/geoprocessor/initialize-job';
import * as create from '@/pages/api/geoprocessor/jobs/index';
import * as status from '@/pages/api/geoprocessor/jobs/[id]/index';
import * as markdownPreview from '@/pages/api/admin/content/markdown-preview';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { listLayerMetadata } from '@/lib/server/services/layers';
import { runTask } from '@/lib/server/workers/pool';
import type { ExtractJob, ExtractOptions } from '@/lib/shared/schemas/extract';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { callApi } from '../helpers/apiMock';
import { SHORT_MARKDOWN_BUDGET, setEnv, withEnv } from '../helpers/env';
import { donut, ratioZip, serpentine, serpentineGeojson } from '../helpers/hostile';
import { DEMO, sessionCookie } from '../helpers/session';
import { geojson, udaFeatures } from '../helpers/spatialFixtures';
import { runJobWorker } from '../helpers/jobWorker';
import { whileAnswering } from '../helpers/whileAnswering';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
let planner: { cookie: string };
let stopWorker: () => Promise<void>;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  ({ cleanup } = await useTempDatabase());
  stopWorker = runJobWorker();
  planner = await sessionCookie(DEMO.submitter);
}, 120_000);
afterAll(async () => {
  await stopWorker();
  await runJobsNow();
  delete process.env.TRUSTED_PROXY_HOPS;
  await cleanup();
});

async function newDraft(): Promise<string> {
  const res = await callApi(submission, {
    method: 'POST',
    headers: planner,
    body: { layerID: 'urban-development-areas', title: 'Hostile shapes', description: 'Made by a test.' },
  });
  expect(res.status).toBe(201);
  return (res.json as SubmissionDetail).submissionID;
}

/**
 * Uploads as the page does: a check that outlasts the request's wait answers 202 with its job (on a loaded
 * machine), and the page asks again until the report is ready. The answer is that final one.
 */
async function upload(id: string, name: string, body: Buffer) {
  let res = await callApi(file, {
    method: 'PUT',
    query: { submissionID: id, fileName: name },
    body,
    headers: planner,
  });
  while (res.status === 202) {
    const { job } = (res.json as { checking: { job: number } }).checking;
    await new Promise((r) => setTimeout(r, 50));
    res = await callApi(file, { query: { submissionID: id, job: String(job) }, headers: planner });
  }
  return res;
}

describe('the site keeps answering while the worst cases run', () => {
  it.each([16_003, 32_003])(
    'checks a serpentine polygon of %i vertices (valid: no self-intersection) off the request thread',
    async (vertices) => {
      const id = await newDraft();
      const { result, asked } = await whileAnswering(initialize, () =>
        upload(id, 'serpentine.geojson', serpentineGeojson(vertices)),
      );
      expect(result.status).toBe(200);
      const report = (result.json as SubmissionDetail).versions[0].findings;
      expect(report.some((f) => f.topic === 'invalid-geometry')).toBe(false);
      expect(asked).toBeGreaterThanOrEqual(3);
    },
  );

  it('still finds the self-intersection when a serpentine is made to cross itself', async () => {
    const bad = serpentine(16_003);
    const ring = bad.geometry.coordinates[0];
    ring[2] = [ring[2][0], ring[5][1]]; // a tooth's corner pulled onto the next tooth
    const id = await newDraft();
    const res = await upload(
      id,
      'kinked.geojson',
      Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [bad] })),
    );
    expect(res.status).toBe(200);
    const report = (res.json as SubmissionDetail).versions[0].findings;
    expect(report.find((f) => f.topic === 'invalid-geometry')?.message).toMatch(
      /^Feature 1 crosses itself \(a self-intersection\)\.$/,
    );
  });

  it('refuses the 2.4 MB zip that expands 200:1 without inflating it', async () => {
    const id = await newDraft();
    const zip = ratioZip(2.4);
    expect(zip.length).toBeGreaterThan(2.3 * 1024 * 1024);
    const { result } = await whileAnswering(initialize, () => upload(id, 'layer.zip', zip));
    expect(result.status).toBe(422);
    expect((result.json as { error: { message: string } }).error.message).toMatch(/zip bomb/);
  });

  it('refuses a feature over the vertex limit with a sentence saying what to do', async () => {
    const id = await newDraft();
    const res = await upload(id, 'huge.geojson', serpentineGeojson(500_007));
    expect(res.status).toBe(422);
    expect((res.json as { error: { message: string } }).error.message).toMatch(
      /^Feature 1 has 500,007 vertices; at most 500,000 .* Simplify it/,
    );
  });

  it('runs the donut extract over 8 polygon layers while answering, then downloads it', async () => {
    const options = (await callApi(initialize)).json as ExtractOptions;
    expect(options.limits.maxSeconds).toBe(60); // the budget is stated to the person
    const polygons = (await listLayerMetadata())
      .filter((l) => l.geometryType === 'polygon' && options.layers.some((o) => o.key === l.key))
      .map((l) => l.key)
      .slice(0, 8);
    expect(polygons.length).toBeGreaterThanOrEqual(4);
    const { result: job, asked } = await whileAnswering(initialize, async () => {
      const res = await callApi(create, {
        method: 'POST',
        body: { area: { kind: 'polygon', geometry: donut() }, layers: polygons, format: 'geojson' },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      expect(res.status).toBe(202);
      await runJobsNow();
      return (await callApi(status, { params: { id: (res.json as ExtractJob).id } })).json as ExtractJob;
    });
    expect(job).toMatchObject({ status: 'succeeded', error: null });
    expect(job.featureCount).toBeGreaterThan(0);
    expect(asked).toBeGreaterThanOrEqual(3);
  });
});

describe('Markdown staff write', () => {
  // 16,000 list markers on one line: remark nests a list in each, and took over five minutes on the request
  // thread; 20,000 quote markers overflowed its stack (a 500).
  const markers = `${'- '.repeat(16_000)}x`;
  const quotes = `${'>'.repeat(20_000)} x`;

  it('a preview that would pin a core is stopped at its budget, with a sentence, while the site answers', async () => {
    const editor = await sessionCookie(DEMO.editor);
    await withEnv(SHORT_MARKDOWN_BUDGET, async () => {
      const { result, asked } = await whileAnswering(initialize, () =>
        callApi(markdownPreview, { method: 'POST', body: { markdown: markers }, headers: editor }),
      );
      expect(result.status).toBe(422);
      expect(result.json).toMatchObject({
        error: { message: expect.stringMatching(/^This text is too complex to check/) },
      });
      expect(asked).toBeGreaterThanOrEqual(3);
      const deep = await callApi(markdownPreview, {
        method: 'POST',
        body: { markdown: quotes },
        headers: editor,
      });
      expect(deep.status).toBe(422);
    });
  }, 60_000);
});

describe('the worker pool', () => {
  it('stops a task over its time budget and says what to do', async () => {
    await expect(
      runTask(
        'analyse',
        {
          bytes: serpentineGeojson(400_003),
          fileName: 'big.geojson',
          layer: { geometry: 'polygon', fields: [] },
          options: { maxFeatures: 10 },
        },
        { budgetMs: 5, tooComplex: 'Too complex: simplify it.' },
      ),
    ).rejects.toMatchObject({ status: 422, message: 'Too complex: simplify it.' });
    // The pool replaced the stopped thread and goes on working.
    await expect(
      runTask(
        'analyse',
        {
          bytes: serpentineGeojson(403),
          fileName: 'small.geojson',
          layer: { geometry: 'polygon', fields: [] },
          options: { maxFeatures: 10 },
        },
        { budgetMs: 30_000, tooComplex: 'x' },
      ),
    ).resolves.toMatchObject({ featureCount: 1, blocking: false });
  });
});

describe('upload quotas and pruning', () => {
  afterEach(() =>
    setEnv({
      INTAKE_MAX_VERSIONS: undefined,
      INTAKE_KEEP_VERSIONS: undefined,
      INTAKE_ORG_QUOTA_MB: undefined,
    }),
  );

  it('keeps the files of the newest versions only, says so for an old one, and stops at the version limit', async () => {
    setEnv({ INTAKE_MAX_VERSIONS: '3', INTAKE_KEEP_VERSIONS: '2' });
    const id = await newDraft();
    for (let n = 0; n < 3; n++) {
      expect((await upload(id, `v${n + 1}.geojson`, geojson(udaFeatures(2, n)))).status).toBe(200);
    }
    const detail = (await callApi(submission, { query: { submissionID: id }, headers: planner }))
      .json as SubmissionDetail;
    expect(detail.versions.map((v) => [v.version, v.prunedAt === null])).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
    const old = await callApi(featuresOf, { query: { submissionID: id, version: '1' }, headers: planner });
    expect(old.status).toBe(410);
    expect((old.json as { error: { message: string } }).error.message).toMatch(/version 1 were removed/);
    expect(
      (await callApi(featuresOf, { query: { submissionID: id, version: '2' }, headers: planner })).status,
    ).toBe(200);
    const fourth = await upload(id, 'v4.geojson', geojson(udaFeatures(2, 4)));
    expect(fourth.status).toBe(409);
    expect((fourth.json as { error: { message: string } }).error.message).toMatch(
      /already has 3 uploaded versions/,
    );
  });

  it("refuses an upload past the organisation's storage quota, before reading it", async () => {
    setEnv({ INTAKE_ORG_QUOTA_MB: '0.01' }); // about 10 KB: less than this one file
    const id = await newDraft();
    const res = await upload(id, 'big.geojson', serpentineGeojson(4_003));
    expect(res.status).toBe(413);
    expect((res.json as { error: { message: string } }).error.message).toMatch(/of the 0\.01 MB it may keep/);
  });
});
