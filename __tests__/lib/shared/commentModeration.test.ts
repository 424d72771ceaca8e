import { boxAround, distanceMetres, holdReasons, textSimilarity } from '@/lib/shared/schemas/comments/rules';
import { CommentInput, commentFieldErrors, isOverdue } from '@/lib/shared/schemas/comments';

describe('holdReasons', () => {
  it.each([
    ['The light at Broad and 9th is too short to cross.', '', []],
    ['Details at https://example.com/crashes', '', ['link']],
    ['Details at www.example.com', '', ['link']],
    ['Details at example.org/page', '', ['link']],
    ['Email me: pat@example.net', '', ['email']],
    ['This shit road', '', ['word']],
    ['Nice road', 'www.spam.example', ['link']],
    ['Visit spam.biz or mail a@b.co now, you bastard', '', ['link', 'email', 'word']],
  ])('%j (name %j) → %j', (text, name, reasons) => {
    expect(holdReasons(text, name)).toEqual(reasons);
  });

  it('matches listed words whole and in any case, including the deployment’s own', () => {
    expect(holdReasons('Shitake mushrooms at the market', '')).toEqual([]);
    expect(holdReasons('The Potholeville bridge', '', ['potholeville'])).toEqual(['word']);
    expect(holdReasons('St. Louis and U.S. 29 meet here.', '')).toEqual([]);
  });
});

describe('distance and similarity', () => {
  it('distanceMetres: about 111 km per degree of latitude; 0 for the same point', () => {
    expect(distanceMetres({ lat: 37, lon: -77 }, { lat: 38, lon: -77 })).toBeCloseTo(111_195, -2);
    expect(distanceMetres({ lat: 37.5, lon: -77.4 }, { lat: 37.5, lon: -77.4 })).toBe(0);
  });

  it('boxAround contains every point within the distance', () => {
    const [minX, minY, maxX, maxY] = boxAround(37.5, -77.4, 500);
    for (const [lat, lon] of [
      [37.50449, -77.4],
      [37.5, -77.4056],
    ])
      expect(lon! >= minX && lon! <= maxX && lat! >= minY && lat! <= maxY).toBe(true);
    expect(distanceMetres({ lat: 37.5, lon: -77.4 }, { lat: maxY, lon: -77.4 })).toBeGreaterThan(500);
    expect(distanceMetres({ lat: 37.5, lon: -77.4 }, { lat: 37.5, lon: minX })).toBeGreaterThan(500);
  });

  it('textSimilarity: shared content words over all, ignoring little words', () => {
    expect(
      textSimilarity('No bus shelter on Broad Street', 'Broad Street bus stop has no shelter'),
    ).toBeCloseTo(4 / 6);
    expect(textSimilarity('the and of', 'the and of')).toBe(0);
    expect(textSimilarity('potholes', 'bike lane')).toBe(0);
  });
});

describe('CommentInput and overdue', () => {
  const valid = {
    latitude: 37.54,
    longitude: -77.43,
    category: 'safety',
    comment: 'A long enough comment.',
    consent: true,
  };
  it('accepts a minimal comment and names the fields of a bad one', () => {
    expect(CommentInput.safeParse(valid).success).toBe(true);
    expect(commentFieldErrors({ ...valid, consent: false, category: '', latitude: 45 })).toEqual({
      consent: 'Please agree to the publication terms to send your comment.',
      category: 'Please choose a category.',
      latitude: 'must be inside Virginia (latitude 36.4 to 39.6)',
    });
  });
  it('is overdue after 7 days unanswered, never when answered or hidden', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    expect(isOverdue('2026-11-15T00:00:00Z', null, 'pending', now)).toBe(true);
    expect(isOverdue('2026-11-17T00:00:00Z', null, 'approved', now)).toBe(false);
    expect(isOverdue('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', 'approved', now)).toBe(false);
    expect(isOverdue('2026-11-01T00:00:00Z', null, 'hidden', now)).toBe(false);
  });
});
