import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { eventPlace } from '@/lib/shared/ics';
import { meetingPath } from '@/lib/shared/routes';
import type { Event } from '@/lib/shared/schemas/events';
import { EVENT_TYPE_LABELS, eventTimeRange } from './meetingFormat';
import { MeetingNotice } from './MeetingNotice';

/** One meeting in the list: title linking to its page, when (Eastern time), what kind, and where. */
export function MeetingCard({ event }: { event: Event }) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography component="h3" variant="cardTitle" sx={{ mb: 1 }}>
          <Link component={NextLink} href={meetingPath(event.slug)}>
            {event.title}
          </Link>
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          <time dateTime={event.start}>{event.date}</time>, {eventTimeRange(event)} (Eastern time)
        </Typography>
        <Typography>
          {EVENT_TYPE_LABELS[event.type]} · {eventPlace(event)}
        </Typography>
        <MeetingNotice event={event} compact />
        {event.illustrative && (
          <Box sx={{ mt: 1 }}>
            <IllustrativeChip label="Illustrative" />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
