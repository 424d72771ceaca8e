import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmissionList } from '@/components/admin/SubmissionList';
import { RoleLinks } from '@/components/auth/RoleLinks';
import { page } from '@/lib/server/pages';
import { getListing } from '@/lib/server/services/spatialData';
import type { Role } from '@/lib/shared/schemas/people';
import type { ListingItem } from '@/lib/shared/schemas/spatialData';

interface Props {
  email: string;
  roles: Role[];
  listing: ListingItem[];
}

/** The spatial-data area's start: where each role goes, and the person's own submissions. */
export default function SpatialDataHome({ email, roles, listing }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">Spatial data</Typography>
      <Typography>
        Signed in as <strong>{email}</strong>. Local governments send OIPI their spatial data here, such as
        Urban Development Area boundaries, and OIPI staff review it before it is published on the Map
        Explorer.
      </Typography>
      <Typography variant="h2">Where to go</Typography>
      <RoleLinks roles={roles} />
      <Typography variant="h2">Your submissions</Typography>
      <SubmissionList items={listing} caption="Your spatial-data submissions, most recently changed first" />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data',
  async (_ctx, user) => ({
    props: { email: user.email, roles: user.roles, listing: await getListing(user) },
  }),
  { auth: 'signed-in' },
);
