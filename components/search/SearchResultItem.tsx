import NextLink from 'next/link';
import { Chip } from '@/components/ui/Chip';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import type { SearchResult } from '@/lib/shared/schemas/search';
import common from '@/components/common/common.module.css';
import text from '@/styles/type.module.css';
import { HighlightedText } from './HighlightedText';
import css from './search.module.css';

/** 'PDF, page 12' for a document hit on a known page; otherwise the result's type. */
export function typeLabel(result: SearchResult): string {
  return result.source === 'documents' && result.pageNumber !== null
    ? `${result.type}, page ${result.pageNumber}`
    : result.type;
}

/**
 * Site pages open through the client router; documents stay plain '/resources/…' anchors so the global
 * ADA notice can intercept the click, and other addresses are ordinary links.
 */
function ResultLink({ url, title }: { url: string; title: string }) {
  const sitePage = url.startsWith('/') && !url.startsWith('//') && !url.startsWith(RESOURCES_PREFIX);
  return sitePage ? <NextLink href={url}>{title}</NextLink> : <a href={url}>{title}</a>;
}

/** One search result: type, title link, highlighted snippet, date and tags. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <li className={common.result}>
      <p className={`${text.small} ${text.muted} ${css.type}`}>{typeLabel(result)}</p>
      <h3 className={`${text.itemTitle} ${css.resultTitle}`}>
        <ResultLink url={result.url} title={result.title} />
      </h3>
      <p className={`${text.small} ${css.mb1}`}>
        <HighlightedText snippet={result.snippet} />
      </p>
      {(result.date || result.tags.length > 0) && (
        <div className={css.tags}>
          {result.date && <p className={`${text.small} ${text.muted}`}>{result.date}</p>}
          {result.tags.map((tag) => (
            <Chip key={tag}>{tag}</Chip>
          ))}
        </div>
      )}
    </li>
  );
}

/** The list of results of one page. */
export function SearchResultList({ results }: { results: readonly SearchResult[] }) {
  return (
    <ul className={common.results}>
      {results.map((r) => (
        <SearchResultItem key={r.id} result={r} />
      ))}
    </ul>
  );
}
