/** @jest-environment node */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { checkPdfAccessibility, type PdfReport } from '@/lib/server/documents/pdfAccessibility';
import { extractPdfPages } from '@/lib/server/search/pdfText';

const PARAGRAPH = 'Virginia plans its transportation system for the next twenty years with VTrans.';

/** A PDF made by code: untagged by default, like most exports that skip "Create tagged PDF". */
async function makePdf(opts: {
  pages?: number;
  tagged?: boolean;
  figureAlt?: string | null;
  title?: string;
  showTitle?: boolean;
  lang?: string;
  bookmarks?: boolean;
  blankPages?: number;
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const n = opts.pages ?? 2;
  for (let i = 0; i < n; i++) {
    const page = doc.addPage([612, 792]);
    if (i >= n - (opts.blankPages ?? 0)) continue; // an "image-only" page: no text at all
    page.drawText(`${PARAGRAPH} Page ${i + 1}.`, { x: 72, y: 700, size: 11, font });
  }
  if (opts.title) doc.setTitle(opts.title, { showInWindowTitleBar: opts.showTitle ?? false });
  if (opts.lang) doc.setLanguage(opts.lang);
  const ctx = doc.context;
  if (opts.tagged) {
    const kids = [ctx.register(ctx.obj({ Type: 'StructElem', S: 'P' }))];
    if (opts.figureAlt !== undefined) {
      const figure = ctx.obj({ Type: 'StructElem', S: 'Figure' });
      if (opts.figureAlt !== null) figure.set(PDFName.of('Alt'), PDFString.of(opts.figureAlt));
      kids.push(ctx.register(figure));
    }
    const document = ctx.register(ctx.obj({ Type: 'StructElem', S: 'Document', K: kids }));
    doc.catalog.set(
      PDFName.of('StructTreeRoot'),
      ctx.register(ctx.obj({ Type: 'StructTreeRoot', K: document })),
    );
    doc.catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
  }
  if (opts.bookmarks) {
    const outlines = ctx.obj({ Type: 'Outlines', Count: 1 });
    const outlinesRef = ctx.register(outlines);
    const item = ctx.register(ctx.obj({ Title: PDFString.of('Introduction'), Parent: outlinesRef }));
    outlines.set(PDFName.of('First'), item);
    outlines.set(PDFName.of('Last'), item);
    doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  }
  return doc.save();
}

async function check(bytes: Uint8Array): Promise<PdfReport> {
  return checkPdfAccessibility(bytes, await extractPdfPages(Buffer.from(bytes)));
}
const failed = (r: PdfReport) => r.findings.filter((f) => !f.ok).map((f) => f.id);

describe('the PDF accessibility pre-flight', () => {
  it('passes a tagged PDF with a shown title, a language, real text and alt text on its figure', async () => {
    const report = await check(
      await makePdf({
        tagged: true,
        figureAlt: 'Map of the nine VDOT districts',
        title: 'VTrans Plan',
        showTitle: true,
        lang: 'en-US',
      }),
    );
    expect(failed(report)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.findings.find((f) => f.id === 'figures')?.message).toBe('The figure has alternative text.');
  });

  it('says what is missing from an untagged export, each with what to do', async () => {
    const report = await check(await makePdf({}));
    expect(failed(report)).toEqual(['tagged', 'title', 'language']);
    expect(report.passed).toBe(false);
    const tagged = report.findings.find((f) => f.id === 'tagged')!;
    expect(tagged.message).toBe('Not tagged: a screen reader gets no headings, lists or reading order.');
    expect(tagged.fix).toMatch(/Create tagged PDF/);
    expect(report.findings.find((f) => f.id === 'title')?.message).toBe(
      'No document title: readers hear the file name.',
    );
    expect(report.findings.find((f) => f.id === 'figures')?.message).toBe(
      'Figures cannot be checked until the document is tagged.',
    );
  });

  it('a title set but not shown, a figure without alt text, image-only pages and a long file without bookmarks', async () => {
    const report = await check(
      await makePdf({
        pages: 24,
        blankPages: 3,
        tagged: true,
        figureAlt: null,
        title: 'Freight Element',
        lang: 'en',
      }),
    );
    expect(failed(report)).toEqual(['title', 'text', 'bookmarks', 'figures']);
    const by = Object.fromEntries(report.findings.map((f) => [f.id, f.message]));
    expect(by.title).toBe(
      'The title "Freight Element" is set but the title bar shows the file name instead.',
    );
    expect(by.text).toBe('3 of 24 pages have no real text (scanned or images of text).');
    expect(by.bookmarks).toBe('24 pages and no bookmarks: a long document needs them to be navigated.');
    expect(by.figures).toBe('1 of 1 figure has no alternative text.');
    const withBookmarks = await check(await makePdf({ pages: 24, bookmarks: true }));
    expect(withBookmarks.findings.find((f) => f.id === 'bookmarks')).toMatchObject({
      ok: true,
      message: 'Has bookmarks.',
    });
  });
});
