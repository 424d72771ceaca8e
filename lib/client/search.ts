import type { SearchQuery, SearchResponse, SearchSource } from '@/lib/shared/schemas/search';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n';
import { request } from './request';

/** SPEC §8 message when the search call fails. */
export const SEARCH_FAILURE_MESSAGE = 'Failed to fetch search results';

/** What the search page asks for (the parsed SearchQuery, with sources as a list). */
export interface SearchRequest {
  searchString: string;
  matchWholePhrase?: boolean;
  includeSources?: SearchSource[];
  page?: number;
  pageSize?: number;
  /** The page's language: searched first (English sends none, as before). */
  locale?: string;
}

/** GET /api/search, sending only populated parameters (includeSources joined by commas). */
export const searchSite = (query: SearchRequest | SearchQuery) =>
  request<SearchResponse>('/api/search', SEARCH_FAILURE_MESSAGE, {
    query: {
      searchString: query.searchString,
      matchWholePhrase: query.matchWholePhrase ? true : undefined,
      includeSources: query.includeSources?.length ? query.includeSources.join(',') : undefined,
      page: query.page,
      pageSize: query.pageSize,
      locale: query.locale && query.locale !== DEFAULT_LOCALE ? query.locale : undefined,
    },
  });
