import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import {
  facetCounts,
  filterItems,
  hasActiveFilters,
  sortDocuments,
  type LibraryFilters,
  type TagGroup,
} from '@/lib/shared/library';
import type { LibraryDocument, LibraryLink, TagFacets } from '@/lib/shared/schemas/documents';
import { DocumentResultList } from './DocumentResult';
import { LibraryControls } from './LibraryControls';
import { RelatedWebsites } from './RelatedWebsites';
import { TagFilters } from './TagFilters';
import { useLibraryFilters } from './useLibraryFilters';

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
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        Browse the library
      </Typography>
      <LibraryControls
        q={filters.q}
        sort={filters.sort}
        onSearch={(q) => update({ ...filters, q })}
        onSort={(sort) => update({ ...filters, sort })}
      />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <TagFilters facets={facets} selected={filters.tags} onToggle={toggle} />
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <Typography role="status" sx={{ fontWeight: 700, mb: 1 }}>
            {resultSummary(results.length, matchingLinks.length)}
          </Typography>
          {empty ? (
            <Box sx={{ py: 4 }}>
              <Typography sx={{ mb: 2 }}>
                No documents or websites match your search and filters. Try fewer words or other tags.
              </Typography>
              {hasActiveFilters(filters) && (
                <Button variant="contained" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </Box>
          ) : (
            <>
              {results.length === 0 ? (
                <Typography sx={{ py: 2 }}>No documents match; see the related websites below.</Typography>
              ) : (
                <DocumentResultList docs={results} />
              )}
              <RelatedWebsites links={matchingLinks} />
            </>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
