/** @jest-environment node */
import { closedSentence, PeriodInput, periodState, VirginiaLocal } from '@/lib/shared/schemas/commentPeriods';

/** A period's state is decided by instants entered in Virginia time, across the daylight-saving changes. */
const at = (local: string) => VirginiaLocal.parse(local);

describe('periodState in Virginia time', () => {
  const p = { opensAt: at('2027-03-01T09:00'), closesAt: at('2027-03-14T23:59') };
  it('is upcoming before the opening minute, open from it, closed from the closing minute', () => {
    expect(periodState(p, Date.parse(p.opensAt) - 1)).toBe('upcoming');
    expect(periodState(p, Date.parse(p.opensAt))).toBe('open');
    expect(periodState(p, Date.parse(p.closesAt) - 1)).toBe('open');
    expect(periodState(p, Date.parse(p.closesAt))).toBe('closed');
  });
  it('opens at 9:00 EST (14:00 UTC) and closes at 23:59 EDT (03:59 UTC) across the spring change', () => {
    expect(p.opensAt).toBe('2027-03-01T14:00:00.000Z');
    expect(p.closesAt).toBe('2027-03-15T03:59:00.000Z');
  });
  it('closes at 23:59 EST after the autumn change (04:59 UTC the next day)', () => {
    expect(at('2027-11-07T23:59')).toBe('2027-11-08T04:59:00.000Z');
    expect(at('2027-11-06T23:59')).toBe('2027-11-07T03:59:00.000Z');
  });
  it('refuses a time the spring change skips, and a malformed one', () => {
    expect(VirginiaLocal.safeParse('2027-03-14T02:30').success).toBe(false);
    expect(VirginiaLocal.safeParse('2027-03-14T03:00').success).toBe(true);
    expect(VirginiaLocal.safeParse('14/03/2027 11pm').success).toBe(false);
  });
  it('takes the autumn repeated hour as its first (daylight) one', () => {
    expect(at('2027-11-07T01:30')).toBe('2027-11-07T05:30:00.000Z');
  });
});

describe('the closed sentence', () => {
  it('says when it closed in Virginia time and where the report will be or is', () => {
    const closesAt = at('2027-03-14T23:59');
    expect(closedSentence({ slug: 'draft-needs', closesAt, reportPublished: false })).toBe(
      'This comment period closed on 03/14/2027 11:59 PM EDT, so it no longer takes comments. The report of what we heard will be published at /get-involved/comment-periods/draft-needs/what-we-heard.',
    );
    expect(closedSentence({ slug: 'draft-needs', closesAt, reportPublished: true })).toContain(
      'Read what we heard at /get-involved/comment-periods/draft-needs/what-we-heard.',
    );
  });
});

describe('PeriodInput', () => {
  const base = {
    title: 'Draft',
    summary: 'A summary of the draft.',
    includesMap: true,
    opensAt: '2027-03-01T09:00',
    closesAt: '2027-03-14T23:59',
  };
  it('needs a draft, a close after the opening, at most ten questions with their own ids', () => {
    expect(PeriodInput.safeParse(base).success).toBe(true);
    expect(PeriodInput.safeParse({ ...base, includesMap: false }).success).toBe(false);
    expect(PeriodInput.safeParse({ ...base, closesAt: '2027-03-01T09:00' }).success).toBe(false);
    const q = (id: string) => ({ id, kind: 'text', prompt: 'Why?' });
    expect(PeriodInput.safeParse({ ...base, questions: [q('q1'), q('q1')] }).success).toBe(false);
    expect(
      PeriodInput.safeParse({ ...base, questions: Array.from({ length: 10 }, (_, i) => q(`q${i}`)) }).success,
    ).toBe(true);
    expect(
      PeriodInput.safeParse({ ...base, questions: Array.from({ length: 11 }, (_, i) => q(`q${i}`)) }).success,
    ).toBe(false);
    expect(
      PeriodInput.safeParse({
        ...base,
        questions: [{ id: 'q1', kind: 'choice', prompt: 'Pick', options: ['A'] }],
      }).success,
    ).toBe(false);
  });
});
