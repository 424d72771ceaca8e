/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Feature, FeatureCollection } from 'geojson';
import * as listing from '@/pages/api/spatial-data/listing';
import * as submission from '@/pages/api/spatial-data/submission';
import * as featuresOf from '@/pages/api/spatial-data/submission/features';
import * as file from '@/pages/api/spatial-data/submission/file';
import * as status from '@/pages/api/spatial-data/submission/status';
import { db } from '@/lib/server/db/knex';
import { virginiaLocalities } from '@/lib/server/geo/virginia';
import type { SubmissionDetail, SubmissionDiff } from '@/lib/shared/schemas/spatialData';
import { callApi } from '../helpers/apiMock';
import { DEMO, sessionCookie } from '../helpers/session';
import { geojson, zipOf } from '../helpers/spatialFixtures';
import { runJobWorker } from '../helpers/jobWorker';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * Through the API on a real SQLite database: the submitter's area, the diff across formats (the
 * same features as GeoJSON and as shapefiles made by GDAL's ogr2ogr in EPSG:4326 and EPSG:3968 compare as
 * unchanged), old values and removed features, a version compared with another, and feature ids that survive
 * publishing.
 */
let cleanup: () => Promise<void>;
let planner: { cookie: string };
let reviewer: { cookie: string };
let tmp: string;
let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  stopWorker = runJobWorker(); // an upload's pre-flight is a job
  [planner, reviewer] = await Promise.all([sessionCookie(DEMO.submitter), sessionCookie(DEMO.reviewer)]);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-'));
}, 60_000);
afterAll(async () => {
  await stopWorker();
  fs.rmSync(tmp, { recursive: true, force: true });
  await cleanup();
});

async function newDraft(title: string): Promise<string> {
  const res = await callApi(submission, {
    method: 'POST',
    headers: planner,
    body: { layerID: 'urban-development-areas', title, description: 'Test.' },
  });
  expect(res.status).toBe(201);
  return (res.json as SubmissionDetail).submissionID;
}

async function upload(id: string, name: string, body: Buffer): Promise<SubmissionDetail> {
  const res = await callApi(file, {
    method: 'PUT',
    query: { submissionID: id, fileName: name },
    body,
    headers: planner,
  });
  expect([res.status, res.status === 200 ? '' : res.text.slice(0, 300)]).toEqual([200, '']);
  return res.json as SubmissionDetail;
}

async function diffOf(id: string, query: Record<string, string> = {}) {
  const res = await callApi(featuresOf, { query: { submissionID: id, ...query }, headers: reviewer });
  expect(res.status).toBe(200);
  return res.json as { features: FeatureCollection; diff: SubmissionDiff };
}

/** Culpeper County's features on the Map Explorer's UDA layer, as the layer's API would give them. */
async function culpeperPublished(): Promise<Feature[]> {
  const rows = await (
    await db()
  )('layer_features')
    .where({ layer_key: 'urban-development-areas' })
    .select('feature_id', 'geometry', 'properties', 'organization_id');
  return rows
    .map(
      (r: { feature_id: string; geometry: string; properties: string; organization_id: string | null }) => ({
        type: 'Feature' as const,
        id: r.feature_id,
        geometry: JSON.parse(r.geometry),
        properties: JSON.parse(r.properties),
        organization: r.organization_id,
      }),
    )
    .filter(
      (f) =>
        f.organization === 'locality-51047' ||
        (f.organization === null && f.properties.locality === 'Culpeper County'),
    )
    .map(({ organization: _o, ...f }) => f);
}

/** The features as a zipped shapefile written by GDAL in the given coordinate system. */
function ogrShapefile(features: Feature[], srs: string, name: string): Promise<Buffer> {
  const src = path.join(tmp, `${name}.geojson`);
  fs.writeFileSync(src, geojson(features));
  const out = path.join(tmp, name);
  fs.mkdirSync(out);
  execFileSync('ogr2ogr', [
    '-f',
    'ESRI Shapefile',
    '-t_srs',
    srs,
    '-lco',
    'ENCODING=UTF-8',
    path.join(out, 'uda.shp'),
    src,
  ]);
  const parts = Object.fromEntries(fs.readdirSync(out).map((f) => [f, fs.readFileSync(path.join(out, f))]));
  expect(Object.keys(parts).sort()).toEqual(['uda.cpg', 'uda.dbf', 'uda.prj', 'uda.shp', 'uda.shx']);
  return zipOf(parts);
}

const moveTo = async (id: string, steps: string[]) => {
  for (const s of steps) {
    const res = await callApi(status, {
      method: 'POST',
      headers: reviewer,
      body: { submissionID: id, status: s, note: `ok ${s}` },
    });
    expect([s, res.status]).toEqual([s, 201]);
  }
};

describe('the submitter’s area through the API', () => {
  it('a Culpeper County account uploading the 133 statewide localities is blocked, Culpeper itself is not', async () => {
    const id = await newDraft('Statewide by mistake');
    const localities = virginiaLocalities();
    const features = localities.map((l) => ({
      type: 'Feature' as const,
      geometry: l.geometry,
      properties: { name: l.name, town: '', acres: 1 },
    }));
    const v = (await upload(id, 'counties.geojson', geojson(features))).versions[0];
    expect(v.blocking).toBe(true);
    const extent = v.findings.filter((f) => f.topic === 'extent');
    expect(extent).toHaveLength(1);
    expect(extent[0]).toMatchObject({ level: 'error' });
    expect(extent[0].message).toMatch(
      /^Features 1, 2, .* and 112 more lie outside Culpeper County \(more than 3 km/,
    );
    // Submitting is refused while it blocks.
    const sent = await callApi(submission, {
      method: 'PUT',
      headers: planner,
      body: { submissionID: id, submit: true },
    });
    expect(sent.status).toBe(409);
  });
});

describe('the diff across formats, old values, removed features and versions', () => {
  let published: Feature[];
  let id: string;
  beforeAll(async () => {
    published = await culpeperPublished();
    expect(published.length).toBeGreaterThan(1);
    id = await newDraft('Culpeper UDAs as they are');
  });

  it('the published features as GeoJSON, as a GDAL shapefile in EPSG:4326 and in EPSG:3968 (Lambert): 0 changed', async () => {
    const asGeojson = published.map(({ id: _id, ...f }) => f);
    await upload(id, 'uda.geojson', geojson(asGeojson));
    await upload(id, 'uda-wgs84.zip', await ogrShapefile(asGeojson, 'EPSG:4326', 'wgs84'));
    const lambert = await upload(
      id,
      'uda-lambert.zip',
      await ogrShapefile(asGeojson, 'EPSG:3968', 'lambert'),
    );
    expect(lambert.versions[0].findings[0].message).toMatch(/Virginia Lambert/);
    const diffs = await Promise.all(['1', '2', '3'].map((version) => diffOf(id, { version })));
    expect(diffs.map(({ diff }) => [diff.added, diff.changed, diff.removed, diff.unchanged])).toEqual([
      [0, 0, 0, published.length],
      [0, 0, 0, published.length],
      [0, 0, 0, published.length],
    ]);
    expect(diffs.map(({ diff }) => diff.changes)).toEqual([[], [], []]);
    // The Lambert shapefile against the GeoJSON version: the same.
    const { diff } = await diffOf(id, { version: '3', against: '1' });
    expect(diff).toMatchObject({
      against: { kind: 'version', version: 1 },
      changed: 0,
      unchanged: published.length,
    });
  });

  it('lists changed features with their old and new values, and removed features by name and id', async () => {
    const edited = published.map(({ id: _id, ...f }) => structuredClone(f));
    const [first, gone] = [edited[0], edited[1]];
    const acres = Number(first.properties!.acres);
    first.properties!.acres = acres + 64;
    const rest = edited.filter((f) => f !== gone);
    await upload(id, 'uda-edited.geojson', geojson(rest));
    const { diff } = await diffOf(id);
    expect(diff).toMatchObject({ added: 0, changed: 1, removed: 1, unchanged: published.length - 2 });
    expect(diff.changes).toEqual([
      {
        state: 'changed',
        n: 1,
        id: published[0].id,
        name: first.properties!.name,
        geometry: false,
        fields: [{ field: 'acres', label: 'Acres', before: acres, after: acres + 64 }],
      },
      {
        state: 'removed',
        n: null,
        id: published[1].id,
        name: gone.properties!.name,
        geometry: false,
        fields: [],
      },
    ]);
    // Version 4 against version 2 (the GDAL shapefile; version 1's files are pruned): the same change.
    const { diff: v4v1 } = await diffOf(id, { version: '4', against: '2' });
    expect(v4v1.changes.map((c) => [c.state, c.name, c.fields.map((f) => `${f.before}→${f.after}`)])).toEqual(
      [
        ['changed', first.properties!.name, [`${acres}→${acres + 64}`]],
        ['removed', gone.properties!.name, []],
      ],
    );
    // A shape moved 50 m counts as changed.
    const moved = structuredClone(rest);
    const ring = (moved[0].geometry as { coordinates: number[][][] }).coordinates[0];
    for (const p of ring) p[0] += 0.0005;
    await upload(id, 'uda-moved.geojson', geojson(moved));
    expect((await diffOf(id)).diff.changes[0]).toMatchObject({ n: 1, geometry: true });
  });

  it('publishing keeps the ids of the features it matches; new features get ids from their names', async () => {
    const d = await newDraft('Culpeper UDAs plus one');
    const next: Feature[] = [
      ...published.map(({ id: _id, ...f }) => f),
      {
        type: 'Feature',
        geometry: structuredClone(published[0].geometry),
        properties: { ...published[0].properties, name: 'Culpeper Station UDA' },
      },
    ];
    await upload(d, 'uda.geojson', geojson(next));
    await callApi(submission, { method: 'PUT', headers: planner, body: { submissionID: d, submit: true } });
    await moveTo(d, ['in-review', 'approved', 'published']);
    const ids = async () =>
      (
        await (
          await db()
        )('layer_features')
          .where({ layer_key: 'urban-development-areas', organization_id: 'locality-51047' })
          .select('feature_id', 'name')
      )
        .map((r: { feature_id: string; name: string }) => `${r.name}=${r.feature_id}`)
        .sort();
    const first = await ids();
    expect(first).toEqual(
      [
        ...published.map((f) => `${f.properties!.name}=${f.id}`),
        'Culpeper Station UDA=locality-51047-culpeper-station-uda',
      ].sort(),
    );
    // A second publish of the same features keeps every id.
    const again = await newDraft('Culpeper UDAs again');
    await upload(again, 'uda-wgs84.zip', await ogrShapefile(next, 'EPSG:4326', 'again'));
    await callApi(submission, {
      method: 'PUT',
      headers: planner,
      body: { submissionID: again, submit: true },
    });
    await moveTo(again, ['in-review', 'approved']);
    const { diff } = await diffOf(again);
    expect([diff.changed, diff.added, diff.removed]).toEqual([0, 0, 0]);
    await moveTo(again, ['published']);
    expect(await ids()).toEqual(first);
  });
});

describe('organisation names', () => {
  it('a submission names its organisation as the list of organisations does, whatever text the row was saved with', async () => {
    const k = await db();
    // A row saved with free text (as the first seeds did) is still shown under the organisation's one name.
    await k('submissions')
      .where({ organization_id: 'locality-51047' })
      .update({ organization: 'Illustrative: Culpeper County planning office' });
    const res = await callApi(listing, { headers: planner });
    const names = new Set((res.json as Array<{ organization: string }>).map((s) => s.organization));
    expect([...names]).toEqual(['Culpeper County']);
  });
});
