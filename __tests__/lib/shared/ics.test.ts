import {
  buildIcs,
  escapeText,
  eventPlace,
  eventToCalendar,
  foldLine,
  ICS_PRODID,
  utcStamp,
  type CalendarEvent,
} from '@/lib/shared/ics';
import { meetingPath } from '@/lib/shared/routes';
import type { Event } from '@/lib/shared/schemas/events';

const NOW = new Date('2026-11-21T15:04:05.678Z');

const EVENT: CalendarEvent = {
  uid: 'gap-ta-webinar@vtrans',
  start: '2026-09-16T18:00:00.000Z',
  end: '2026-09-16T19:00:00.000Z',
  summary: 'GAP-TA webinar',
  description: 'Learn how to apply.',
  location: 'Online',
  url: 'https://vtrans.example/get-involved/meetings/meeting?id=gap-ta-webinar',
};

/** Unfolds content lines (RFC 5545 §3.1) and splits them. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('leaves colons and quotes alone', () => {
    expect(escapeText('Note: "quoted"')).toBe('Note: "quoted"');
  });
});

describe('foldLine', () => {
  it('keeps lines of 75 octets or fewer as they are', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(line).toHaveLength(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into chunks of at most 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'🚆'.repeat(20)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part); // no replacement characters
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('utcStamp', () => {
  it('formats instants in the UTC Z form without milliseconds', () => {
    expect(utcStamp('2026-09-16T14:00:00-04:00')).toBe('20260916T180000Z');
    expect(utcStamp(NOW)).toBe('20261121T150405Z');
  });
  it('rejects what is not a date-time', () => {
    expect(() => utcStamp('soon')).toThrow('Not a date-time');
  });
});

describe('buildIcs', () => {
  it('builds a VCALENDAR with one VEVENT, CRLF line endings and every required property', () => {
    const ics = buildIcs(EVENT, NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(ics).filter(Boolean)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${ICS_PRODID}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:gap-ta-webinar@vtrans',
      'DTSTAMP:20261121T150405Z',
      'DTSTART:20260916T180000Z',
      'DTEND:20260916T190000Z',
      'SUMMARY:GAP-TA webinar',
      'DESCRIPTION:Learn how to apply.',
      'LOCATION:Online',
      'URL:https://vtrans.example/get-involved/meetings/meeting?id=gap-ta-webinar',
      'SEQUENCE:0',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('escapes TEXT values and folds long ones', () => {
    const ics = buildIcs(
      { ...EVENT, summary: 'Plan; review, part 1', description: `Line one\nLine two \\ ${'x'.repeat(120)}` },
      NOW,
    );
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines).toContain('SUMMARY:Plan\\; review\\, part 1');
    expect(lines).toContain(`DESCRIPTION:Line one\\nLine two \\\\ ${'x'.repeat(120)}`);
  });

  it('gives an event without an end one hour, and leaves out an empty location and URL', () => {
    const lines = unfold(buildIcs({ ...EVENT, end: null, location: null, url: null }, NOW));
    expect(lines).toContain('DTEND:20260916T190000Z');
    expect(lines.some((l) => l.startsWith('LOCATION') || l.startsWith('URL'))).toBe(false);
  });
});

describe('eventToCalendar', () => {
  const event: Event = {
    slug: 'ctb-workshop-2021-03-17',
    title: 'CTB Workshop',
    description: 'VTrans update.',
    type: 'board-workshop',
    date: '03/17/2021',
    start: '2021-03-17T13:00:00.000Z',
    end: null,
    locationName: 'Commonwealth Transportation Board',
    address: 'Richmond, VA',
    status: 'scheduled',
    notice: null,
    isVirtual: false,
    link: '/vision/our-vision',
    illustrative: false,
    materials: [],
  };

  it('uses <slug>@vtrans as UID, the venue as location and the meeting page as URL', () => {
    const cal = eventToCalendar(event, 'https://vtrans.example/');
    const page = 'https://vtrans.example/get-involved/meetings/meeting?id=ctb-workshop-2021-03-17';
    expect(cal).toEqual({
      uid: 'ctb-workshop-2021-03-17@vtrans',
      start: event.start,
      end: null,
      summary: 'CTB Workshop',
      description: `VTrans update.\n\nDetails: ${page}`,
      location: 'Commonwealth Transportation Board, Richmond, VA',
      url: page,
      cancelled: false,
      sequence: 0,
    });
  });

  it('marks a cancelled meeting as cancelled in calendars, with its notice first', () => {
    const cal = eventToCalendar(
      { ...event, status: 'cancelled', notice: 'Cancelled for weather; the next workshop is in May.' },
      'https://vtrans.example/',
    );
    expect(cal.summary).toBe('Cancelled: CTB Workshop');
    expect(
      cal.description.startsWith('Cancelled for weather; the next workshop is in May.\n\nVTrans update.'),
    ).toBe(true);
    expect(unfold(buildIcs(cal, new Date('2026-01-01T00:00:00Z')))).toContain('STATUS:CANCELLED');
  });

  // Issue 53: without a higher SEQUENCE a calendar keeps the copy it has, so the cancellation never shows.
  it('gives a moved meeting a higher SEQUENCE than the published one, and a cancelled one higher still', () => {
    const sequence = (status: 'scheduled' | 'rescheduled' | 'cancelled') =>
      /SEQUENCE:(\d+)/.exec(buildIcs(eventToCalendar({ ...event, status }, 'http://x'), new Date()))![1];
    expect(Number(sequence('scheduled'))).toBe(0);
    expect(Number(sequence('rescheduled'))).toBeGreaterThan(Number(sequence('scheduled')));
    expect(Number(sequence('cancelled'))).toBeGreaterThan(Number(sequence('rescheduled')));
  });

  it("says 'Online' for a virtual meeting", () => {
    expect(eventPlace({ ...event, isVirtual: true })).toBe('Online');
    expect(eventToCalendar({ ...event, isVirtual: true }, 'http://x').location).toBe('Online');
  });

  it('builds the detail-page path with an encoded id', () => {
    expect(meetingPath('a-b')).toBe('/get-involved/meetings/meeting?id=a-b');
  });
});
