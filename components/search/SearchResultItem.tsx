import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import type { SearchResult } from '@/lib/shared/schemas/search';
import { HighlightedText } from './HighlightedText';

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
  return sitePage ? (
    <Link component={NextLink} href={url}>
      {title}
    </Link>
  ) : (
    <Link href={url}>{title}</Link>
  );
}

/** One search result: type, title link, highlighted snippet, date and tags. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
        {typeLabel(result)}
      </Typography>
      <Typography component="h3" variant="itemTitle" sx={{ my: 0.5 }}>
        <ResultLink url={result.url} title={result.title} />
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <HighlightedText snippet={result.snippet} />
      </Typography>
      {(result.date || result.tags.length > 0) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {result.date && (
            <Typography variant="body2" color="text.secondary">
              {result.date}
            </Typography>
          )}
          {result.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The list of results of one page. */
export function SearchResultList({ results }: { results: readonly SearchResult[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }}>
      {results.map((r) => (
        <SearchResultItem key={r.id} result={r} />
      ))}
    </Box>
  );
}
