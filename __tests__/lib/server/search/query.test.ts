/** @jest-environment node */
import type { SearchRecord } from '@/lib/server/search/searchRecord';
import { indexRecords, retire, RETIRE_AFTER_MS, type RecordIndex } from '@/lib/server/search/index';
import { findHits, suggest } from '@/lib/server/search/query';

const rec = (id: string, title: string, body: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  id,
  source: 'web',
  type: 'Page',
  title,
  headings: '',
  body,
  tags: '',
  tagList: [],
  url: `/${id}`,
  date: null,
  pageNumber: null,
  group: id,
  ...extra,
});

const RECORDS = [
  rec('uda', 'About UDAs', 'An urban development area concentrates growth.'),
  rec('ev', 'Charging', 'Electric utilities plan for EV charging.'),
  rec('evs', 'Fleets', 'An electric vehicle fleet.'),
  rec('freight', 'Freight', 'Trucks carry freight on corridors of statewide significance.'),
  rec('old', 'Study update', 'A freight study.', { date: '01/15/2015' }),
  rec('new', 'Study update', 'A freight study.', { date: '01/15/2025' }),
  rec('pdf-1', 'Policy Guide', 'Resiliency of the network.', {
    source: 'documents',
    pageNumber: 1,
    group: 'pdf',
  }),
  rec('pdf-2', 'Policy Guide', 'Resiliency, and more resiliency of the network.', {
    source: 'documents',
    pageNumber: 2,
    group: 'pdf',
  }),
];

let index: RecordIndex;
beforeAll(() => {
  index = indexRecords(RECORDS, Date.UTC(2026, 0, 1));
});
afterAll(() => index.engine.close());

const ids = (q: string, phrase = false) => findHits(index, q, phrase).map((h) => h.record.id);

describe('findHits', () => {
  it('finds synonyms: the acronym finds the spelled-out words', () => {
    expect(ids('uda')).toEqual(['uda']);
    expect(ids('urban development area')).toEqual(['uda']);
  });

  it('puts title matches first and breaks equal scores by the newer date', () => {
    expect(ids('freight')).toEqual(['freight', 'new', 'old']);
  });

  it('tolerates a typo and a word cut short, and says which indexed words to highlight', () => {
    const [hit] = findHits(index, 'freigt', false);
    expect(hit.record.id).toBe('freight');
    expect(hit.terms).toContain('freight');
    expect(ids('signif')).toEqual(['freight']);
    expect(findHits(index, 'signif', false)[0].terms).toEqual(['significance']);
  });

  it("highlights only words of a phrasing the record satisfies (not an acronym's expansion beside it)", () => {
    const terms = Object.fromEntries(findHits(index, 'EV', false).map((h) => [h.record.id, h.terms.sort()]));
    expect(terms).toEqual({ ev: ['ev'], evs: ['electric', 'vehicle'] });
  });

  it('answers "any word" only when no record has every word', () => {
    expect(ids('trucks resiliency')).toEqual(expect.arrayContaining(['freight', 'pdf-2']));
    expect(ids('trucks corridors')).toEqual(['freight']);
  });

  it('matches a whole phrase only in order, stop words included', () => {
    expect(ids('corridors of statewide significance', true)).toEqual(['freight']);
    expect(ids('statewide corridors', true)).toEqual([]);
    expect(ids('of the', true)).toEqual([]); // nothing but stop words
  });

  it('lists a document once, with its best page', () => {
    const hits = findHits(index, 'resiliency', false);
    expect(hits.map((h) => [h.record.group, h.record.pageNumber])).toEqual([['pdf', 2]]);
  });

  it('finds nothing for an empty or punctuation-only query', () => {
    expect(ids('  ')).toEqual([]);
    expect(ids('?!')).toEqual([]);
  });
});

describe('suggest', () => {
  it('replaces an unknown word by the closest indexed word, keeping known ones', () => {
    expect(suggest(index, 'resilency trucks')).toBe('resiliency trucks');
    expect(suggest(index, 'freight')).toBeNull();
    expect(suggest(index, 'zzqxblorp')).toBeNull();
  });
});

describe('retire', () => {
  it('closes a replaced index only after the grace period, so a request holding it can finish', () => {
    jest.useFakeTimers();
    try {
      const old = indexRecords(RECORDS);
      retire(old);
      jest.advanceTimersByTime(RETIRE_AFTER_MS - 1);
      expect(findHits(old, 'freight', false)).toHaveLength(3);
      jest.advanceTimersByTime(1);
      expect(() => findHits(old, 'freight', false)).toThrow();
    } finally {
      jest.useRealTimers();
    }
  });
});
