import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRef, useState } from 'react';
import { ConfirmStep } from '@/components/common/ConfirmStep';
import { useSubmit } from '@/components/common/useSubmit';
import { answerClarification, withdrawApplication } from '@/lib/client/gapTa';
import { virginiaDateTime } from '@/lib/shared/dates';
import { APPLICATION_STATUS_LABELS, WITHDRAWABLE } from '@/lib/shared/schemas/gapTaApplications/rules';
import { studyPath } from '@/lib/shared/routes';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { AnswersView } from './AnswersView';
import { ClarificationFile } from './ClarificationFile';
import { FormMessage } from '@/components/common/FormMessage';
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
  withdrawn: 'You withdrew it. It stays on record, and OIPI no longer reviews it.',
};

/** The status page an applicant returns to: where the application stands, a question to answer, the history. */
export function StatusView({ initial, justSent }: { initial: Application; justSent: boolean }) {
  const [app, setApp] = useState(initial);
  const [answer, setAnswer] = useState('');
  const [reason, setReason] = useState('');
  // Withdrawing cannot be undone: it asks first, in the page (not the browser's confirm box, which a screen
  // reader and a phone handle poorly), and on "Keep it" the focus returns to the button that asked.
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const withdrawRef = useRef<HTMLDivElement>(null);
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
          <ClarificationFile app={app} onChange={setApp} />
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
                return app.clarificationFile
                  ? `Your answer and ${app.clarificationFile.fileName} were sent to OIPI.`
                  : 'Your answer was sent to OIPI.';
              }, 'Your answer could not be sent. Try again.')
            }
          />
        </Stack>
      )}
      {WITHDRAWABLE.includes(app.status) && (
        <details>
          <summary>Withdraw this application</summary>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Typography>
              If your locality no longer needs the assistance, withdraw the application so OIPI stops
              reviewing it. It stays on record, and you cannot send it again in this cycle.
            </Typography>
            {confirmingWithdraw ? (
              <ConfirmStep
                confirmLabel="Yes, withdraw it"
                cancelLabel="Keep it"
                busy={busy}
                onConfirm={() => {
                  setConfirmingWithdraw(false);
                  void run(async () => {
                    setApp(await withdrawApplication(app.id, reason));
                    return 'The application is withdrawn. OIPI has been told.';
                  }, 'The application could not be withdrawn. Try again.');
                }}
                onCancel={() => {
                  setConfirmingWithdraw(false);
                  requestAnimationFrame(() => withdrawRef.current?.querySelector('button')?.focus());
                }}
              >
                Withdraw “{app.title}”? OIPI will stop reviewing it, and it cannot be sent again in this
                cycle.
              </ConfirmStep>
            ) : (
              <div ref={withdrawRef}>
                <WrittenAction
                  id="withdraw-reason"
                  label="Reason (optional, sent to OIPI)"
                  rows={2}
                  value={reason}
                  onChange={setReason}
                  optional
                  variant="outlined"
                  busy={busy}
                  action="Withdraw the application"
                  onAction={() => setConfirmingWithdraw(true)}
                />
              </div>
            )}
          </Stack>
        </details>
      )}
      <FormMessage message={message} />
      <AnswersView app={app} />
      <HistoryList events={app.history} staff={false} applicationId={app.id} />
    </Stack>
  );
}
