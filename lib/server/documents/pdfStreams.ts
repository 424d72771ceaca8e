import { constants, inflateRawSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFXRefStreamParser,
  decodePDFRawStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/**
 * Decoding a PDF's streams with a running cap: the decoded bytes one document may cost are counted as they are
 * produced, and decoding stops at the bound, so a small upload that inflates to a gigabyte costs at most the
 * bound (a 1 MB file inflating to 1 GB once grew the server by 2.1 GB, the bound being checked only after
 * each stream was whole).
 *
 * FlateDecode is inflated by Node's zlib with `maxOutputLength` (native, and it stops at the limit: one deflate
 * block may hold a gigabyte, so pdf-lib's own decoder, which reads a block at a time, cannot be stopped inside
 * it). The other filters (LZW, RunLength, ASCIIHex, ASCII85) are pdf-lib's decoders read in chunks, each of
 * their blocks being small. Every stage of a filter chain is bounded by what is left.
 *
 * pdf-lib decodes object streams and cross-reference streams itself while it loads a file and offers no hook,
 * so `boundLoadTimeDecoding` (called once by the modules that load PDFs) wraps its two `forStream` factories to
 * decode through here first, charged to the document's budget (one per PDFContext).
 */

/** Decoded bytes one document may cost, all streams together (object streams, content, metadata…). */
export const DECODED_BYTES_LIMIT = 200 * 1024 * 1024;

export interface DecodeBudget {
  /** Bytes still allowed. */
  bytes: number;
  /** Set when a stream ran past the bound (pdf-lib swallows errors while it loads, so this is asked after). */
  exceeded: boolean;
}

/** Thrown when decoding would pass the bound. */
export class DecodeLimitExceeded extends Error {}

const budgets = new WeakMap<PDFContext, DecodeBudget>();

/** The decoding budget of a document, opened at DECODED_BYTES_LIMIT the first time it is asked for. */
export function decodeBudget(context: PDFContext, limit = DECODED_BYTES_LIMIT): DecodeBudget {
  let b = budgets.get(context);
  if (!b) {
    b = { bytes: limit, exceeded: false };
    budgets.set(context, b);
  }
  return b;
}

const N = (s: string) => PDFName.of(s);
const CHUNK = 64 * 1024;

/** FlateDecode as pdf-lib reads it (header checked, checksum not), stopped at `max` bytes of output. */
function inflate(bytes: Uint8Array, max: number): Uint8Array {
  const cmf = bytes[0] ?? -1;
  const flg = bytes[1] ?? -1;
  if (cmf < 0 || flg < 0 || (cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) {
    throw new Error('Invalid header in flate stream');
  }
  try {
    return inflateRawSync(bytes.subarray(2), {
      maxOutputLength: Math.max(1, max + 1),
      finishFlush: constants.Z_SYNC_FLUSH, // a truncated stream gives what it holds, as pdf-lib's does
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new DecodeLimitExceeded();
    throw err;
  }
}

/** One filter other than Flate, with pdf-lib's decoder read in chunks until it ends or passes `max`. */
function otherFilter(
  context: PDFContext,
  bytes: Uint8Array,
  filter: PDFName,
  parms: PDFObject | undefined,
  max: number,
): Uint8Array {
  const dict = context.obj({});
  dict.set(N('Filter'), filter);
  if (parms) dict.set(N('DecodeParms'), parms);
  const stream = decodePDFRawStream(PDFRawStream.of(dict, bytes));
  let total = 0;
  for (;;) {
    const got = stream.getBytes(CHUNK).length;
    total += got;
    if (total > max) throw new DecodeLimitExceeded();
    if (got < CHUNK) break;
  }
  stream.reset();
  const all = stream.getBytes(0); // every block is read: this is the decoder's buffer, not a second decode
  return all instanceof Uint8Array ? all : new Uint8Array(all.buffer, all.byteOffset, all.length);
}

/**
 * A raw stream's decoded bytes, charged to `budget`; DecodeLimitExceeded (and `budget.exceeded`) past it.
 * Filters pdf-lib does not decode (images' DCT, JPX…) throw as pdf-lib does.
 */
export function decodeBounded(stream: PDFRawStream, budget: DecodeBudget): Uint8Array {
  const context = stream.dict.context;
  const filter = stream.dict.lookup(N('Filter'));
  const parms = stream.dict.lookup(N('DecodeParms'));
  const stages: Array<{ filter: PDFName; parms: PDFObject | undefined }> = [];
  if (filter instanceof PDFName) stages.push({ filter, parms });
  else if (filter instanceof PDFArray) {
    for (let i = 0; i < filter.size(); i++) {
      const f = filter.lookup(i);
      if (!(f instanceof PDFName)) throw new Error('A stream filter is not a name.');
      const p = parms instanceof PDFArray ? parms.lookup(i) : undefined;
      stages.push({ filter: f, parms: p instanceof PDFDict ? p : undefined });
    }
  } else if (filter !== undefined) throw new Error('A stream filter is not a name.');
  let bytes: Uint8Array = stream.contents;
  try {
    for (const s of stages) {
      bytes =
        s.filter === N('FlateDecode')
          ? inflate(bytes, budget.bytes)
          : otherFilter(context, bytes, s.filter, s.parms, budget.bytes);
    }
    if (bytes.length > budget.bytes) throw new DecodeLimitExceeded();
  } catch (err) {
    if (err instanceof DecodeLimitExceeded) {
      budget.bytes = 0;
      budget.exceeded = true;
    }
    throw err;
  }
  budget.bytes -= bytes.length;
  return bytes;
}

/** The same stream, decoded within its document's budget, as a stream with no filter. */
function predecoded(raw: PDFRawStream): PDFRawStream {
  const dict = raw.dict.clone();
  dict.delete(N('Filter'));
  dict.delete(N('DecodeParms'));
  return PDFRawStream.of(dict, decodeBounded(raw, decodeBudget(raw.dict.context)));
}

let bound = false;

/**
 * Makes pdf-lib decode object streams and cross-reference streams within each document's budget while it
 * loads (its parser calls these two factories; nothing else decodes during a load). Idempotent.
 */
export function boundLoadTimeDecoding(): void {
  if (bound) return;
  bound = true;
  const objectStream = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (raw, shouldWaitForTick) =>
    objectStream(predecoded(raw), shouldWaitForTick);
  const xrefStream = PDFXRefStreamParser.forStream;
  PDFXRefStreamParser.forStream = (raw) => xrefStream(predecoded(raw));
}

/**
 * Whether every stream of a loaded document but its images decodes within the document's budget: what a
 * reader that decodes without a bound (pdfjs, for the text) may be given. Images are left out: reading the
 * text does not decode them. Streams that cannot be decoded (damaged, a filter pdf-lib lacks) are skipped.
 */
export function decodesWithinBound(context: PDFContext): boolean {
  const budget = decodeBudget(context);
  if (budget.exceeded) return false;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.lookup(N('Subtype')) === N('Image')) continue;
    try {
      decodeBounded(object, budget);
    } catch (err) {
      if (err instanceof DecodeLimitExceeded) return false;
    }
  }
  return true;
}
