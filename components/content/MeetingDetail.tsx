import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { Event } from '@/lib/shared/schemas/events';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** One meeting or event, or a clear message when the link points to none. */
export function MeetingDetail({ event }: { event: Event | null }) {
  const back = (
    <Link component={NextLink} href="/get-involved/meetings">
      All meetings and events
    </Link>
  );
  if (!event) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          Event not found
        </Typography>
        <Typography sx={{ mb: 2 }}>
          This meeting link does not match any event. It may have been mistyped.
        </Typography>
        {back}
      </>
    );
  }
  return (
    <article>
      {back}
      <Typography variant="h1" sx={{ mt: 2 }} gutterBottom>
        {event.title}
      </Typography>
      {event.illustrative && <IllustrativeChip label="Illustrative event" />}
      <Typography sx={{ fontWeight: 700 }}>
        <time dateTime={event.start}>{event.date}</time>, {time(event.start)}
        {event.end ? `–${time(event.end)}` : ''} (Eastern time)
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {event.isVirtual ? 'Online' : [event.locationName, event.address].filter(Boolean).join(', ')}
      </Typography>
      <Typography sx={{ maxWidth: 900, whiteSpace: 'pre-line' }}>{event.description}</Typography>
    </article>
  );
}
