/** Wire shapes of the document library (GET /api/azure/documents, /tags, /links) and its page's address. */
import { z } from 'zod';
import '../zodConfig';
import { DEFAULT_FILTERS, LIBRARY_SORTS, TAG_GROUPS, type LibraryFilters, type LibrarySort } from './rules';
import { oneOf, quoted } from '@/lib/shared/queryParams';
import { ROUTES } from '@/lib/shared/routes';
import { boundedTextParam, queryText } from '../common';

export interface DocumentTags {
  topic: string;
  planCycle: string;
  docType: string;
}

/** A file in the document library: what the storage reports and the library lists. */
export interface DocumentFile {
  /** Relative path without a leading slash, e.g. 'policy/vtrans-policy-guide-v6.pdf'. */
  path: string;
  title: string;
  contentType: string;
  size: number;
  /** ISO-8601 timestamp. */
  lastModified: string;
  tags: DocumentTags;
  accessible: boolean;
}

/**
 * Where the library shows a document besides its own address: the library page; only the unlisted
 * hidden library; the library page and the past plans or past newsletters archive page.
 */
export const DOCUMENT_COLLECTIONS = ['library', 'hidden', 'past-plans', 'past-newsletters'] as const;
export type DocumentCollection = (typeof DOCUMENT_COLLECTIONS)[number];
export const COLLECTION_LABELS: Record<DocumentCollection, string> = {
  library: 'Library',
  hidden: 'Hidden library (unlisted)',
  'past-plans': 'Past VTrans plans',
  'past-newsletters': 'Past newsletters',
};

/**
 * What is known about a document's accessibility, for the label visitors see and the ADA notice. Only the file's
 * own evidence counts: the automated PDF/UA check of a PDF (its verdict, date and the checks' version) and a
 * review a person recorded for this very file. No flag grants it.
 */
export interface DocumentAccessibility {
  /**
   * The automated PDF/UA check of the current file: 'passes', 'fails', 'pending' (queued or running, or made by
   * older checks and queued again), 'failed' (the file could not be checked); 'none' for a file that is not a PDF.
   */
  check: 'passes' | 'fails' | 'pending' | 'failed' | 'none';
  /** When the current report was made, and by which version of the checks (PDF_CHECK_VERSION). */
  checkedAt: string | null;
  checkVersion: number | null;
  /** The failing checks in plain words (empty unless the check fails). */
  failing: string[];
  /** A person's review of this file, as an editor recorded it (when, and what they checked). */
  review: { at: string; what: string } | null;
}

/** A library document on the wire (GET /api/azure/documents). */
export interface LibraryDocument extends DocumentFile {
  /** What the label and the ADA notice follow; `accessible` is its verdict (shown as accessible or not). */
  accessibility: DocumentAccessibility;
  /** Where a browser downloads it: always under /resources/ (SPEC §9). */
  href: string;
  collection: DocumentCollection;
  /** The year it was issued, when an editor gave one. */
  year: number | null;
}

export interface TagCount {
  value: string;
  count: number;
}

export type TagFacets = Record<keyof DocumentTags, TagCount[]>;

export interface LibraryLink {
  title: string;
  url: string;
  description: string;
  tags: DocumentTags;
}

const tagParam = (label: string) =>
  boundedTextParam(
    100,
    (length) =>
      `A ${label} is at most 100 characters and this one has ${length}. Choose one from the list on the page.`,
  );

const sorts = LIBRARY_SORTS.map((s) => s.value);

/**
 * The library page's address (?q=&topic=&cycle=&type=&sort=) as its filters, parsed by its loader: each
 * parameter optional, each bad value refused with what would work.
 */
export const LibraryQuery: z.ZodType<LibraryFilters> = z
  .object({
    q: boundedTextParam(
      200,
      (length) =>
        `Library searches are limited to 200 characters and this one has ${length}. Shorten it and search again.`,
    ),
    topic: tagParam('topic'),
    cycle: tagParam('plan cycle'),
    type: tagParam('document type'),
    sort: queryText(
      z.enum(['', ...sorts], {
        error: (iss) => `${quoted(iss.input)} is not a sort order. Sort by ${oneOf(sorts)}.`,
      }),
    ),
  })
  .transform(({ q, sort, ...values }) => {
    const tags = { ...DEFAULT_FILTERS.tags };
    for (const { key, param } of TAG_GROUPS) tags[key] = values[param] || null;
    return { q, tags, sort: (sort || DEFAULT_FILTERS.sort) as LibrarySort };
  });

/** Where the notice of a library address the page cannot read sends a person. */
export const WHOLE_LIBRARY = { href: ROUTES.documents, label: 'See the whole library' };

/** /resources/<path> (rewritten to /api/resources/[...path]): the document's path, its segments joined. */
export const ResourcePathQuery = z.object({
  path: z.union([z.string(), z.array(z.string())]).transform((p) => (Array.isArray(p) ? p.join('/') : p)),
});
