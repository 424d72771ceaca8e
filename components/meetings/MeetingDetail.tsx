import NextLink from 'next/link';
import { Icon } from '@/components/ui/Icon';
import ui from '@/components/ui/ui.module.css';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { eventPlace } from '@/lib/shared/ics';
import type { Event } from '@/lib/shared/schemas/events';
import { DetailFrame } from '@/components/common/DetailFrame';
import { eventTimeRange } from './meetingFormat';
import { MeetingNotice } from './MeetingNotice';
import text from '@/styles/type.module.css';
import css from './meetings.module.css';

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
          <p className={`${text.body1} ${css.strong} ${css.mt1}`}>
            <time dateTime={event.start}>{event.date}</time>, {eventTimeRange(event)} (Eastern time)
          </p>
          <p className={`${text.body1} ${css.mb2}`}>{eventPlace(event)}</p>
          <p className={`${text.body1} ${css.description}`}>{event.description}</p>
          {event.materials.length > 0 && (
            <>
              <h2 className={`${text.panelTitle} ${css.gutter}`}>Materials</h2>
              <ul className={css.materials}>
                {event.materials.map((m) => (
                  <li key={m.href}>
                    {/* Library files are plain links (downloads, and the ADA notice may step in). */}
                    {m.href.startsWith('/resources/') ? (
                      <a href={m.href}>{m.label}</a>
                    ) : (
                      <NextLink href={m.href}>{m.label}</NextLink>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* A plain link (not client-side navigation): the API answers a file to download. */}
          <a
            className={`${ui.button} ${ui.outlined}`}
            href={`/api/events/${encodeURIComponent(event.slug)}/ics`}
            download={`${event.slug}.ics`}
          >
            <Icon name="event" />
            Add to calendar (.ics)
          </a>
        </>
      )}
    </DetailFrame>
  );
}
