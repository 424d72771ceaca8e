import { HttpError } from '@/lib/shared/errors';

/**
 * What an uploaded file really is, read from its bytes (magic numbers), never from its name. The
 * library takes PDFs, Word, Excel and PowerPoint files (the Office Open XML formats: zips with their own parts),
 * PNG, JPEG, GIF and WebP images, and zips. SVG and HTML are never taken: a browser runs their script.
 */
export interface SniffedType {
  kind: 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip';
  contentType: string;
  /** The extension the server gives the stored file. */
  extension: string;
  label: string;
}

const TYPES: Record<SniffedType['kind'], Omit<SniffedType, 'kind'>> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'a PDF' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'a Word document',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'an Excel workbook',
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
    label: 'a PowerPoint presentation',
  },
  png: { contentType: 'image/png', extension: 'png', label: 'a PNG image' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', label: 'a JPEG image' },
  gif: { contentType: 'image/gif', extension: 'gif', label: 'a GIF image' },
  webp: { contentType: 'image/webp', extension: 'webp', label: 'a WebP image' },
  zip: { contentType: 'application/zip', extension: 'zip', label: 'a zip archive' },
};

/** The extensions a name may carry for each kind (the name must not say something else). */
const NAME_EXTENSIONS: Record<SniffedType['kind'], string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  zip: ['zip'],
};

export const ACCEPTED_TYPES_SENTENCE =
  'The library takes PDFs, Word (.docx), Excel (.xlsx) and PowerPoint (.pptx) files, PNG, JPEG, GIF and WebP images, and zip archives.';

const startsWith = (b: Buffer, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The names of a zip's entries, from its central directory (at most `max`), or null when it is not readable. */
export function zipEntryNames(b: Buffer, max = 5_000): string[] | null {
  // The end-of-central-directory record is in the last 22 + 65,535 bytes (its comment is at most that long).
  const from = Math.max(0, b.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = b.length - 22; i >= from; i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = b.readUInt16LE(eocd + 10);
  let at = b.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < Math.min(count, max); n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30);
    const comment = b.readUInt16LE(at + 32);
    if (at + 46 + nameLength > b.length) return null;
    names.push(b.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

function officeKind(names: string[]): SniffedType['kind'] | null {
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  return null;
}

/** The file's real kind from its first and last bytes, or null when it is none the library takes. */
export function sniffKind(b: Buffer): SniffedType['kind'] | null {
  // A PDF starts with '%PDF-' (readers allow it within the first 1,024 bytes) and ends with '%%EOF' (within
  // the last 2 KB: scanners and mail clients leave trailing bytes that readers skip).
  const head = b.subarray(0, 1024).toString('latin1');
  if (head.includes('%PDF-')) {
    return b
      .subarray(Math.max(0, b.length - 2048))
      .toString('latin1')
      .includes('%%EOF')
      ? 'pdf'
      : null;
  }
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif';
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) {
    const names = zipEntryNames(b);
    if (!names) return null;
    return officeKind(names) ?? 'zip';
  }
  return null;
}

const nameExtension = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/**
 * The type of an upload, or a 415 saying what the file is not: unknown content, or content that is not what
 * its name says (an HTML page named .pdf, a Word file named .xlsx).
 */
export function sniffUpload(bytes: Buffer, fileName: string): SniffedType {
  const kind = sniffKind(bytes);
  const ext = nameExtension(fileName);
  if (!kind) {
    const claimed = (Object.keys(NAME_EXTENSIONS) as SniffedType['kind'][]).find((k) =>
      NAME_EXTENSIONS[k].includes(ext),
    );
    throw new HttpError(
      415,
      claimed
        ? `'${fileName}' is named as ${TYPES[claimed].label} but its content is not one${claimed === 'pdf' ? ' (a PDF starts with %PDF- and ends with %%EOF)' : ''}. Export or save the file again and upload that.`
        : `'${fileName}' is not a file type the library takes. ${ACCEPTED_TYPES_SENTENCE}`,
      'file',
    );
  }
  if (ext && !NAME_EXTENSIONS[kind].includes(ext)) {
    throw new HttpError(
      415,
      `'${fileName}' is named .${ext} but its content is ${TYPES[kind].label}. Rename it or choose the right file.`,
      'file',
    );
  }
  return { kind, ...TYPES[kind] };
}
