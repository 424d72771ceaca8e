import { z } from 'zod';
import './zodConfig';
import { SEARCH_SOURCES, type SearchSource } from '@/lib/shared/searchSources';
import { oneOf, quoted } from '@/lib/shared/queryParams';
import {
  MAX_SEARCH_LENGTH,
  normaliseSources,
  SEARCH_PATH,
  type SearchParams,
} from '@/lib/shared/searchParams';
import { boundedTextParam, pageNumberParam, queryText, single } from './common';

/** Where a search result comes from (SPEC §7 includeSources). */
export { SEARCH_SOURCES, type SearchSource };

const bool = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list as its items, trimmed, empty ones left out. */
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Query of GET /api/search. */
export const SearchQuery = z.object({
  searchString: single(
    z
      .string({ error: 'is required: the words to search for' })
      .trim()
      .min(1, 'is required: the words to search for')
      .max(200, 'must be at most 200 characters'),
  ),
  matchWholePhrase: single(bool.optional()),
  /** Comma-separated list of sources; absent → all. */
  includeSources: single(
    commaList
      .pipe(
        z
          .array(z.enum(SEARCH_SOURCES, { error: `must list sources from: ${SEARCH_SOURCES.join(', ')}` }))
          .min(1),
      )
      .optional(),
  ),
  page: single(
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a page number')
      .transform(Number)
      .pipe(z.number().min(1))
      .optional(),
  ),
  pageSize: single(
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a number')
      .transform(Number)
      .pipe(z.number().min(1).max(50, 'must be at most 50'))
      .optional(),
  ),
  /** The language searched first (a site language's code, e.g. 'es'); absent → English only. */
  locale: single(
    z
      .string()
      .regex(/^[a-z]{2,3}$/, "must be a language code such as 'es'")
      .optional(),
  ),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A highlighted snippet: plain text with [start, end) ranges to mark (never HTML). */
export interface Snippet {
  text: string;
  highlights: Array<[number, number]>;
}

export interface SearchResult {
  id: string;
  source: SearchSource;
  /** e.g. 'Page', 'Program update', 'Meeting', 'FAQ', 'PDF', 'Dataset', 'Statistic'. */
  type: string;
  title: string;
  /** Where the result opens; PDF hits link to /resources/…pdf#page=N. */
  url: string;
  snippet: Snippet;
  /** MM/DD/YYYY where the item has a date. */
  date: string | null;
  tags: string[];
  /** PDF page of the best hit, for document results. */
  pageNumber: number | null;
  /** The language of the result's text ('en', or the searched language for its own pages); absent: English. */
  lang?: string;
}

export interface BestBet {
  title: string;
  url: string;
  description: string;
}

export interface SearchResponse {
  query: string;
  /** The language searched first; its own results come before the English ones. Absent: English. */
  locale?: string;
  matchWholePhrase: boolean;
  sources: SearchSource[];
  total: number;
  /** Result counts per source for this query (ignoring includeSources), for the filter chips. */
  counts: Record<SearchSource, number>;
  bestBets: BestBet[];
  results: SearchResult[];
  page: number;
  pageSize: number;
  /** A spelling suggestion when there are few or no results, else null. */
  suggestion: string | null;
}

/**
 * The search page's address (`?search=&phrase=1&sources=documents&page=2`), parsed by its loader: each
 * parameter optional, each bad value refused with what would work.
 */
export const SearchPageQuery: z.ZodType<SearchParams> = z.object({
  search: boundedTextParam(
    MAX_SEARCH_LENGTH,
    (length) =>
      `Searches are limited to ${MAX_SEARCH_LENGTH} characters and this one has ${length}. Shorten it and search again.`,
  ),
  phrase: queryText(
    z
      .enum(['', '0', '1', 'false', 'true'], {
        error: (iss) =>
          `${quoted(iss.input)} is not a phrase setting: use phrase=1 to match the whole phrase, or leave it out.`,
      })
      .transform((v) => v === '1' || v === 'true'),
  ),
  sources: queryText(
    commaList
      .pipe(
        z.array(
          z.enum(SEARCH_SOURCES, {
            error: (iss) =>
              `There is no source called ${quoted(iss.input)} to search. Choose ${oneOf(SEARCH_SOURCES)}.`,
          }),
        ),
      )
      .transform(normaliseSources),
  ),
  page: pageNumberParam(4, (v) => `${quoted(v)} is not a page of results. Pages are numbered from 1.`),
});

/** Where the notice of a search address the page cannot read sends a person. */
export const NEW_SEARCH = { href: SEARCH_PATH, label: 'Start a new search' };
