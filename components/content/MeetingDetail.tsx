import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { eventPlace } from '@/lib/shared/ics';
import type { Event } from '@/lib/shared/schemas/events';
import { DetailFrame } from './DetailFrame';
import { eventTimeRange } from './meetingFormat';

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
            <time dateTime={event.start}>{event.date}</time>, {eventTimeRange(event)} (Eastern time)
          </Typography>
          <Typography sx={{ mb: 2 }}>{eventPlace(event)}</Typography>
          <Typography sx={{ maxWidth: 900, whiteSpace: 'pre-line', mb: 3 }}>{event.description}</Typography>
          {/* A plain link (not client-side navigation): the API answers a file to download. */}
          <Button
            variant="outlined"
            startIcon={<EventIcon aria-hidden />}
            href={`/api/events/${encodeURIComponent(event.slug)}/ics`}
            download={`${event.slug}.ics`}
          >
            Add to calendar (.ics)
          </Button>
        </>
      )}
    </DetailFrame>
  );
}
