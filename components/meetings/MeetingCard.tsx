import NextLink from 'next/link';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { eventPlace } from '@/lib/shared/ics';
import { meetingPath } from '@/lib/shared/routes';
import type { Event } from '@/lib/shared/schemas/events';
import text from '@/styles/type.module.css';
import { EVENT_TYPE_LABELS, eventTimeRange } from './meetingFormat';
import { MeetingNotice } from './MeetingNotice';
import css from './meetings.module.css';

/** One meeting in the list: title linking to its page, when (Eastern time), what kind, and where. */
export function MeetingCard({ event }: { event: Event }) {
  return (
    <li className={css.card}>
      <h3 className={`${text.cardTitle} ${css.mb1}`}>
        <NextLink href={meetingPath(event.slug)}>{event.title}</NextLink>
      </h3>
      <p className={`${text.body1} ${css.strong}`}>
        <time dateTime={event.start}>{event.date}</time>, {eventTimeRange(event)} (Eastern time)
      </p>
      <p className={text.body1}>
        {EVENT_TYPE_LABELS[event.type]} · {eventPlace(event)}
      </p>
      <MeetingNotice event={event} compact />
      {event.illustrative && (
        <div className={css.mt1}>
          <IllustrativeChip label="Illustrative" />
        </div>
      )}
    </li>
  );
}
