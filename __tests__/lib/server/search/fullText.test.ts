/** @jest-environment node */
import { createFullTextIndex, matchExpressions, type FullTextRow } from '@/lib/server/search/fullText';

const row = (title: string, body: string, extra: Partial<FullTextRow> = {}): FullTextRow => ({
  title,
  headings: '',
  body,
  tags: '',
  boost: 1,
  tieBreak: 0,
  ...extra,
});

describe('matchExpressions', () => {
  it('quotes every term, so FTS5 operators and quotes in a word are plain text', () => {
    const e = matchExpressions({
      kind: 'terms',
      op: 'AND',
      phrasings: [
        [
          { term: 'near', prefix: false, fuzzy: [] },
          { term: 'a"b', prefix: true, fuzzy: ['ab'] },
        ],
      ],
    });
    expect(e).toEqual({
      all: '("near" AND ("a""b"* OR "ab"))',
      title: '{title} : ("near" OR ("a""b"* OR "ab"))',
    });
  });

  it('makes one phrase of all words, stop words included; the title test uses the other words', () => {
    expect(matchExpressions({ kind: 'phrase', words: ['corridor', 'of', 'significance'] })).toEqual({
      all: '"corridor of significance"',
      title: '{title} : ("corridor" OR "significance")',
    });
  });

  it('is null when nothing is left to search for', () => {
    expect(matchExpressions({ kind: 'phrase', words: [] })).toBeNull();
    expect(matchExpressions({ kind: 'terms', op: 'OR', phrasings: [[], []] })).toBeNull();
  });
});

describe('createFullTextIndex', () => {
  const rows = [
    row('Freight plan', 'Trucks and rail carry freight across Virginia.', { tieBreak: 2 }),
    row('Rail', 'The freight plan names rail corridors.', { tieBreak: 1 }),
    row('Résumé of corridors', 'Plan freight for the corridor of statewide significance.', { tieBreak: 0 }),
    row('Unrelated', 'Nothing to see here.', { boost: 5, tieBreak: 3 }),
  ];
  const index = createFullTextIndex(rows);
  afterAll(() => index.close());
  const terms = (...ws: string[]) => ws.map((term) => ({ term, prefix: false, fuzzy: [] }));

  it('puts title matches first, then the best score', () => {
    const m = index.match({ kind: 'terms', op: 'AND', phrasings: [terms('freight')] });
    expect(m.map((x) => x.row)).toEqual([0, expect.any(Number), expect.any(Number)]);
    expect(m[0].inTitle).toBe(true);
    expect(m.slice(1).every((x) => !x.inTitle && x.score > 0)).toBe(true);
    expect(m[1].score).toBeGreaterThanOrEqual(m[2].score);
  });

  it('matches a phrase only with its words in order', () => {
    const phrase = (...words: string[]) => index.match({ kind: 'phrase', words }).map((x) => x.row);
    expect(phrase('freight', 'plan')).toEqual([0, 1]); // in the title, then in a body
    expect(phrase('plan', 'freight')).toEqual([2]);
    expect(phrase('corridor', 'of', 'statewide', 'significance')).toEqual([2]);
    expect(phrase('corridor', 'statewide')).toEqual([]);
  });

  it('combines phrasings with OR and words with the operator asked for', () => {
    const rows = (op: 'AND' | 'OR', ...phrasings: string[][]) =>
      index
        .match({ kind: 'terms', op, phrasings: phrasings.map((p) => terms(...p)) })
        .map((x) => x.row)
        .sort();
    expect(rows('AND', ['trucks', 'rail'])).toEqual([0]);
    expect(rows('OR', ['trucks', 'corridors'])).toEqual([0, 1, 2]);
    expect(rows('AND', ['trucks', 'rail'], ['statewide'])).toEqual([0, 2]);
  });

  it('matches prefixes and listed typo alternatives', () => {
    const m = index.match({
      kind: 'terms',
      op: 'AND',
      phrasings: [
        [
          { term: 'corrid', prefix: true, fuzzy: [] },
          { term: 'statewid', prefix: false, fuzzy: ['statewide'] },
        ],
      ],
    });
    expect(m.map((x) => x.row)).toEqual([2]);
  });

  it('keeps a vocabulary of indexed words (diacritics folded, stop words left out) with their row counts', () => {
    expect(index.vocabulary.get('freight')).toBe(3);
    expect(index.vocabulary.get('resume')).toBe(1);
    expect(index.vocabulary.has('the')).toBe(false);
    expect(index.sqliteBytes).toBeGreaterThan(0);
  });

  it('multiplies scores by the row boost', () => {
    const [m] = index.match({ kind: 'terms', op: 'AND', phrasings: [terms('nothing')] });
    const plain = createFullTextIndex(rows.map((r) => ({ ...r, boost: 1 })));
    const [p] = plain.match({ kind: 'terms', op: 'AND', phrasings: [terms('nothing')] });
    plain.close();
    expect(m.score).toBeCloseTo(p.score * 5, 6);
  });

  it('refuses queries once closed', () => {
    const closed = createFullTextIndex([row('a', 'b')]);
    closed.close();
    expect(() => closed.match({ kind: 'terms', op: 'AND', phrasings: [terms('a')] })).toThrow();
  });
});
