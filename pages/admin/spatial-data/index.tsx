import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { SubmissionTable } from '@/components/admin/spatialData/SubmissionTable';
import { RoleLinks } from '@/components/auth/RoleLinks';
import { page } from '@/lib/server/pageProps';
import { organizationListing, reviewQueueOverview } from '@/lib/server/services/spatialData';
import { organizationById } from '@/lib/shared/organizations';
import { intakePath, reviewPath, ROUTES } from '@/lib/shared/routes';
import { hasRole, type Role } from '@/lib/shared/schemas/people';
import type { SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import { withMui } from '@/lib/client/withMui';

interface Props {
  email: string;
  roles: Role[];
  organization: string | null;
  listing: SubmissionSummary[] | null;
  /** A reviewer's queue: what they act on next, how many wait and how many are overdue. */
  queue: { open: SubmissionSummary[]; waiting: number; overdue: number } | null;
}

/** The spatial-data area's start: a submitter's organisation's submissions, a reviewer's queue. */
function SpatialDataHome({ email, roles, organization, listing, queue }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">Spatial data</Typography>
      <Typography>
        Signed in as <strong>{email}</strong>. Local governments send OIPI their spatial data here, such as
        Urban Development Area boundaries, and OIPI staff review it before it is published on the Map
        Explorer.
      </Typography>
      <Typography variant="h2">Where to go</Typography>
      <RoleLinks roles={roles} />
      {listing && (
        <>
          <Typography variant="h2">
            {organization ? `${organization}’s submissions` : 'Your submissions'}
          </Typography>
          <div>
            <Button component={NextLink} href={`${ROUTES.spatialData}/intake`} variant="contained">
              Start a new submission
            </Button>
          </div>
          <SubmissionTable
            items={listing}
            caption="Your organization’s submissions with their status and next step, most recently changed first"
            hrefOf={(s) => intakePath(s.submissionID)}
          />
        </>
      )}
      {queue && (
        <>
          <Typography variant="h2">Review queue</Typography>
          <Typography>
            {queue.waiting} waiting for review, {queue.overdue} overdue. Filter the queue on the{' '}
            <NextLink href={reviewPath()}>review page</NextLink>.
          </Typography>
          <SubmissionTable
            items={queue.open}
            queue
            caption="Submissions waiting for a reviewer or for publishing, oldest change first"
            hrefOf={(s) => reviewPath(s.submissionID)}
          />
        </>
      )}
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data',
  async (_ctx, user) => ({
    props: {
      email: user.email,
      roles: user.roles,
      organization: user.organizationId ? (organizationById(user.organizationId)?.name ?? null) : null,
      listing:
        hasRole(user, 'submitter') && user.roles.includes('submitter')
          ? await organizationListing(user)
          : null,
      queue: hasRole(user, 'reviewer') ? await reviewQueueOverview() : null,
    },
  }),
  { auth: 'signed-in' },
);

export default withMui(SpatialDataHome);
