import NextLink from 'next/link';
import { searchHref, type SearchParams } from '@/lib/shared/searchParams';
import text from '@/styles/type.module.css';
import css from './search.module.css';

/** Pages people most often look for, offered when there is nothing (or nothing found) to show. */
export const POPULAR_PAGES: ReadonlyArray<{ title: string; href: string }> = [
  { title: 'GAP-TA application', href: '/gap-ta/application' },
  { title: 'Mid-term needs and priorities', href: '/mid-term-planning/mid-term-needs-and-priorities' },
  { title: 'Map Explorer', href: '/interactvtrans/map-explorer' },
  { title: 'Documents and Media', href: '/documents-and-media' },
  { title: 'Meetings', href: '/get-involved/meetings' },
];

/** The popular pages as a titled list of links. */
export function PopularPages() {
  return (
    <section aria-labelledby="search-popular-pages" className={css.popular}>
      <h2 id="search-popular-pages" className={`${text.panelTitle} ${css.mb1}`}>
        Popular pages
      </h2>
      <ul className={css.list}>
        {POPULAR_PAGES.map((p) => (
          <li key={p.href}>
            <NextLink href={p.href}>{p.title}</NextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Before any query: what the search covers, and where people usually go. */
export function SearchHelp() {
  return (
    <>
      <p className={text.body1}>
        Type words in the box above and press Enter to search VTrans web pages, documents (including the text
        of PDFs) and data.
      </p>
      <PopularPages />
    </>
  );
}

/** 'Did you mean …?' linking to the search for the spelling suggestion, when there is one. */
export function Suggestion({ params, suggestion }: { params: SearchParams; suggestion: string | null }) {
  if (!suggestion) return null;
  return (
    <p className={`${text.body1} ${css.mb2}`}>
      Did you mean{' '}
      <NextLink href={searchHref({ ...params, search: suggestion, page: 1 })} shallow>
        {suggestion}
      </NextLink>
      ?
    </p>
  );
}

/** Nothing found: the spelling suggestion when there is one, tips, and the popular pages. */
export function NoResults({ params, suggestion }: { params: SearchParams; suggestion: string | null }) {
  return (
    <div className={css.py2}>
      <Suggestion params={params} suggestion={suggestion} />
      <h2 className={`${text.h3} ${css.mb1}`}>Search tips</h2>
      <ul className={css.list}>
        <li>Use fewer or more general words.</li>
        <li>Check the spelling.</li>
        {params.phrase && <li>Turn off Match whole phrase to find the words anywhere.</li>}
        {params.sources.length > 0 && <li>Choose All to search web pages, documents and data.</li>}
      </ul>
      <PopularPages />
    </div>
  );
}
