import { z } from 'zod';
import { HttpError } from '@/lib/shared/errors';

import type { DocumentFile, DocumentTags, LibraryLink } from '@/lib/shared/schemas/documents';

export type { DocumentTags, LibraryLink };

/** A file in the document library, as every backend reports it (the wire's LibraryDocument adds its href). */
export type StoredDocument = DocumentFile;

/** What a caller supplies when storing a document. */
export interface DocumentMeta {
  title: string;
  contentType: string;
  tags: DocumentTags;
  accessible: boolean;
}

/** The one storage interface; local folder and Azure Blob implement it (ARCHITECTURE §2). */
export interface DocumentStorage {
  readonly kind: 'local' | 'azure';
  list(): Promise<StoredDocument[]>;
  get(path: string): Promise<{ document: StoredDocument; stream: NodeJS.ReadableStream } | null>;
  put(path: string, data: Buffer, meta: DocumentMeta): Promise<StoredDocument>;
  /** Changes a document's title, type, tags and accessible flag without its bytes; null when it is not there. */
  setMeta(path: string, meta: DocumentMeta): Promise<StoredDocument | null>;
  delete(path: string): Promise<boolean>;
  listLinks(): Promise<LibraryLink[]>;
  putLinks(links: LibraryLink[]): Promise<void>;
  /** Private data (e.g. extract zips): kept under PRIVATE_PREFIX, never listed, never served under /resources. */
  putPrivate(key: string, data: Buffer, contentType: string): Promise<void>;
  getPrivate(key: string): Promise<Buffer | null>;
  deletePrivate(key: string): Promise<boolean>;
}

export const DocumentTagsSchema = z.object({
  topic: z.string().max(100),
  planCycle: z.string().max(100),
  docType: z.string().max(100),
}) satisfies z.ZodType<DocumentTags>;

export const DocumentMetaSchema = z.object({
  title: z.string().trim().min(1).max(300),
  contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a MIME type'),
  tags: DocumentTagsSchema,
  accessible: z.boolean(),
}) satisfies z.ZodType<DocumentMeta>;

export const LibraryLinkSchema = z.object({
  title: z.string().min(1).max(300),
  url: z.url({ protocol: /^https?$/ }),
  description: z.string().max(1000),
  tags: DocumentTagsSchema,
}) satisfies z.ZodType<LibraryLink>;

export const LibraryLinksSchema = z.array(LibraryLinkSchema);

/** Folder (local) or blob prefix (Azure) that holds library data other than documents. */
export const LIBRARY_DATA_PREFIX = '_library/';
/** Where the external links are kept, relative to the storage root. */
export const LINKS_PATH = `${LIBRARY_DATA_PREFIX}links.json`;
/** Suffix of the local backend's metadata sidecar files. */
export const META_SUFFIX = '.meta.json';
export const MAX_DOCUMENT_PATH_LENGTH = 400;
/** Where private data lives (inside the reserved prefix, which normalizeDocumentPath refuses). */
export const PRIVATE_PREFIX = `${LIBRARY_DATA_PREFIX}private/`;

/** The storage path of a private key such as 'extracts/<uuid>.zip' (lower-case words, one extension). */
export function privatePath(key: string): string {
  if (!/^[a-z0-9-]{1,80}(\/[a-z0-9-]{1,80}){0,3}\.[a-z0-9]{1,8}$/.test(key)) {
    throw new Error(`Not a valid private storage key: ${key}`);
  }
  return PRIVATE_PREFIX + key;
}

/**
 * Parses JSON kept in storage. A failure is the server's fault (corrupt data), so it throws a plain
 * Error (→ 500) rather than a ZodError, which the API wrapper would report as the caller's 400.
 */
export function parseStoredJson<T>(schema: z.ZodType<T>, raw: string, what: string): T {
  try {
    return schema.parse(JSON.parse(raw));
  } catch (err) {
    throw new Error(`Stored ${what} is not valid: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const bad = (message: string) => new HttpError(400, message, 'path');

/**
 * Validates a document path (the one gate against traversal): relative, lower-case [a-z0-9._/-],
 * no empty, '.' or '..' segments, no hidden or reserved names. Returns the path unchanged.
 */
export function normalizeDocumentPath(p: string): string {
  if (typeof p !== 'string' || p.length === 0) throw bad('Document path is empty.');
  if (p.length > MAX_DOCUMENT_PATH_LENGTH) {
    throw bad(`Document path is longer than ${MAX_DOCUMENT_PATH_LENGTH} characters.`);
  }
  if (p.includes('\\')) throw bad('Document path must not contain backslashes.');
  if (p.startsWith('/')) throw bad('Document path must be relative.');
  const segments = p.split('/');
  if (segments.some((s) => s === '..')) throw bad("Document path must not contain '..'.");
  if (!/^[a-z0-9._/-]+$/.test(p)) {
    throw bad('Document path may only contain lower-case letters, digits and . _ / -');
  }
  if (segments.some((s) => s === '')) throw bad('Document path has an empty segment.');
  // Dot-names are the local backend's temp files; the sidecar suffix and data prefix are reserved.
  if (segments.some((s) => s.startsWith('.'))) throw bad("Document path segments must not start with '.'.");
  if (p.endsWith(META_SUFFIX) || p.startsWith(LIBRARY_DATA_PREFIX)) {
    throw bad('Document path uses a reserved name.');
  }
  return p;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
};

/** Content type guessed from the file extension (for files stored without metadata). */
export function contentTypeForPath(p: string): string {
  const ext = p.slice(p.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** A readable title from a file name, e.g. 'freight/vtrans-freight-element.pdf' → 'Vtrans Freight Element'. */
export function titleFromPath(p: string): string {
  const base = p.slice(p.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/, '');
  return base
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
