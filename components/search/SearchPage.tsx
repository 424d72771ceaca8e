import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
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
import { DEFAULT_LOCALE } from '@/lib/shared/i18n';
import text from '@/styles/type.module.css';
import css from './search.module.css';

interface SiteQuery {
  searchString: string;
  matchWholePhrase: boolean;
  includeSources?: SearchSource[];
  page: number;
  /** The page's language, searched first. */
  locale?: string;
}

// No query, no request: the empty page answers at once without touching the index.
const runSearch = (q: SiteQuery): Promise<SearchResponse | null> =>
  q.searchString ? searchSite(q) : Promise.resolve(null);

const toQuery = (p: SearchParams, locale: string | undefined): SiteQuery => ({
  searchString: p.search,
  matchWholePhrase: p.phrase,
  includeSources: p.sources.length ? p.sources : undefined,
  page: p.page,
  ...(locale && locale !== DEFAULT_LOCALE ? { locale } : {}),
});

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
  const t = useTranslations('search');
  const router = useRouter();
  const locale = router.locale ?? DEFAULT_LOCALE;
  const params = router.isReady ? readSearchParams(router.query) : initial;
  const [attempt, setAttempt] = useState(0);
  const { data, error, loading } = useApiQuery(
    runSearch,
    toQuery(params, locale),
    attempt,
    initialResults ? { query: toQuery(initial, locale), data: initialResults } : null,
  );

  // Any change but paging starts again at page 1.
  const go = (next: Partial<SearchParams>) =>
    void router.push(searchHref({ ...params, page: 1, ...next }), undefined, { shallow: true });

  const searching = params.search !== '';
  const current = searching && !loading && !error ? data : null;
  const pageCount = current ? Math.ceil(current.total / current.pageSize) : 0;
  let status = '';
  if (searching && loading) status = t('searching', { query: params.search });
  else if (current)
    status =
      current.total === 0
        ? t('noResults', { query: current.query })
        : t('count', { count: current.total, query: current.query });

  return (
    <>
      <h1 className={`${text.h1} ${css.title}`}>{t('title')}</h1>
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
              {t('tryAgain')}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {current && (
        <>
          <BestBets bets={current.bestBets} lang={locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE} />
          {current.total === 0 && <NoResults params={params} suggestion={current.suggestion} />}
          {current.total > 0 && current.results.length === 0 && (
            <p className={text.body1}>
              {t('noPage', { page: params.page })}{' '}
              <NextLink href={searchHref({ ...params, page: 1 })} shallow>
                {t('firstPage')}
              </NextLink>
              .
            </p>
          )}
          {current.total > 0 && <Suggestion params={params} suggestion={current.suggestion} />}
          {current.results.length > 0 && (
            <section aria-labelledby="search-results-heading">
              <h2 id="search-results-heading" className="visually-hidden">
                {t('results')}
              </h2>
              <SearchResultList results={current.results} locale={current.locale ?? DEFAULT_LOCALE} />
            </section>
          )}
          <LinkPagination
            page={params.page}
            pageCount={pageCount}
            label={t('pages')}
            href={(n) => searchHref({ ...params, page: n })}
            shallow
          />
        </>
      )}
    </>
  );
}
