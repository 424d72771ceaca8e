import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { AnswersView } from '@/components/gapTa/applications/AnswersView';
import { ClarificationsView } from '@/components/gapTa/applications/ClarificationsView';
import { HistoryList } from '@/components/gapTa/applications/HistoryList';
import { ReviewPanel } from '@/components/gapTa/applications/ReviewPanel';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { getApplication } from '@/lib/server/services/gapTaApplications';
import { virginiaDateTime } from '@/lib/shared/dates';
import { APPLICATION_STATUS_LABELS } from '@/lib/shared/schemas/gapTaApplications/rules';
import { GAP_TA_REVIEW, studyPath } from '@/lib/shared/routes';
import { ApplicationPageQuery, type Application } from '@/lib/shared/schemas/gapTaApplications';
import { withMui } from '@/lib/client/withMui';

interface Props {
  application: Application | null;
  me: string;
}

/** One sent application for GAP-TA reviewers: answers, map, files, history, scores and the next step. */
function ReviewApplication({ application, me }: Props) {
  const [app, setApp] = useState(application);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Link component={NextLink} href={GAP_TA_REVIEW}>
        Back to the review queue
      </Link>
      {!app ? (
        <>
          <Typography variant="h1">GAP-TA application</Typography>
          <Typography>No application was chosen: open one from the review queue.</Typography>
        </>
      ) : (
        <>
          <Typography variant="h1">
            {app.trackingNumber}: {app.locality}
          </Typography>
          <Typography role="status" data-testid="review-status">
            {APPLICATION_STATUS_LABELS[app.status]}. Component {app.component.number} ({app.component.title}),{' '}
            {app.cycleTitle}. Sent {app.submittedAt ? virginiaDateTime(app.submittedAt) : ''}.
            {app.gapId ? ' The study is published.' : ''}
          </Typography>
          {app.gapId && (
            <Link component={NextLink} href={studyPath(app.gapId)}>
              Open the study’s map page
            </Link>
          )}
          <ClarificationsView app={app} />
          <ReviewPanel app={app} me={me} onChange={setApp} />
          <AnswersView app={app} />
          <HistoryList events={app.history} staff applicationId={app.id} />
        </>
      )}
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/gap-ta/application',
  async (ctx, user) => {
    const { id } = parsePageQuery(ApplicationPageQuery, ctx.query, {
      status: 404,
      back: { href: GAP_TA_REVIEW, label: 'The review queue' },
    });
    return { props: { application: id ? await getApplication(user, id) : null, me: user.id } };
  },
  { auth: ['gap-reviewer'] },
);

export default withMui(ReviewApplication);
