import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useApiQuery } from '@/components/common/useApiQuery';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { searchSite } from '@/lib/client/search';
import type { SearchResponse, SearchSource } from '@/lib/shared/schemas/search';
import { BestBets } from './BestBets';
import { NoResults, SearchHelp, Suggestion } from './SearchEmpty';
import { SearchForm } from './SearchForm';
import { LinkPagination } from '@/components/common/LinkPagination';
import { SearchResultList } from './SearchResultItem';
import { SourceChips } from './SourceChips';
import { readSearchParams, searchHref, type SearchParams } from '@/lib/shared/searchParams';
import text from '@/styles/type.module.css';
import css from './search.module.css';

interface SiteQuery {
  searchString: string;
  matchWholePhrase: boolean;
  includeSources?: SearchSource[];
  page: number;
}

// No query, no request: the empty page answers at once without touching the index.
const runSearch = (q: SiteQuery): Promise<SearchResponse | null> =>
  q.searchString ? searchSite(q) : Promise.resolve(null);

const toQuery = (p: SearchParams): SiteQuery => ({
  searchString: p.search,
  matchWholePhrase: p.phrase,
  includeSources: p.sources.length ? p.sources : undefined,
  page: p.page,
});

function summary(data: SearchResponse): string {
  if (data.total === 0) return `No results for "${data.query}"`;
  return `${data.total} ${data.total === 1 ? 'result' : 'results'} for "${data.query}"`;
}

function ResultSkeletons() {
  return (
    <div aria-hidden className={css.skeletons}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={css.py2}>
          <Skeleton width="15%" />
          <Skeleton width="55%" height={32} />
          <Skeleton />
          <Skeleton width="80%" />
        </div>
      ))}
    </div>
  );
}

/**
 * The site search page. Its state lives in the URL (shallow router.push, so the back button steps through
 * searches). The server renders the results of the address it was asked for (`initialResults`), so the page
 * works without JavaScript; later searches load in the browser through searchSite. `initial` is what the
 * server read from the same URL, used until the router is ready.
 */
export function SearchPage({
  initial,
  initialResults = null,
}: {
  initial: SearchParams;
  /** The results the server rendered for `initial` (the page reads without JavaScript). */
  initialResults?: SearchResponse | null;
}) {
  const router = useRouter();
  const params = router.isReady ? readSearchParams(router.query) : initial;
  const [attempt, setAttempt] = useState(0);
  const { data, error, loading } = useApiQuery(
    runSearch,
    toQuery(params),
    attempt,
    initialResults ? { query: toQuery(initial), data: initialResults } : null,
  );

  // Any change but paging starts again at page 1.
  const go = (next: Partial<SearchParams>) =>
    void router.push(searchHref({ ...params, page: 1, ...next }), undefined, { shallow: true });

  const searching = params.search !== '';
  const current = searching && !loading && !error ? data : null;
  const pageCount = current ? Math.ceil(current.total / current.pageSize) : 0;
  let status = '';
  if (searching && loading) status = `Searching for "${params.search}"…`;
  else if (current) status = summary(current);

  return (
    <>
      <h1 className={`${text.h1} ${css.title}`}>Search</h1>
      <SearchForm
        search={params.search}
        phrase={params.phrase}
        onSearch={(search) => go({ search })}
        onPhraseChange={(phrase) => go({ phrase })}
      />
      {searching && (
        <SourceChips
          counts={data?.counts ?? null}
          selected={params.sources}
          onChange={(sources) => go({ sources })}
        />
      )}
      <p role="status" aria-live="polite" className={`${text.body1} ${css.status}`}>
        {status}
      </p>
      {!searching && <SearchHelp />}
      {searching && loading && <ResultSkeletons />}
      {searching && error && (
        <Alert
          severity="error"
          className={css.error}
          action={
            <Button variant="text" className={css.inherit} onClick={() => setAttempt((a) => a + 1)}>
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {current && (
        <>
          <BestBets bets={current.bestBets} />
          {current.total === 0 && <NoResults params={params} suggestion={current.suggestion} />}
          {current.total > 0 && current.results.length === 0 && (
            <p className={text.body1}>
              There are no results on page {params.page}.{' '}
              <NextLink href={searchHref({ ...params, page: 1 })} shallow>
                Go to the first page
              </NextLink>
              .
            </p>
          )}
          {current.total > 0 && <Suggestion params={params} suggestion={current.suggestion} />}
          {current.results.length > 0 && (
            <section aria-labelledby="search-results-heading">
              <h2 id="search-results-heading" className="visually-hidden">
                Results
              </h2>
              <SearchResultList results={current.results} />
            </section>
          )}
          <LinkPagination
            page={params.page}
            pageCount={pageCount}
            label="Pages of results"
            href={(n) => searchHref({ ...params, page: n })}
            shallow
          />
        </>
      )}
    </>
  );
}
