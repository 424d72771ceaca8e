import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { searchHref, type SearchParams } from '@/lib/shared/searchParams';

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
    <Box component="section" aria-labelledby="search-popular-pages" sx={{ mt: 3 }}>
      <Typography id="search-popular-pages" component="h2" variant="panelTitle" sx={{ mb: 1 }}>
        Popular pages
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {POPULAR_PAGES.map((p) => (
          <li key={p.href}>
            <Link component={NextLink} href={p.href}>
              {p.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Before any query: what the search covers, and where people usually go. */
export function SearchHelp() {
  return (
    <>
      <Typography>
        Type words in the box above and press Enter to search VTrans web pages, documents (including the text
        of PDFs) and data.
      </Typography>
      <PopularPages />
    </>
  );
}

/** 'Did you mean …?' linking to the search for the spelling suggestion, when there is one. */
export function Suggestion({ params, suggestion }: { params: SearchParams; suggestion: string | null }) {
  if (!suggestion) return null;
  return (
    <Typography sx={{ mb: 2 }}>
      Did you mean{' '}
      <Link component={NextLink} href={searchHref({ ...params, search: suggestion, page: 1 })} shallow>
        {suggestion}
      </Link>
      ?
    </Typography>
  );
}

/** Nothing found: the spelling suggestion when there is one, tips, and the popular pages. */
export function NoResults({ params, suggestion }: { params: SearchParams; suggestion: string | null }) {
  return (
    <Box sx={{ py: 2 }}>
      <Suggestion params={params} suggestion={suggestion} />
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        Search tips
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        <li>Use fewer or more general words.</li>
        <li>Check the spelling.</li>
        {params.phrase && <li>Turn off Match whole phrase to find the words anywhere.</li>}
        {params.sources.length > 0 && <li>Choose All to search web pages, documents and data.</li>}
      </Box>
      <PopularPages />
    </Box>
  );
}
