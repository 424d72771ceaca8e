import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { SubmissionWizard } from '@/components/admin/spatialData/SubmissionWizard';
import { SubmissionTable } from '@/components/admin/spatialData/SubmissionTable';
import { env } from '@/lib/server/env';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { getSubmission, listOpenLayers, organizationListing } from '@/lib/server/services/spatialData';
import { organizationById } from '@/lib/shared/organizations';
import { intakePath, ROUTES } from '@/lib/shared/routes';
import type { SpatialLayer, SubmissionDetail, SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import { IntakePageQuery } from '@/lib/shared/schemas/spatialData';
import { withMui } from '@/lib/client/withMui';

interface Props {
  organization: string | null;
  layers: SpatialLayer[];
  detail: SubmissionDetail | null;
  listing: SubmissionSummary[];
  maxUploadMb: number;
}

/** Submitters: start a submission, upload, read the pre-flight report and preview, submit for review. */
function Intake({ organization, layers, detail, listing, maxUploadMb }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">Spatial-data intake</Typography>
      <Typography>
        You submit for{' '}
        <strong>{organization ?? 'no organization yet (ask an administrator to set it)'}</strong>. Upload a
        file to see a pre-flight report and a preview before anything goes to OIPI.
        {detail && (
          <>
            {' '}
            <Link component={NextLink} href={`${ROUTES.spatialData}/intake`}>
              Start another submission
            </Link>
            .
          </>
        )}
      </Typography>
      {organization && <SubmissionWizard layers={layers} detail={detail} maxUploadMb={maxUploadMb} />}
      <Typography variant="h2">Your organization’s submissions</Typography>
      <SubmissionTable
        items={listing}
        caption="Your organization’s spatial-data submissions, most recently changed first"
        hrefOf={(s) => intakePath(s.submissionID)}
      />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data/intake',
  async (ctx, user) => {
    // A bad or unknown ?submission= is a 4xx notice saying so (parsePageQuery, getSubmission's HttpError).
    const { submission } = parsePageQuery(IntakePageQuery, ctx.query, {
      back: { href: `${ROUTES.spatialData}/intake`, label: 'Start a submission' },
    });
    const detail: SubmissionDetail | null = submission ? await getSubmission(user, submission) : null;
    return {
      props: {
        organization: user.organizationId ? (organizationById(user.organizationId)?.name ?? null) : null,
        layers: await listOpenLayers(),
        detail,
        listing: await organizationListing(user),
        maxUploadMb: env().INTAKE_MAX_UPLOAD_MB,
      },
    };
  },
  { auth: ['submitter'] },
);

export default withMui(Intake);
