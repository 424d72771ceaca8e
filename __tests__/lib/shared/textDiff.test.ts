import { diffFields, diffText } from '@/lib/shared/textDiff';
import { isoToVirginiaLocal, virginiaLocalToIso } from '@/lib/shared/dates';

describe('diffText', () => {
  it('marks removed and added words between unchanged ones', () => {
    expect(diffText('The plan is due in May.', 'The draft plan is due in June.')).toEqual([
      { op: 'same', text: 'The ' },
      { op: 'added', text: 'draft ' },
      { op: 'same', text: 'plan is due in ' },
      { op: 'removed', text: 'May.' },
      { op: 'added', text: 'June.' },
    ]);
  });

  it('joins the parts back into each text', () => {
    const before = 'one two three\nfour five';
    const after = 'one 2 three\nfour five six';
    const parts = diffText(before, after);
    expect(
      parts
        .filter((p) => p.op !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.op !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });

  it('compares very long texts line by line, and still rebuilds both', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `line ${i} with several words in it`);
    const before = lines.join('\n');
    const after = [...lines.slice(0, 1500), 'a new line', ...lines.slice(1500)].join('\n');
    const parts = diffText(before, after);
    expect(parts.filter((p) => p.op === 'added').map((p) => p.text)).toEqual(['a new line\n']);
    expect(
      parts
        .filter((p) => p.op !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
  });

  it('gives nothing for two empty texts and one part for equal ones', () => {
    expect(diffText('', '')).toEqual([]);
    expect(diffText('same', 'same')).toEqual([{ op: 'same', text: 'same' }]);
  });
});

describe('diffFields', () => {
  it('lists every field in the given order, lists and objects compared as readable JSON', () => {
    const d = diffFields({ title: 'A', pages: ['/'] }, { title: 'A', pages: ['/', '/x'], extra: 1 }, [
      'pages',
      'title',
    ]);
    expect(d.map((f) => [f.field, f.changed])).toEqual([
      ['pages', true],
      ['title', false],
      ['extra', true],
    ]);
  });
});

describe('Virginia wall time', () => {
  it('turns a wall-clock time into the instant, in winter (EST) and summer (EDT)', () => {
    expect(virginiaLocalToIso('2026-12-01T18:00')).toBe('2026-12-01T23:00:00.000Z');
    expect(virginiaLocalToIso('2026-07-01T18:00')).toBe('2026-07-01T22:00:00.000Z');
    expect(isoToVirginiaLocal('2026-07-01T22:00:00.000Z')).toBe('2026-07-01T18:00');
  });
  it('refuses what is not a real time', () => {
    expect(virginiaLocalToIso('2026-02-30T18:00')).toBeNull();
    expect(virginiaLocalToIso('2026-12-01 18:00')).toBeNull();
    expect(virginiaLocalToIso('2026-12-01T25:00')).toBeNull();
  });
});
