import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { isDict, isName, readContent, type Budget, type Operand } from '../pdfContent';
import { LIMITS } from './limits';
import { buildModel, type Model } from './model';

/**
 * The text layer of a PDF as copying and assistive technology get it: every string a page's content shows,
 * decoded through its font's ToUnicode map, with a marked-content span's ActualText standing for what the span
 * shows (ISO 32000-1 §14.9.4). Artifacts (running headers, page numbers) are read too: they are text a reader can
 * copy. Form XObjects are read where they are drawn, a few levels deep. Bounded by the pre-flight's budget.
 */

const N = (s: string) => PDFName.of(s);

/** A font's reading: the bytes of one code, and each code's text. */
interface FontReading {
  bytes: 1 | 2;
  unicode: Map<number, string>;
}

const utf16 = (hex: string): string => {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  if (hex.length === 2) units.push(parseInt(hex, 16));
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap's codes and their text (bfchar, and bfrange with one destination or an array). */
export function parseToUnicode(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexes = (s: string) => [...s.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((h) => h[1].replace(/\s/g, ''));
  for (const m of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    const h = hexes(m[1]);
    for (let i = 0; i + 1 < h.length; i += 2) map.set(parseInt(h[i], 16), utf16(h[i + 1]));
  }
  for (const m of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const r of m[1].matchAll(
      /<([0-9a-fA-F\s]*)>\s*<([0-9a-fA-F\s]*)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g,
    )) {
      const lo = parseInt(r[1].replace(/\s/g, ''), 16);
      const hi = Math.min(parseInt(r[2].replace(/\s/g, ''), 16), lo + 0xffff);
      if (r[3].startsWith('[')) hexes(r[3]).forEach((d, k) => lo + k <= hi && map.set(lo + k, utf16(d)));
      else {
        const first = r[3].replace(/[<>\s]/g, '');
        const base = utf16(first);
        for (let code = lo; code <= hi; code++) {
          // The last UTF-16 unit counts up along the range (§9.10.3).
          const last = base.charCodeAt(base.length - 1) + (code - lo);
          map.set(code, base.slice(0, -1) + String.fromCharCode(last));
        }
      }
    }
  return map;
}

function fontReading(m: Model, font: PDFDict | undefined, cache: Map<PDFDict, FontReading>): FontReading {
  if (!font) return { bytes: 1, unicode: new Map() };
  const known = cache.get(font);
  if (known) return known;
  const bytes = m.nameOf(font.get(N('Subtype'))) === 'Type0' ? 2 : 1;
  const cmap = m.decode(font.get(N('ToUnicode')));
  const reading: FontReading = {
    bytes,
    unicode: cmap ? parseToUnicode(new TextDecoder('latin1').decode(cmap)) : new Map(),
  };
  cache.set(font, reading);
  return reading;
}

/** A PDF text string (UTF-16BE after its byte-order mark, else PDFDocEncoding read as Latin-1). */
function textString(s: string): string {
  if (s.charCodeAt(0) === 0xfe && s.charCodeAt(1) === 0xff) {
    let out = '';
    for (let i = 2; i + 1 < s.length; i += 2)
      out += String.fromCharCode((s.charCodeAt(i) << 8) | s.charCodeAt(i + 1));
    return out;
  }
  return s;
}

interface Reading {
  m: Model;
  fonts: Map<PDFDict, FontReading>;
  budget: Budget;
}

/** The text one content stream (and the forms it draws) shows. */
function readStream(r: Reading, bytes: Uint8Array, resources: PDFDict | undefined, depth: number): string {
  const { m } = r;
  const fontDict = m.dictOf(resources?.get(N('Font')));
  const xobjects = m.dictOf(resources?.get(N('XObject')));
  let font: FontReading = { bytes: 1, unicode: new Map() };
  let out = '';
  // Marked content open: for a span with ActualText, the text to put in place of what it shows, and where it began.
  const marks: Array<{ actual: string | null; from: number }> = [];
  const show = (s: Operand) => {
    if (typeof s !== 'string') return;
    for (let i = 0; i + font.bytes <= s.length; i += font.bytes) {
      const code = font.bytes === 2 ? (s.charCodeAt(i) << 8) | s.charCodeAt(i + 1) : s.charCodeAt(i);
      out += font.unicode.get(code) ?? (font.bytes === 1 ? String.fromCharCode(code) : '');
    }
  };
  readContent(bytes, r.budget, (op, args) => {
    switch (op) {
      case 'Tf':
        if (isName(args[0])) font = fontReading(m, m.dictOf(fontDict?.get(N(args[0].name))), r.fonts);
        break;
      case 'Tj':
      case "'":
        show(args[0]);
        break;
      case '"':
        show(args[2]);
        break;
      case 'TJ':
        if (Array.isArray(args[0])) for (const part of args[0]) show(part);
        break;
      case 'BMC':
        marks.push({ actual: null, from: out.length });
        break;
      case 'BDC': {
        const props = args[1];
        const actual = isDict(props) ? props.dict.get('ActualText') : undefined;
        marks.push({ actual: typeof actual === 'string' ? textString(actual) : null, from: out.length });
        break;
      }
      case 'EMC': {
        const mark = marks.pop();
        if (mark?.actual != null) out = out.slice(0, mark.from) + mark.actual;
        break;
      }
      case 'Do': {
        if (depth >= 4 || !isName(args[0])) break;
        const form = m.look(xobjects?.get(N(args[0].name)));
        if (!(form instanceof PDFStream) || m.nameOf(form.dict.get(N('Subtype'))) !== 'Form') break;
        const content = m.decode(form);
        if (content)
          out += readStream(r, content, m.dictOf(form.dict.get(N('Resources'))) ?? resources, depth + 1);
        break;
      }
      case 'ET':
        out += '\n';
        break;
    }
  });
  return out;
}

/** The text layer of each page, in the order the pages are. */
export function readTextLayer(m: Model): string[] {
  const r: Reading = {
    m,
    fonts: new Map(),
    budget: { operators: LIMITS.operators, tokens: LIMITS.tokens, bytes: LIMITS.contentBytes },
  };
  return m.pages.map((page) => {
    const contents = m.look(page.node.get(N('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const bytes = parts.map((p) => m.decode(p)).filter((b) => b !== null);
    const joined = new Uint8Array(bytes.reduce((s, b) => s + b.length + 1, 0));
    let at = 0;
    for (const b of bytes) {
      joined.set(b, at);
      joined[at + b.length] = 10; // streams of one page are read as one, parted by a line end
      at += b.length + 1;
    }
    return readStream(r, joined, page.resources, 0);
  });
}

/**
 * The characters of `typed` the text layer lacks: each character counted as often as it is typed, against as
 * often as the layer holds it. Spaces and the invisible marks a font may drop (joiners, variation selectors) do
 * not count; both sides are compared in NFKC (a ligature "ﬁ" holds "f" and "i").
 */
export function lostCharacters(typed: string, layer: string): string[] {
  const count = (s: string) => {
    const c = new Map<string, number>();
    for (const ch of s.normalize('NFKC').replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, ''))
      c.set(ch, (c.get(ch) ?? 0) + 1);
    return c;
  };
  const have = count(layer);
  const lost: string[] = [];
  for (const [ch, n] of count(typed)) if ((have.get(ch) ?? 0) < n) lost.push(ch);
  return lost;
}

/** The characters of `typed` a PDF's text layer lacks (see lostCharacters); PdfTooComplex past the bounds. */
export async function textLayerLosses(pdf: Uint8Array, typed: string): Promise<string[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return lostCharacters(typed, readTextLayer(buildModel(doc)).join('\n'));
}
