import { isoToUsDate, usDateToIso } from '@/lib/shared/dates';
import { latestAnnouncementFor, type Announcement } from '@/lib/shared/schemas/announcements';
import { updateKey } from '@/lib/shared/updateKey';

describe('updateKey (SPEC §2)', () => {
  it('joins the dashed date and the title without punctuation, spaces as dashes', () => {
    expect(updateKey('01/21/2022', '2021 Mid-term Needs: Released!')).toBe(
      '01-21-2022-2021-Midterm-Needs-Released',
    );
  });
  it('collapses runs of spaces and keeps letters with accents', () => {
    expect(updateKey('04/15/2025', "  Virginia's   updated   vision — café ")).toBe(
      '04-15-2025-Virginias-updated-vision-café',
    );
  });
});

describe('dates', () => {
  it('converts between ISO and MM/DD/YYYY', () => {
    expect(isoToUsDate('2024-02-01')).toBe('02/01/2024');
    expect(isoToUsDate('2024-02-01T10:00:00.000Z')).toBe('02/01/2024');
    expect(usDateToIso('02/01/2024')).toBe('2024-02-01');
  });
  it('rejects impossible and malformed dates', () => {
    expect(() => usDateToIso('02/30/2024')).toThrow('Not a real calendar date');
    expect(() => usDateToIso('2024-02-01')).toThrow('MM/DD/YYYY');
  });
});

describe('latestAnnouncementFor (SPEC §3)', () => {
  const a = (
    Id: number,
    Date: string,
    Pages: string[],
    window: Partial<Announcement> = {},
  ): Announcement => ({
    Id,
    Date,
    Pages,
    Title: `t${Id}`,
    Message: 'm',
    Link: null,
    Level: 'info',
    StartsOn: null,
    EndsOn: null,
    ...window,
  });
  const all = [
    a(1, '02/01/2024', ['/', '/about/gap-ta']),
    a(2, '11/04/2024', ['/about/gap-ta']),
    a(3, '12/31/2023', ['/']),
  ];

  it('picks the newest Date among the announcements whose Pages include the page', () => {
    expect(latestAnnouncementFor(all, '/about/gap-ta')?.Id).toBe(2);
    expect(latestAnnouncementFor(all, '/')?.Id).toBe(1);
  });
  it('compares dates as dates, not as MM/DD strings', () => {
    expect(latestAnnouncementFor([a(1, '12/01/2023', ['/x']), a(2, '01/05/2024', ['/x'])], '/x')?.Id).toBe(2);
  });
  it('returns null when no announcement applies', () => {
    expect(latestAnnouncementFor(all, '/vision/our-vision')).toBeNull();
  });
  it('counts only announcements showing that day: from their start date through their end date', () => {
    const windowed = [
      a(1, '01/01/2026', ['/x']),
      a(2, '03/01/2026', ['/x'], { StartsOn: '2026-03-10', EndsOn: '2026-03-20' }),
    ];
    expect(latestAnnouncementFor(windowed, '/x', '2026-03-09')?.Id).toBe(1);
    expect(latestAnnouncementFor(windowed, '/x', '2026-03-10')?.Id).toBe(2);
    expect(latestAnnouncementFor(windowed, '/x', '2026-03-20')?.Id).toBe(2);
    expect(latestAnnouncementFor(windowed, '/x', '2026-03-21')?.Id).toBe(1);
  });
});
