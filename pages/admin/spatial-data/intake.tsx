import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmissionList } from '@/components/admin/SubmissionList';
import { page } from '@/lib/server/pages';
import { getListing } from '@/lib/server/services/spatialData';
import { organizationById } from '@/lib/shared/organizations';
import type { ListingItem } from '@/lib/shared/schemas/spatialData';

interface Props {
  organization: string | null;
  listing: ListingItem[];
}

/** Submitters: their organization and submissions. (Uploading comes with the intake workflow's own issue.) */
export default function Intake({ organization, listing }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">Spatial-data intake</Typography>
      <Typography>
        You submit for{' '}
        <strong>{organization ?? 'no organization yet (ask an administrator to set it)'}</strong>. Each
        submission below shows where it stands in OIPI’s review. Sending new files from this page is the next
        step of the intake workflow and is not open yet; until then, send files to the VTrans team through the
        contact page.
      </Typography>
      <SubmissionList items={listing} caption="Your submissions and their status" />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data/intake',
  async (_ctx, user) => ({
    props: {
      organization: user.organizationId ? (organizationById(user.organizationId)?.name ?? null) : null,
      listing: await getListing(user),
    },
  }),
  { auth: ['submitter'] },
);
