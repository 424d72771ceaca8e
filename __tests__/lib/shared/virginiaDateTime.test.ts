import { virginiaDateTime } from '@/lib/shared/dates';

describe('virginiaDateTime (issue 24 §5: staff times say their zone)', () => {
  it('gives Virginia’s date and time with EST in winter and EDT in summer', () => {
    expect(virginiaDateTime('2026-11-24T18:20:00.000Z')).toBe('11/24/2026 1:20 PM EST');
    expect(virginiaDateTime('2026-07-04T03:05:00.000Z')).toBe('07/03/2026 11:05 PM EDT');
  });
});
