import { Font, FontNames } from '@pdf-lib/standard-fonts';
import { PDFArray, PDFDict, PDFName, PDFStream } from 'pdf-lib';
import { advance, components, programOf, type Program } from '../fontPrograms';
import { N } from '../model';
import { at, count, type Facts, type Failure, type Rule } from './types';

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
  /** The distinct strings shown in it (bytes, one character each). */
  shown: Set<string>;
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
      shown: used.shown,
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

const SUBSET_FIX =
  'The font was embedded as a subset whose list of glyphs does not match the glyphs it holds. Export the PDF again with fonts embedded (as full fonts, or as subsets made by the exporting program): Word: Save As > PDF with "PDF/A compliant" or "PDF/UA compliant"; InDesign: Export > Adobe PDF with a PDF/X or PDF/UA preset; Acrobat: Print Production > Preflight > "Embed fonts" (or "Remove CharSet/CIDSet" fixups).';
const PROGRAM_FIX =
  'The embedded font does not match what the PDF says about it. Export the PDF again from the original with fonts embedded as full fonts or proper subsets (Word: Save As > PDF with "PDF/A compliant" or "PDF/UA compliant"; InDesign: Export > Adobe PDF with a PDF/X or PDF/UA preset); in Acrobat, Print Production > Preflight > "Embed fonts" or "Fix font widths" replaces such a font.';

/** A subset font's name begins with six capitals and a plus (ISO 32000-1 §9.6.4). */
const isSubset = (x: FontInfo) => /^[A-Z]{6}\+/.test(x.label);

/** The sentence for a font whose embedded program cannot be read, or null. */
const unreadable = (read: ReturnType<typeof programOf>) =>
  read && 'error' in read ? `has an embedded font program that cannot be read: ${read.error}` : null;

/** A composite font's two-byte codes (Identity-H/V: the code is the CID), or null for other encodings. */
function identityCids(f: Facts, x: FontInfo): number[] | null {
  const enc = f.nameOf(x.font.get(N('Encoding')));
  if (enc !== 'Identity-H' && enc !== 'Identity-V') return null;
  const out = new Set<number>();
  for (const s of x.shown)
    for (let i = 0; i + 1 < s.length; i += 2) out.add((s.charCodeAt(i) << 8) | s.charCodeAt(i + 1));
  return [...out];
}

/**
 * A CIDFontType2's CID → GID (Identity, or its CIDToGIDMap stream) with how many CIDs it maps (Identity: every
 * glyph of the program's), or null when the map cannot be read.
 */
function cidToGid(
  f: Facts,
  x: FontInfo,
  glyphs: number,
): { gid: (cid: number) => number | null; size: number } | null {
  const map = f.look(x.descendant?.get(N('CIDToGIDMap')));
  if (map === undefined || f.nameOf(map) === 'Identity') return { gid: (cid) => cid, size: glyphs };
  if (!(map instanceof PDFStream)) return null;
  const bytes = f.decode(map);
  if (!bytes) return null;
  return {
    gid: (cid) => (2 * cid + 1 < bytes.length ? (bytes[2 * cid] << 8) | bytes[2 * cid + 1] : null),
    size: bytes.length >> 1,
  };
}

/** Whether a TrueType glyph has an outline (a non-empty entry in loca). */
const hasOutline = (p: Program, gid: number) => {
  const o = p.font.loca?.offsets;
  return !!o && gid + 1 < o.length && o[gid + 1] > o[gid];
};

/** A CIDFont's widths (W, DW) by CID. */
function cidWidths(f: Facts, d: PDFDict | undefined): (cid: number) => number {
  const dw = f.numOf(d?.get(N('DW'))) ?? 1000;
  const w = f.arrayOf(d?.get(N('W')));
  const ranges: Array<[number, number, number[] | number]> = [];
  for (let i = 0; i < w.length && ranges.length < 65536;) {
    const first = f.numOf(w[i]);
    const next = f.look(w[i + 1]);
    if (first === null) break;
    if (next instanceof PDFArray) {
      const ws = next.asArray().map((o) => f.numOf(o) ?? dw);
      ranges.push([first, first + ws.length - 1, ws]);
      i += 2;
    } else {
      const last = f.numOf(next);
      const width = f.numOf(w[i + 2]);
      if (last === null || width === null) break;
      ranges.push([first, last, width]);
      i += 3;
    }
  }
  return (cid) => {
    for (const [a, b, ws] of ranges)
      if (cid >= a && cid <= b) return typeof ws === 'number' ? ws : ws[cid - a];
    return dw;
  };
}

/** The GID a simple TrueType font draws a code with (ISO 32000-1 §9.6.6.4), or null when not decided here. */
function simpleGid(f: Facts, x: FontInfo, p: Program, code: number): number | null {
  const encName = f.nameOf(x.font.get(N('Encoding')));
  const encDict = f.dictOf(x.font.get(N('Encoding')));
  const differences = f.arrayOf(encDict?.get(N('Differences')));
  if (differences.length > 0) return null;
  const base = encName ?? f.nameOf(encDict?.get(N('BaseEncoding')));
  const lookup = (cp: number) => {
    const g = p.font.glyphForCodePoint(cp).id;
    return g > 0 ? g : null;
  };
  if (symbolicFlag(f, x) || base === null) return lookup(code) ?? lookup(0xf000 + code);
  const decoder = base === 'MacRomanEncoding' ? 'macintosh' : 'windows-1252';
  const ch = new TextDecoder(decoder).decode(new Uint8Array([code]));
  return lookup(ch.codePointAt(0) ?? code);
}

const show = (code: number) =>
  code >= 0x20 && code < 0x7f ? `"${String.fromCharCode(code)}"` : `code ${code}`;
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
    id: '31-012',
    checkpoint: '31',
    clause: '7.21.4.2',
    group: 'fonts',
    title: "A subset Type 1 font's CharSet lists exactly the glyphs of its program",
    fix: SUBSET_FIX,
    check: perFont((f, x) => {
      if ((x.subtype !== 'Type1' && x.subtype !== 'MMType1') || !isSubset(x)) return null;
      const charSet = f.textOf(x.descriptor?.get(N('CharSet')));
      if (charSet === null) return null;
      const read = programOf(f, x.descriptor);
      if (!read || !('program' in read)) return null; // an unreadable program is told under 31-014
      const names = read.program.names;
      if (!names) return null;
      const listed = new Set(charSet.split('/').filter((n) => n !== '' && n !== '.notdef'));
      const held = new Set(names.filter((n) => n !== '.notdef'));
      const missing = [...held].filter((n) => !listed.has(n));
      const extra = [...listed].filter((n) => !held.has(n));
      if (missing.length > 0)
        return `is a subset whose CharSet leaves out glyphs its program holds (${list(missing)})`;
      return extra.length > 0
        ? `is a subset whose CharSet lists glyphs its program does not hold (${list(extra)})`
        : null;
    }),
  },
  {
    id: '31-013',
    checkpoint: '31',
    clause: '7.21.4.2',
    group: 'fonts',
    title: "A subset CID font's CIDSet identifies exactly the CIDs of its program",
    fix: SUBSET_FIX,
    check: perFont((f, x) => {
      if (!x.descendant || !isSubset(x)) return null;
      const set = f.look(x.descriptor?.get(N('CIDSet')));
      if (!(set instanceof PDFStream)) return null;
      const bits = f.decode(set);
      if (!bits) return 'has a CIDSet that cannot be decoded';
      const read = programOf(f, x.descriptor);
      if (!read || !('program' in read)) return null; // an unreadable program is told under 31-014
      const p = read.program;
      const isSet = (cid: number) => cid >> 3 < bits.length && (bits[cid >> 3] & (0x80 >> (cid & 7))) !== 0;
      const marked: number[] = [];
      for (let cid = 1; cid < Math.min(bits.length * 8, 65536); cid++) if (isSet(cid)) marked.push(cid);
      let held: (cid: number) => boolean;
      let missing: number[];
      if (p.cids) {
        const cids = new Set(p.cids);
        held = (cid) => cids.has(cid);
        missing = p.cids.filter((c) => c !== 0 && !isSet(c));
      } else {
        const cmap = cidToGid(f, x, p.glyphs);
        if (!cmap) return null;
        const map = cmap.gid;
        // A TrueType subset keeps the other glyphs' slots, empty: a glyph is present when it has an outline,
        // and a CID may be marked when the program has its slot. The parts of a marked composite glyph (the
        // accent of an "é") need no mark of their own: PDFKit, for one, marks only the glyphs text shows.
        // (veraPDF asks more: every CID below the program's count of advance widths.)
        held = (cid) => {
          const g = map(cid);
          return g !== null && g < p.glyphs;
        };
        const parts = new Set<number>();
        for (const cid of marked) {
          const g = map(cid);
          if (g !== null && g > 0 && g < p.glyphs) for (const part of components(p, g)) parts.add(part);
        }
        missing = [];
        for (let cid = 1; cid < Math.min(65536, cmap.size); cid++) {
          const g = map(cid);
          if (g === null) break;
          if (g > 0 && g < p.glyphs && hasOutline(p, g) && !isSet(cid) && !parts.has(g)) missing.push(cid);
        }
      }
      if (missing.length > 0)
        return `is a subset whose CIDSet leaves out ${count(missing.length, 'glyph')} its program holds (CID ${list(missing.map(String))})`;
      const extra = marked.filter((c) => !held(c));
      return extra.length > 0
        ? `is a subset whose CIDSet marks ${count(extra.length, 'CID')} its program does not hold (${list(extra.map(String))})`
        : null;
    }),
  },
  {
    id: '31-014',
    checkpoint: '31',
    clause: '7.21.5',
    group: 'fonts',
    title: 'Glyph widths in the font dictionary match the embedded program',
    fix: PROGRAM_FIX,
    check: perFont((f, x) => {
      const read = programOf(f, x.descriptor);
      if (!read || !('program' in read)) return unreadable(read);
      const p = read.program;
      if (p.kind !== 'truetype' || x.shown.size === 0) return null;
      const wrong: string[] = [];
      if (x.subtype === 'TrueType') {
        const first = f.numOf(x.font.get(N('FirstChar'))) ?? 0;
        const widths = f.arrayOf(x.font.get(N('Widths')));
        const missing = f.numOf(x.descriptor?.get(N('MissingWidth'))) ?? 0;
        const codes = new Set<number>();
        for (const s of x.shown) for (let i = 0; i < s.length; i++) codes.add(s.charCodeAt(i));
        for (const code of codes) {
          const gid = simpleGid(f, x, p, code);
          const inProgram = gid === null ? null : advance(p, gid);
          if (inProgram === null) continue;
          const at = code - first;
          const inDict = at >= 0 && at < widths.length ? (f.numOf(widths[at]) ?? 0) : missing;
          if (Math.abs(inDict - inProgram) > 1)
            wrong.push(
              `${show(code)} is ${inDict} wide in the font dictionary but ${Math.round(inProgram)} in the font`,
            );
        }
      } else if (f.nameOf(x.descendant?.get(N('Subtype'))) === 'CIDFontType2') {
        const cids = identityCids(f, x);
        const map = cidToGid(f, x, p.glyphs);
        if (!cids || !map) return null;
        const width = cidWidths(f, x.descendant);
        for (const cid of cids) {
          const g = map.gid(cid);
          const inProgram = g === null ? null : advance(p, g);
          if (inProgram === null) continue;
          if (Math.abs(width(cid) - inProgram) > 1)
            wrong.push(
              `CID ${cid} is ${width(cid)} wide in the font dictionary but ${Math.round(inProgram)} in the font`,
            );
        }
      }
      return wrong.length > 0
        ? `has widths that differ from its embedded program (${list(wrong)}), so text is laid out and selected wrongly`
        : null;
    }),
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
  {
    id: '31-030',
    checkpoint: '31',
    clause: '7.21.8',
    group: 'fonts',
    title: 'Text does not show the .notdef glyph',
    fix: PROGRAM_FIX,
    check: perFont((f, x) => {
      if (x.subtype !== 'Type0') return null;
      const cids = identityCids(f, x);
      if (!cids || cids.length === 0) return null;
      const read = programOf(f, x.descriptor);
      if (!read || !('program' in read)) return null;
      const p = read.program;
      let notdef: number[];
      if (p.cids) {
        const held = new Set(p.cids);
        notdef = cids.filter((c) => c === 0 || !held.has(c));
      } else {
        const map = cidToGid(f, x, p.glyphs);
        if (!map) return null;
        notdef = cids.filter((c) => {
          const g = map.gid(c);
          return g === null || g === 0 || g >= p.glyphs;
        });
      }
      return notdef.length > 0
        ? `shows ${count(notdef.length, 'character')} the font has no glyph for (CID ${list(notdef.map(String))}), drawn as the .notdef glyph (an empty box)`
        : null;
    }),
  },
];

const list = (xs: string[]) =>
  xs.length > 5 ? `${xs.slice(0, 5).join(', ')} and ${xs.length - 5} more` : xs.join(', ');

export const fontsSentence = (f: Facts) =>
  `All ${f.content.fonts.size} fonts are embedded with Unicode mappings.`;
export const hasFonts = (f: Facts) => f.content.fonts.size > 0;
