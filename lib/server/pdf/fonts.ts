import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Embedded Unicode fonts for the PDFs the site makes (issue 38 §1): Noto Sans, which the site already ships
 * (@fontsource, split by script), then Noto Sans Math (arrows, ✓, □, maths) and Noto Sans Symbols 2
 * (dingbats, shapes). Text is split into runs by the first face that has each character; each face is
 * embedded only when a document draws with it, and subset to the glyphs it uses, with a ToUnicode map so the
 * text can be copied and read aloud. A character no face has (CJK, emoji: @fontsource's Noto Sans has
 * neither) is drawn as REPLACEMENT, never dropped and never a thrown error; a control character is a space.
 */

export type Weight = 'regular' | 'bold';

/** What a character no embedded face has is drawn as (Noto Sans Math has it). */
export const REPLACEMENT = '\u25A1';

const NOTO_SANS_SUBSETS = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
  'devanagari',
];
const FALLBACKS = [
  'noto-sans-math/files/noto-sans-math-latin-400-normal.woff',
  'noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff',
];

/** The faces tried in order for each weight (Math and Symbols 2 come in one weight only). */
const CHAINS: Record<Weight, string[]> = {
  regular: [...NOTO_SANS_SUBSETS.map((s) => `noto-sans/files/noto-sans-${s}-400-normal.woff`), ...FALLBACKS],
  bold: [...NOTO_SANS_SUBSETS.map((s) => `noto-sans/files/noto-sans-${s}-700-normal.woff`), ...FALLBACKS],
};

const FONT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@fontsource');

type FontkitFont = ReturnType<typeof fontkit.create>;

/** Each face's bytes and parsed cmap, read once per process and only when a character needs it. */
const faces = new Map<string, { bytes: Uint8Array; font: FontkitFont }>();
function face(file: string) {
  let f = faces.get(file);
  if (!f) {
    const bytes = new Uint8Array(readFileSync(path.join(FONT_DIR, file)));
    f = { bytes, font: fontkit.create(bytes) };
    faces.set(file, f);
  }
  return f;
}

/** The face of a weight's chain that draws a code point, or null; remembered per code point. */
const coverage: Record<Weight, Map<number, string | null>> = { regular: new Map(), bold: new Map() };
function faceFor(cp: number, weight: Weight): string | null {
  const known = coverage[weight].get(cp);
  if (known !== undefined) return known;
  const found = CHAINS[weight].find((file) => face(file).font.hasGlyphForCodePoint(cp)) ?? null;
  coverage[weight].set(cp, found);
  return found;
}

/** Invisible format characters (joiners, variation selectors, tags, BOM): nothing to draw. */
const IGNORABLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFE00-\uFE0F\uFEFF\u{E0000}-\u{E007F}]/u;
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
const MARK = /\p{M}/u;

interface Run {
  text: string;
  file: string;
}

/** The text as runs of one face each: controls become spaces, missing characters REPLACEMENT. */
export function fontRuns(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const raw of text.normalize('NFC')) {
    if (IGNORABLE.test(raw)) continue;
    let ch = CONTROL.test(raw) ? ' ' : raw;
    const last = runs[runs.length - 1];
    // A combining mark stays with its base character's face when that face has it.
    if (last && MARK.test(ch) && face(last.file).font.hasGlyphForCodePoint(ch.codePointAt(0)!)) {
      last.text += ch;
      continue;
    }
    let file = faceFor(ch.codePointAt(0)!, weight);
    if (!file) {
      ch = REPLACEMENT;
      file = faceFor(REPLACEMENT.codePointAt(0)!, weight)!;
    }
    if (last && last.file === file) last.text += ch;
    else runs.push({ text: ch, file });
  }
  return runs;
}

/** One document's embedded fonts: `prepare` the text (embeds the faces it needs), then measure and draw. */
export class PdfFonts {
  private readonly embedded = new Map<string, PDFFont>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  /** Embeds (subset) every face this text needs in this weight. */
  async prepare(text: string, weight: Weight = 'regular'): Promise<void> {
    for (const run of fontRuns(text, weight)) {
      if (!this.embedded.has(run.file)) {
        this.embedded.set(run.file, await this.doc.embedFont(face(run.file).bytes, { subset: true }));
      }
    }
  }

  private font(file: string): PDFFont {
    const font = this.embedded.get(file);
    if (!font) throw new Error(`PdfFonts: text was drawn before prepare() embedded ${file}.`);
    return font;
  }

  /** The width of prepared text at a size. */
  width(text: string, size: number, weight: Weight = 'regular'): number {
    return fontRuns(text, weight).reduce(
      (sum, run) => sum + this.font(run.file).widthOfTextAtSize(run.text, size),
      0,
    );
  }

  /** Draws prepared text on one line, run by run. */
  draw(
    page: PDFPage,
    text: string,
    opts: { x: number; y: number; size: number; weight?: Weight; color?: Color },
  ): void {
    let x = opts.x;
    for (const run of fontRuns(text, opts.weight ?? 'regular')) {
      const font = this.font(run.file);
      page.drawText(run.text, { x, y: opts.y, size: opts.size, font, color: opts.color });
      x += font.widthOfTextAtSize(run.text, opts.size);
    }
  }
}
