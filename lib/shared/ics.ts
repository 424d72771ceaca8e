/**
 * iCalendar (RFC 5545) for one meeting: a VCALENDAR with one VEVENT, CRLF line endings, lines folded at
 * 75 octets and TEXT values escaped. Pure, so every rule is unit-tested.
 */
import type { Event } from '@/lib/shared/schemas/events';
import { absolute, meetingPath } from '@/lib/shared/routes';

export const ICS_PRODID = '-//Virginia Office of Intermodal Planning and Investment//VTrans website//EN';

/** A calendar entry; times are ISO-8601 instants. */
export interface CalendarEvent {
  uid: string;
  start: string;
  end: string | null;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  /** A cancelled meeting stays in calendars as cancelled (RFC 5545 STATUS), so they can mark it. */
  cancelled?: boolean;
  /**
   * The revision of the event (RFC 5545 SEQUENCE): a calendar replaces the copy it holds only with a higher one, so
   * a cancelled or moved meeting must come with a number above the one first published.
   */
  sequence?: number;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    // Continuation lines start with one space, which counts towards their 75 octets.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** An instant in the UTC 'Z' form of RFC 5545: 20260916T180000Z. */
export function utcStamp(iso: string | Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new Error(`Not a date-time: ${String(iso)}`);
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Meetings without a recorded end are shown as one hour long, so calendars do not show a zero-length slot. */
export const DEFAULT_DURATION_MS = 60 * 60 * 1000;

/** The calendar file of one event; `now` is the DTSTAMP (when the file was made). */
export function buildIcs(event: CalendarEvent, now: Date): string {
  const end = event.end ?? new Date(new Date(event.start).getTime() + DEFAULT_DURATION_MS).toISOString();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // URL is a URI value, not TEXT: it is not escaped, but it must stay on one logical line.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The place of a meeting as people read it: 'Online', or the venue and its address. */
export function eventPlace(event: Pick<Event, 'isVirtual' | 'locationName' | 'address'>): string {
  if (event.isVirtual) return 'Online';
  return [event.locationName, event.address].filter(Boolean).join(', ');
}

const EVENT_SEQUENCE: Record<Event['status'], number> = { scheduled: 0, rescheduled: 1, cancelled: 2 };

/** A site meeting as a calendar entry: UID `<slug>@vtrans`; its URL is the meeting's page on the site. */
export function eventToCalendar(event: Event, siteUrl: string): CalendarEvent {
  const page = absolute(siteUrl, meetingPath(event.slug));
  return {
    uid: `${event.slug}@vtrans`,
    start: event.start,
    end: event.end,
    summary: event.status === 'cancelled' ? `Cancelled: ${event.title}` : event.title,
    // Published 0; moved 1; cancelled 2 (a meeting moved, then cancelled, still goes up).
    sequence: EVENT_SEQUENCE[event.status],
    description: `${event.notice ? `${event.notice}\n\n` : ''}${event.description}\n\nDetails: ${page}`,
    location: eventPlace(event) || null,
    url: page,
    cancelled: event.status === 'cancelled',
  };
}
