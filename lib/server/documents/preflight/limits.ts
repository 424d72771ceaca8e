import { DECODED_BYTES_LIMIT } from '../pdfStreams';

/** Bounds of one check: past any of them the file is answered as too complex (PdfTooComplex). */
export const LIMITS = {
  objects: 500_000,
  elements: 200_000,
  operators: 5_000_000,
  tokens: 25_000_000,
  /** Entries of the structure tree visited (elements, marked-content and object references). */
  structureVisits: 2_000_000,
  /** Decoded bytes of all streams together (object streams, content, forms, metadata), counted as they inflate. */
  contentBytes: DECODED_BYTES_LIMIT,
  /** Decoded bytes of the XMP metadata packet (within contentBytes). */
  metadataBytes: 8 * 1024 * 1024,
  annotations: 50_000,
  /** Decoded bytes of one embedded font program the font rules read (a larger one is not read). */
  fontProgramBytes: 16 * 1024 * 1024,
  /** Nodes of the page tree visited. */
  pageNodes: 500_000,
};
