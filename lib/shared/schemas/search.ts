import { z } from 'zod';
import './zodConfig';
import { SEARCH_SOURCES, type SearchSource } from '@/lib/shared/searchSources';
import { single } from './common';

/** Where a search result comes from (SPEC §7 includeSources). */
export { SEARCH_SOURCES, type SearchSource };

const bool = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

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
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
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
}

export interface BestBet {
  title: string;
  url: string;
  description: string;
}

export interface SearchResponse {
  query: string;
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
