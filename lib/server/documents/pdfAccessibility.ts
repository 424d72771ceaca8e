import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import type { PdfCheckId, PdfFinding, PdfReport } from '@/lib/shared/schemas/documentLibrary';

/**
 * The accessibility pre-flight of a PDF (WCAG 2.1 AA by way of PDF/UA's basics): what a screen
 * reader and a person with low vision need from the file itself. It reads the document's structure with
 * pdf-lib (no rendering) and is given the text of each page (pdfjs, lib/server/search/pdfText.ts), so it runs
 * off the request thread with the rest of the document work. Each finding says in plain words what is wrong
 * and what to do in the authoring tool.
 */
export type { PdfCheckId, PdfFinding, PdfReport };

/** Documents this long need bookmarks (Adobe's checker and PDF/UA guidance use 21 pages). */
export const BOOKMARKS_FROM_PAGES = 21;
/** A page with fewer characters of text than this is treated as an image of text. */
const MIN_TEXT_CHARS = 20;

const name = (n: string) => PDFName.of(n);

function text(o: PDFObject | undefined): string | null {
  if (o instanceof PDFString || o instanceof PDFHexString) return o.decodeText();
  return null;
}

/** Follows references (with a guard against cycles). */
function resolve(doc: PDFDocument, o: PDFObject | undefined): PDFObject | undefined {
  let x = o;
  for (let i = 0; i < 10 && x instanceof PDFRef; i++) x = doc.context.lookup(x);
  return x;
}

/** Structure elements (PDF 32000 §14.7.2) under the tree root, visited once each. */
function structureElements(doc: PDFDocument, root: PDFDict): PDFDict[] {
  const out: PDFDict[] = [];
  const seen = new Set<PDFObject>();
  const stack: Array<PDFObject | undefined> = [root.get(name('K'))];
  while (stack.length > 0 && out.length < 200_000) {
    const raw = stack.pop();
    const o = resolve(doc, raw);
    if (!o || seen.has(o)) continue;
    seen.add(o);
    if (o instanceof PDFArray) {
      for (let i = o.size() - 1; i >= 0; i--) stack.push(o.get(i));
    } else if (o instanceof PDFDict) {
      // A marked-content or object reference (MCR / OBJR) is a leaf, not an element.
      const type = o.get(name('Type'));
      if (type instanceof PDFName && (type.asString() === '/MCR' || type.asString() === '/OBJR')) continue;
      if (o.get(name('S')) instanceof PDFName) out.push(o);
      stack.push(o.get(name('K')));
    }
  }
  return out;
}

/** Checks a PDF; `pageTexts` is the text of each page as extracted (empty strings for image-only pages). */
export async function checkPdfAccessibility(bytes: Uint8Array, pageTexts: string[]): Promise<PdfReport> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const catalog = doc.catalog;
  const pages = doc.getPageCount();
  const findings: PdfFinding[] = [];

  const markInfo = resolve(doc, catalog.get(name('MarkInfo')));
  const marked = markInfo instanceof PDFDict && resolve(doc, markInfo.get(name('Marked'))) === PDFBool.True;
  const treeRoot = resolve(doc, catalog.get(name('StructTreeRoot')));
  const elements = treeRoot instanceof PDFDict ? structureElements(doc, treeRoot) : [];
  const tagged = marked && elements.length > 0;
  findings.push(
    tagged
      ? {
          id: 'tagged',
          ok: true,
          message: `Tagged: ${elements.length.toLocaleString('en-US')} structure elements give the reading order.`,
        }
      : {
          id: 'tagged',
          ok: false,
          message: 'Not tagged: a screen reader gets no headings, lists or reading order.',
          fix: 'Export again with "Create tagged PDF" (Word: File > Save As > PDF > Options > Document structure tags for accessibility), or add tags in Acrobat (Accessibility > Autotag document).',
        },
  );

  const title = doc.getTitle()?.trim() ?? '';
  const prefs = resolve(doc, catalog.get(name('ViewerPreferences')));
  const shown = prefs instanceof PDFDict && resolve(doc, prefs.get(name('DisplayDocTitle'))) === PDFBool.True;
  findings.push(
    title && shown
      ? { id: 'title', ok: true, message: `Title "${title}", shown in the title bar.` }
      : {
          id: 'title',
          ok: false,
          message: title
            ? `The title "${title}" is set but the title bar shows the file name instead.`
            : 'No document title: readers hear the file name.',
          fix: title
            ? 'In Acrobat: File > Properties > Initial View > Show: Document Title.'
            : 'Set the title in the authoring tool (Word: File > Info > Title) and choose to show it (Acrobat: File > Properties > Initial View > Show: Document Title).',
        },
  );

  const lang = text(resolve(doc, catalog.get(name('Lang'))))?.trim() ?? '';
  findings.push(
    /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang)
      ? { id: 'language', ok: true, message: `Language: ${lang}.` }
      : {
          id: 'language',
          ok: false,
          message: lang
            ? `The document language "${lang}" is not a language code.`
            : 'No document language: a screen reader may read it with the wrong voice.',
          fix: 'Set the language (Word: Review > Language; Acrobat: File > Properties > Advanced > Language, e.g. English).',
        },
  );

  const imageOnly = pageTexts.filter((t) => t.replace(/\s+/g, '').length < MIN_TEXT_CHARS).length;
  findings.push(
    pageTexts.length > 0 && imageOnly === 0
      ? { id: 'text', ok: true, message: 'Every page has real text.' }
      : {
          id: 'text',
          ok: false,
          message:
            pageTexts.length === 0 || imageOnly === pageTexts.length
              ? 'No page has real text: it is a scan or an image, which a screen reader cannot read.'
              : `${imageOnly} of ${pageTexts.length} pages have no real text (scanned or images of text).`,
          fix: 'Export from the original document rather than scanning, or run text recognition (Acrobat: Scan & OCR) and check the result.',
        },
  );

  const outlines = resolve(doc, catalog.get(name('Outlines')));
  const bookmarks = outlines instanceof PDFDict && outlines.get(name('First')) !== undefined;
  findings.push(
    pages < BOOKMARKS_FROM_PAGES || bookmarks
      ? {
          id: 'bookmarks',
          ok: true,
          message: bookmarks
            ? 'Has bookmarks.'
            : `${pages} ${pages === 1 ? 'page' : 'pages'}: short enough without bookmarks.`,
        }
      : {
          id: 'bookmarks',
          ok: false,
          message: `${pages} pages and no bookmarks: a long document needs them to be navigated.`,
          fix: 'Use heading styles and export with "Create bookmarks using headings" (Word: Save As > PDF > Options).',
        },
  );

  const figures = elements.filter((e) => (e.get(name('S')) as PDFName).asString() === '/Figure');
  const withoutAlt = figures.filter(
    (f) =>
      !(
        text(resolve(doc, f.get(name('Alt'))))?.trim() ||
        text(resolve(doc, f.get(name('ActualText'))))?.trim()
      ),
  ).length;
  findings.push(
    withoutAlt === 0
      ? {
          id: 'figures',
          ok: true,
          message:
            figures.length === 0
              ? tagged
                ? 'No tagged figures.'
                : 'Figures cannot be checked until the document is tagged.'
              : figures.length === 1
                ? 'The figure has alternative text.'
                : `All ${figures.length} figures have alternative text.`,
        }
      : {
          id: 'figures',
          ok: false,
          message: `${withoutAlt} of ${figures.length} ${figures.length === 1 ? 'figure has' : 'figures have'} no alternative text.`,
          fix: 'Describe each picture, chart and map (Word: right-click > Edit Alt Text; Acrobat: Accessibility > Set Alternate Text). Mark purely decorative images as artifacts.',
        },
  );

  // Figures "pass" on an untagged file only vacuously; the tagging finding already fails it.
  return { pages, findings, passed: findings.every((f) => f.ok) };
}
