import { create, type CFFTable, type Font } from 'fontkit';
import { PDFDict, PDFRawStream, PDFStream } from 'pdf-lib';
import { PdfTooComplex } from '../pdfContent';
import { decodeBounded, DecodeLimitExceeded } from '../pdfStreams';
import { LIMITS } from './limits';
import { N, type Model } from './model';

/**
 * The embedded font programs the font rules read (ISO 14289-1 7.21.4.2, 7.21.5, 7.21.8): TrueType (FontFile2),
 * OpenType and bare CFF (FontFile3), read with fontkit. A program is decoded only up to LIMITS.fontProgramBytes
 * (and within the document's decoding budget); a larger one is not read (its rules have nothing to judge), and
 * one fontkit cannot read is answered with the reason, for the rules to report it in a sentence. Classic Type 1
 * programs (FontFile) are not read: fontkit has no Type 1 reader.
 */

/** What a program holds, as the rules compare it with the font dictionary. */
export interface Program {
  kind: 'truetype' | 'cff';
  font: Font;
  /** Glyphs in the program (CharStrings of a CFF; maxp of a TrueType). */
  glyphs: number;
  /** A name-keyed CFF's glyph names by GID. */
  names?: string[];
  /** A CID-keyed CFF's CIDs by GID. */
  cids?: number[];
  /** A TrueType program's bytes (for its composite glyphs). */
  bytes?: Uint8Array;
}

export type ProgramRead = { program: Program } | { error: string } | null;

const read = new WeakMap<PDFDict, ProgramRead>();

/** An OpenType wrapper with one 'CFF ' table around a bare CFF program, so fontkit reads it. */
function otto(cff: Uint8Array): Uint8Array {
  const b = Buffer.alloc(28 + cff.length);
  b.write('OTTO', 0, 'latin1');
  b.writeUInt16BE(1, 4); // one table; searchRange, entrySelector and rangeShift as for one
  b.writeUInt16BE(16, 6);
  b.write('CFF ', 12, 'latin1');
  b.writeUInt32BE(28, 20);
  b.writeUInt32BE(cff.length, 24);
  b.set(cff, 28);
  return b;
}

/** A stream's bytes within the font bound and the document's budget, or null when past the font bound. */
function bytesOf(m: Model, s: PDFStream): Uint8Array | null {
  if (!(s instanceof PDFRawStream)) return s.getContents();
  if (s.contents.length > LIMITS.fontProgramBytes) return null;
  const limit = Math.min(LIMITS.fontProgramBytes, m.decoding.bytes);
  const local = { bytes: limit, exceeded: false };
  try {
    const bytes = decodeBounded(s, local);
    m.decoding.bytes -= bytes.length;
    return bytes;
  } catch (err) {
    if (!(err instanceof DecodeLimitExceeded)) throw err;
    if (limit < LIMITS.fontProgramBytes) throw new PdfTooComplex('decoded bytes past the bound');
    return null;
  }
}

/** GID → SID or CID, from a CFF charset (GID 0 is .notdef, CID 0). */
function charset(cff: CFFTable, count: number): number[] {
  const cs = cff.topDict.charset;
  if (Array.isArray(cs)) return cs.slice(0, count);
  const out = [0];
  if (cs.version === 0) out.push(...cs.glyphs.slice(0, count - 1));
  else
    for (const r of cs.ranges) {
      for (let k = 0; k <= r.nLeft && out.length < count; k++) out.push(r.first + k);
      if (out.length >= count) break;
    }
  return out;
}

function parse(m: Model, descriptor: PDFDict): ProgramRead {
  const file2 = m.look(descriptor.get(N('FontFile2')));
  const file3 = m.look(descriptor.get(N('FontFile3')));
  const stream = file2 instanceof PDFStream ? file2 : file3 instanceof PDFStream ? file3 : null;
  if (!stream) return null;
  const subtype = stream === file3 ? m.nameOf(stream.dict.get(N('Subtype'))) : 'TrueType';
  let bytes: Uint8Array | null;
  try {
    bytes = bytesOf(m, stream);
  } catch (err) {
    if (err instanceof PdfTooComplex) throw err;
    return { error: 'its stream cannot be decoded' };
  }
  if (!bytes) return null;
  try {
    const bare = subtype === 'Type1C' || subtype === 'CIDFontType0C';
    const font = create(Buffer.from(bare ? otto(bytes) : bytes));
    const cff = font['CFF '];
    if (cff) {
      const count = cff.topDict.CharStrings.length;
      if (count === 0) return { error: 'it has no glyphs' };
      const ids = charset(cff, count);
      return {
        program: cff.isCIDFont
          ? { kind: 'cff', font, glyphs: count, cids: ids }
          : {
              kind: 'cff',
              font,
              glyphs: count,
              names: ids.map((_, gid) => cff.getGlyphName(gid) ?? ''),
            },
      };
    }
    if (!font.loca || !font.hmtx) return { error: 'it is neither a TrueType nor a CFF program' };
    return { program: { kind: 'truetype', font, glyphs: font.numGlyphs, bytes } };
  } catch (err) {
    return { error: `fontkit cannot read it (${err instanceof Error ? err.message : String(err)})` };
  }
}

/** The embedded program of a font descriptor, read once per document. */
export function programOf(m: Model, descriptor: PDFDict | undefined): ProgramRead {
  if (!descriptor) return null;
  if (!read.has(descriptor)) read.set(descriptor, parse(m, descriptor));
  return read.get(descriptor) ?? null;
}

/** A TrueType program's advance width of a glyph, in 1/1000 of the em, or null past its glyphs. */
export function advance(p: Program, gid: number): number | null {
  const metrics = p.font.hmtx?.metrics;
  if (!metrics || gid < 0 || gid >= p.glyphs || metrics.length === 0) return null;
  const a = metrics.get(Math.min(gid, metrics.length - 1))?.advance;
  return a === undefined ? null : (a * 1000) / (p.font.unitsPerEm || 1000);
}

/** The glyphs a TrueType composite glyph is built from (none for a simple glyph). */
export function components(p: Program, gid: number): number[] {
  const offsets = p.font.loca?.offsets;
  const glyf = (p.font.directory.tables as Record<string, { offset: number } | undefined>).glyf;
  if (!p.bytes || !offsets || !glyf || gid + 1 >= offsets.length) return [];
  const view = new DataView(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength);
  let at = glyf.offset + offsets[gid];
  const end = glyf.offset + offsets[gid + 1];
  if (end <= at || end > view.byteLength || view.getInt16(at) >= 0) return [];
  at += 10; // numberOfContours and the bounding box
  const out: number[] = [];
  for (let more = true; more && at + 4 <= end && out.length < 64;) {
    const flags = view.getUint16(at);
    out.push(view.getUint16(at + 2));
    at += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
    more = (flags & 0x20) !== 0;
  }
  return out;
}
