import { virginiaCsvDateTime, virginiaDateTime } from '@/lib/shared/dates';

describe('virginiaDateTime (staff times say their zone)', () => {
  it('gives Virginia’s date and time with EST in winter and EDT in summer', () => {
    expect(virginiaDateTime('2026-11-24T18:20:00.000Z')).toBe('11/24/2026 1:20 PM EST');
    expect(virginiaDateTime('2026-07-04T03:05:00.000Z')).toBe('07/03/2026 11:05 PM EDT');
  });
});

describe('virginiaCsvDateTime (CSV exports in Virginia time)', () => {
  it('gives Virginia’s date and 24-hour time with its zone, empty for none', () => {
    expect(virginiaCsvDateTime('2026-11-24T18:20:05.000Z')).toBe('2026-11-24 13:20:05 EST');
    expect(virginiaCsvDateTime('2026-07-04T03:05:00.000Z')).toBe('2026-07-03 23:05:00 EDT');
    expect(virginiaCsvDateTime('2026-07-04T04:00:00.000Z')).toBe('2026-07-04 00:00:00 EDT');
    expect([virginiaCsvDateTime(null), virginiaCsvDateTime('')]).toEqual(['', '']);
  });
});
