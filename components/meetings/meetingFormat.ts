import type { Event } from '@/lib/shared/schemas/events';

/** How each meeting type is named on the page. */
export const EVENT_TYPE_LABELS: Record<Event['type'], string> = {
  'public-meeting': 'Public meeting',
  workshop: 'Workshop',
  webinar: 'Webinar',
  'board-workshop': 'Board workshop',
};

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});

/** A time of day in Virginia, e.g. '2:00 PM'. */
export const easternTime = (iso: string) => timeFormat.format(new Date(iso));

/** The time span of a meeting in Virginia, e.g. '2:00 PM–3:00 PM'. */
export const eventTimeRange = (event: Pick<Event, 'start' | 'end'>) =>
  `${easternTime(event.start)}${event.end ? `–${easternTime(event.end)}` : ''}`;
