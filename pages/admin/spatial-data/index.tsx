import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { SubmissionTable } from '@/components/admin/intake/SubmissionTable';
import { RoleLinks } from '@/components/auth/RoleLinks';
import { page } from '@/lib/server/pageProps';
import { organizationListing, reviewQueue } from '@/lib/server/services/intake';
import { organizationById } from '@/lib/shared/organizations';
import { hasRole, type Role } from '@/lib/shared/schemas/people';
import type { SubmissionSummary } from '@/lib/shared/schemas/spatialData';

interface Props {
  email: string;
  roles: Role[];
  organization: string | null;
  listing: SubmissionSummary[] | null;
  queue: SubmissionSummary[] | null;
}

/** The spatial-data area's start: a submitter's organisation's submissions, a reviewer's queue. */
export default function SpatialDataHome({ email, roles, organization, listing, queue }: Props) {
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
            <Button component={NextLink} href="/admin/spatial-data/intake" variant="contained">
              Start a new submission
            </Button>
          </div>
          <SubmissionTable
            items={listing}
            caption="Your organization’s submissions with their status and next step, most recently changed first"
            hrefOf={(s) => `/admin/spatial-data/intake?submission=${s.submissionID}`}
          />
        </>
      )}
      {queue && (
        <>
          <Typography variant="h2">Review queue</Typography>
          <Typography>
            {queue.filter((s) => s.status === 'submitted' || s.status === 'in-review').length} waiting for
            review, {queue.filter((s) => s.overdue).length} overdue. Filter the queue on the{' '}
            <NextLink href="/admin/spatial-data/review">review page</NextLink>.
          </Typography>
          <SubmissionTable
            items={queue.filter(
              (s) => s.status === 'submitted' || s.status === 'in-review' || s.status === 'approved',
            )}
            queue
            caption="Submissions waiting for a reviewer or for publishing, oldest change first"
            hrefOf={(s) => `/admin/spatial-data/review?submission=${s.submissionID}`}
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
      queue: hasRole(user, 'reviewer') ? await reviewQueue({}) : null,
    },
  }),
  { auth: 'signed-in' },
);
