import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { IntakeWizard } from '@/components/admin/intake/IntakeWizard';
import { SubmissionTable } from '@/components/admin/intake/SubmissionTable';
import { env } from '@/lib/server/env';
import { page } from '@/lib/server/pageProps';
import { getSubmission, organizationListing } from '@/lib/server/services/intake';
import { listOpenLayers } from '@/lib/server/services/spatialData';
import { HttpError } from '@/lib/shared/errors';
import { organizationById } from '@/lib/shared/organizations';
import type { SpatialLayer, SubmissionDetail, SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import { SubmissionQuery } from '@/lib/shared/schemas/spatialData';

interface Props {
  organization: string | null;
  layers: SpatialLayer[];
  detail: SubmissionDetail | null;
  listing: SubmissionSummary[];
  maxUploadMb: number;
}

/** Submitters: start a submission, upload, read the pre-flight report and preview, submit for review. */
export default function Intake({ organization, layers, detail, listing, maxUploadMb }: Props) {
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
            <Link component={NextLink} href="/admin/spatial-data/intake">
              Start another submission
            </Link>
            .
          </>
        )}
      </Typography>
      {organization && <IntakeWizard layers={layers} detail={detail} maxUploadMb={maxUploadMb} />}
      <Typography variant="h2">Your organization’s submissions</Typography>
      <SubmissionTable
        items={listing}
        caption="Your organization’s spatial-data submissions, most recently changed first"
        hrefOf={(s) => `/admin/spatial-data/intake?submission=${s.submissionID}`}
      />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/spatial-data/intake',
  async (ctx, user) => {
    let detail: SubmissionDetail | null = null;
    if (ctx.query.submission !== undefined) {
      const parsed = SubmissionQuery.safeParse({ submissionID: ctx.query.submission });
      if (!parsed.success) return { notFound: true };
      try {
        detail = await getSubmission(user, parsed.data.submissionID);
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return { notFound: true };
        throw err;
      }
    }
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
