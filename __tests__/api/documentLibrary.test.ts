/** @jest-environment node */
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { renderTaggedPdf } from '@/lib/server/pdf/tagged';
import * as list from '@/pages/api/admin/documents';
import * as item from '@/pages/api/admin/documents/item';
import * as file from '@/pages/api/admin/documents/file';
import * as status from '@/pages/api/admin/documents/status';
import * as review from '@/pages/api/admin/documents/review';
import * as accessible from '@/pages/api/documents/accessible';
import * as schedule from '@/pages/api/admin/content/[kind]/[id]/schedule';
import * as libraryApi from '@/pages/api/azure/documents';
import * as resources from '@/pages/api/resources/[...path]';
import * as sitemap from '@/pages/api/sitemap';
import * as searchApi from '@/pages/api/search';
import { db } from '@/lib/server/db/knex';
import { resetEnvCache } from '@/lib/server/env';
import { invalidateSearchIndex } from '@/lib/server/search';
import { dataVersion } from '@/lib/server/search';
import { listDocuments } from '@/lib/server/services/documents';
import { SEEDED_ACCESSIBLE_DOCUMENTS } from '@/lib/server/documents/reference/accessible';
import {
  PDF_CHECK_VERSION,
  type DocumentDetail,
  type ManagedDocument,
} from '@/lib/shared/schemas/documents/editing';
import { accessibilityLabel, type LibraryDocument } from '@/lib/shared/schemas/documents';
import type { SearchResponse } from '@/lib/shared/schemas/search';
import { callApi, type CallOptions, type CallResult, type RouteModule } from '../helpers/apiMock';
import { runJobWorker } from '../helpers/jobWorker';
import { DEMO, sessionCookie, userId } from '../helpers/session';
import { enqueue } from '@/lib/server/jobs/queue';
import { CHECKS_WAITING_MAX } from '@/lib/server/services/documents/check';
import { useTempDatabase } from '../helpers/tempDb';

const WORD = 'quetzalcoatlus'; // a word no seeded page or document has: search finds the new PDF by its text

/** An untagged PDF (pdf-lib), or a tagged PDF/UA one (PDFKit, as the site makes them), with WORD in its text. */
async function makePdf(tagged: boolean): Promise<Buffer> {
  const text = `Freight corridors of Virginia and the ${WORD} study area.`;
  if (tagged) {
    return renderTaggedPdf({
      title: 'Freight corridors',
      blocks: [
        { type: 'heading', level: 1, text: 'Freight corridors' },
        { type: 'paragraph', text },
      ],
    });
  }
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 11, font });
  return Buffer.from(await doc.save());
}

async function makeDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
  zip.file('word/document.xml', '<?xml version="1.0"?><w:document/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let cleanup: () => Promise<void>;
let stopWorker: () => Promise<void>;
const cookies: Record<string, { cookie: string }> = {};
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  for (const email of [DEMO.editor, DEMO.admin, DEMO.reviewer]) cookies[email] = await sessionCookie(email);
  await listDocuments(); // the first read seeds and syncs the library
  stopWorker = runJobWorker();
  // The first search builds the index from every library PDF's text: here, not inside a test's 30 s.
  await searchFor('VTrans');
}, 180_000);
afterAll(async () => {
  await stopWorker();
  await cleanup();
});

const as = (email: string) => ({ ...cookies[email]!, origin: 'http://localhost:3000' });
const call = (mod: RouteModule, email: string | null, options: CallOptions = {}) =>
  callApi(mod, { ...options, headers: email ? as(email) : { origin: 'http://localhost:3000' } });
const errorOf = (r: CallResult) => (r.json as { error: { message: string; field?: string } }).error;

const META = { title: 'Freight corridors 2026', collection: 'library', year: '2026', topic: 'Freight' };
const upload = (
  bytes: Buffer,
  fileName: string,
  query: Record<string, string> = {},
  email: string = DEMO.editor,
) => call(list, email, { method: 'POST', query: { ...META, fileName, ...query }, body: bytes });

async function detail(path: string): Promise<DocumentDetail> {
  const r = await call(item, DEMO.editor, { query: { path } });
  expect(r.status).toBe(200);
  return r.json as DocumentDetail;
}

/** Waits for the 'document-check' job (the worker of this process runs it). */
async function checked(path: string): Promise<ManagedDocument> {
  for (let i = 0; i < 300; i++) {
    const { document } = await detail(path);
    if (document.check?.status !== 'pending') return document;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The check of ${path} did not finish`);
}

const publicList = async () => ((await callApi(libraryApi)).json as LibraryDocument[]).map((d) => d.path);
const accessiblePaths = async () => ((await callApi(accessible)).json as { paths: string[] }).paths;
const resource = (path: string) => callApi(resources, { params: { path: path.split('/') } });
async function searchFor(words: string): Promise<string[]> {
  invalidateSearchIndex();
  const r = await callApi(searchApi, { query: { searchString: words, includeSources: 'documents' } });
  return (r.json as SearchResponse).results.map((x) => x.url);
}

describe('the guard and the role', () => {
  it('refuses signed-out callers (401) and other roles (403); editors and admins get the list', async () => {
    expect((await call(list, null)).status).toBe(401);
    const reviewer = await call(list, DEMO.reviewer);
    expect(reviewer.status).toBe(403);
    expect(errorOf(reviewer).message).toMatch(/role/);
    expect((await upload(await makePdf(false), 'a.pdf', {}, DEMO.reviewer)).status).toBe(403);
    const editor = await call(list, DEMO.editor);
    expect(editor.status).toBe(200);
    expect(editor.headers.get('cache-control')).toBe('private, no-store');
    const docs = editor.json as ManagedDocument[];
    expect(docs.length).toBeGreaterThanOrEqual(21);
    expect((await call(list, DEMO.admin)).status).toBe(200);
  });

  it('labels each seeded PDF by its own check: all 21 pass, so the SPEC §9 allow-list is among the accessible ones; the archive into its collections', async () => {
    // The first sync queued the check of every seeded PDF (no editor had to look); no flag labels any.
    const { LIBRARY_DOCUMENTS } = await import('@/lib/server/documents/reference');
    for (const entry of LIBRARY_DOCUMENTS) {
      const doc = await checked(entry.path);
      expect([entry.path, doc.check?.report?.passed]).toEqual([entry.path, true]);
    }
    const seeded = new Set(LIBRARY_DOCUMENTS.map((d) => d.path));
    const listed = ((await callApi(libraryApi)).json as LibraryDocument[]).filter((d) => seeded.has(d.path));
    expect(listed).toHaveLength(21);
    const labels = listed.map((d) => accessibilityLabel(d.accessibility).label);
    expect(new Set(labels)).toEqual(new Set(['Passes the automated PDF/UA checks']));
    for (const d of listed) {
      expect(d.accessibility).toMatchObject({
        check: 'passes',
        checkVersion: PDF_CHECK_VERSION,
        failing: [],
      });
      expect(d.accessibility.checkedAt).toEqual(expect.any(String));
    }
    // The ADA notice follows the same verdict: the allow-list's documents are accessible because they pass.
    const paths = await accessiblePaths();
    expect(paths).toEqual(expect.arrayContaining([...SEEDED_ACCESSIBLE_DOCUMENTS]));
    expect(paths.filter((p) => seeded.has(p.replace('/resources/', '')))).toHaveLength(21);
    const docs = (await call(list, DEMO.editor)).json as ManagedDocument[];
    expect(docs.filter((d) => d.collection === 'past-plans').map((d) => d.path)).toContain(
      'archive/vtrans2035.pdf',
    );
    expect(docs.every((d) => d.status === 'published')).toBe(true);
  }, 60_000);

  it('checks a seeded PDF again when the checks’ version changes: a report of older checks labels nothing', async () => {
    const path = 'policy/vtrans-policy-guide-v3.pdf';
    const k = await db();
    const row = (await k('documents').where({ path }).first()) as { check_report: string };
    const old = JSON.parse(row.check_report) as { report: { version: number } };
    old.report.version = PDF_CHECK_VERSION - 1;
    await k('documents')
      .where({ path })
      .update({ check_report: JSON.stringify(old) });
    expect(await accessiblePaths()).not.toContain(`/resources/${path}`);
    const before = ((await callApi(libraryApi)).json as LibraryDocument[]).find((d) => d.path === path)!;
    expect(accessibilityLabel(before.accessibility)).toMatchObject({
      shown: false,
      details: ['It has not been checked yet.', 'An accessible version is available on request.'],
    });
    await call(list, DEMO.editor); // an editor's look queues the check again
    const doc = await checked(path);
    expect(doc.check?.report).toMatchObject({ passed: true, version: PDF_CHECK_VERSION });
    expect(await accessiblePaths()).toContain(`/resources/${path}`);
  });
});

describe('the seeded library', () => {
  it('checks every seeded PDF once an editor looks: the reference PDFs the site makes pass it (tagged)', async () => {
    await call(list, DEMO.editor); // queues the checks of PDFs without a report
    const doc = await checked('policy/vtrans-policy-guide-v3.pdf');
    expect(doc).toMatchObject({ accessible: true, check: { status: 'done' } });
    expect(doc.check!.report!.findings.filter((f) => !f.ok).map((f) => f.id)).toEqual([]);
    // Marked pending once: a second look queues nothing new.
    const { document } = await detail('policy/vtrans-policy-guide-v3.pdf');
    expect(document.check?.status).toBe('done');
  });
});

describe('uploads', () => {
  it('refuses a fake PDF (an HTML page named .pdf) with 415 and stores nothing', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const r = await upload(html, 'plan.pdf');
    expect(r.status).toBe(415);
    expect(errorOf(r)).toMatchObject({
      message: expect.stringMatching(/^'plan\.pdf' is named as a PDF but its content is not one/),
      field: 'file',
    });
    const docs = (await call(list, DEMO.editor)).json as ManagedDocument[];
    expect(docs.some((d) => d.path.startsWith('library/'))).toBe(false);
  });

  it('refuses a file whose name says another type, and types the library does not take', async () => {
    const r = await upload(await makeDocx(), 'budget.xlsx');
    expect(r.status).toBe(415);
    expect(errorOf(r).message).toBe(
      "'budget.xlsx' is named .xlsx but its content is a Word document. Rename it or choose the right file.",
    );
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'map.svg');
    expect(svg.status).toBe(415);
    expect(errorOf(svg).message).toMatch(/not a file type the library takes/);
  });

  it('refuses an oversized file with 413 (DOCUMENT_MAX_UPLOAD_MB)', async () => {
    process.env.DOCUMENT_MAX_UPLOAD_MB = '1';
    resetEnvCache();
    try {
      const big = Buffer.concat([await makePdf(false), Buffer.alloc(1024 * 1024 + 10, 32)]);
      const r = await upload(big, 'big.pdf');
      expect(r.status).toBe(413);
      expect(errorOf(r).message).toMatch(
        /^The file is larger than 1 MB, the most one upload may be\. Export it again/,
      );
    } finally {
      delete process.env.DOCUMENT_MAX_UPLOAD_MB;
      resetEnvCache();
    }
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ year: '1800' }, 'year'],
    [{ year: 'next' }, 'year'],
    [{ collection: 'attic' }, 'collection'],
    [{ topic: 'x'.repeat(81) }, 'topic'],
  ])('refuses bad metadata %j with 400 naming the field', async (bad, field) => {
    const r = await upload(await makePdf(false), 'ok.pdf', bad);
    expect(r.status).toBe(400);
    expect(errorOf(r).field).toBe(field);
  });

  it('refuses an empty body', async () => {
    const r = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(r.status).toBe(400);
  });

  it("refuses an editor's PDF while three of their checks wait (429, how many wait), storing nothing", async () => {
    const k = await db();
    const group = `editor:${await userId(DEMO.editor)}`;
    const later = Date.now() + 3_600_000; // waiting, not yet due: no worker takes them
    const waiting = [];
    for (let i = 0; i < CHECKS_WAITING_MAX; i++) {
      waiting.push(await enqueue('document-check', { planted: i }, { group, runAt: later }));
    }
    try {
      const before = ((await call(list, DEMO.editor)).json as ManagedDocument[]).length;
      const r = await upload(await makePdf(false), 'queued.pdf', { title: 'Queued behind three' });
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toBe('60');
      expect(errorOf(r).message).toBe(
        'You already have 3 PDFs being checked or waiting to be checked (at most 3 at a time). Upload this file again when one of their checks has finished.',
      );
      expect(((await call(list, DEMO.editor)).json as ManagedDocument[]).length).toBe(before);
      // A file that is not checked is not held by the queue; another editor is not held by this one's.
      expect((await upload(await makeDocx(), 'notes.docx', { title: 'Notes while queued' })).status).toBe(
        201,
      );
      const other = await upload(
        await makePdf(false),
        'q.pdf',
        { title: 'Admin PDF while queued' },
        DEMO.admin,
      );
      expect(other.status).toBe(201);
    } finally {
      await k('jobs').whereIn('id', waiting).delete();
    }
  });

  it('takes an Office file by its content and names it on the server', async () => {
    const r = await upload(await makeDocx(), '../../Budget FINAL (2).DOCX', { title: 'Budget notes' });
    expect(r.status).toBe(201);
    const { document } = r.json as DocumentDetail;
    expect(document).toMatchObject({
      path: 'library/2026/budget-notes.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      status: 'draft',
      check: null,
    });
  });
});

describe('a PDF from upload to retirement', () => {
  let path = '';
  let revision = 0;

  it('uploads an untagged PDF as a draft, and its pre-flight says what to fix', async () => {
    const r = await upload(await makePdf(false), 'Freight.PDF');
    expect(r.status).toBe(201);
    const created = r.json as DocumentDetail;
    path = created.document.path;
    expect(path).toBe('library/2026/freight-corridors-2026.pdf');
    expect(created.document).toMatchObject({
      status: 'draft',
      accessible: false,
      year: 2026,
      collection: 'library',
    });
    expect(created.events[0]).toMatchObject({ action: 'uploaded', by: DEMO.editor });
    const doc = await checked(path);
    expect(doc.check?.status).toBe('done');
    const failed = doc.check!.report!.findings.filter((f) => !f.ok);
    expect(failed.map((f) => f.id)).toEqual(['tagged', 'content', 'language', 'title', 'pdfua-id', 'fonts']);
    expect(failed.every((f) => f.fix)).toBe(true);
    revision = doc.revision;
  });

  it('a second upload with the same title and year gets its own address', async () => {
    const r = await upload(await makePdf(false), 'again.pdf');
    expect((r.json as DocumentDetail).document.path).toBe('library/2026/freight-corridors-2026-2.pdf');
  });

  it('keeps a draft from the public: its address, the library, the sitemap and search', async () => {
    expect((await resource(path)).status).toBe(404);
    expect(await publicList()).not.toContain(path);
    expect((await callApi(sitemap)).text).not.toContain(path);
    expect(await searchFor(WORD)).toEqual([]);
    // The editor's own copy is there.
    const copy = await call(file, DEMO.editor, { query: { path } });
    expect(copy.status).toBe(200);
    expect(copy.buffer.subarray(0, 5).toString()).toBe('%PDF-');
    expect(copy.headers.get('cache-control')).toBe('private, no-store');
  });

  it('publishes: the library, the sitemap and search (by the PDF’s own text) follow', async () => {
    const stale = await call(status, DEMO.editor, {
      method: 'POST',
      body: { path, revision: revision + 1, action: 'publish' },
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toMatch(
      /^editor@example\.com saved this document at .+ after you opened revision \d+\. Nothing was changed/,
    );
    const stamp = async () =>
      Number(
        ((await (await db())('change_stamps').where({ scope: 'documents' }).first()) ?? { stamp: 0 }).stamp,
      );
    const before = await stamp();
    const r = await call(status, DEMO.editor, {
      method: 'POST',
      body: { path, revision, action: 'publish' },
    });
    expect(r.status).toBe(200);
    revision = (r.json as DocumentDetail).document.revision;
    // Every instance empties its page cache: the documents stamp moved (and Redis carries it when set).
    expect(await stamp()).toBeGreaterThan(before);
    expect((await resource(path)).status).toBe(200);
    expect(await publicList()).toContain(path);
    expect((await callApi(sitemap)).text).toContain(`/resources/${path}</loc>`);
    expect(await searchFor(WORD)).toEqual([`/resources/${path}#page=1`]);
    const again = await call(status, DEMO.editor, {
      method: 'POST',
      body: { path, revision, action: 'publish' },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toMatch(/is published, so it cannot be published/);
  });

  it('saves its details and records a person’s review (who, when, what); a PDF its check refuses still gets the ADA notice, with the failing checks in plain words', async () => {
    expect(await accessiblePaths()).not.toContain(`/resources/${path}`);
    const { document } = await detail(path);
    const body = {
      path,
      revision: document.revision,
      title: 'Freight corridors (2026 edition)',
      collection: 'library',
      year: 2026,
      topic: 'Freight',
      planCycle: '2022-2025',
      docType: 'Report',
    };
    const before = await dataVersion();
    const r = await call(item, DEMO.editor, { method: 'PATCH', body });
    expect(r.status).toBe(200);
    const after = r.json as DocumentDetail;
    expect(after.document).toMatchObject({ title: body.title, revision: document.revision + 1 });
    expect(after.events[0]).toMatchObject({ action: 'edited', by: DEMO.editor });
    expect(after.events[0]!.detail).toMatch(
      /title: 'Freight corridors 2026' → 'Freight corridors \(2026 edition\)'/,
    );
    const short = await call(review, DEMO.editor, { method: 'POST', body: { path, what: 'ok' } });
    expect(short.status).toBe(400);
    const what = 'Read it with NVDA: reading order and the map’s description.';
    const reviewed = await call(review, DEMO.editor, { method: 'POST', body: { path, what } });
    expect(reviewed.status).toBe(200);
    const withReview = (reviewed.json as DocumentDetail).document;
    expect(withReview.review).toMatchObject({ by: DEMO.editor, what });
    expect((reviewed.json as DocumentDetail).events[0]).toMatchObject({
      action: 'reviewed',
      by: DEMO.editor,
    });
    // Reviewed, but its check refuses it (untagged): visitors still get the ADA notice, told why.
    expect(await accessiblePaths()).not.toContain(`/resources/${path}`);
    const shown = ((await callApi(libraryApi)).json as LibraryDocument[]).find((d) => d.path === path)!;
    expect(shown).toMatchObject({ accessible: false, accessibility: { check: 'fails', review: { what } } });
    const label = accessibilityLabel(shown.accessibility);
    expect(label.label).toBe('May not be fully accessible');
    expect(label.details[0]).toMatch(
      /^The automated PDF\/UA checks found that it has no tags giving screen readers/,
    );
    expect(await dataVersion()).not.toBe(before); // search sees a new title without a new file
    // The same save again from the old revision is refused, not lost.
    const second = await call(item, DEMO.editor, { method: 'PATCH', body: { ...body, title: 'Other' } });
    expect(second.status).toBe(409);
    expect((await detail(path)).document.title).toBe(body.title);
    revision = after.document.revision;
  });

  it('replaces the file at the same address: the new report decides, and the review of the old file is gone', async () => {
    const png = await call(file, DEMO.editor, {
      method: 'PUT',
      query: { path, revision: String(revision), fileName: 'map.png' },
      body: PNG,
    });
    expect(png.status).toBe(415);
    expect(errorOf(png).message).toMatch(/This address serves a \.pdf file and 'map\.png' is a PNG image/);
    const r = await call(file, DEMO.editor, {
      method: 'PUT',
      query: { path, revision: String(revision), fileName: 'freight-tagged.pdf' },
      body: await makePdf(true),
    });
    expect(r.status).toBe(200);
    expect((r.json as DocumentDetail).document).toMatchObject({ path, review: null });
    // A new file is a new revision, with a line in the workflow's audit trail saying which file.
    const replaced = r.json as DocumentDetail;
    expect(replaced.document.revision).toBe(revision + 1);
    expect(replaced.revisions[0]).toMatchObject({
      number: revision + 1,
      author: DEMO.editor,
      note: expect.stringContaining("Replaced the file with 'freight-tagged.pdf'"),
    });
    // (then published at once, as the file is public)
    expect(replaced.audit.find((a) => a.action === 'replaced')).toMatchObject({
      revision: revision + 1,
      actor: DEMO.editor,
      detail: expect.stringContaining('freight-tagged.pdf'),
    });
    expect(await accessiblePaths()).not.toContain(`/resources/${path}`);
    const doc = await checked(path);
    expect(doc.check?.report?.passed).toBe(true);
    expect(await accessiblePaths()).toContain(`/resources/${path}`);
    const shown = ((await callApi(libraryApi)).json as LibraryDocument[]).find((d) => d.path === path)!;
    expect(accessibilityLabel(shown.accessibility)).toMatchObject({
      shown: true,
      label: 'Passes the automated PDF/UA checks',
    });
    expect(shown.accessibility.review).toBeNull();
    revision = doc.revision;
  });

  it('retires it: kept, gone from the library, sitemap and search, and its address answers 410', async () => {
    const r = await call(status, DEMO.editor, { method: 'POST', body: { path, revision, action: 'retire' } });
    expect(r.status).toBe(200);
    revision = (r.json as DocumentDetail).document.revision;
    const gone = await resource(path);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-type')).toMatch(/^text\/html/);
    expect(gone.text).toContain('was retired from the VTrans library');
    expect(gone.text).toContain('Freight corridors (2026 edition)');
    // Dated as Virginia reads it: retired at 11:59 PM EST on 02/04 is 04:59 UTC on 02/05.
    await (await db())('documents').where({ path }).update({ changed_at: '2027-02-05T04:59:00.000Z' });
    expect((await resource(path)).text).toContain('was retired from the VTrans library on 02/04/2027.');
    expect(await publicList()).not.toContain(path);
    expect((await callApi(sitemap)).text).not.toContain(path);
    expect(await searchFor(WORD)).toEqual([]);
    // Kept: the editor still has it and its trail.
    const { document, events } = await detail(path);
    expect(document.status).toBe('retired');
    expect(events.map((e) => e.action)).toEqual([
      'retired',
      'replaced',
      'reviewed',
      'edited',
      'published',
      'uploaded',
    ]);
    const replace = await call(file, DEMO.editor, {
      method: 'PUT',
      query: { path, revision: String(revision), fileName: 'x.pdf' },
      body: await makePdf(false),
    });
    expect(replace.status).toBe(409);
  });

  it('restores it at the same address', async () => {
    const r = await call(status, DEMO.admin, { method: 'POST', body: { path, revision, action: 'restore' } });
    expect(r.status).toBe(200);
    expect((await resource(path)).status).toBe(200);
    expect((r.json as DocumentDetail).events[0]).toMatchObject({ action: 'restored', by: DEMO.admin });
  });

  it('keeps every revision of the details with who and when, and goes back to one (published at once)', async () => {
    const before = await detail(path);
    expect(before.revisions.map((r) => [r.number, r.author])).toEqual([
      [3, DEMO.editor], // the file replaced
      [2, DEMO.editor],
      [1, DEMO.editor],
    ]);
    expect(before.audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['created', 'published', 'saved', 'replaced', 'unpublished']),
    );
    const r = await call(status, DEMO.editor, {
      method: 'POST',
      body: { path, revision: before.document.revision, action: 'revert', from: 1 },
    });
    expect(r.status).toBe(200);
    const after = r.json as DocumentDetail;
    expect(after.document).toMatchObject({
      title: 'Freight corridors 2026',
      accessible: false,
      status: 'published',
    });
    expect(after.revisions[0]).toMatchObject({
      number: 4,
      author: DEMO.editor,
      note: 'Restored from revision 1.',
    });
    expect(((await callApi(libraryApi)).json as LibraryDocument[]).find((d) => d.path === path)?.title).toBe(
      'Freight corridors 2026',
    );
    const noFrom = await call(status, DEMO.editor, {
      method: 'POST',
      body: { path, revision: after.document.revision, action: 'revert' },
    });
    expect(noFrom.status).toBe(400);
    expect(errorOf(noFrom).field).toBe('from');
  });

  it('adopts a seeded document as published revision 1 by the seed', async () => {
    const seeded = await detail('archive/vtrans2035.pdf');
    expect(seeded.revisions).toEqual([expect.objectContaining({ number: 1, author: 'seed' })]);
    expect(seeded.document).toMatchObject({ revision: 1, status: 'published', collection: 'past-plans' });
  });

  it('answers 404 for a path that is not in the library, and 400 for a malformed one', async () => {
    expect((await call(item, DEMO.editor, { query: { path: 'library/none.pdf' } })).status).toBe(404);
    expect((await call(item, DEMO.editor, { query: { path: '../etc/passwd' } })).status).toBe(400);
  });
});

describe('collections', () => {
  it('keeps a hidden document off the library page but on the hidden library', async () => {
    const r = await upload(PNG, 'corridor-map.png', { title: 'Corridor map', collection: 'hidden' });
    expect(r.status).toBe(201);
    const { document } = r.json as DocumentDetail;
    await call(status, DEMO.editor, {
      method: 'POST',
      body: { path: document.path, revision: document.revision, action: 'publish' },
    });
    expect((await resource(document.path)).status).toBe(200);
    expect(await publicList()).not.toContain(document.path);
    expect((await listDocuments()).map((d) => d.path)).toContain(document.path);
    expect((await callApi(sitemap)).text).not.toContain(document.path);
  });

  it('schedules a draft’s publish through the workflow: the job publishes it with nobody signed in', async () => {
    const r = await upload(PNG, 'timed-map.png', { title: 'Timed corridor map' });
    const { document } = r.json as DocumentDetail;
    expect((await resource(document.path)).status).toBe(404);
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await call(schedule, DEMO.editor, {
      method: 'POST',
      params: { kind: 'document', id: String(document.recordId) },
      body: { baseRevision: document.revision, at },
    });
    expect(scheduled.status).toBe(200);
    for (let i = 0; i < 100 && (await resource(document.path)).status !== 200; i++) {
      await new Promise((done) => setTimeout(done, 100));
    }
    expect((await resource(document.path)).status).toBe(200);
    expect(await publicList()).toContain(document.path);
    const { audit } = await detail(document.path);
    expect(audit[0]).toMatchObject({ action: 'published', actor: null });
  });
});

describe('the original library documents', () => {
  it('each of the 21 comes with the year it was issued, and an editor saves it as the form sends it', async () => {
    const { LIBRARY_DOCUMENTS } = await import('@/lib/server/documents/reference');
    expect(LIBRARY_DOCUMENTS).toHaveLength(21);
    for (const entry of LIBRARY_DOCUMENTS) {
      const { document } = await detail(entry.path);
      expect([entry.path, document.year]).toEqual([entry.path, entry.year]);
      // What the editor's form sends on Save with nothing changed but a tag.
      const r = await call(item, DEMO.editor, {
        method: 'PATCH',
        body: {
          path: entry.path,
          revision: document.revision,
          title: document.title,
          collection: document.collection,
          year: document.year,
          topic: document.tags.topic,
          planCycle: document.tags.planCycle,
          docType: document.tags.docType || 'Report',
          accessible: document.accessible,
        },
      });
      expect([entry.path, r.status, r.status === 200 ? '' : errorOf(r).message]).toEqual([
        entry.path,
        200,
        '',
      ]);
    }
  }, 120_000);

  it('a library synced before the documents had years gets them, without touching a year an editor set', async () => {
    const k = await db();
    await k('documents').where({ path: 'archive/vtrans2025.pdf' }).update({ year: null });
    await k('documents').where({ path: 'archive/vtrans2035.pdf' }).update({ year: 2011 });
    const { syncDocumentMirror } = await import('@/lib/server/services/documents');
    await syncDocumentMirror();
    const years = await k('documents')
      .whereIn('path', ['archive/vtrans2025.pdf', 'archive/vtrans2035.pdf'])
      .orderBy('path')
      .select('year');
    expect(years.map((r: { year: number }) => Number(r.year))).toEqual([2004, 2011]);
  });
});
