import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { answerClarification } from '@/lib/client/gapTa';
import { virginiaDateTime } from '@/lib/shared/dates';
import { APPLICATION_STATUS_LABELS } from '@/lib/shared/gapTaApplications';
import { studyPath } from '@/lib/shared/routes';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { AnswersView } from './AnswersView';
import { FormMessage } from './FormMessage';
import { WrittenAction } from './WrittenAction';
import { HistoryList } from './HistoryList';

const NEXT: Record<Application['status'], string> = {
  draft: 'It has not been sent yet.',
  submitted: 'OIPI has it and will start the review after the window closes.',
  'under-review': 'OIPI reviewers are scoring it against the component’s criteria.',
  'clarification-requested': 'OIPI asks a question before going on: answer it below.',
  awarded: 'Technical assistance was awarded. OIPI will contact you about the scope and the kickoff.',
  declined: 'Technical assistance was not awarded this cycle. The decision letter says why.',
  waitlisted: 'The application is on the waiting list: OIPI will tell you if assistance becomes available.',
};

/** The status page an applicant returns to: where the application stands, a question to answer, the history. */
export function StatusView({ initial, justSent }: { initial: Application; justSent: boolean }) {
  const [app, setApp] = useState(initial);
  const [answer, setAnswer] = useState('');
  const { busy, message, run } = useSubmit();
  return (
    <Stack spacing={3}>
      {justSent && (
        <Alert severity="success" role="status">
          Sent. Your tracking number is {app.trackingNumber}. A receipt with a PDF copy of your answers is on
          its way to {app.contactEmail}.
        </Alert>
      )}
      <dl data-testid="application-status">
        <dt>Status</dt>
        <dd>
          <strong>{APPLICATION_STATUS_LABELS[app.status]}</strong>. {NEXT[app.status]}
        </dd>
        <dt>Tracking number</dt>
        <dd>{app.trackingNumber}</dd>
        {app.submittedAt && (
          <>
            <dt>Sent</dt>
            <dd>{virginiaDateTime(app.submittedAt)}</dd>
          </>
        )}
      </dl>
      {app.gapId && (
        <Typography>
          The study now has its own page:{' '}
          <Link component={NextLink} href={studyPath(app.gapId)}>
            {app.title} on the GAP-TA study map
          </Link>
          .
        </Typography>
      )}
      {app.clarification && (
        <Stack component="section" spacing={2} aria-labelledby="clarify-heading">
          <Typography variant="h2" id="clarify-heading">
            OIPI asks for clarification
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{app.clarification}</Typography>
          <WrittenAction
            id="clarification-answer"
            label="Your answer"
            rows={4}
            value={answer}
            onChange={setAnswer}
            busy={busy}
            action="Send the answer"
            onAction={() =>
              void run(async () => {
                setApp(await answerClarification(app.id, answer));
                setAnswer('');
                return 'Your answer was sent to OIPI.';
              }, 'Your answer could not be sent. Try again.')
            }
          />
        </Stack>
      )}
      <FormMessage message={message} />
      <AnswersView app={app} />
      <HistoryList events={app.history} staff={false} />
    </Stack>
  );
}
