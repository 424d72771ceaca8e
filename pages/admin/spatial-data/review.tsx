import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { ReviewPanel } from '@/components/admin/intake/ReviewPanel';
import { SubmissionTable } from '@/components/admin/intake/SubmissionTable';
import { page } from '@/lib/server/pageProps';
import { getSubmission, reviewQueue, type QueueQuery } from '@/lib/server/services/intake';
import { listOpenLayers } from '@/lib/server/services/spatialData';
import { HttpError } from '@/lib/shared/errors';
import { OVERDUE_DAYS, STATUS_LABELS, SUBMISSION_STATUSES } from '@/lib/shared/intake';
import type { SubmissionDetail, SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import { ReviewQueueQuery } from '@/lib/shared/schemas/spatialData';

interface Props {
  queue: SubmissionSummary[];
  filters: { layer: string; status: string; organization: string; age: string };
  layers: Array<{ id: string; name: string }>;
  organizations: Array<{ id: string; name: string }>;
  detail: SubmissionDetail | null;
}

function Filters({ filters, layers, organizations }: Pick<Props, 'filters' | 'layers' | 'organizations'>) {
  const select = (name: keyof Props['filters'], label: string, options: Array<[string, string]>) => (
    <TextField
      select
      name={name}
      label={label}
      defaultValue={filters[name]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">Any</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box component="form" method="get" action="/admin/spatial-data/review" aria-label="Filter the queue">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {select(
          'layer',
          'Layer',
          layers.map((l) => [l.id, l.name]),
        )}
        {select(
          'status',
          'Status',
          SUBMISSION_STATUSES.filter((s) => s !== 'draft').map((s) => [s, STATUS_LABELS[s]]),
        )}
        {select(
          'organization',
          'Organization',
          organizations.map((o) => [o.id, o.name]),
        )}
        {select('age', 'Unchanged for', [
          ['7', 'a week or more'],
          [String(OVERDUE_DAYS), `${OVERDUE_DAYS} days or more (overdue)`],
          ['30', '30 days or more'],
        ])}
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          Filter
        </Button>
      </Stack>
    </Box>
  );
}

/** Reviewers: the queue with filters and overdue marks; one submission opened with its report and actions. */
export default function Review({ queue, filters, layers, organizations, detail }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">Spatial-data review</Typography>
      {detail ? (
        <>
          <Link component={NextLink} href="/admin/spatial-data/review">
            Back to the review queue
          </Link>
          <ReviewPanel initial={detail} />
        </>
      ) : (
        <>
          <Typography>
            Every submission sent for review, oldest change first. Submissions waiting more than{' '}
            {OVERDUE_DAYS} days for a reviewer are marked overdue.
          </Typography>
          <Filters filters={filters} layers={layers} organizations={organizations} />
          <SubmissionTable
            items={queue}
            queue
            caption="Review queue: submissions past draft, oldest change first"
            hrefOf={(s) => `/admin/spatial-data/review?submission=${s.submissionID}`}
          />
        </>
      )}
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data/review',
  async (ctx, user) => {
    const parsed = ReviewQueueQuery.safeParse(ctx.query);
    const f = parsed.success ? parsed.data : {};
    let detail: SubmissionDetail | null = null;
    if (f.submission) {
      try {
        detail = await getSubmission(user, f.submission);
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return { notFound: true };
        throw err;
      }
    }
    const query: QueueQuery = {
      layerID: f.layer,
      status: f.status,
      organizationID: f.organization,
      olderThanDays: f.age,
    };
    const [queue, all, layers] = await Promise.all([reviewQueue(query), reviewQueue({}), listOpenLayers()]);
    const organizations = [...new Map(all.map((s) => [s.organizationID, s.organization])).entries()]
      .filter(([id]) => id !== null)
      .map(([id, name]) => ({ id: id!, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      props: {
        queue,
        filters: {
          layer: f.layer ?? '',
          status: f.status ?? '',
          organization: f.organization ?? '',
          age: f.age === undefined ? '' : String(f.age),
        },
        layers: layers.map((l) => ({ id: l.layerID, name: l.layerName })),
        organizations,
        detail,
      },
    };
  },
  { auth: ['reviewer'] },
);
