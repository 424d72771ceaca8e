import Typography from '@mui/material/Typography';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { Event } from '@/lib/shared/schemas/events';
import { DetailFrame } from './DetailFrame';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** One meeting or event, or a clear message when the link points to none. */
export function MeetingDetail({ event }: { event: Event | null }) {
  return (
    <DetailFrame
      back={{ href: '/get-involved/meetings', label: 'All meetings and events' }}
      title={event?.title ?? null}
      notFound={{
        heading: 'Event not found',
        text: 'This meeting link does not match any event. It may have been mistyped.',
      }}
    >
      {event && (
        <>
          {event.illustrative && <IllustrativeChip label="Illustrative event" />}
          <Typography sx={{ fontWeight: 700, mt: 1 }}>
            <time dateTime={event.start}>{event.date}</time>, {time(event.start)}
            {event.end ? `–${time(event.end)}` : ''} (Eastern time)
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {event.isVirtual ? 'Online' : [event.locationName, event.address].filter(Boolean).join(', ')}
          </Typography>
          <Typography sx={{ maxWidth: 900, whiteSpace: 'pre-line' }}>{event.description}</Typography>
        </>
      )}
    </DetailFrame>
  );
}
