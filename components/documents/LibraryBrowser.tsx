import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import {
  facetCounts,
  filterItems,
  hasActiveFilters,
  sortDocuments,
  type LibraryFilters,
  type TagGroup,
} from '@/lib/shared/schemas/documents/rules';
import type { LibraryDocument, LibraryLink, TagFacets } from '@/lib/shared/schemas/documents';
import text from '@/styles/type.module.css';
import { DocumentResultList } from './DocumentResult';
import { LibraryControls } from './LibraryControls';
import { RelatedWebsites } from './RelatedWebsites';
import { TagFilters } from './TagFilters';
import { useLibraryFilters } from './useLibraryFilters';
import css from './documents.module.css';

export interface LibraryBrowserProps {
  docs: LibraryDocument[];
  /** The tag vocabulary (every value of documents and links), from the server. */
  tags: TagFacets;
  links: LibraryLink[];
  /** Filters read from the URL on the server, so a shared address renders already filtered. */
  initialFilters: LibraryFilters;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function resultSummary(docs: number, links: number): string {
  const d = plural(docs, 'document', 'documents');
  return links ? `${d} and ${plural(links, 'related website', 'related websites')} found` : `${d} found`;
}

/**
 * The document library: search, tag chips with live counts, sort, the results, and related websites.
 * Documents and related websites share the tag vocabulary, so the same filters narrow both.
 */
export function LibraryBrowser({ docs, tags, links, initialFilters }: LibraryBrowserProps) {
  const headingId = useId();
  const { filters, update, clear } = useLibraryFilters(initialFilters);

  const results = useMemo(() => sortDocuments(filterItems(docs, filters), filters.sort), [docs, filters]);
  const matchingLinks = useMemo(() => filterItems(links, filters), [links, filters]);
  const facets = useMemo(() => facetCounts([...docs, ...links], filters, tags), [docs, links, filters, tags]);

  const toggle = (group: TagGroup, value: string | null) =>
    update({ ...filters, tags: { ...filters.tags, [group]: value } });
  const empty = results.length === 0 && matchingLinks.length === 0;

  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} className={`${text.h2} ${css.gutter}`}>
        Browse the library
      </h2>
      <LibraryControls
        q={filters.q}
        sort={filters.sort}
        onSearch={(q) => update({ ...filters, q })}
        onSort={(sort) => update({ ...filters, sort })}
      />
      <div className={css.layout}>
        <div>
          <TagFilters facets={facets} selected={filters.tags} onToggle={toggle} />
        </div>
        <div className={css.main}>
          <p role="status" className={`${text.body1} ${css.status}`}>
            {resultSummary(results.length, matchingLinks.length)}
          </p>
          {empty ? (
            <div className={css.empty}>
              <p className={`${text.body1} ${css.mb2}`}>
                No documents or websites match your search and filters. Try fewer words or other tags.
              </p>
              {hasActiveFilters(filters) && (
                <Button variant="contained" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </div>
          ) : (
            <>
              {results.length === 0 ? (
                <p className={`${text.body1} ${css.py2}`}>
                  No documents match; see the related websites below.
                </p>
              ) : (
                <DocumentResultList docs={results} />
              )}
              <RelatedWebsites links={matchingLinks} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
