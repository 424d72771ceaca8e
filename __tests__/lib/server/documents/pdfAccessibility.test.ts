/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  StandardFonts,
  decodePDFRawStream,
} from 'pdf-lib';
import {
  checkPdfAccessibility,
  LIMITS,
  PDF_TOO_COMPLEX,
  PdfTooComplex,
  type PdfReport,
} from '@/lib/server/documents/pdfAccessibility';
import { renderTaggedPdf } from '@/lib/server/pdf/tagged';
import { pdfAccessibility } from '@/lib/server/workers/tasks';
import { PDF_CHECK_IDS } from '@/lib/shared/schemas/documents/editing';
import { corpusFile, missingTestFiles, PDFUA_CORPUS } from '../../../helpers/testFiles';

const failed = (r: PdfReport) => r.findings.filter((f) => !f.ok).map((f) => f.id);
const N = (s: string) => PDFName.of(s);

/** A conforming document the site makes (PDFKit, lib/server/pdf/tagged.ts): headings, a table, a link. */
let good: Uint8Array;
beforeAll(async () => {
  good = await renderTaggedPdf({
    title: 'VTrans Plan → 2050',
    blocks: [
      { type: 'heading', level: 1, text: 'VTrans Plan' },
      { type: 'paragraph', text: 'Virginia plans its transportation system: é 中 ✓.' },
      { type: 'heading', level: 2, text: 'Needs' },
      { type: 'list', items: ['Safety', 'Reliability'] },
      { type: 'table', header: ['District', 'Needs'], rows: [['Bristol', '12']], rowHeaders: true },
      {
        type: 'link',
        before: 'See ',
        text: 'vtrans.org',
        url: 'https://vtrans.org/',
        description: 'The VTrans site',
      },
    ],
    footer: 'VTrans',
    pageNumbers: true,
  });
});

/** The site's document changed with pdf-lib in one way, saved again. */
async function changed(edit: (doc: PDFDocument) => unknown): Promise<PdfReport> {
  const doc = await PDFDocument.load(good, { updateMetadata: false });
  await edit(doc);
  return checkPdfAccessibility(await doc.save({ useObjectStreams: false }));
}

/** The Document element's kids (the structure tree's top level), to add elements to. */
function documentKids(doc: PDFDocument): { kids: PDFArray; parent: PDFRef } {
  const root = doc.catalog.lookup(N('StructTreeRoot'), PDFDict);
  let k = root.get(N('K'));
  let parent = doc.context.getObjectRef(root)!;
  let kids = doc.context.lookup(k);
  if (kids instanceof PDFArray && kids.size() === 1) k = kids.get(0);
  if (k instanceof PDFRef) {
    parent = k;
    const el = doc.context.lookup(k, PDFDict);
    kids = el.lookup(N('K'));
  }
  if (!(kids instanceof PDFArray)) throw new Error('no kids array');
  return { kids, parent };
}

function addElement(doc: PDFDocument, s: string, extra: Record<string, unknown> = {}, kids: PDFRef[] = []) {
  const { kids: top, parent } = documentKids(doc);
  const ref = doc.context.register(
    doc.context.obj({ Type: 'StructElem', S: s, P: parent, K: kids, ...extra } as never),
  );
  for (const kid of kids) doc.context.lookup(kid, PDFDict).set(N('P'), ref);
  top.push(ref);
  return ref;
}

function metadata(doc: PDFDocument): { text: string; set: (xmp: string) => void } {
  const ref = doc.catalog.get(N('Metadata')) as PDFRef;
  const stream = doc.context.lookup(ref) as PDFRawStream;
  return {
    text: new TextDecoder().decode(decodePDFRawStream(stream).decode()),
    set: (xmp) =>
      doc.catalog.set(
        N('Metadata'),
        doc.context.register(doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })),
      ),
  };
}

describe('the PDF/UA pre-flight (Matterhorn 1.1 checks)', () => {
  it('passes a document the site makes, each check with a sentence', async () => {
    const report = await checkPdfAccessibility(good);
    expect(failed(report)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.findings.map((f) => f.id)).toEqual([...PDF_CHECK_IDS]);
    expect(report.findings.find((f) => f.id === 'title')?.message).toBe(
      'Title "VTrans Plan → 2050", shown in the title bar.',
    );
  });

  it('refuses an untagged export on tags, content, language, title and fonts, each with what to do', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('An untagged report.', { x: 72, y: 700, font });
    const report = await checkPdfAccessibility(await doc.save());
    expect(failed(report)).toEqual(['tagged', 'content', 'language', 'title', 'pdfua-id', 'fonts']);
    for (const f of report.findings.filter((x) => !x.ok)) expect(f.fix).toMatch(/\w/);
    expect(report.findings.find((f) => f.id === 'fonts')?.message).toBe('Fonts not embedded: Helvetica.');
  });

  it('not marked', async () => {
    const r = await changed((doc) => doc.catalog.delete(N('MarkInfo')));
    expect(failed(r)).toEqual(['tagged']);
  });

  it('content neither tagged nor an artifact, and a marked sequence the tree does not reference', async () => {
    const r = await changed(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      doc.getPage(0).drawText('Loose text', { x: 72, y: 72, font, size: 8 });
    });
    expect(failed(r)).toEqual(['content', 'fonts']);
    expect(r.findings.find((f) => f.id === 'content')?.message).toBe(
      '1 pieces of content are neither tagged nor marked as artifacts.',
    );
    const orphan = await changed((doc) => {
      const page = doc.getPage(0);
      const stream = doc.context.register(doc.context.stream('/P <</MCID 999>> BDC 0 0 m 10 10 l S EMC'));
      page.node.addContentStream(stream);
    });
    expect(orphan.findings.find((f) => f.id === 'content')?.message).toBe(
      '1 marked pieces of content are not in the structure tree.',
    );
  });

  it('no language, or one that is not a language code', async () => {
    expect(failed(await changed((doc) => doc.catalog.delete(N('Lang'))))).toEqual(['language']);
    const bad = await changed((doc) => doc.catalog.set(N('Lang'), PDFString.of('english!')));
    expect(bad.findings.find((f) => f.id === 'language')?.message).toBe(
      '"english!" is not a language code (such as "en-US").',
    );
  });

  it('a title not shown, no title in the metadata, no PDF/UA identifier', async () => {
    const hidden = await changed((doc) =>
      doc.catalog.lookup(N('ViewerPreferences'), PDFDict).set(N('DisplayDocTitle'), doc.context.obj(false)),
    );
    expect(failed(hidden)).toEqual(['title']);
    const untitled = await changed((doc) => {
      const m = metadata(doc);
      m.set(m.text.replace(/<dc:title>[\s\S]*?<\/dc:title>/, ''));
    });
    expect(failed(untitled)).toEqual(['title']);
    const notUa = await changed((doc) => {
      const m = metadata(doc);
      m.set(m.text.replace(/<pdfuaid:part>1<\/pdfuaid:part>|pdfuaid:part="1"/, ''));
    });
    expect(failed(notUa)).toEqual(['pdfua-id']);
  });

  it('a figure without alternative text', async () => {
    const r = await changed((doc) => addElement(doc, 'Figure'));
    expect(failed(r)).toEqual(['figures']);
    expect(r.findings.find((f) => f.id === 'figures')?.message).toBe(
      '1 of 1 figure has no alternative text.',
    );
  });

  it('headings that skip a level, or mix H with H1…H6', async () => {
    const skip = await changed((doc) => addElement(doc, 'H4'));
    expect(skip.findings.find((f) => f.id === 'headings')).toMatchObject({
      ok: false,
      message: 'A heading skips from H2 to H4.',
    });
    expect(failed(await changed((doc) => addElement(doc, 'H')))).toEqual(['headings']);
  });

  it('a table without header cells', async () => {
    const r = await changed((doc) => {
      const td = doc.context.register(doc.context.obj({ Type: 'StructElem', S: 'TD', K: [] }));
      const tr = doc.context.register(doc.context.obj({ Type: 'StructElem', S: 'TR', K: [td] }));
      doc.context.lookup(td, PDFDict).set(N('P'), tr);
      addElement(doc, 'Table', {}, [tr]);
    });
    expect(failed(r)).toEqual(['tables']);
  });

  it('an untagged annotation, an untagged link without a description', async () => {
    const add = (doc: PDFDocument, subtype: string) => {
      const annot = doc.context.register(
        doc.context.obj({ Type: 'Annot', Subtype: subtype, Rect: [100, 100, 200, 120], F: 4 }),
      );
      const page = doc.getPage(0).node;
      const annots = page.lookup(N('Annots'));
      if (annots instanceof PDFArray) annots.push(annot);
      else page.set(N('Annots'), doc.context.obj([annot]));
    };
    const text = await changed((doc) => add(doc, 'Text'));
    expect(failed(text)).toEqual(['annotations']);
    const link = await changed((doc) => add(doc, 'Link'));
    expect(link.findings.find((f) => f.id === 'links')?.message).toBe(
      '1 links are not tagged as Link. 1 links have no description.',
    );
    expect(link.findings.find((f) => f.id === 'links')).toMatchObject({
      rules: ['28-011', '28-012'],
      pages: [1],
    });
  });

  it('a dynamic XFA form, not a static one', async () => {
    const xfa = (config: string) => (doc: PDFDocument) =>
      doc.catalog.set(
        N('AcroForm'),
        doc.context.obj({
          Fields: [],
          XFA: [PDFString.of('config'), doc.context.register(doc.context.stream(config))],
        }),
      );
    const dynamic = await changed(
      xfa('<config><acrobat><acrobat7><dynamicRender>required</dynamicRender></acrobat7></acrobat></config>'),
    );
    expect(failed(dynamic)).toEqual(['xfa']);
    const fixed = await changed(xfa('<config><acrobat><acrobat7></acrobat7></acrobat></config>'));
    expect(failed(fixed)).toEqual([]);
    expect(fixed.findings.find((f) => f.id === 'xfa')?.message).toBe('A static XFA form (allowed).');
  });

  it('is bounded: past its operator limit a file is "too complex", not a long walk', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    page.node.addContentStream(doc.context.register(doc.context.stream('0 0 m '.repeat(2000))));
    const bytes = await doc.save();
    const saved = LIMITS.operators;
    LIMITS.operators = 1000;
    try {
      await expect(checkPdfAccessibility(bytes)).rejects.toBeInstanceOf(PdfTooComplex);
      // The worker pool's task answers it with the sentence an editor sees (422), not an error.
      expect(await pdfAccessibility({ bytes })).toEqual({
        refused: { status: 422, message: PDF_TOO_COMPLEX },
      });
    } finally {
      LIMITS.operators = saved;
    }
  });
});

const corpusHere = existsSync(PDFUA_CORPUS);
if (!corpusHere) console.warn(`The corpus checks are skipped: ${missingTestFiles(PDFUA_CORPUS)}.`);

(corpusHere ? describe : describe.skip)(
  'agrees with the veraPDF PDF/UA-1 corpus on files whose failing rule it checks',
  () => {
    const cases: Array<[string, string[]]> = [
      ['5-t01-fail-a.pdf', ['pdfua-id']],
      ['5-t01-pass-a.pdf', []],
      ['7.1-t03-fail-a.pdf', ['content']],
      ['7.1-t03-pass-a.pdf', []],
      ['7.1-t10-fail-a.pdf', ['title']],
      ['7.2-t29-fail-a.pdf', ['language']],
      ['7.2-t34-pass-c.pdf', []],
      ['7.3-t01-fail-a.pdf', ['figures']],
      ['7.4.2-t01-fail-a.pdf', ['headings']],
      ['7.16-t01-fail-a.pdf', ['tagged', 'permissions']],
      ['7.18.5-t01-fail-a.pdf', ['links']],
      ['7.21.4.1-t01-fail-a.pdf', ['fonts']],
      ['7.21.7-t01-pass-a.pdf', []],
    ];
    it.each(cases)('%s', async (file, expected) => {
      const found = corpusFile(file);
      if (!found) throw new Error(`${file} is not in ${PDFUA_CORPUS}`);
      const report = await checkPdfAccessibility(readFileSync(found));
      expect(failed(report)).toEqual(expected);
      expect(report.passed).toBe(file.includes('-pass-'));
    });
  },
);
