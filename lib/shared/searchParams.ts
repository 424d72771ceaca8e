import { SEARCH_SOURCES, type SearchSource } from '@/lib/shared/searchSources';
import { firstParam, type RawQuery } from '@/lib/shared/queryParams';
import { ROUTES } from '@/lib/shared/routes';

export const SEARCH_PATH = ROUTES.search;

/** What the search page shows, as held in its URL (`?search=&phrase=1&sources=documents&page=2`). */
export interface SearchParams {
  search: string;
  phrase: boolean;
  /** Chosen sources in canonical order; empty means all. */
  sources: SearchSource[];
  page: number;
}

/** Labels of the source filter chips and the result type line. */
export const SOURCE_LABELS: Record<SearchSource, string> = {
  web: 'Web pages',
  documents: 'Documents',
  data: 'Data',
};

/** The longest search the page takes (the search box and form cap what a person can type). */
export const MAX_SEARCH_LENGTH = 200;

/** Sources in canonical order without duplicates; every source chosen is the same as none (all). */
export function normaliseSources(sources: readonly string[]): SearchSource[] {
  const chosen = SEARCH_SOURCES.filter((s) => sources.includes(s));
  return chosen.length === SEARCH_SOURCES.length ? [] : chosen;
}

/**
 * The browser's read of the search page's address (after a shallow navigation): tiny and zod-free for the
 * content pages' JavaScript budget. The server parses the same address strictly with SearchPageQuery
 * (lib/shared/schemas/search.ts) and refuses a bad one with a notice, so the browser only meets addresses
 * it wrote itself with searchHref; it reads anything else leniently, as defaults.
 */
export function readSearchParams(query: RawQuery): SearchParams {
  const rawPage = firstParam(query.page);
  return {
    search: firstParam(query.search).slice(0, MAX_SEARCH_LENGTH),
    phrase: ['1', 'true'].includes(firstParam(query.phrase)),
    sources: normaliseSources(
      firstParam(query.sources)
        .split(',')
        .map((s) => s.trim()),
    ),
    page: /^\d{1,4}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1,
  };
}

/** The address of a search: only populated parameters, page 1 and all sources left out. */
export function searchHref({ search, phrase, sources, page }: SearchParams): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (phrase) params.set('phrase', '1');
  if (sources.length) params.set('sources', sources.join(','));
  if (page > 1) params.set('page', String(page));
  // Commas in the sources list read better unescaped and are valid in a query string.
  const qs = params.toString().replace(/%2C/g, ',');
  return qs ? `${SEARCH_PATH}?${qs}` : SEARCH_PATH;
}
