import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { ApplicationForm } from '@/components/gapTa/applications/ApplicationForm';
import { StatusView } from '@/components/gapTa/applications/StatusView';
import type { LocalityOption } from '@/components/gapTa/applications/StudyAreaEditor';
import { virginiaLocalities } from '@/lib/server/geo/virginia';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { getApplication } from '@/lib/server/services/gapTaApplications';
import { applicationReviewPath, GAP_TA_APPLICATIONS } from '@/lib/shared/routes';
import { ApplicationPageQuery, type Application } from '@/lib/shared/schemas/gapTaApplications';
import { withMui } from '@/lib/client/withMui';

interface Props {
  application: Application | null;
  localities: LocalityOption[];
}

/** One application: the form while it is an open draft, then its status page (the same address). */
function ApplicationPage({ application, localities }: Props) {
  const [sent, setSent] = useState<Application | null>(null);
  const app = sent ?? application;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Link component={NextLink} href={GAP_TA_APPLICATIONS}>
        Back to your applications
      </Link>
      {!app ? (
        <>
          <Typography variant="h1">GAP-TA application</Typography>
          <Typography>No application was chosen: open one from your list of applications.</Typography>
        </>
      ) : (
        <>
          <Typography variant="h1">
            {app.editable ? 'GAP-TA application' : `GAP-TA application ${app.trackingNumber ?? '(not sent)'}`}
            : {app.locality}
          </Typography>
          {app.scores !== null ? (
            <Typography>
              You review applications for OIPI:{' '}
              <Link component={NextLink} href={applicationReviewPath(app.id)}>
                open this one on the review page
              </Link>
              .
            </Typography>
          ) : app.editable && !sent ? (
            <ApplicationForm
              initial={app}
              localities={localities}
              onSent={(a) => {
                setSent(a);
                window.scrollTo(0, 0);
              }}
            />
          ) : app.status === 'draft' ? (
            <Typography>
              This draft was not sent before the application window closed, so it can no longer be sent.
            </Typography>
          ) : (
            <StatusView initial={app} justSent={sent !== null} />
          )}
        </>
      )}
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/gap-ta/applications/application',
  async (ctx, user) => {
    const { id } = parsePageQuery(ApplicationPageQuery, ctx.query, {
      status: 404,
      back: { href: GAP_TA_APPLICATIONS, label: 'Your applications' },
    });
    const application = id ? await getApplication(user, id) : null;
    const localities = application?.editable
      ? virginiaLocalities()
          .map((l) => ({ fips: l.fips, name: l.name, bbox: l.bbox }))
          .sort((a, b) => a.name.localeCompare(b.name))
      : [];
    return { props: { application, localities } };
  },
  { auth: 'signed-in' },
);

export default withMui(ApplicationPage);
