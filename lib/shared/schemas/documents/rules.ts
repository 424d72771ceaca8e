/**
 * Pure search, filter, facet and sort logic of the document library (/documents-and-media), shared by
 * the browser (live filtering) and the server (archive pages, feeds).
 */
import type {
  DocumentAccessibility,
  DocumentCollection,
  DocumentTags,
  LibraryDocument,
  TagFacets,
} from './schemas';
import { usDateToIso, virginiaDay } from '../../dates';

/** Anything the library filters: documents and related websites share title and tags. */
export interface Taggable {
  title: string;
  tags: DocumentTags;
}

export type TagGroup = keyof DocumentTags;

/** The tag groups in display order, with their URL query parameter and label. */
export const TAG_GROUPS: ReadonlyArray<{ key: TagGroup; param: 'topic' | 'cycle' | 'type'; label: string }> =
  [
    { key: 'topic', param: 'topic', label: 'Topic' },
    { key: 'planCycle', param: 'cycle', label: 'Plan cycle' },
    { key: 'docType', param: 'type', label: 'Document type' },
  ];

export const LIBRARY_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title A–Z' },
] as const;

export type LibrarySort = (typeof LIBRARY_SORTS)[number]['value'];

/** What the visitor chose: search words, at most one value per tag group, sort order. */
export interface LibraryFilters {
  q: string;
  tags: Record<TagGroup, string | null>;
  sort: LibrarySort;
}

export const DEFAULT_FILTERS: LibraryFilters = {
  q: '',
  tags: { topic: null, planCycle: null, docType: null },
  sort: 'newest',
};

const words = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);

/** True when every word of the search occurs (case-insensitively) in the title or one of the tags. */
export function matchesSearch(item: Taggable, q: string): boolean {
  const haystack = [item.title, item.tags.topic, item.tags.planCycle, item.tags.docType]
    .join(' ')
    .toLowerCase();
  return words(q).every((w) => haystack.includes(w));
}

/** Items matching the search and every chosen tag (AND across groups); `ignore` leaves one group out. */
export function filterItems<T extends Taggable>(
  items: readonly T[],
  f: LibraryFilters,
  ignore?: TagGroup,
): T[] {
  return items.filter(
    (item) =>
      matchesSearch(item, f.q) &&
      TAG_GROUPS.every(({ key }) => key === ignore || f.tags[key] === null || item.tags[key] === f.tags[key]),
  );
}

const byTitle = (a: Taggable, b: Taggable) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true });

// Dates compare by the day people see: the Virginia day (America/New_York), not UTC's.
const day = (d: LibraryDocument) => usDateToIso(virginiaDay(d.lastModified));
/**
 * The year a document was issued, else the Virginia year of its file: the seeded library's files all date
 * from the day the database was made, so their year is what tells old from new.
 */
const issued = (d: LibraryDocument) => d.year ?? Number(day(d).slice(0, 4));
const byDay = (a: LibraryDocument, b: LibraryDocument) =>
  issued(a) - issued(b) || day(a).localeCompare(day(b));

/**
 * Documents in the chosen order. Newest first: by the year issued, then the day, descending, then by title
 * descending (numeric-aware, so 'FY25' before 'FY23' and 'VTrans2040' before 'VTrans2035'); oldest first is
 * its exact reverse.
 */
export function sortDocuments(docs: readonly LibraryDocument[], sort: LibrarySort): LibraryDocument[] {
  const compare: Record<LibrarySort, (a: LibraryDocument, b: LibraryDocument) => number> = {
    newest: (a, b) => byDay(b, a) || byTitle(b, a),
    oldest: (a, b) => byDay(a, b) || byTitle(a, b),
    title: byTitle,
  };
  return [...docs].sort(compare[sort]);
}

/**
 * Chip counts for the current filters: for each group, every value of the vocabulary and the items with the number of
 * items that match the search and the *other* groups' choices (what choosing that value would show).
 */
export function facetCounts(
  items: readonly Taggable[],
  f: LibraryFilters,
  vocabulary?: TagFacets,
): TagFacets {
  const facets: TagFacets = { topic: [], planCycle: [], docType: [] };
  for (const { key } of TAG_GROUPS) {
    const values = vocabulary ? vocabulary[key].map((t) => t.value) : items.map((i) => i.tags[key]);
    const counts = new Map<string, number>(values.filter(Boolean).map((v) => [v, 0]));
    for (const item of filterItems(items, f, key)) {
      const v = item.tags[key];
      if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    facets[key] = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
  }
  return facets;
}

/** The URL query of some filters, leaving out defaults so the address stays short and shareable. */
export function libraryQuery(f: LibraryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (f.q.trim()) query.q = f.q;
  for (const { key, param } of TAG_GROUPS) {
    const value = f.tags[key];
    if (value) query[param] = value;
  }
  if (f.sort !== DEFAULT_FILTERS.sort) query.sort = f.sort;
  return query;
}

/** True when any search word or tag is chosen (the sort alone is not a filter). */
export function hasActiveFilters(f: LibraryFilters): boolean {
  return f.q.trim() !== '' || TAG_GROUPS.some(({ key }) => f.tags[key] !== null);
}

// Plans that came before the current VTrans (VTrans2025, VTrans2035, VTrans2040) name their cycle this way;
// current cycles are year ranges such as '2022-2025'.
const PAST_PLAN_CYCLE = /^VTrans\d{4}$/;

/**
 * The collection a document joins when nobody chose one (a file placed in the storage directly, the seeded
 * library): past plans for the Archive topic or a plan cycle named after a past plan, past newsletters for the
 * Newsletter type, else the library. Migration 035 gave existing rows the same.
 */
export function defaultCollection(doc: Taggable): DocumentCollection {
  if (doc.tags.topic === 'Archive' || PAST_PLAN_CYCLE.test(doc.tags.planCycle)) return 'past-plans';
  if (doc.tags.docType === 'Newsletter') return 'past-newsletters';
  return 'library';
}

/** Documents of past VTrans plans (the past plans page): the editors' collection. */
export function isPastPlanDocument(doc: LibraryDocument): boolean {
  return doc.collection === 'past-plans';
}

/** Newsletter issues of the library (the past newsletters page). */
export function isNewsletterDocument(doc: LibraryDocument): boolean {
  return doc.collection === 'past-newsletters';
}

/** Program guidance and other GAP-TA documents. */
export function isGapTaDocument(doc: Taggable): boolean {
  return doc.tags.topic === 'GAP-TA';
}

/** 'PDF' for PDFs, otherwise the upper-case subtype of the content type (or 'File'). */
export function fileTypeLabel(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  const sub = contentType.split('/')[1]?.split(/[;+]/)[0];
  return sub ? sub.toUpperCase() : 'File';
}

/** A file size for people: '850 KB', '1.2 MB'. */
export function fileSizeLabel(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.ceil(bytes / 1000))} KB`;
}

/** The label of a document's accessibility in words: whether it is shown accessible, the label, what backs it. */
export interface AccessibilityLabel {
  shown: boolean;
  label: string;
  /** What the label rests on, each a sentence: the check's date and version, a person's review, what fails. */
  details: string[];
}

/**
 * What visitors are told about a document's accessibility, saying only what is known: "Passes the automated
 * PDF/UA checks" (with the check's date and version), "Checked by a person" (a recorded review of this file), or
 * "May not be fully accessible" with the failing checks in plain words (or that it has not been checked).
 */
export function accessibilityLabel(a: DocumentAccessibility): AccessibilityLabel {
  const review = a.review ? `Checked by a person on ${virginiaDay(a.review.at)}: ${a.review.what}` : null;
  if (a.check === 'passes') {
    const when = a.checkedAt ? ` on ${virginiaDay(a.checkedAt)}` : '';
    return {
      shown: true,
      label: 'Passes the automated PDF/UA checks',
      details: [
        `Checked${when} by version ${a.checkVersion ?? '?'} of the site’s checks.`,
        ...(review ? [review] : []),
      ],
    };
  }
  if (a.check === 'none' && review) return { shown: true, label: 'Checked by a person', details: [review] };
  const why =
    a.check === 'fails'
      ? `The automated PDF/UA checks found that ${a.failing.join('; ')}.`
      : a.check === 'pending'
        ? 'It has not been checked yet.'
        : a.check === 'failed'
          ? 'The automated check could not read it.'
          : 'No one has checked it yet.';
  return {
    shown: false,
    label: 'May not be fully accessible',
    details: [why, 'An accessible version is available on request.'],
  };
}
