import { Font, FontNames } from '@pdf-lib/standard-fonts';
import { PDFDict, PDFName, PDFStream } from 'pdf-lib';
import { N } from '../model';
import { at, type Facts, type Failure, type Rule } from './types';

/** Checkpoints 10 (character mappings) and 31 (fonts): ISO 14289-1 7.21. */

const EMBED_FIX =
  'Embed all fonts with their Unicode mappings. Word: File > Options > Save > "Embed fonts in the file", then Save As > PDF with "PDF/A compliant" or "PDF/UA compliant". InDesign: export with a PDF/X or PDF/UA preset (fonts are embedded). Acrobat: Print Production > Preflight > "Embed missing fonts". Browsers embed their fonts when they print.';
const REBUILD_FIX =
  'The font is written in a way screen readers and PDF/UA cannot use. Replace the font with a common one (Arial, Calibri, Noto…) or export again from the original (Word, InDesign or a browser); in Acrobat, Print Production > Preflight > "Embed fonts" or "Convert fonts to OpenType" fixes most such fonts.';

/** ISO 32000-1 Table 118: the predefined CMaps, which need not be embedded. */
const PREDEFINED_CMAPS = new Set(
  (
    'GB-EUC GBpc-EUC GBK-EUC GBKp-EUC GBK2K UniGB-UCS2 UniGB-UTF16 B5pc HKscs-B5 ETen-B5 ETenms-B5 CNS-EUC ' +
    'UniCNS-UCS2 UniCNS-UTF16 90ms-RKSJ 90msp-RKSJ Add-RKSJ EUC Ext-RKSJ UniJIS-UCS2 UniJIS-UCS2-HW ' +
    'UniJIS-UTF16 KSC-EUC KSCms-UHC KSCms-UHC-HW UniKS-UCS2 UniKS-UTF16 Identity'
  )
    .split(' ')
    .flatMap((n) => [`${n}-H`, `${n}-V`])
    .concat(['83pv-RKSJ-H', '90pv-RKSJ-H', 'KSCpc-EUC-H', 'H', 'V']),
);

/** Glyph names of the Latin, symbol and dingbat sets (the standard 14 fonts), for Differences arrays. */
let known: Set<string> | null = null;
function knownGlyph(name: string): boolean {
  known ??= new Set(Object.values(FontNames).flatMap((f) => Font.load(f).CharMetrics.map((c) => c.N)));
  const base = name.split('.')[0];
  if (base === '' || known.has(base)) return true;
  if (
    /^(uni([0-9A-F]{4})+|u[0-9A-F]{4,6}|afii\d{5}|[a-zA-Z]{1,2}\d{2,3}|[A-Za-z]small|[A-Za-z]|g\d+)$/.test(
      base,
    )
  )
    return true;
  return base.includes('_') && base.split('_').every((p) => knownGlyph(p));
}

interface FontInfo {
  font: PDFDict;
  label: string;
  subtype: string | null;
  descendant: PDFDict | undefined;
  descriptor: PDFDict | undefined;
  pages: number[];
}

/** The fonts text is shown in, with their descendant and descriptor. */
function fonts(f: Facts): FontInfo[] {
  return [...f.content.fonts].map(([font, used]) => {
    const subtype = f.nameOf(font.get(N('Subtype')));
    const descendant =
      subtype === 'Type0' ? f.dictOf(f.arrayOf(font.get(N('DescendantFonts')))[0]) : undefined;
    return {
      font,
      label: f.nameOf(font.get(N('BaseFont'))) ?? used.name,
      subtype,
      descendant,
      descriptor: f.dictOf((descendant ?? font).get(N('FontDescriptor'))),
      pages: [...used.pages],
    };
  });
}

const embedded = (d: PDFDict | undefined) =>
  d !== undefined && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => d.get(N(k)) !== undefined);

/** Whether a font's character codes can be turned into Unicode (ISO 14289-1 7.21.7). */
function mapsToUnicode(f: Facts, x: FontInfo): boolean {
  const { font, subtype, descendant, descriptor } = x;
  if (subtype === 'Type3')
    return !!font.get(N('ToUnicode')) || !!f.dictOf(font.get(N('Encoding')))?.get(N('Differences'));
  if (font.get(N('ToUnicode'))) return true;
  if (subtype === 'Type0') {
    const ordering = f.textOf(f.dictOf(descendant?.get(N('CIDSystemInfo')))?.get(N('Ordering')));
    // The Adobe character collections map to Unicode without a ToUnicode map.
    const known = ['GB1', 'CNS1', 'Japan1', 'Korea1'].includes(ordering ?? '');
    return known && (f.nameOf(font.get(N('Encoding'))) !== null || !!f.dictOf(font.get(N('Encoding'))));
  }
  const flags = f.numOf(descriptor?.get(N('Flags'))) ?? 0;
  const symbolic = (flags & 4) !== 0 && (flags & 32) === 0;
  const encName = f.nameOf(font.get(N('Encoding')));
  const encDict = f.dictOf(font.get(N('Encoding')));
  const oddNames = f.arrayOf(encDict?.get(N('Differences'))).some((d) => {
    const n = f.nameOf(d);
    return n !== null && (n === '.notdef' || /^(g|glyph|cid|index|G|c)\d+$/.test(n));
  });
  const standardEncoding =
    (encName !== null && ['WinAnsiEncoding', 'MacRomanEncoding', 'MacExpertEncoding'].includes(encName)) ||
    (encDict !== undefined && !oddNames);
  const builtIn = (subtype === 'Type1' || subtype === 'MMType1') && !symbolic && encName === null && !encDict;
  return !oddNames && (standardEncoding || builtIn);
}

/** One failure per font for which `wrong` says what is wrong. */
const perFont =
  (wrong: (f: Facts, x: FontInfo) => string | null) =>
  (f: Facts): Failure[] =>
    fonts(f).flatMap((x) => {
      const w = wrong(f, x);
      return w ? [at(`The font ${x.label} ${w}.`, x.pages)] : [];
    });

/** The CIDSystemInfo of a dictionary as "Registry-Ordering" and its Supplement. */
function systemInfo(f: Facts, d: PDFDict | undefined) {
  const info = f.dictOf(d?.get(N('CIDSystemInfo')));
  return info
    ? {
        name: `${f.textOf(info.get(N('Registry')))}-${f.textOf(info.get(N('Ordering')))}`,
        supplement: f.numOf(info.get(N('Supplement'))) ?? 0,
      }
    : null;
}

/** A Type0 font's embedded CMap stream, with its decoded text. */
function cmapOf(f: Facts, x: FontInfo): { dict: PDFDict; text: string } | null {
  const enc = f.look(x.font.get(N('Encoding')));
  if (!(enc instanceof PDFStream)) return null;
  const bytes = f.decode(enc);
  return { dict: enc.dict, text: bytes ? new TextDecoder('latin1').decode(bytes) : '' };
}

/**
 * The destinations of a ToUnicode CMap's bfchar entries and of its bfrange entries with one destination (hex,
 * upper case). Arrays of destinations are left out: PDFKit, for one, fills the codes a subset does not use with
 * <0000> there, and only codes that text shows matter.
 */
function unicodeTargets(text: string): string[] {
  const out: string[] = [];
  const hex = (s: string) =>
    [...s.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((h) => h[1].replace(/\s/g, '').toUpperCase());
  for (const m of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    out.push(...hex(m[1]).filter((_, i) => i % 2 === 1));
  for (const m of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const r of m[1].matchAll(/<[0-9a-fA-F\s]*>\s*<[0-9a-fA-F\s]*>\s*(<[0-9a-fA-F\s]*>)/g))
      out.push(...hex(r[1]));
  return out;
}

const isTrueType = (x: FontInfo) => x.subtype === 'TrueType';
const symbolicFlag = (f: Facts, x: FontInfo) => ((f.numOf(x.descriptor?.get(N('Flags'))) ?? 0) & 4) !== 0;

export const fontRules: Rule[] = [
  {
    id: '31-001 … 31-003',
    checkpoint: '31',
    clause: '7.21.3.1',
    group: 'fonts',
    title: "A composite font's character collection matches its CMap's",
    fix: REBUILD_FIX,
    check: perFont((f, x) => {
      const cmap = cmapOf(f, x);
      const font = systemInfo(f, x.descendant);
      const enc = cmap ? systemInfo(f, cmap.dict) : null;
      if (!font || !enc) return null;
      if (font.name !== enc.name)
        return `uses the character collection ${font.name} but its CMap is for ${enc.name}`;
      return font.supplement > enc.supplement ? 'has a character collection newer than its CMap' : null;
    }),
  },
  {
    id: '31-004',
    checkpoint: '31',
    clause: '7.21.3.2',
    group: 'fonts',
    title: 'TrueType CID fonts map CIDs to glyphs (CIDToGIDMap)',
    fix: REBUILD_FIX,
    check: perFont((f, x) => {
      if (f.nameOf(x.descendant?.get(N('Subtype'))) !== 'CIDFontType2') return null;
      const map = f.look(x.descendant?.get(N('CIDToGIDMap')));
      return map instanceof PDFStream || (map instanceof PDFName && map.decodeText() === 'Identity')
        ? null
        : 'has no valid CIDToGIDMap';
    }),
  },
  {
    id: '31-005 … 31-007',
    checkpoint: '31',
    clause: '7.21.3.3',
    group: 'fonts',
    title: 'CMaps are predefined or embedded, and agree on writing mode',
    fix: REBUILD_FIX,
    check: perFont((f, x) => {
      if (x.subtype !== 'Type0') return null;
      const named = f.nameOf(x.font.get(N('Encoding')));
      if (named !== null)
        return PREDEFINED_CMAPS.has(named)
          ? null
          : `uses the CMap ${named}, which is neither predefined nor embedded`;
      const cmap = cmapOf(f, x);
      if (!cmap) return null;
      const use =
        f.nameOf(cmap.dict.get(N('UseCMap'))) ?? /\/([^\s/]+)\s+usecmap/.exec(cmap.text)?.[1] ?? null;
      if (use !== null && !PREDEFINED_CMAPS.has(use))
        return `has a CMap that builds on ${use}, which is not predefined`;
      const inData = /\/WMode\s+(\d)\s+def/.exec(cmap.text)?.[1];
      const inDict = f.numOf(cmap.dict.get(N('WMode'))) ?? 0;
      return inData !== undefined && Number(inData) !== inDict
        ? 'has a CMap whose writing mode (WMode) contradicts itself'
        : null;
    }),
  },
  {
    id: '31-008 … 31-011',
    checkpoint: '31',
    clause: '7.21.4.1',
    group: 'fonts',
    title: 'Fonts are embedded',
    fix: EMBED_FIX,
    check: (f) => {
      const not = fonts(f).filter((x) => x.subtype !== 'Type3' && !embedded(x.descriptor));
      return not.length > 0
        ? [
            at(
              `Fonts not embedded: ${list(not.map((x) => x.label))}.`,
              not.flatMap((x) => x.pages),
            ),
          ]
        : [];
    },
  },
  {
    id: '31-016 … 31-019',
    checkpoint: '31',
    clause: '7.21.6',
    group: 'fonts',
    title: 'TrueType fonts use an encoding PDF/UA allows',
    fix: REBUILD_FIX,
    check: perFont((f, x) => {
      if (!isTrueType(x)) return null;
      const encName = f.nameOf(x.font.get(N('Encoding')));
      const encDict = f.dictOf(x.font.get(N('Encoding')));
      if (symbolicFlag(f, x))
        return x.font.get(N('Encoding')) !== undefined ? 'is symbolic but has an Encoding' : null;
      const ok = ['MacRomanEncoding', 'WinAnsiEncoding'];
      if (encName !== null) return ok.includes(encName) ? null : `uses the encoding ${encName}`;
      if (!encDict) return 'has no encoding';
      const base = f.nameOf(encDict.get(N('BaseEncoding')));
      if (!base || !ok.includes(base)) return 'has an encoding not based on WinAnsi or MacRoman';
      const odd = f
        .arrayOf(encDict.get(N('Differences')))
        .map((d) => f.nameOf(d))
        .find((n) => n !== null && !knownGlyph(n));
      return odd ? `names the glyph "${odd}", which is not in the Adobe Glyph List` : null;
    }),
  },
  {
    id: '31-027',
    checkpoint: '10',
    clause: '7.21.7',
    group: 'fonts',
    title: 'Fonts map their characters to Unicode',
    fix: EMBED_FIX,
    check: (f) => {
      const no = fonts(f).filter((x) => !mapsToUnicode(f, x));
      return no.length > 0
        ? [
            at(
              `Fonts whose characters cannot be turned back into text: ${list(no.map((x) => x.label))}.`,
              no.flatMap((x) => x.pages),
            ),
          ]
        : [];
    },
  },
  {
    id: '31-028',
    checkpoint: '10',
    clause: '7.21.7',
    group: 'fonts',
    title: 'Unicode maps give real characters (not 0, FEFF or FFFE)',
    fix: EMBED_FIX,
    check: perFont((f, x) => {
      const map = f.look(x.font.get(N('ToUnicode')));
      if (!(map instanceof PDFStream)) return null;
      const bytes = f.decode(map);
      const bad = bytes
        ? unicodeTargets(new TextDecoder('latin1').decode(bytes)).find((t) =>
            ['0000', 'FEFF', 'FFFE'].includes(t),
          )
        : undefined;
      return bad ? `maps a character to U+${bad}, which is no character` : null;
    }),
  },
];

const list = (xs: string[]) =>
  xs.length > 5 ? `${xs.slice(0, 5).join(', ')} and ${xs.length - 5} more` : xs.join(', ');

export const fontsSentence = (f: Facts) =>
  `All ${f.content.fonts.size} fonts are embedded with Unicode mappings.`;
export const hasFonts = (f: Facts) => f.content.fonts.size > 0;
