import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { eventPlace } from '@/lib/shared/ics';
import type { Event } from '@/lib/shared/schemas/events';
import { DetailFrame } from '@/components/common/DetailFrame';
import { eventTimeRange } from './meetingFormat';
import { MeetingNotice } from './MeetingNotice';

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
          <MeetingNotice event={event} />
          <Typography sx={{ fontWeight: 700, mt: 1 }}>
            <time dateTime={event.start}>{event.date}</time>, {eventTimeRange(event)} (Eastern time)
          </Typography>
          <Typography sx={{ mb: 2 }}>{eventPlace(event)}</Typography>
          <Typography sx={{ maxWidth: 900, whiteSpace: 'pre-line', mb: 3 }}>{event.description}</Typography>
          {event.materials.length > 0 && (
            <>
              <Typography component="h2" variant="panelTitle" gutterBottom>
                Materials
              </Typography>
              <Box component="ul" sx={{ mb: 3 }}>
                {event.materials.map((m) => (
                  <li key={m.href}>
                    {/* Library files are plain links (downloads, and the ADA notice may step in). */}
                    <Link component={m.href.startsWith('/resources/') ? 'a' : NextLink} href={m.href}>
                      {m.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </>
          )}
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
