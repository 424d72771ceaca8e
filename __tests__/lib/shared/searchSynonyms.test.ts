import { bestBetsFor } from '@/lib/shared/bestBets';
import {
  expandQuery,
  MAX_QUERY_EXPANSIONS,
  normalizeSearchText,
  SEARCH_SYNONYMS,
} from '@/lib/shared/searchSynonyms';

describe('search synonyms', () => {
  it('expands an acronym to its full names, the query first', () => {
    expect(expandQuery('UDA')).toEqual(['uda', 'udas', 'urban development area', 'urban development areas']);
    expect(expandQuery('CTB meetings')).toEqual([
      'ctb meetings',
      'commonwealth transportation board meetings',
    ]);
  });

  it('expands a full name to its acronym, keeping the rest of the query', () => {
    expect(expandQuery('Office of Intermodal Planning and Investment staff')).toContain('oipi staff');
    expect(expandQuery('long-range transportation plan')).toContain('lrtp');
  });

  it('matches whole words only: short acronyms do not fire inside other words', () => {
    expect(expandQuery('evaluation of travel')).toEqual(['evaluation of travel']);
    expect(expandQuery('driven average')).toEqual(['driven average']);
  });

  it('handles hyphens, ampersands and case', () => {
    expect(expandQuery('GAP-TA')).toEqual(
      expect.arrayContaining([
        'gap-ta',
        'gap ta',
        'growth and accessibility planning',
        'technical assistance',
      ]),
    );
    expect(expandQuery('Risk & Opportunity Register')).toContain('ltror');
    expect(normalizeSearchText('  Risk & Opportunity—Register! ')).toBe('risk and opportunity-register');
  });

  it('caps the number of phrasings and returns nothing for an empty query', () => {
    expect(expandQuery('uda coss ctb ev av vdot drpt oipi').length).toBeLessThanOrEqual(MAX_QUERY_EXPANSIONS);
    expect(expandQuery('  ')).toEqual([]);
  });

  it('keeps the list lower case and free of duplicate terms', () => {
    const all = SEARCH_SYNONYMS.flat();
    expect(all.every((t) => t === t.toLowerCase())).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('best bets', () => {
  it('pins on trigger phrases as whole words', () => {
    expect(bestBetsFor('How do I apply?').map((b) => b.url)).toEqual(['/gap-ta/application']);
    expect(bestBetsFor('mid-term needs').map((b) => b.url)).toEqual([
      '/mid-term-planning/mid-term-needs-and-priorities',
    ]);
    expect(bestBetsFor('GIS layers').map((b) => b.url)).toEqual(['/interactvtrans/map-explorer']);
    expect(bestBetsFor('freight meetings').map((b) => b.url)).toEqual([
      '/get-involved/meetings',
      '/mid-term-planning/freight-plan',
    ]);
    expect(bestBetsFor('mapping')).toEqual([]);
    expect(bestBetsFor('')).toEqual([]);
  });
});
