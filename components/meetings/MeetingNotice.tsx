import { Alert } from '@/components/ui/Alert';
import type { Event } from '@/lib/shared/schemas/events';
import css from './meetings.module.css';

/** The visible notice of a cancelled or rescheduled meeting, on its page and in the list. */
export function MeetingNotice({ event, compact = false }: { event: Event; compact?: boolean }) {
  if (event.status === 'scheduled') return null;
  const heading =
    event.status === 'cancelled' ? 'This meeting is cancelled' : 'This meeting has been rescheduled';
  return (
    // A notice that is part of the page, not an interruption: role note, not alert.
    <Alert severity="warning" role="note" className={compact ? css.noticeCompact : css.notice}>
      <p className={css.noticeTitle}>{heading}</p>
      {event.notice}
    </Alert>
  );
}
