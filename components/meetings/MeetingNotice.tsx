import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Event } from '@/lib/shared/schemas/events';

/** The visible notice of a cancelled or rescheduled meeting (issue 26), on its page and in the list. */
export function MeetingNotice({ event, compact = false }: { event: Event; compact?: boolean }) {
  if (event.status === 'scheduled') return null;
  const heading =
    event.status === 'cancelled' ? 'This meeting is cancelled' : 'This meeting has been rescheduled';
  return (
    // A notice that is part of the page, not an interruption: role note, not alert.
    <Alert severity="warning" variant="outlined" role="note" sx={{ my: compact ? 1 : 2, maxWidth: 900 }}>
      <AlertTitle component="p" sx={{ fontWeight: 700 }}>
        {heading}
      </AlertTitle>
      {event.notice}
    </Alert>
  );
}
