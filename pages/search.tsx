import { SearchPage } from '@/components/search/SearchPage';
import { page } from '@/lib/server/pageProps';
import { search } from '@/lib/server/services/search';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import type { SearchParams } from '@/lib/shared/searchParams';
import { NEW_SEARCH, SearchPageQuery, type SearchResponse } from '@/lib/shared/schemas/search';

interface Props {
  initial: SearchParams;
  results: SearchResponse | null;
}

/** Site search: the query comes from the URL; the server renders its results, the browser takes over after. */
function Search({ initial, results }: Props) {
  return <SearchPage initial={initial} initialResults={results} />;
}

/**
 * Reads ?search, ?phrase, ?sources and ?page; a bad value is a 400 whose notice says what to change. Under a
 * language's address (/es/search) that language's pages are searched first.
 */
export const getServerSideProps = page<Props>(
  '/search',
  async (ctx) => {
    const initial = parsePageQuery(SearchPageQuery, ctx.query, { back: NEW_SEARCH });
    const results = initial.search
      ? await search({
          searchString: initial.search,
          matchWholePhrase: initial.phrase,
          includeSources: initial.sources.length ? initial.sources : undefined,
          page: initial.page,
          locale: ctx.locale,
        })
      : null;
    return { props: { initial, results } };
  },
  { areas: ['search'], copyArea: 'search' },
);

export default Search;
