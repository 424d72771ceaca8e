import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { ReviewPanel } from '@/components/admin/spatialData/ReviewPanel';
import {
  ReviewQueueFilters,
  type ReviewQueueFilterValues,
} from '@/components/admin/spatialData/ReviewQueueFilters';
import { SubmissionTable } from '@/components/admin/spatialData/SubmissionTable';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import {
  getSubmission,
  reviewFilterChoices,
  reviewQueue,
  type FilterChoice,
} from '@/lib/server/services/spatialData';
import { OVERDUE_DAYS } from '@/lib/shared/schemas/spatialData/rules';
import { reviewPath } from '@/lib/shared/routes';
import type { SubmissionDetail, SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import { ReviewQueueQuery } from '@/lib/shared/schemas/spatialData';
import { withMui } from '@/lib/client/withMui';

interface Props {
  queue: SubmissionSummary[];
  filters: ReviewQueueFilterValues;
  layers: FilterChoice[];
  organizations: FilterChoice[];
  detail: SubmissionDetail | null;
}

/** Reviewers: the queue with filters and overdue marks; one submission opened with its report and actions. */
function Review({ queue, filters, layers, organizations, detail }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">Spatial-data review</Typography>
      {detail ? (
        <>
          <Link component={NextLink} href={reviewPath()}>
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
          <ReviewQueueFilters filters={filters} layers={layers} organizations={organizations} />
          <SubmissionTable
            items={queue}
            queue
            caption="Review queue: submissions past draft, oldest change first"
            hrefOf={(s) => reviewPath(s.submissionID)}
          />
        </>
      )}
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data/review',
  async (ctx, user) => {
    const f = parsePageQuery(ReviewQueueQuery, ctx.query, {
      back: { href: reviewPath(), label: 'See the whole queue' },
    });
    const [detail, queue, choices] = await Promise.all([
      f.submission ? getSubmission(user, f.submission) : null,
      reviewQueue({
        layerID: f.layer,
        status: f.status,
        organizationID: f.organization,
        olderThanDays: f.age,
      }),
      reviewFilterChoices(),
    ]);
    const filters = {
      layer: f.layer ?? '',
      status: f.status ?? '',
      organization: f.organization ?? '',
      age: f.age === undefined ? '' : String(f.age),
    };
    return { props: { queue, filters, ...choices, detail } };
  },
  { auth: ['reviewer'] },
);

export default withMui(Review);
