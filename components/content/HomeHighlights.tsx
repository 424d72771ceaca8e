import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import type { ByTheNumbers } from '@/lib/shared/schemas/content';
import type { Update } from '@/lib/shared/schemas/updates';

interface Props {
  updates: Update[];
  numbers: ByTheNumbers[];
}

/** The home page's newest updates and headline figures. */
export function HomeHighlights({ updates, numbers }: Props) {
  return (
    <>
      <Typography variant="h2" gutterBottom>
        Latest updates
      </Typography>
      <Box component="ul" sx={{ pl: 2, mb: 4 }}>
        {updates.map((u) => (
          <li key={u.Key}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              <time dateTime={usDateToIso(u.Date)}>{u.Date}</time> · {u.Title}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mb: 1 }}>
              {u.Intro}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="h2" gutterBottom>
        VTrans by the numbers
      </Typography>
      <Grid container spacing={2} component="dl">
        {numbers.map((n) => (
          <Grid key={n.label} size={{ xs: 6, md: 2 }}>
            <Typography component="dt" sx={{ fontSize: 32, fontWeight: 700, color: 'primary.main' }}>
              {n.value}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {n.label}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Typography sx={{ mt: 4 }}>
        The data behind these pages is open:{' '}
        <Link component={NextLink} href="/api/updates">
          program updates as JSON
        </Link>
        .
      </Typography>
    </>
  );
}
