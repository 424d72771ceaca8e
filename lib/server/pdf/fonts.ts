import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';

/**
 * Embedded Unicode fonts for the PDFs the site makes: Noto Sans, which the site already ships
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

/**
 * A WOFF 1.0 file as the plain TrueType/OpenType file it wraps. fontkit inflates a WOFF table each time a glyph
 * is read from it (seconds for a long copy); the plain file is read directly, and pdf-lib parses it per document.
 */
export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = src.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const e = 44 + i * 20;
    const [offset, compLength, origLength] = [
      src.readUInt32BE(e + 4),
      src.readUInt32BE(e + 8),
      src.readUInt32BE(e + 12),
    ];
    const stored = src.subarray(offset, offset + compLength);
    return {
      tag: src.subarray(e, e + 4),
      checksum: src.readUInt32BE(e + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const headerLength = 12 + numTables * 16;
  const size = tables.reduce((n, t) => n + Math.ceil(t.data.length / 4) * 4, headerLength);
  const out = Buffer.alloc(size);
  const maxPower = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(src.readUInt32BE(4), 0); // flavor: the wrapped file's sfnt version
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(maxPower * 16, 6);
  out.writeUInt16BE(Math.log2(maxPower), 8);
  out.writeUInt16BE(numTables * 16 - maxPower * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    t.tag.copy(out, r);
    out.writeUInt32BE(t.checksum, r + 4);
    out.writeUInt32BE(offset, r + 8);
    out.writeUInt32BE(t.data.length, r + 12);
    t.data.copy(out, offset);
    offset += Math.ceil(t.data.length / 4) * 4;
  });
  return new Uint8Array(out);
}

/** Each face's bytes and parsed cmap, read once per process and only when a character needs it. */
const faces = new Map<string, { bytes: Uint8Array; font: FontkitFont; advances?: Map<number, number> }>();
function face(file: string) {
  let f = faces.get(file);
  if (!f) {
    const bytes = sfntFromWoff(new Uint8Array(readFileSync(path.join(FONT_DIR, file))));
    f = { bytes, font: fontkit.create(bytes) };
    faces.set(file, f);
  }
  return f;
}

/** A character's advance in its face's units, remembered per face. */
function advance(f: { font: FontkitFont; advances?: Map<number, number> }, cp: number): number {
  f.advances ??= new Map();
  let w = f.advances.get(cp);
  if (w === undefined) {
    w = f.font.glyphForCodePoint(cp).advanceWidth;
    f.advances.set(cp, w);
  }
  return w;
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

/** A run of text in one face; `actual` is the original text where the run is visible replacements. */
export interface Run {
  text: string;
  file: string;
  actual?: string;
}

/**
 * The text as runs of one face each: controls become spaces; characters no face has become REPLACEMENT, in runs
 * of their own that keep the original characters as `actual` (the PDF's ActualText of that span).
 */
export function fontRuns(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const raw of text.normalize('NFC')) {
    if (IGNORABLE.test(raw)) continue;
    let ch = CONTROL.test(raw) ? ' ' : raw;
    const last = runs[runs.length - 1];
    // A combining mark stays with its base character's face when that face has it.
    if (last && MARK.test(ch) && face(last.file).font.hasGlyphForCodePoint(ch.codePointAt(0)!)) {
      last.text += ch;
      if (last.actual !== undefined) last.actual += ch;
      continue;
    }
    let file = faceFor(ch.codePointAt(0)!, weight);
    let actual: string | undefined;
    if (!file) {
      actual = ch;
      ch = REPLACEMENT;
      file = faceFor(REPLACEMENT.codePointAt(0)!, weight)!;
    }
    if (last && last.file === file && (last.actual === undefined) === (actual === undefined)) {
      last.text += ch;
      if (actual !== undefined) last.actual += actual;
    } else runs.push(actual === undefined ? { text: ch, file } : { text: ch, file, actual });
  }
  return runs;
}

/** A face's plain TrueType/OpenType bytes (read once per process), for embedding. */
export function faceBytes(file: string): Uint8Array {
  return face(file).bytes;
}

/**
 * The width of text at a size: the sum of its glyphs' advances (no kerning), read from each face's table once
 * per character rather than by shaping the text on every call (a thousand-page copy measures every line while
 * wrapping it).
 */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  let units = 0;
  for (const run of fontRuns(text, weight)) {
    const f = face(run.file);
    let sum = 0;
    for (const ch of run.text) sum += advance(f, ch.codePointAt(0)!);
    units += (sum * 1000) / f.font.unitsPerEm;
  }
  return (units * size) / 1000;
}
