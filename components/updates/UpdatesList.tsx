import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { PROGRAM_LABELS, type UpdateProgram, type UpdatesPage } from '@/lib/shared/paging';
import { updatesListPath } from '@/lib/shared/routes';
import { UpdateCard } from './UpdateCard';
import { LinkPagination } from '@/components/common/LinkPagination';

const PROGRAMS: Array<UpdateProgram | null> = [null, 'vtrans', 'gap-ta'];

function ProgramFilter({ program }: { program: UpdateProgram | null }) {
  return (
    <Box component="nav" aria-label="Filter updates by program" sx={{ display: 'flex', gap: 1, mb: 2 }}>
      {PROGRAMS.map((p) => (
        <Chip
          key={p ?? 'all'}
          component={NextLink}
          href={updatesListPath(1, p)}
          clickable
          label={p ? PROGRAM_LABELS[p] : 'All programs'}
          color={p === program ? 'primary' : 'default'}
          variant={p === program ? 'filled' : 'outlined'}
          aria-current={p === program ? 'page' : undefined}
        />
      ))}
    </Box>
  );
}

/** The program updates, newest first, ten a page, with a program filter and a link to the RSS feed. */
export function UpdatesList(props: UpdatesPage) {
  const feed = (
    <Link href="/updates.xml" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <RssFeedIcon fontSize="small" aria-hidden />
      RSS feed of all updates
    </Link>
  );
  const { updates, page, pageCount, total, program } = props;
  const from = (page - 1) * 10 + 1;
  return (
    <Box component="section" aria-labelledby="updates-heading">
      <Typography id="updates-heading" variant="h2" sx={{ mb: 2 }}>
        {program ? `${PROGRAM_LABELS[program]} updates` : 'All updates'}
      </Typography>
      <ProgramFilter program={program} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography aria-live="polite">
          {total === 0 ? 'No updates yet.' : `Showing ${from}–${from + updates.length - 1} of ${total}`}
        </Typography>
        {feed}
      </Box>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {updates.map((u) => (
          <UpdateCard key={u.Key} update={u} />
        ))}
      </Box>
      <LinkPagination
        page={page}
        pageCount={pageCount}
        label="Pages of updates"
        href={(n) => updatesListPath(n, program)}
      />
    </Box>
  );
}
