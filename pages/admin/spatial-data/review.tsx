import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RoleLinks } from '@/components/auth/RoleLinks';
import { page } from '@/lib/server/pages';
import type { Role } from '@/lib/shared/schemas/people';

interface Props {
  roles: Role[];
}

/** Reviewers only. The review queue itself arrives with the review workflow's own issue. */
export default function Review({ roles }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">Spatial-data review</Typography>
      <Typography>
        This page is for OIPI reviewers. The review queue (every submission, with its files, map preview and
        status changes) is the next step of the review workflow and is not open yet. Reviewers can already
        list any person’s submissions through the listing API with their <code>userID</code>.
      </Typography>
      <Typography variant="h2">Other areas</Typography>
      <RoleLinks roles={roles} />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data/review',
  async (_ctx, user) => ({ props: { roles: user.roles } }),
  { auth: ['reviewer'] },
);
