import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { Chip } from '@/components/ui/Chip';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import type { SearchResult } from '@/lib/shared/schemas/search';
import common from '@/components/common/common.module.css';
import text from '@/styles/type.module.css';
import { HighlightedText } from './HighlightedText';
import css from './search.module.css';

/**
 * Site pages open through the client router; documents stay plain '/resources/…' anchors so the global
 * ADA notice can intercept the click, and other addresses are ordinary links.
 */
function ResultLink({ url, title }: { url: string; title: string }) {
  const sitePage = url.startsWith('/') && !url.startsWith('//') && !url.startsWith(RESOURCES_PREFIX);
  return sitePage ? <NextLink href={url}>{title}</NextLink> : <a href={url}>{title}</a>;
}

/** The message key of each result type (lib/server/search's records); another type is shown as it is. */
const TYPE_KEYS: Record<string, string> = {
  Page: 'page',
  'Program update': 'update',
  Meeting: 'meeting',
  FAQ: 'faq',
  'Strategic action': 'action',
  Macrotrend: 'macrotrend',
  'Statutory requirement': 'statute',
  'GAP-TA study': 'study',
  PDF: 'pdf',
  Document: 'document',
  Dataset: 'dataset',
  Statistic: 'statistic',
};

/** The result's type in the page's language, with its PDF page, and "in English" when its text is. */
function TypeLine({ result, foreign }: { result: SearchResult; foreign: boolean }) {
  const t = useTranslations('search');
  const key = Object.hasOwn(TYPE_KEYS, result.type) ? TYPE_KEYS[result.type] : null;
  const type = key ? t(`types.${key}`) : result.type;
  const label =
    result.source === 'documents' && result.pageNumber !== null
      ? t('pdfPage', { type, page: result.pageNumber })
      : type;
  return (
    <p className={`${text.small} ${text.muted} ${css.type}`}>
      {label}
      {foreign && ` · ${t('inEnglish')}`}
    </p>
  );
}

/**
 * One search result: type, title link, highlighted snippet, date and tags. A result whose text is in another
 * language than the page's (English results of /es/search) carries its `lang` and says so in the page's words.
 */
export function SearchResultItem({ result, locale = 'en' }: { result: SearchResult; locale?: string }) {
  const lang = result.lang ?? 'en';
  const foreign = lang !== locale;
  return (
    <li className={common.result}>
      <TypeLine result={result} foreign={foreign} />
      <h3 className={`${text.itemTitle} ${css.resultTitle}`} lang={foreign ? lang : undefined}>
        <ResultLink url={result.url} title={result.title} />
      </h3>
      <p className={`${text.small} ${css.mb1}`} lang={foreign ? lang : undefined}>
        <HighlightedText snippet={result.snippet} />
      </p>
      {(result.date || result.tags.length > 0) && (
        <div className={css.tags} lang={foreign ? lang : undefined}>
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
export function SearchResultList({
  results,
  locale,
}: {
  results: readonly SearchResult[];
  /** The language the search was made in (the page's). */
  locale?: string;
}) {
  return (
    <ul className={common.results}>
      {results.map((r) => (
        <SearchResultItem key={r.id} result={r} locale={locale} />
      ))}
    </ul>
  );
}
