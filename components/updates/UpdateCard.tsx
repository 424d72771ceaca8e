import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import { PROGRAM_LABELS } from '@/lib/shared/paging';
import { updatePath } from '@/lib/shared/routes';
import type { Update } from '@/lib/shared/schemas/updates';

/** One update in the list: date, program, title linking to the update, and its intro. */
export function UpdateCard({ update }: { update: Update }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
        </Typography>
        <Chip
          size="small"
          label={PROGRAM_LABELS[update.Program]}
          color={update.Program === 'gap-ta' ? 'secondary' : 'primary'}
        />
      </Box>
      <Typography component="h3" variant="cardTitle" sx={{ mb: 0.5 }}>
        <Link component={NextLink} href={updatePath(update.Key)}>
          {update.Title}
        </Link>
      </Typography>
      <Typography sx={{ maxWidth: 900 }}>{update.Intro}</Typography>
    </Box>
  );
}
