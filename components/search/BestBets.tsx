import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useId } from 'react';
import type { BestBet } from '@/lib/shared/schemas/search';

/** Hand-picked pages for the query, pinned above the results in a highlighted 'Recommended' box. */
export function BestBets({ bets }: { bets: readonly BestBet[] }) {
  const headingId = useId();
  if (bets.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 2, borderColor: 'primary.main', borderRadius: 1, bgcolor: 'action.hover', p: 2, mb: 3 }}
    >
      <Typography id={headingId} variant="cardTitle" component="h2" sx={{ mb: 1 }}>
        Recommended
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {bets.map((bet) => (
          <li key={bet.url}>
            <Typography component="h3" variant="itemTitle">
              {bet.url.startsWith('/') && !bet.url.startsWith('//') ? (
                <Link component={NextLink} href={bet.url}>
                  {bet.title}
                </Link>
              ) : (
                <Link href={bet.url}>{bet.title}</Link>
              )}
            </Typography>
            <Typography variant="body2">{bet.description}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
