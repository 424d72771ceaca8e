/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import * as cycles from '@/pages/api/gap-ta/cycles';
import * as applications from '@/pages/api/gap-ta/applications';
import * as application from '@/pages/api/gap-ta/applications/[id]';
import * as studyArea from '@/pages/api/gap-ta/applications/[id]/study-area';
import * as letter from '@/pages/api/gap-ta/applications/[id]/letter';
import * as pdf from '@/pages/api/gap-ta/applications/[id]/pdf';
import * as submit from '@/pages/api/gap-ta/applications/[id]/submit';
import * as status from '@/pages/api/admin/gap-ta-applications/[id]/status';
import * as clarification from '@/pages/api/gap-ta/applications/[id]/clarification';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { extractPdfPages } from '@/lib/server/search/pdfText';
import type { Application, Cycle } from '@/lib/shared/schemas/gapTaApplications';
import { callApi } from '../helpers/apiMock';
import { sessionCookie } from '../helpers/session';
import { expectTaggedPdfUa, pikepdfReport } from '../helpers/pikepdf';
import { expectPreflightPasses } from '../helpers/preflight';
import { withClockStill } from '../helpers/clock';
import { useTempDatabase } from '../helpers/tempDb';
import { COPY_ASKS } from '@/lib/server/services/gapTaApplications/copy';

/**
 * A cycle titled with characters the old standard fonts could not draw, and a submission whose
 * receipt is a job queued with it — the receipt arrives with its PDF once the job runs, a failed try is
 * retried without sending the application again, and a failure before the commit records nothing.
 */
const APPLICANT = 'applicant@example.org'; // Culpeper County
const HARD = '→ ✓ é 中 😀';

let dir: string;
let cleanup: () => Promise<void>;
let cookie: { cookie: string };
let cycle: Cycle;
beforeAll(async () => {
  ({ dir, cleanup } = await useTempDatabase());
  cookie = await sessionCookie(APPLICANT);
  cycle = ((await callApi(cycles)).json as { open: Cycle }).open;
  await (
    await db()
  )('gap_ta_cycles')
    .where({ id: cycle.id })
    .update({ title: `FY27 GAP-TA ${HARD}` });
}, 60_000);
afterAll(() => cleanup());

const headers = () => ({ ...cookie, origin: 'http://localhost:3000' });
const outboxDir = () => path.join(dir, 'outbox');
const receipts = (): string[] =>
  fs.existsSync(outboxDir()) && fs.statSync(outboxDir()).isDirectory()
    ? fs
        .readdirSync(outboxDir())
        .sort()
        .map((f) => fs.readFileSync(path.join(outboxDir(), f), 'utf8'))
        .filter((m) => /Subject: GAP-TA application received/.test(m))
    : [];
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
/** The jobs of one kind queued for one application. */
const jobsOf = async (kind: string, id: string) =>
  (await (await db())('jobs').where({ kind })).filter(
    (j: { payload: string }) => (JSON.parse(j.payload) as { applicationId: string }).applicationId === id,
  ) as Array<{ id: number; status: string; attempts: number; last_error: string | null }>;
const receiptJobs = (id: string) => jobsOf('gap-ta-receipt', id);
const submittedEvents = async (id: string) => {
  const k = await db();
  const row = (await k('gap_ta_applications').where({ application_id: id }).first()) as { id: number };
  return k('gap_ta_application_events').where({ application_row: row.id, kind: 'submitted' });
};

/** The PDF attached to a mail (base64 in the .eml). */
function attachedPdf(mail: string): Buffer {
  const part = mail.split(/Content-Type: application\/pdf/)[1]!;
  const body = part.split(/\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!;
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

/** A complete draft of this component, with the hard characters in its title and answers. */
async function completeDraft(component: number): Promise<string> {
  const started = await callApi(applications, {
    method: 'POST',
    headers: headers(),
    body: { cycleId: cycle.id, component },
  });
  expect(started.status).toBe(201);
  const id = (started.json as Application).id;
  const call = (mod: Parameters<typeof callApi>[0], options: Parameters<typeof callApi>[1]) =>
    callApi(mod, { ...options, params: { id }, headers: headers() });
  await call(application, {
    method: 'PATCH',
    body: {
      contactPhone: '(540) 555-0100',
      title: `Town centre ${HARD}`,
      priorAssistance: 'no',
      answers: {
        summary: `A plan ${HARD}.`,
        outcomes: words(40),
        scope: `${words(40)} ${HARD}`,
        component: 'The Culpeper town centre UDA.',
      },
    },
  });
  await call(studyArea, { method: 'PUT', body: { source: 'localities', fips: ['51047'] } });
  const doc = await PDFDocument.create();
  doc.addPage().drawText('We support this request.');
  const r = await call(letter, {
    method: 'PUT',
    query: { fileName: 'letter.pdf' },
    body: Buffer.from(await doc.save()),
  });
  expect((r.json as Application).sections.filter((s) => !s.complete)).toEqual([]);
  return id;
}

const send = (id: string) => callApi(submit, { method: 'POST', params: { id }, headers: headers() });

describe('GAP-TA receipt', () => {
  it('submits in a cycle titled with → ✓ é 中 😀; the receipt job mails the PDF copy, which draws each of them', async () => {
    const id = await completeDraft(1);
    const r = await send(id);
    expect(r.status).toBe(200);
    expect((r.json as Application).status).toBe('submitted');
    // Recorded with its receipt job; nothing is mailed on the request.
    expect((await receiptJobs(id)).map((j) => j.status)).toEqual(['queued']);
    expect(receipts()).toEqual([]);
    const kinds = async () =>
      ((await callApi(application, { params: { id }, headers: headers() })).json as Application).history.map(
        (e) => e.kind,
      );
    expect(await kinds()).not.toContain('receipt-sent'); // the status page still says "on its way"

    await runJobsNow();
    expect((await receiptJobs(id)).map((j) => j.status)).toEqual(['succeeded']);
    expect(await kinds()).toContain('receipt-sent'); // and its history now says it was emailed
    const [mail] = receipts();
    expect(mail).toMatch(/To: applicant@example\.org/);
    const receipt = attachedPdf(mail!);
    const text = (await extractPdfPages(receipt)).join('\n');
    expect(text).toContain(HARD); // each character drawn by an embedded face, in reading order
    expect(text).toContain('FY27 GAP-TA');
    // A tagged PDF/UA document, checked by pikepdf; no character had to be a □ standing in for it.
    const tracking = (r.json as Application).trackingNumber!;
    const report = pikepdfReport(receipt);
    expectTaggedPdfUa(report, `GAP-TA application ${tracking}`);
    await expectPreflightPasses(receipt);
    expect(report.actualTexts).toEqual([]);
    expect(report.tags).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'L', 'LI', 'Link']));
    // The staff/applicant copy of the same application is made too (it answered 500 before), and is the
    // receipt's copy kept for this version: asking again makes nothing new.
    const copy = await callApi(pdf, { params: { id }, headers: headers() });
    expect(copy.status).toBe(200);
    expect(Buffer.compare(copy.buffer, receipt)).toBe(0);
  });

  it('makes a new copy when the application changes, and refuses a person who asks too often (429)', async () => {
    // The limit counts a person's asks per clock minute (a fixed window): the clock stands still in this test, so
    // its asks fall in one window however long they take. A run that crossed a minute's end began a new count and
    // got a 200 where the refusal was due.
    await withClockStill(asksUntilRefused);
  });

  async function asksUntilRefused() {
    const id = await completeDraft(4);
    const ask = () => callApi(pdf, { params: { id }, headers: headers() });
    const first = await ask();
    expect(first.status).toBe(200);
    await callApi(application, {
      method: 'PATCH',
      params: { id },
      headers: headers(),
      body: { title: 'Town centre, renamed' },
    });
    const second = await ask();
    expect(second.status).toBe(200);
    expect((await extractPdfPages(second.buffer)).join('\n')).toContain('Town centre, renamed');
    // Two asks so far (and one in the test above); the rest of the window's asks, then a refusal.
    let last = second;
    for (let i = 3; i <= COPY_ASKS + 1; i++) last = await ask();
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBeDefined();
    expect((last.json as { error: { message: string } }).error.message).toMatch(
      /You have asked for \d+ PDF copies of applications in the last minute/,
    );
  }

  it('a receipt job that fails is tried again and mails once, without sending the application again', async () => {
    const id = await completeDraft(2);
    // The outbox cannot be written: a file stands where its folder goes (earlier mails set aside).
    fs.renameSync(outboxDir(), `${outboxDir()}.kept`);
    fs.writeFileSync(outboxDir(), 'not a folder');
    let tracking: string;
    try {
      const r = await send(id);
      expect(r.status).toBe(200);
      tracking = (r.json as Application).trackingNumber!;
      await runJobsNow();
      const [failed] = await receiptJobs(id);
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed!.last_error).toMatch(/EEXIST|ENOTDIR/);
    } finally {
      fs.rmSync(outboxDir(), { force: true });
      fs.renameSync(`${outboxDir()}.kept`, outboxDir());
    }
    // Its back-off has passed (the state, not a wait), and the outbox works again.
    const [job] = await receiptJobs(id);
    await (
      await db()
    )('jobs')
      .where({ id: job!.id })
      .update({ run_at: new Date(0).toISOString() });
    await runJobsNow();
    expect((await receiptJobs(id)).map((j) => [j.status, j.attempts])).toEqual([['succeeded', 2]]);
    expect(receipts().filter((m) => m.includes(tracking))).toHaveLength(1);
    expect(await submittedEvents(id)).toHaveLength(1);
  });

  it('a failure before the commit records nothing: the draft stays a draft and the person is told', async () => {
    const id = await completeDraft(3);
    const k = await db();
    await k.schema.renameTable('jobs', 'jobs_away'); // the receipt job cannot be queued
    let r;
    try {
      r = await send(id);
    } finally {
      await k.schema.renameTable('jobs_away', 'jobs');
    }
    expect(r.status).toBe(503);
    expect((r.json as { error: { message: string } }).error.message).toMatch(
      /could not be sent, and nothing was recorded: it is still a draft/,
    );
    const app = (await callApi(application, { params: { id }, headers: headers() })).json as Application;
    expect(app).toMatchObject({ status: 'draft', trackingNumber: null, editable: true });
    expect(await submittedEvents(id)).toHaveLength(0);
    expect(await receiptJobs(id)).toEqual([]);
    // Sending again once the fault is gone works.
    expect((await send(id)).status).toBe(200);
  });
});

/**
 * Takes a step with the mail server down (the outbox is a file, so every mail fails): the step must stand and its
 * mail job wait after one failed try; then, with the server back and the job due, the mail goes out once. Returns
 * the outbox's messages (soft line breaks joined).
 */
async function stepWithMailDown(
  jobs: () => Promise<Array<{ id: number; status: string; attempts: number }>>,
  step: () => Promise<void>,
): Promise<string[]> {
  fs.renameSync(outboxDir(), `${outboxDir()}.kept`);
  fs.writeFileSync(outboxDir(), 'not a folder');
  try {
    await step();
    await runJobsNow();
    expect((await jobs()).map((j) => [j.status, j.attempts])).toEqual([['queued', 1]]);
  } finally {
    fs.rmSync(outboxDir(), { force: true });
    fs.renameSync(`${outboxDir()}.kept`, outboxDir());
  }
  const [job] = await jobs();
  await (
    await db()
  )('jobs')
    .where({ id: job!.id })
    .update({ run_at: new Date(0).toISOString() });
  await runJobsNow();
  expect((await jobs()).map((j) => j.status)).toEqual(['succeeded']);
  return fs
    .readdirSync(outboxDir())
    .map((f) => fs.readFileSync(path.join(outboxDir(), f), 'utf8').replace(/=\r?\n/g, ''));
}

describe("staff's question and decision letter", () => {
  it('a clarification request and its mail happen together; a mail that fails is tried again, not lost', async () => {
    // The application sent in the first test of this file (one per component and locality).
    const sent = await (
      await db()
    )('gap_ta_applications')
      .where({ status: 'submitted' })
      .first('application_id');
    const id = String(sent.application_id);
    await runJobsNow(); // its receipt is out of the way
    const staff = await sessionCookie('gap-reviewer@example.com');
    const question = 'Which streets does the study area include?';
    const mailJobs = () => jobsOf('gap-ta-staff-step-mail', id);
    const mails = await stepWithMailDown(mailJobs, async () => {
      const asked = await callApi(status, {
        method: 'POST',
        params: { id },
        headers: { ...staff, origin: 'http://localhost:3000' },
        body: { action: 'request-clarification', note: question },
      });
      expect(asked.status).toBe(200);
      expect((asked.json as Application).clarification).toBe(question);
    });
    expect(mails.filter((m) => m.includes(question))).toHaveLength(1);
  });

  it("the applicant's answer and the reviewers' notice happen together; a notice that fails is tried again", async () => {
    // The application the test above asked about.
    const asked = await (
      await db()
    )('gap_ta_applications')
      .where({ status: 'clarification-requested' })
      .first('application_id');
    const id = String(asked.application_id);
    const applicant = await sessionCookie('applicant@example.org');
    const answer = 'Main Street and Davis Street, from the courthouse to the depot.';
    const noticeJobs = () => jobsOf('gap-ta-applicant-step-mail', id);
    const mails = await stepWithMailDown(noticeJobs, async () => {
      const answered = await callApi(clarification, {
        method: 'POST',
        params: { id },
        headers: { ...applicant, origin: 'http://localhost:3000' },
        body: { answer },
      });
      expect(answered.status).toBe(200);
      expect((answered.json as Application).status).toBe('under-review');
    });
    expect(
      mails.filter((m) => m.includes('from the courthouse to the depot') && /To: gap-reviewer@/.test(m)),
    ).toHaveLength(1);
  });
});
