/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import * as cycles from '@/pages/api/gap-ta/cycles';
import * as adminCycles from '@/pages/api/admin/gap-ta-cycles';
import * as adminCycle from '@/pages/api/admin/gap-ta-cycles/[id]';
import * as applications from '@/pages/api/gap-ta/applications';
import * as application from '@/pages/api/gap-ta/applications/[id]';
import * as studyArea from '@/pages/api/gap-ta/applications/[id]/study-area';
import * as studyAreaFile from '@/pages/api/gap-ta/applications/[id]/study-area-file';
import * as letter from '@/pages/api/gap-ta/applications/[id]/letter';
import * as pdf from '@/pages/api/gap-ta/applications/[id]/pdf';
import * as submit from '@/pages/api/gap-ta/applications/[id]/submit';
import * as clarification from '@/pages/api/gap-ta/applications/[id]/clarification';
import * as clarificationFile from '@/pages/api/gap-ta/applications/[id]/clarification-file';
import * as withdraw from '@/pages/api/gap-ta/applications/[id]/withdraw';
import * as status from '@/pages/api/admin/gap-ta-applications/[id]/status';
import * as score from '@/pages/api/admin/gap-ta-applications/[id]/score';
import * as exportCsv from '@/pages/api/admin/gap-ta-applications/export';
import * as packets from '@/pages/api/admin/gap-ta-applications/packets';
import * as staffQueue from '@/pages/api/admin/gap-ta-applications';
import JSZip from 'jszip';
import * as gapTaStudies from '@/pages/api/gap-ta-studies';
import * as features from '@/pages/api/map-explorer/layers/[layerKey]/features';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { extractPdfPages } from '@/lib/server/search/pdfText';
import { DEFAULT_COMPONENTS, wordCount } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Application, ApplicationSummary, Cycle } from '@/lib/shared/schemas/gapTaApplications';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import { callApi, type CallResult } from '../helpers/apiMock';
import { DEMO, sessionCookie } from '../helpers/session';
import { geojson, square } from '../helpers/spatialFixtures';
import { useTempDatabase } from '../helpers/tempDb';

const APPLICANT = 'applicant@example.org'; // Culpeper County
const GAP_REVIEWER = 'gap-reviewer@example.com';

let dir: string;
let cleanup: () => Promise<void>;
const cookies: Record<string, { cookie: string }> = {};
beforeAll(async () => {
  ({ dir, cleanup } = await useTempDatabase());
  for (const email of [
    APPLICANT,
    GAP_REVIEWER,
    DEMO.submitter,
    DEMO.otherSubmitter,
    DEMO.reviewer,
    DEMO.admin,
  ]) {
    cookies[email] = await sessionCookie(email);
  }
}, 60_000);
afterAll(() => cleanup());

const as = (email: string) => ({ ...cookies[email]!, origin: 'http://localhost:3000' });
const outbox = (): string[] => {
  const d = path.join(dir, 'outbox');
  return fs.existsSync(d)
    ? fs
        .readdirSync(d)
        .sort()
        .map((f) => fs.readFileSync(path.join(d, f), 'utf8').replace(/=\r?\n/g, ''))
    : [];
};
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const errorOf = (r: CallResult) => (r.json as { error: { message: string; field?: string } }).error;

async function realPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('We support this request.');
  return Buffer.from(await doc.save());
}

let cycle: Cycle;
let appId: string;
const call = (
  mod: Parameters<typeof callApi>[0],
  email: string,
  options: Parameters<typeof callApi>[1] = {},
) => callApi(mod, { ...options, params: { id: appId, ...(options.params ?? {}) }, headers: as(email) });

describe('GAP-TA applications', () => {
  it('the public cycle answer shows the open (illustrative) seeded cycle with its four components', async () => {
    const r = await callApi(cycles);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/public/);
    const body = r.json as { open: Cycle | null };
    expect(body.open?.state).toBe('open');
    expect(body.open?.illustrative).toBe(true);
    expect(body.open?.components.map((c) => c.number)).toEqual([1, 2, 3, 4]);
    cycle = body.open!;
  });

  it('an applicant starts one application per component; a second is refused (409)', async () => {
    const r = await callApi(applications, {
      method: 'POST',
      headers: as(APPLICANT),
      body: { cycleId: cycle.id, component: 1 },
    });
    expect(r.status).toBe(201);
    const app = r.json as Application;
    expect(app).toMatchObject({
      status: 'draft',
      locality: 'Culpeper County',
      editable: true,
      trackingNumber: null,
    });
    appId = app.id;
    const again = await callApi(applications, {
      method: 'POST',
      headers: as(DEMO.submitter), // a colleague in the same county
      body: { cycleId: cycle.id, component: 1 },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toMatch(/Culpeper County already has an application for component 1/);
    // A component the cycle does not know, and a non-applicant.
    expect(
      (
        await callApi(applications, {
          method: 'POST',
          headers: as(APPLICANT),
          body: { cycleId: cycle.id, component: 5 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callApi(applications, {
          method: 'POST',
          headers: as(DEMO.reviewer),
          body: { cycleId: cycle.id, component: 2 },
        })
      ).status,
    ).toBe(403);
  });

  it('another locality cannot see the application, nor can staff while it is a draft (404)', async () => {
    expect((await call(application, DEMO.otherSubmitter)).status).toBe(404);
    expect((await call(application, GAP_REVIEWER)).status).toBe(404);
    expect((await call(pdf, DEMO.otherSubmitter)).status).toBe(404);
    const theirs = (await callApi(applications, { headers: as(DEMO.otherSubmitter) }))
      .json as ApplicationSummary[];
    expect(theirs).toEqual([]);
    // A colleague of the same county sees and edits it.
    const mine = (await callApi(applications, { headers: as(DEMO.submitter) })).json as ApplicationSummary[];
    expect(mine.map((a) => a.id)).toEqual([appId]);
    expect(
      (await call(application, DEMO.otherSubmitter, { method: 'PATCH', body: { title: 'x' } })).status,
    ).toBe(404);
  });

  it('saves any part of the form; sections say what is missing; the word limit is counted', async () => {
    const r = await call(application, APPLICANT, {
      method: 'PATCH',
      body: {
        contactPhone: '(540) 555-0100',
        title: '=HYPERLINK("http://evil.example")',
        priorAssistance: 'no',
        answers: { summary: 'A multimodal plan for the town centre growth area.', outcomes: words(501) },
      },
    });
    expect(r.status).toBe(200);
    const app = r.json as Application;
    const outcomes = app.sections.find((s) => s.key === 'outcomes')!;
    expect(outcomes.complete).toBe(false);
    expect(outcomes.problems[0]).toMatch(/has 501 words; the limit is 500: cut 1/);
    expect(app.sections.find((s) => s.key === 'contact')!.complete).toBe(true);
    const unknown = await call(application, APPLICANT, {
      method: 'PATCH',
      body: { answers: { budget: 'x' } },
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).field).toBe('answers.budget');
  });

  it('refuses to submit an incomplete application, naming the section (422)', async () => {
    const r = await call(submit, APPLICANT, { method: 'POST' });
    expect(r.status).toBe(422);
    expect(errorOf(r).message).toMatch(
      /not complete yet\. The request: Answer “The Urban Development Area or Growth Area”/,
    );
    expect(errorOf(r).field).toBe('project');
  });

  it('takes the study area as picked localities or a drawn shape, refusing a crossed or out-of-state shape', async () => {
    const picked = await call(studyArea, APPLICANT, {
      method: 'PUT',
      body: { source: 'localities', fips: ['51047'] },
    });
    expect(picked.status).toBe(200);
    expect((picked.json as Application).studyArea).toMatchObject({
      source: 'localities',
      localities: ['Culpeper County'],
    });
    const bad = await call(studyArea, APPLICANT, {
      method: 'PUT',
      body: { source: 'localities', fips: ['51999'] },
    });
    expect(bad.status).toBe(400);
    const crossed = await call(studyArea, APPLICANT, {
      method: 'PUT',
      body: {
        source: 'drawn',
        corners: [
          [-78.0, 38.45],
          [-77.9, 38.55],
          [-77.9, 38.45],
          [-78.0, 38.55],
        ],
      },
    });
    expect(crossed.status).toBe(422);
    expect(errorOf(crossed).message).toMatch(/crosses itself/);
    const ohio = await call(studyArea, APPLICANT, {
      method: 'PUT',
      body: {
        source: 'drawn',
        corners: [
          [-83.0, 40.0],
          [-82.9, 40.0],
          [-82.9, 40.1],
        ],
      },
    });
    expect(ohio.status).toBe(422);
    expect(errorOf(ohio).message).toMatch(/outside Virginia/);
    const drawn = await call(studyArea, APPLICANT, {
      method: 'PUT',
      body: {
        source: 'drawn',
        corners: [
          [-78.02, 38.46],
          [-77.96, 38.46],
          [-77.96, 38.5],
          [-78.02, 38.5],
        ],
      },
    });
    expect(drawn.status).toBe(200);
    expect((drawn.json as Application).studyArea?.geometry.type).toBe('Polygon');
  });

  it('reads an uploaded study area through the pre-flight; a file that fails it is refused (422)', async () => {
    const points = geojson([
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-78, 38.47] } },
    ]);
    const refused = await call(studyAreaFile, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'points.geojson' },
      body: points,
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toMatch(/'points.geojson' did not pass the checks/);
    // It speaks of the study area, not of layers, submissions or a coordinate-system chooser.
    expect(errorOf(refused).message).toMatch(
      /A study area is made of polygons, but the file has points\. Draw the study area as one or more polygons/,
    );
    expect(errorOf(refused).message).not.toMatch(/layer|submission|choose .* above/i);
    const outside = geojson([{ type: 'Feature', properties: {}, geometry: square(-100, 45) }]);
    const far = await call(studyAreaFile, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'far.geojson' },
      body: outside,
    });
    expect(far.status).toBe(422);
    expect(errorOf(far).message).toMatch(
      /A study area of Culpeper County's application lies in Culpeper County/,
    );
    expect(errorOf(far).message).not.toMatch(/submits|submission|layer|choose it above/i);
    const csv = await call(studyAreaFile, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'a.csv' },
      body: Buffer.from('lat,lon\n1,2\n'),
    });
    expect(csv.status).toBe(422);
    const ok = geojson([
      { type: 'Feature', properties: { name: 'Town centre' }, geometry: square(-78.0, 38.47, 0.02) },
    ]);
    const r = await call(studyAreaFile, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'area.geojson' },
      body: ok,
    });
    expect(r.status).toBe(200);
    expect((r.json as Application).studyArea).toMatchObject({ source: 'file', fileName: 'area.geojson' });
  });

  it('one rule for "in this locality’s area": a statewide file is refused as Culpeper’s study area, as the spatial-data intake refuses it', async () => {
    const { virginiaLocalities } = await import('@/lib/server/geo/virginia');
    const { analyseUpload } = await import('@/lib/server/geo/intake');
    const { submissionArea } = await import('@/lib/server/services/spatialData/access');
    const statewide = geojson(
      virginiaLocalities().map((l) => ({
        type: 'Feature' as const,
        properties: { name: l.name },
        geometry: l.geometry,
      })),
    );
    const study = await call(studyAreaFile, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'virginia-counties.geojson' },
      body: statewide,
    });
    expect(study.status).toBe(422);
    expect(errorOf(study).message).toMatch(/outside Culpeper County/);
    // The same file, sent by a Culpeper account to the spatial-data intake: refused by the same finding.
    const intake = await analyseUpload(
      statewide,
      'virginia-counties.geojson',
      { geometry: 'polygon', fields: [] },
      { maxFeatures: 1000, area: submissionArea('locality-51047') },
    );
    expect(intake.blocking).toBe(true);
    const sentence = (f: { level: string; topic: string; message: string }) =>
      f.level === 'error' && f.topic === 'extent' ? f.message : null;
    expect(intake.findings.map(sentence).filter(Boolean)).toEqual([
      expect.stringMatching(/outside Culpeper County/),
    ]);
  });

  it('keeps the letter of support privately; a fake PDF or another type is refused', async () => {
    const fake = await call(letter, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'letter.pdf' },
      body: Buffer.from('Dear OIPI, we support it.'),
    });
    expect(fake.status).toBe(415);
    expect(errorOf(fake).message).toMatch(/not a PDF inside/);
    const word = await call(letter, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'letter.docx' },
      body: await realPdf(),
    });
    expect(word.status).toBe(415);
    const bytes = await realPdf();
    const r = await call(letter, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'letter.pdf' },
      body: bytes,
    });
    expect(r.status).toBe(200);
    expect((r.json as Application).letter).toEqual({ fileName: 'letter.pdf', size: bytes.length });
    const back = await call(letter, DEMO.submitter);
    expect(back.status).toBe(200);
    expect(back.headers.get('cache-control')).toBe('private, no-store');
    expect(back.buffer.equals(bytes)).toBe(true);
    expect((await call(letter, DEMO.otherSubmitter)).status).toBe(404);
    // Stored under the private prefix, never in the public library.
    expect(
      fs.existsSync(
        path.join(dir, 'documents', '_library', 'private', 'gap-ta', appId, 'letter-of-support.pdf'),
      ),
    ).toBe(true);
  });

  it('submits a complete application: tracking number, receipt with the PDF copy, reviewers told', async () => {
    const fixed = await call(application, APPLICANT, {
      method: 'PATCH',
      body: {
        answers: { outcomes: words(480), scope: words(900), component: 'The Culpeper town centre UDA.' },
      },
    });
    expect((fixed.json as Application).sections.every((s) => s.complete)).toBe(true);
    const before = outbox().length;
    const r = await call(submit, APPLICANT, { method: 'POST' });
    expect(r.status).toBe(200);
    const app = r.json as Application;
    expect(app.status).toBe('submitted');
    expect(app.trackingNumber).toMatch(/^GAP-TA-FY\d\d-\d{4}$/);
    expect(app.editable).toBe(false);
    expect(outbox().slice(before)).toEqual([]); // the receipt is a job queued with the submission
    await runJobsNow();
    const mails = outbox().slice(before);
    const receipt = mails.find((m) => /Subject: GAP-TA application received/.test(m))!;
    expect(receipt).toMatch(/To: applicant@example\.org/);
    expect(receipt).toMatch(/Content-Type: application\/pdf; name=GAP-TA-FY\d\d-\d{4}\.pdf/);
    expect(
      mails.some((m) => /To: gap-reviewer@example\.com/.test(m) && /GAP-TA application to review/.test(m)),
    ).toBe(true);
    // The PDF copy is a real PDF.
    const copy = await call(pdf, APPLICANT);
    expect(copy.status).toBe(200);
    expect((await PDFDocument.load(copy.buffer)).getPageCount()).toBeGreaterThan(1);
    // Sent: no more changes.
    const late = await call(application, APPLICANT, { method: 'PATCH', body: { title: 'Changed' } });
    expect(late.status).toBe(409);
  });

  it('refuses starting, saving or sending outside the window (409)', async () => {
    const closed = await callApi(adminCycles, {
      method: 'POST',
      headers: as(GAP_REVIEWER),
      body: {
        title: 'FY26 GAP-TA applications',
        fiscalYear: 2026,
        opensAt: '2025-09-04T09:00:00-04:00',
        closesAt: '2025-10-31T23:59:00-04:00',
        components: [1, 2, 3, 4],
      },
    });
    expect(closed.status).toBe(201);
    const past = closed.json as Cycle;
    expect(past.state).toBe('closed');
    const r = await callApi(applications, {
      method: 'POST',
      headers: as(APPLICANT),
      body: { cycleId: past.id, component: 2 },
    });
    expect(r.status).toBe(409);
    expect(errorOf(r).message).toMatch(/window has closed/);
    // A draft whose window closes meanwhile can no longer be saved or sent.
    const draft = (
      await callApi(applications, {
        method: 'POST',
        headers: as(APPLICANT),
        body: { cycleId: cycle.id, component: 2 },
      })
    ).json as Application;
    await (
      await db()
    )('gap_ta_cycles')
      .where({ id: cycle.id })
      .update({ closes_at: '2020-01-01T00:00:00.000Z' });
    try {
      const save = await callApi(application, {
        method: 'PATCH',
        params: { id: draft.id },
        headers: as(APPLICANT),
        body: { title: 'x' },
      });
      expect(save.status).toBe(409);
      expect(
        (await callApi(submit, { method: 'POST', params: { id: draft.id }, headers: as(APPLICANT) })).status,
      ).toBe(409);
    } finally {
      await (await db())('gap_ta_cycles').where({ id: cycle.id }).update({ closes_at: cycle.closesAt });
    }
    // Cycles: dates in order, staff only.
    const backwards = await callApi(adminCycle, {
      method: 'PATCH',
      params: { id: String(past.id) },
      headers: as(GAP_REVIEWER),
      body: {
        title: 'x',
        fiscalYear: 2026,
        opensAt: '2025-10-01T00:00:00Z',
        closesAt: '2025-09-01T00:00:00Z',
        components: [1],
      },
    });
    expect(backwards.status).toBe(400);
    expect(errorOf(backwards).field).toBe('closesAt');
    expect((await callApi(adminCycles, { method: 'POST', headers: as(APPLICANT), body: {} })).status).toBe(
      403,
    );
  });

  it('staff set a cycle’s own word limits and points; the three core questions must stay', async () => {
    const all = (await callApi(adminCycles, { headers: as(GAP_REVIEWER) })).json as Cycle[];
    const past = all.find((c) => c.id !== cycle.id)!;
    const base = {
      title: past.title,
      fiscalYear: past.fiscalYear,
      opensAt: past.opensAt,
      closesAt: past.closesAt,
    };
    const c1 = DEFAULT_COMPONENTS[0]!;
    const shorter = {
      ...c1,
      questions: c1.questions.map((q) => (q.key === 'outcomes' ? { ...q, wordLimit: 300 } : q)),
      rubric: c1.rubric.map((r) => (r.key === 'need' ? { ...r, max: 30 } : r)),
    };
    const r = await callApi(adminCycle, {
      method: 'PATCH',
      params: { id: String(past.id) },
      headers: as(GAP_REVIEWER),
      body: { ...base, components: [shorter, 3] },
    });
    expect(r.status).toBe(200);
    const saved = r.json as Cycle;
    expect(saved.components.map((c) => c.number)).toEqual([1, 3]);
    expect(saved.components[0]!.questions.find((q) => q.key === 'outcomes')!.wordLimit).toBe(300);
    expect(saved.components[0]!.rubric.find((c) => c.key === 'need')!.max).toBe(30);
    const noScope = await callApi(adminCycle, {
      method: 'PATCH',
      params: { id: String(past.id) },
      headers: as(GAP_REVIEWER),
      body: { ...base, components: [{ ...c1, questions: c1.questions.filter((q) => q.key !== 'scope') }] },
    });
    expect(noScope.status).toBe(400);
    expect(errorOf(noScope).message).toMatch(
      /keep the summary, expected outcomes and scope of work questions/,
    );
  });

  it('staff see the queue, score against the rubric (two reviewers), ask for clarification, and award', async () => {
    const queue = (
      await callApi(staffQueue, {
        headers: as(GAP_REVIEWER),
        query: { cycle: String(cycle.id), component: '1' },
      })
    ).json as ApplicationSummary[];
    expect(queue.map((a) => a.id)).toEqual([appId]); // the component-2 draft is not shown to staff
    // No decision before anyone has scored it (an award was recorded with no scores).
    for (const action of ['award', 'waitlist', 'decline']) {
      const early = await call(status, GAP_REVIEWER, { method: 'POST', body: { action, note: 'A letter.' } });
      expect(early.status).toBe(409);
      expect(errorOf(early).message).toBe(
        'No reviewer has scored this application yet. Score it under "Your score" before recording a decision.',
      );
    }
    const points = { need: 20, alignment: 22, scope: 15, commitment: 12, 'first-time': 15 };
    const over = await call(score, GAP_REVIEWER, {
      method: 'PUT',
      body: { points: { ...points, need: 26 } },
    });
    expect(over.status).toBe(400);
    expect(errorOf(over).field).toBe('points.need');
    expect(errorOf(over).message).toBe(
      '“Need and local readiness” is worth at most 25 points: give a number from 0 to 25.',
    );
    const first = await call(score, GAP_REVIEWER, {
      method: 'PUT',
      body: { points, comment: 'Clear scope.' },
    });
    expect(first.status).toBe(200);
    expect((first.json as Application).status).toBe('under-review');
    await call(score, DEMO.admin, { method: 'PUT', body: { points: { ...points, need: 10 }, comment: '' } });
    const seen = (await call(application, GAP_REVIEWER)).json as Application;
    expect(seen.scores?.map((s) => s.total).sort()).toEqual([74, 84]);
    // The applicant never sees the scores.
    expect(((await call(application, APPLICANT)).json as Application).scores).toBeNull();
    const summary = (
      (await callApi(staffQueue, { headers: as(GAP_REVIEWER) })).json as ApplicationSummary[]
    )[0]!;
    expect(summary).toMatchObject({ scoreCount: 2, averageScore: 79 });

    // Clarification: a note is required; the applicant answers on the site.
    expect(
      (await call(status, GAP_REVIEWER, { method: 'POST', body: { action: 'request-clarification' } }))
        .status,
    ).toBe(400);
    const before = outbox().length;
    const asked = await call(status, GAP_REVIEWER, {
      method: 'POST',
      body: { action: 'request-clarification', note: 'Which streets does the town centre area include?' },
    });
    expect(asked.status).toBe(200);
    await runJobsNow(); // the question is mailed by a job queued with the step
    expect(outbox().slice(before).join('\n')).toMatch(/Which streets does the town centre area include\?/);
    expect(((await call(application, APPLICANT)).json as Application).clarification).toMatch(/Which streets/);
    expect(
      (await call(clarification, DEMO.otherSubmitter, { method: 'POST', body: { answer: 'x' } })).status,
    ).toBe(404);
    // A PDF may go with the answer: only a PDF, only from the applicant's locality, replaced by another, kept
    // privately, and sent with the answer onto its step, where reviewers and the locality open it.
    const notPdf = await call(clarificationFile, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'streets.pdf' },
      body: Buffer.from('Main and Davis'),
    });
    expect(notPdf.status).toBe(415);
    expect(errorOf(notPdf).message).toMatch(/is not a PDF/);
    const pdfQuery = { fileName: 'streets.pdf' };
    expect(
      (await call(clarificationFile, GAP_REVIEWER, { method: 'PUT', query: pdfQuery, body: await realPdf() }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(clarificationFile, DEMO.otherSubmitter, {
          method: 'PUT',
          query: pdfQuery,
          body: await realPdf(),
        })
      ).status,
    ).toBe(404);
    const firstFile = await call(clarificationFile, APPLICANT, {
      method: 'PUT',
      query: { fileName: 'first.pdf' },
      body: await realPdf(),
    });
    expect((firstFile.json as Application).clarificationFile?.fileName).toBe('first.pdf');
    const map = await realPdf();
    const attached = await call(clarificationFile, APPLICANT, { method: 'PUT', query: pdfQuery, body: map });
    expect(attached.status).toBe(200);
    expect((attached.json as Application).clarificationFile).toEqual({
      fileName: 'streets.pdf',
      size: map.length,
    });
    const privateDir = path.join(dir, 'documents', '_library', 'private', 'gap-ta', appId);
    // The replaced file is gone; one file waits for the answer.
    expect(fs.readdirSync(privateDir).filter((f) => f.startsWith('clarification-'))).toHaveLength(1);
    const reviewersBefore = outbox().length;
    const answered = await call(clarification, APPLICANT, {
      method: 'POST',
      body: { answer: 'Main and Davis streets.' },
    });
    const answeredApp = answered.json as Application;
    expect(answeredApp.status).toBe('under-review');
    expect(answeredApp.clarificationFile).toBeNull();
    const step = answeredApp.history.find((e) => e.kind === 'clarification-answered');
    expect(step?.file).toEqual({ event: expect.any(Number), fileName: 'streets.pdf', size: map.length });
    await runJobsNow(); // the reviewers' notice is a job queued with the answer
    expect(outbox().slice(reviewersBefore).join('\n')).toMatch(/attached a PDF, streets\.pdf/);
    const opened = await call(clarificationFile, GAP_REVIEWER, {
      query: { file: String(step!.file!.event) },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.buffer.equals(map)).toBe(true);
    expect(
      (await call(clarificationFile, APPLICANT, { query: { file: String(step!.file!.event) } })).status,
    ).toBe(200);
    expect(
      (await call(clarificationFile, DEMO.otherSubmitter, { query: { file: String(step!.file!.event) } }))
        .status,
    ).toBe(404);
    // No question open: nothing can be attached.
    const late = await call(clarificationFile, APPLICANT, { method: 'PUT', query: pdfQuery, body: map });
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toMatch(/No clarification is asked/);

    // Award: a decision letter is required and mailed; the study appears.
    const mailsBefore = outbox().length;
    const award = await call(status, GAP_REVIEWER, {
      method: 'POST',
      body: { action: 'award', note: 'OIPI is pleased to offer technical assistance.' },
    });
    expect(award.status).toBe(200);
    const awarded = award.json as Application;
    expect(awarded.status).toBe('awarded');
    expect(awarded.gapId).toMatch(/^fy\d\d-culpeper-county-hyperlink-http-evil-example/);
    await runJobsNow();
    expect(outbox().slice(mailsBefore).join('\n')).toMatch(/OIPI is pleased to offer technical assistance/);
    const studies = (await callApi(gapTaStudies)).json as GapTaStudy[];
    const study = studies.find((s) => s.gapId === awarded.gapId)!;
    expect(study).toMatchObject({
      locality: 'Culpeper County',
      component: 1,
      status: 'starting',
      illustrative: true, // made in the illustrative demonstration cycle
    });
    const layer = await callApi(features, {
      params: { layerKey: 'gap-ta-studies' },
      query: { ids: awarded.gapId! },
    });
    expect(layer.status).toBe(200);
    expect((JSON.parse(layer.text) as { features: unknown[] }).features).toHaveLength(1);
    // Decided: no more actions or scores.
    expect(
      (await call(status, GAP_REVIEWER, { method: 'POST', body: { action: 'decline', note: 'x' } })).status,
    ).toBe(409);
    expect((await call(score, GAP_REVIEWER, { method: 'PUT', body: { points } })).status).toBe(409);
  });

  it('the applicant withdraws a sent application: reviewers are told, and it is no longer scored or decided', async () => {
    // An awarded application can no longer be withdrawn.
    const decided = await call(withdraw, APPLICANT, { method: 'POST', body: {} });
    expect(decided.status).toBe(409);
    expect(errorOf(decided).message).toMatch(/OIPI has decided on this application/);

    const started = await callApi(applications, {
      method: 'POST',
      headers: as(APPLICANT),
      body: { cycleId: cycle.id, component: 4 },
    });
    expect(started.status).toBe(201);
    const id = (started.json as Application).id;
    const on = (email: string, options: Parameters<typeof callApi>[1] = {}) =>
      callApi(withdraw, { method: 'POST', ...options, params: { id }, headers: as(email) });
    const draft = await on(APPLICANT, { body: {} });
    expect(draft.status).toBe(409);
    expect(errorOf(draft).message).toMatch(/has not been sent/);
    // Sent (set directly: the whole form is exercised by the tests above).
    await (await db())('gap_ta_applications').where({ application_id: id }).update({
      status: 'under-review',
      tracking_number: 'GAP-TA-FY28-0099',
      submitted_at: new Date().toISOString(),
    });

    expect((await on(DEMO.otherSubmitter, { body: {} })).status).toBe(404); // another county
    expect((await on(GAP_REVIEWER, { body: {} })).status).toBe(403); // staff do not withdraw for them
    expect((await on(APPLICANT, { body: { reason: 'x'.repeat(2_001) } })).status).toBe(400);
    const before = outbox().length;
    const done = await on(APPLICANT, { body: { reason: 'The county found other funding for the study.' } });
    expect(done.status).toBe(200);
    const withdrawn = done.json as Application;
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.history.at(-1)).toMatchObject({
      kind: 'withdrawn',
      note: expect.stringMatching(/other funding/),
    });
    await runJobsNow(); // the reviewers' notice is a job queued with the withdrawal
    const notice = outbox()
      .slice(before)
      .find((m) => /Subject: GAP-TA application withdrawn/.test(m))!;
    expect(notice).toMatch(/To: gap-reviewer@example\.com/);
    expect(notice).toMatch(/The county found other funding for the study\./);

    // Final: not twice, no scores, no decisions.
    expect(errorOf(await on(APPLICANT, { body: {} })).message).toMatch(/withdrawn already/);
    const staff = (mod: Parameters<typeof callApi>[0], options: Parameters<typeof callApi>[1]) =>
      callApi(mod, { ...options, params: { id }, headers: as(GAP_REVIEWER) });
    const points = { need: 20, alignment: 22, scope: 15, commitment: 12, 'first-time': 15 };
    const scored = await staff(score, { method: 'PUT', body: { points } });
    expect(scored.status).toBe(409);
    expect(errorOf(scored).message).toMatch(/withdrew/);
    expect((await staff(status, { method: 'POST', body: { action: 'award', note: 'x' } })).status).toBe(409);
  });

  it('exports the cycle as formula-safe CSV, staff only', async () => {
    const r = await callApi(exportCsv, { headers: as(GAP_REVIEWER), query: { cycle: String(cycle.id) } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/csv/);
    expect(r.text).toMatch(/'=HYPERLINK/);
    expect(r.text).not.toMatch(/,=HYPERLINK/);
    // The record beyond the form: points per criterion (the average of two reviewers: 20 and 10 for need),
    // each reviewer's line, the decision's date (Virginia) and letter, the clarification asked and answered.
    const header = r.text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]!
      .split(',');
    expect(header).toEqual(
      expect.arrayContaining([
        'average_need',
        'average_alignment',
        'average_first_time',
        'reviewer_scores',
        'decided_at',
        'decision_note',
        'clarifications',
      ]),
    );
    expect(r.text).toContain(',15,22,15,12,15,');
    expect(r.text).toContain('Need and local readiness 20 of 25');
    expect(r.text).toMatch(/total 84 of 100\. Comment: Clear scope\./);
    expect(r.text).toMatch(
      /,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T,OIPI is pleased to offer technical assistance\.,/,
    );
    expect(r.text).toMatch(
      /Asked \d{4}-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T: Which streets does the town centre area include\?\nAnswered [^:]+:\d\d:\d\d E[SD]T: Main and Davis streets\./,
    );
    expect(
      (await callApi(exportCsv, { headers: as(APPLICANT), query: { cycle: String(cycle.id) } })).status,
    ).toBe(403);
  });

  it('zips the cycle’s PDF packets (each application’s PDF copy and letter), made in the worker pool', async () => {
    const r = await callApi(packets, { headers: as(GAP_REVIEWER), query: { cycle: String(cycle.id) } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(r.buffer);
    const names = Object.keys(zip.files).filter((n) => !n.endsWith('/'));
    expect(names).toEqual([
      expect.stringMatching(/^GAP-TA-FY\d\d-\d{4}-Culpeper-County\/application\.pdf$/),
      expect.stringMatching(/^GAP-TA-FY\d\d-\d{4}-Culpeper-County\/letter-of-support\.pdf$/),
    ]);
    const copy = await zip.file(names[0]!)!.async('uint8array');
    expect((await PDFDocument.load(copy)).getPageCount()).toBeGreaterThan(1);
    // Staff's packet carries the decision's date and letter, the clarification and the scores per criterion.
    const text = (await extractPdfPages(copy)).join('\n').replace(/\s+/g, ' ');
    expect(text).toMatch(/Decided: \d\d\/\d\d\/\d{4} \d+:\d\d [AP]M E[SD]T/);
    expect(text).toContain('OIPI is pleased to offer technical assistance.');
    expect(text).toContain('Which streets does the town centre area include?');
    expect(text).toContain('Main and Davis streets.');
    expect(text).toContain('Need and local readiness 20 of 25');
    expect(text).toContain('total 74 of 100');
    // The applicant's own copy never shows the scores.
    const own = await call(pdf, APPLICANT);
    expect(own.status).toBe(200);
    const ownText = (await extractPdfPages(own.buffer)).join('\n').replace(/\s+/g, ' ');
    expect(ownText).toContain('Main and Davis streets.');
    expect(ownText).not.toContain('of 25');
    // The component-2 draft is not in it; a cycle nobody sent to answers 404.
    const all = (await callApi(adminCycles, { headers: as(GAP_REVIEWER) })).json as Cycle[];
    const empty = all.find((c) => c.id !== cycle.id)!;
    const none = await callApi(packets, { headers: as(GAP_REVIEWER), query: { cycle: String(empty.id) } });
    expect(none.status).toBe(404);
    const refused = await callApi(packets, { headers: as(APPLICANT), query: { cycle: String(cycle.id) } });
    expect(refused.status).toBe(403);
  });
});

describe('wordCount', () => {
  it('counts words as a person does', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  Main Street’s multi-modal plan, 2027. ')).toBe(5);
    expect(wordCount('one\ntwo\n\nthree')).toBe(3);
  });
});
