import NextLink from 'next/link';
import { useLocale, useTranslations } from 'use-intl';
import { useLabel } from '@/components/common/useLabel';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n';
import { searchHref, type SearchParams } from '@/lib/shared/searchParams';
import text from '@/styles/type.module.css';
import css from './search.module.css';

/**
 * Pages people most often look for, offered when there is nothing (or nothing found) to show; `label` is the
 * menu's name of the page, which the `labels` catalog gives in each language.
 */
export const POPULAR_PAGES: ReadonlyArray<{ title: string; label: string; href: string }> = [
  { title: 'GAP-TA application', label: 'GAP-TA Application', href: '/gap-ta/application' },
  {
    title: 'Mid-term needs and priorities',
    label: 'Needs and Priorities',
    href: '/mid-term-planning/mid-term-needs-and-priorities',
  },
  { title: 'Map Explorer', label: 'Map Explorer', href: '/interactvtrans/map-explorer' },
  { title: 'Documents and Media', label: 'Documents and Media', href: '/documents-and-media' },
  { title: 'Meetings', label: 'Meetings', href: '/get-involved/meetings' },
];

/** The popular pages as a titled list of links. */
export function PopularPages() {
  const t = useTranslations('search');
  const english = useLocale() === DEFAULT_LOCALE;
  const label = useLabel();
  return (
    <section aria-labelledby="search-popular-pages" className={css.popular}>
      <h2 id="search-popular-pages" className={`${text.panelTitle} ${css.mb1}`}>
        {t('popular')}
      </h2>
      <ul className={css.list}>
        {POPULAR_PAGES.map((p) => (
          <li key={p.href}>
            <NextLink href={p.href}>{english ? p.title : label(p.label)}</NextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Before any query: what the search covers, and where people usually go. */
export function SearchHelp() {
  const t = useTranslations('search');
  return (
    <>
      <p className={text.body1}>{t('help')}</p>
      <PopularPages />
    </>
  );
}

/** Where the suggestion's link goes in the translated sentence (a private-use character, never in a message). */
const LINK = '\ue000';

/** 'Did you mean …?' linking to the search for the spelling suggestion, when there is one. */
export function Suggestion({ params, suggestion }: { params: SearchParams; suggestion: string | null }) {
  const t = useTranslations('search');
  if (!suggestion) return null;
  // The sentence is the language's (its word order); the suggestion inside it is a link.
  const [before, after = ''] = t('didYouMean', { suggestion: LINK }).split(LINK);
  return (
    <p className={`${text.body1} ${css.mb2}`}>
      {before}
      <NextLink href={searchHref({ ...params, search: suggestion, page: 1 })} shallow>
        {suggestion}
      </NextLink>
      {after}
    </p>
  );
}

/** Nothing found: the spelling suggestion when there is one, tips, and the popular pages. */
export function NoResults({ params, suggestion }: { params: SearchParams; suggestion: string | null }) {
  const t = useTranslations('search.tips');
  return (
    <div className={css.py2}>
      <Suggestion params={params} suggestion={suggestion} />
      <h2 className={`${text.h3} ${css.mb1}`}>{t('title')}</h2>
      <ul className={css.list}>
        <li>{t('fewer')}</li>
        <li>{t('spelling')}</li>
        {params.phrase && <li>{t('phrase')}</li>}
        {params.sources.length > 0 && <li>{t('all')}</li>}
      </ul>
      <PopularPages />
    </div>
  );
}
