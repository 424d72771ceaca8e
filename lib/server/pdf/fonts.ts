import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';

/**
 * Embedded Unicode fonts for the PDFs the site makes: Noto Sans, which the site already ships
 * (@fontsource, split by script; Latin with Vietnamese, Greek, Cyrillic, Devanagari), Noto Sans Arabic and
 * Ethiopic, Noto Sans Math (arrows, ✓, □, maths) and Symbols 2 (dingbats, shapes), Noto Sans SC (Chinese, with
 * Japanese kana) and KR (Hangul), and Noto Emoji (emoji in their text presentation). Text is split into runs by
 * the first face that has each character; each face is embedded only when a document draws with it, and subset to
 * the glyphs it uses, with a ToUnicode map so the text can be copied and read aloud. Arabic is shaped by the face
 * and laid out right to left. A character no face has is drawn as REPLACEMENT whose span keeps the original as its
 * ActualText, never dropped and never a thrown error; a control character is a space.
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

/**
 * Families @fontsource splits into subset files by Unicode range (its CSS says which file has which range), for
 * the scripts applicants write in beyond Noto Sans's: Arabic and Ethiopic (their own script's subset only, before
 * Noto Sans Math, which has unshaped Arabic letters), then Chinese (with Japanese kana), Hangul, and emoji in Noto
 * Emoji's text (monochrome) presentation. Only the one subset file a character needs is read.
 */
const SCRIPTS = [
  { family: 'noto-sans-arabic', only: 'arabic' },
  { family: 'noto-sans-ethiopic', only: 'ethiopic' },
];
const LAST = ['noto-sans-sc', 'noto-sans-kr', 'noto-emoji'];

/** A face file, or a family split by range (the CSS of one weight; `only` keeps one named subset). */
type Link = string | { css: string; only?: string };

const ranged = (weight: 400 | 700): Link[][] => [
  SCRIPTS.map(({ family, only }) => ({ css: `${family}/${weight}.css`, only })),
  LAST.map((family) => ({ css: `${family}/${family === 'noto-emoji' ? 400 : weight}.css` })),
];

/** The faces tried in order for each weight (Math, Symbols 2 and the emoji in one weight only). */
const CHAINS: Record<Weight, Link[]> = Object.fromEntries(
  (
    [
      ['regular', 400],
      ['bold', 700],
    ] as const
  ).map(([name, weight]) => {
    const [scripts, last] = ranged(weight);
    return [
      name,
      [
        ...NOTO_SANS_SUBSETS.map((s) => `noto-sans/files/noto-sans-${s}-${weight}-normal.woff`),
        ...scripts!,
        ...FALLBACKS,
        ...last!,
      ],
    ];
  }),
) as Record<Weight, Link[]>;

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

/** Each ranged family's subset files with their ranges, read from its CSS once per process. */
const subsets = new Map<string, Array<{ file: string; ranges: Array<[number, number]> }>>();
function subsetFor({ css, only }: { css: string; only?: string }, cp: number): string | null {
  const key = `${css}#${only ?? ''}`;
  let list = subsets.get(key);
  if (!list) {
    const dir = css.slice(0, css.indexOf('/'));
    list = readFileSync(path.join(FONT_DIR, css), 'utf8')
      .split('@font-face')
      .slice(1)
      .flatMap((block) => {
        const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
        const range = /unicode-range:\s*([^;}]+)/.exec(block)?.[1];
        if (!file || !range || (only && !file.includes(`-${only}-`))) return [];
        const ranges = range.split(',').map((r): [number, number] => {
          const [a, z] = r.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(a!, 16), parseInt(z ?? a!, 16)];
        });
        return [{ file: `${dir}/files/${file}`, ranges }];
      });
    subsets.set(key, list);
  }
  return list.find((sub) => sub.ranges.some(([a, z]) => cp >= a && cp <= z))?.file ?? null;
}

/** The face of a weight's chain that draws a code point, or null; remembered per code point. */
const coverage: Record<Weight, Map<number, string | null>> = { regular: new Map(), bold: new Map() };
function faceFor(cp: number, weight: Weight): string | null {
  const known = coverage[weight].get(cp);
  if (known !== undefined) return known;
  let found: string | null = null;
  for (const link of CHAINS[weight]) {
    const file = typeof link === 'string' ? link : subsetFor(link, cp);
    if (file && face(file).font.hasGlyphForCodePoint(cp)) {
      found = file;
      break;
    }
  }
  coverage[weight].set(cp, found);
  return found;
}

/** Invisible format characters (joiners, variation selectors, tags, BOM): nothing to draw. */
const IGNORABLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFE00-\uFE0F\uFEFF\u{E0000}-\u{E007F}]/u;
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
const MARK = /\p{M}/u;

/**
 * A run of text in one face; `actual` is the original text where the run is visible replacements (the PDF's
 * ActualText of that span).
 */
export interface Run {
  text: string;
  file: string;
  actual?: string;
}

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The text as runs of one face each: controls become spaces; characters no face has become REPLACEMENT, in runs
 * of their own that keep the original characters as `actual` (the PDF's ActualText of that span). A right-to-left
 * run is drawn in visual order: its words last to first, each shaped and laid out right to left by its face; the
 * ToUnicode map gives each glyph its characters, and readers (poppler, pdf.js, Acrobat) put a right-to-left run
 * back in reading order. (An ActualText in reading order would not help: poppler reverses it as well.)
 */
export function fontRuns(text: string, weight: Weight): Run[] {
  const runs: Array<Run & { rtl?: boolean }> = [];
  for (const raw of text.normalize('NFC')) {
    if (IGNORABLE.test(raw)) continue;
    let ch = CONTROL.test(raw) ? ' ' : raw;
    const last = runs[runs.length - 1];
    // A combining mark stays with its base character's face when that face has it; so does a space within a
    // right-to-left run (moved out again below when the run ends there).
    const keep = MARK.test(ch) || (ch === ' ' && last?.rtl);
    if (last && keep && face(last.file).font.hasGlyphForCodePoint(ch.codePointAt(0)!)) {
      last.text += ch;
      if (last.actual !== undefined) last.actual += ch;
      continue;
    }
    let file = faceFor(ch.codePointAt(0)!, weight);
    let actual: string | undefined;
    const rtl = RTL.test(ch) && file !== null;
    if (!file) {
      actual = ch;
      ch = REPLACEMENT;
      file = faceFor(REPLACEMENT.codePointAt(0)!, weight)!;
    }
    if (
      last &&
      last.file === file &&
      (last.actual === undefined) === (actual === undefined) &&
      !last.rtl === !rtl
    ) {
      last.text += ch;
      if (actual !== undefined) last.actual += actual;
    } else
      runs.push({ text: ch, file, ...(actual === undefined ? {} : { actual }), ...(rtl ? { rtl } : {}) });
  }
  return runs.flatMap(({ rtl, ...run }) => (rtl ? trimRtl(run, weight) : [run]));
}

/**
 * A right-to-left run in visual order: its words last to first, with the spaces between them in the first face
 * that has a space (each word is laid out right to left by its face), then the spaces it took at its end.
 */
function trimRtl(run: Run, weight: Weight): Run[] {
  const core = run.text.trimEnd();
  const space = faceFor(0x20, weight)!;
  const words = core.split(/( +)/).reverse();
  const out: Run[] = words
    .filter(Boolean)
    .map((w) => (w.trim() ? { text: w, file: run.file } : { text: w, file: space }));
  if (core !== run.text) out.push({ text: run.text.slice(core.length), file: space });
  return out;
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
