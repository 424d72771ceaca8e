import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { ApplicationTable } from '@/components/gapTa/applications/ApplicationTable';
import { CycleEditor } from '@/components/gapTa/applications/CycleEditor';
import { exportHref, packetsHref } from '@/lib/client/gapTa';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { listCycles, reviewQueue } from '@/lib/server/services/gapTaApplications';
import { virginiaDateTime } from '@/lib/shared/dates';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
} from '@/lib/shared/schemas/gapTaApplications/rules';
import { applicationReviewPath, GAP_TA_REVIEW } from '@/lib/shared/routes';
import { QueuePageQuery, type ApplicationSummary, type Cycle } from '@/lib/shared/schemas/gapTaApplications';
import { withMui } from '@/lib/client/withMui';

interface Props {
  cycles: Cycle[];
  queue: ApplicationSummary[];
  filters: { cycle: string; component: string; status: string };
}

const STATE_LABELS: Record<Cycle['state'], string> = {
  upcoming: 'not open yet',
  open: 'open',
  closed: 'closed',
};

/** GAP-TA reviewers: the queue by cycle, component and status; the export; the cycles and their dates. */
function GapTaReview({ cycles, queue, filters }: Props) {
  const router = useRouter();
  const cycle = cycles.find((c) => String(c.id) === filters.cycle);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">GAP-TA applications: review</Typography>
      <Stack
        component="form"
        method="get"
        action={GAP_TA_REVIEW}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label="Filter the queue"
      >
        <TextField
          select
          id="filter-cycle"
          name="cycle"
          label="Cycle"
          defaultValue={filters.cycle}
          sx={{ minWidth: 260 }}
        >
          {cycles.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="filter-component"
          name="component"
          label="Component"
          defaultValue={filters.component}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Any</MenuItem>
          {[1, 2, 3, 4].map((n) => (
            <MenuItem key={n} value={String(n)}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="filter-status"
          name="status"
          label="Status"
          defaultValue={filters.status}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Any</MenuItem>
          {APPLICATION_STATUSES.filter((s) => s !== 'draft').map((s) => (
            <MenuItem key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Button type="submit" variant="outlined">
            Show
          </Button>
        </div>
      </Stack>
      {cycle && (
        <Typography>
          <Link href={exportHref(cycle.id)}>Download {cycle.title} as CSV</Link> (every sent application with
          its contact, status and scores; safe to open in a spreadsheet) or{' '}
          <Link href={packetsHref(cycle.id)}>its PDF packets as a zip</Link> (each application’s PDF copy and
          letter of support).
        </Typography>
      )}
      <ApplicationTable
        items={queue}
        staff
        caption="Sent applications, newest first, with how many reviewers scored each and the average total"
        hrefOf={(a) => applicationReviewPath(a.id)}
      />
      <Typography variant="h2">Application cycles</Typography>
      <ul>
        {cycles.map((c) => (
          <li key={c.id}>
            {c.title}: {virginiaDateTime(c.opensAt)} to {virginiaDateTime(c.closesAt)} (
            {STATE_LABELS[c.state]}), components {c.components.map((x) => x.number).join(', ')}
            {c.illustrative ? ' (illustrative dates)' : ''}
          </li>
        ))}
      </ul>
      {cycles.map((c) => (
        <details key={c.id}>
          <summary>Change {c.title}</summary>
          <CycleEditor cycle={c} onSaved={() => void router.replace(router.asPath)} />
        </details>
      ))}
      <details>
        <summary>Open a new cycle</summary>
        <CycleEditor cycle={null} onSaved={() => void router.replace(router.asPath)} />
      </details>
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/gap-ta',
  async (ctx, user) => {
    const f = parsePageQuery(QueuePageQuery, ctx.query, {
      back: { href: GAP_TA_REVIEW, label: 'See the whole queue' },
    });
    const cycles = await listCycles();
    const cycle = f.cycle ?? cycles.find((c) => c.state !== 'upcoming')?.id ?? cycles[0]?.id;
    const queue = await reviewQueue(user, { cycle, component: f.component, status: f.status });
    return {
      props: {
        cycles,
        queue,
        filters: {
          cycle: cycle ? String(cycle) : '',
          component: f.component ? String(f.component) : '',
          status: f.status ?? '',
        },
      },
    };
  },
  { auth: ['gap-reviewer'] },
);

export default withMui(GapTaReview);
