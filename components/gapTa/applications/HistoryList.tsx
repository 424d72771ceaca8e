import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { clarificationFileHref } from '@/lib/client/gapTa';
import { APPLICATION_STATUS_LABELS } from '@/lib/shared/schemas/gapTaApplications/rules';
import { virginiaDateTime } from '@/lib/shared/dates';
import type { ApplicationEvent } from '@/lib/shared/schemas/gapTaApplications';

const KIND_LABELS: Record<string, string> = {
  created: 'Started',
  'study-area': 'Study area set',
  letter: 'Letter of support uploaded',
  submitted: 'Sent to OIPI',
  'receipt-sent': 'Receipt with a PDF copy emailed',
  scored: 'Scored',
  'start-review': 'Review started',
  'clarification-requested': 'Clarification requested',
  'clarification-answered': 'Clarification answered',
  award: 'Awarded',
  decline: 'Declined',
  waitlist: 'Waitlisted',
  withdrawn: 'Withdrawn by the applicant',
};

/** An application's history, oldest first; `showScores` false hides scoring steps from applicants. */
export function HistoryList({
  events,
  staff,
  applicationId,
}: {
  events: ApplicationEvent[];
  staff: boolean;
  /** The application the steps belong to, for the links to files sent with them. */
  applicationId: string;
}) {
  const shown = staff ? events : events.filter((e) => e.kind !== 'scored');
  return (
    <section aria-labelledby="history-heading">
      <Typography variant="h2" id="history-heading">
        History
      </Typography>
      <ol>
        {shown.map((e, i) => (
          <li key={i}>
            {virginiaDateTime(e.at)}: {KIND_LABELS[e.kind] ?? e.kind}
            {staff ? ` by ${e.actor}` : ''}
            {e.toStatus && e.fromStatus
              ? ` (now ${APPLICATION_STATUS_LABELS[e.toStatus].toLowerCase()})`
              : ''}
            {e.note && (staff || e.kind !== 'scored') ? (
              <Typography component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', pl: 2 }}>
                {e.note}
              </Typography>
            ) : null}
            {e.file ? (
              <Typography component="span" sx={{ display: 'block', pl: 2 }}>
                Sent with it:{' '}
                <Link href={clarificationFileHref(applicationId, e.file.event)}>{e.file.fileName} (PDF)</Link>
              </Typography>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
