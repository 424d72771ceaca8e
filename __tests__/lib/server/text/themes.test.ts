/** @jest-environment node */
import { suggestThemes, THEME_LIMITS, TooManyComments, type ThemeComment } from '@/lib/server/text/themes';

// Comments written for this test (illustrative): three concerns a corridor's residents raise, each said many ways,
// with the everyday words that every comment shares, and a few in Spanish.
const OPENINGS = ['I think', 'Please note that', 'As a resident,', 'Honestly', 'In my view', 'We feel'];
const TOPICS: Record<string, string[]> = {
  bikes: [
    'the bike lanes on Broad Street stop suddenly and cyclists end up in traffic',
    'we need protected bike lanes so children can ride a bike to school',
    'bike lanes should connect to the trail; cyclists have no safe route downtown',
    'painted bike lanes are not enough, cyclists need a protected lane',
  ],
  trucks: [
    'truck traffic on Route 29 is heavy at night and the trucks are loud',
    'too many freight trucks use the interstate exit near the school',
    'trucks park on the shoulder of Route 29 waiting for the warehouse',
    'freight truck traffic damages the pavement on our street',
  ],
  buses: [
    'the bus comes every hour, more frequent bus service would help workers',
    'please add Sunday bus service and a shelter at the bus stop',
    'the bus stop has no sidewalk and the bus service ends too early',
    'frequent bus service to the hospital would let seniors get there',
  ],
};
const SPANISH: Record<string, string> = {
  buses: 'el autobús pasa cada hora; necesitamos más servicio de autobús los domingos',
  bikes: 'los carriles para bicicletas terminan de repente en la calle Broad',
};

function corpus(): { comments: ThemeComment[]; topicOf: Map<number, string> } {
  const comments: ThemeComment[] = [];
  const topicOf = new Map<number, string>();
  let id = 1;
  for (const [topic, sentences] of Object.entries(TOPICS))
    for (let round = 0; round < 6; round++)
      for (const s of sentences) {
        comments.push({ id, text: `${OPENINGS[(round + id) % OPENINGS.length]} ${s}.`, language: 'eng' });
        topicOf.set(id++, topic);
      }
  for (const [topic, s] of Object.entries(SPANISH))
    for (let round = 0; round < 4; round++) {
      comments.push({ id, text: s, language: 'spa' });
      topicOf.set(id++, topic);
    }
  comments.push({ id: id++, text: 'ok', language: 'eng' }); // nothing to group by
  return { comments, topicOf };
}

describe('suggestThemes', () => {
  it('finds the three concerns, each theme named by its words and made of one concern', () => {
    const { comments, topicOf } = corpus();
    const { themes, unassigned } = suggestThemes(comments);
    const placed = themes.flatMap((t) => t.commentIds);
    expect(new Set(placed).size).toBe(placed.length); // a comment is in one theme at most
    expect(placed.length + unassigned.length).toBe(comments.length);
    expect(unassigned).toContain(comments.at(-1)!.id);

    // Every English comment of a concern is in a theme of that concern alone (staff may merge two of them).
    const english = new Set(
      comments.filter((c) => c.language === 'eng' && topicOf.has(c.id)).map((c) => c.id),
    );
    for (const topic of Object.keys(TOPICS)) {
      const own = themes.filter((t) => t.commentIds.every((i) => english.has(i) && topicOf.get(i) === topic));
      const caught = own.flatMap((t) => t.commentIds).length;
      expect([topic, caught]).toEqual([topic, 24]);
    }
    const words = themes.map((t) => t.terms.join(' ')).join(' | ');
    expect(words).toMatch(/bike/);
    expect(words).toMatch(/truck/);
    expect(words).toMatch(/bus/);
    // Words as people wrote them, not stems ("servic", "lane" for "lanes" would do; "bike lanes" as a pair).
    expect(words).not.toMatch(/\bservic\b/);
    for (const t of themes) {
      expect(t.label).toBe(t.terms.slice(0, 3).join(', '));
      expect(t.terms.length).toBeLessThanOrEqual(8);
    }
  });

  it('reads Spanish in Spanish: its comments make their own themes by their own words, for staff to merge', () => {
    const { comments, topicOf } = corpus();
    const { themes } = suggestThemes(comments);
    const spanish = new Set(comments.filter((c) => c.language === 'spa').map((c) => c.id));
    const spanishBus = [...spanish].filter((i) => topicOf.get(i) === 'buses');
    const home = themes.find((t) => t.commentIds.includes(spanishBus[0]));
    expect(home).toBeDefined();
    expect(home!.commentIds.sort()).toEqual(spanishBus.sort());
    expect(home!.terms.join(' ')).toMatch(/autobús/);
    // Fewer comments in a language than a theme needs: none is forced into another language's theme.
    const lone = { id: 5000, text: 'el autobús pasa cada hora', language: 'spa' };
    const english = comments.filter((c) => !spanish.has(c.id));
    expect(suggestThemes([...english, lone]).unassigned).toContain(5000);
  });

  it('gives the same themes for the same comments (a fixed seed), and none for too few', () => {
    const { comments } = corpus();
    expect(suggestThemes(comments)).toEqual(suggestThemes(comments));
    const few = comments.slice(0, 3);
    expect(suggestThemes(few)).toEqual({ themes: [], unassigned: few.map((c) => c.id) });
    expect(suggestThemes([])).toEqual({ themes: [], unassigned: [] });
  });

  it('has bounds: a comment is read up to its first characters, and a call takes a bounded number of comments', () => {
    const long = { id: 9999, text: `${'bus '.repeat(THEME_LIMITS.maxChars)} truck`, language: 'eng' };
    const { comments } = corpus();
    const { themes } = suggestThemes([...comments, long]);
    // The word past the bound is not read: the comment sits with the buses, not with the trucks.
    const home = themes.find((t) => t.commentIds.includes(9999));
    expect(home?.terms.join(' ')).toMatch(/bus/);
    const tooMany = Array.from({ length: THEME_LIMITS.maxComments + 1 }, (_, i) => ({ id: i, text: 'x' }));
    expect(() => suggestThemes(tooMany)).toThrow(TooManyComments);
  });
});
