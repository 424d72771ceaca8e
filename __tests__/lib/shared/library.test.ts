import {
  DEFAULT_FILTERS,
  facetCounts,
  fileSizeLabel,
  fileTypeLabel,
  filterItems,
  hasActiveFilters,
  isGapTaDocument,
  defaultCollection,
  isNewsletterDocument,
  isPastPlanDocument,
  libraryQuery,
  matchesSearch,
  sortDocuments,
  type LibraryFilters,
} from '@/lib/shared/schemas/documents/rules';
import { libraryDoc } from '../../helpers/libraryFixtures';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { LibraryQuery } from '@/lib/shared/schemas/documents';
import { thrownHttpError } from '../../helpers/thrown';

const parseLibraryQuery = (query: Record<string, string | string[] | undefined>) =>
  parsePageQuery(LibraryQuery, query);

const DOCS = [
  libraryDoc(
    'VTrans Policy Guide (Version 6)',
    { topic: 'Policy', planCycle: '2022-2025', docType: 'Policy Guide' },
    '2025-03-01T10:00:00Z',
  ),
  libraryDoc(
    'VTrans Policy Guide (Version 3)',
    { topic: 'Policy', planCycle: '2019-2021', docType: 'Policy Guide' },
    '2020-01-15T10:00:00Z',
  ),
  libraryDoc(
    'Mid-term Needs Technical Guide (2021)',
    { topic: 'Mid-term', planCycle: '2019-2021', docType: 'Technical Guide' },
    '2021-06-01T10:00:00Z',
  ),
  libraryDoc(
    'GAP-TA Program Guidance FY25',
    { topic: 'GAP-TA', planCycle: '2022-2025', docType: 'Program Guidance' },
    '2024-09-01T10:00:00Z',
    true,
  ),
  libraryDoc(
    'VTrans2035',
    { topic: 'Archive', planCycle: 'VTrans2035', docType: 'Plan' },
    '2009-12-17T10:00:00Z',
  ),
  libraryDoc(
    'VTrans2040 Vision Plan',
    { topic: 'Vision', planCycle: 'VTrans2040', docType: 'Plan' },
    '2015-12-01T10:00:00Z',
  ),
  libraryDoc(
    'VTrans Updates - Spring 2025',
    { topic: 'Newsletter', planCycle: '2022-2025', docType: 'Newsletter' },
    '2025-04-01T10:00:00Z',
  ),
];

const titles = (items: Array<{ title: string }>) => items.map((i) => i.title);
const withFilters = (
  f: Omit<Partial<LibraryFilters>, 'tags'> & { tags?: Partial<LibraryFilters['tags']> },
): LibraryFilters => ({
  ...DEFAULT_FILTERS,
  ...f,
  tags: { ...DEFAULT_FILTERS.tags, ...f.tags },
});

describe('search', () => {
  it('matches every word, case-insensitively, in the title or the tags', () => {
    expect(matchesSearch(DOCS[0], 'policy GUIDE')).toBe(true);
    expect(matchesSearch(DOCS[0], '  guide   2022-2025 ')).toBe(true); // plan cycle is a tag
    expect(matchesSearch(DOCS[0], 'policy freight')).toBe(false); // all words, not any
    expect(matchesSearch(DOCS[0], '')).toBe(true);
  });

  it('filters a list with all words', () => {
    expect(titles(filterItems(DOCS, withFilters({ q: 'vtrans plan' })))).toEqual([
      'VTrans2035',
      'VTrans2040 Vision Plan',
    ]);
    expect(filterItems(DOCS, withFilters({ q: 'nothing-like-this' }))).toEqual([]);
  });
});

describe('tag filters', () => {
  it('combine with AND across groups', () => {
    const policy = withFilters({ tags: { topic: 'Policy' } });
    expect(filterItems(DOCS, policy)).toHaveLength(2);
    const both = withFilters({ tags: { topic: 'Policy', planCycle: '2019-2021' } });
    expect(titles(filterItems(DOCS, both))).toEqual(['VTrans Policy Guide (Version 3)']);
    const none = withFilters({ tags: { topic: 'Policy', docType: 'Plan' } });
    expect(filterItems(DOCS, none)).toEqual([]);
  });

  it('combine with the search', () => {
    const f = withFilters({ q: 'version 6', tags: { planCycle: '2022-2025' } });
    expect(titles(filterItems(DOCS, f))).toEqual(['VTrans Policy Guide (Version 6)']);
  });
});

describe('facet counts', () => {
  const count = (
    facets: ReturnType<typeof facetCounts>,
    group: 'topic' | 'planCycle' | 'docType',
    v: string,
  ) => facets[group].find((t) => t.value === v)?.count;

  it('count every value with no filters, sorted A–Z', () => {
    const facets = facetCounts(DOCS, DEFAULT_FILTERS);
    expect(facets.planCycle).toEqual([
      { value: '2019-2021', count: 2 },
      { value: '2022-2025', count: 3 },
      { value: 'VTrans2035', count: 1 },
      { value: 'VTrans2040', count: 1 },
    ]);
    expect(count(facets, 'topic', 'Policy')).toBe(2);
  });

  it("follow the search and the other groups' choices, but not the group's own choice", () => {
    const facets = facetCounts(DOCS, withFilters({ tags: { topic: 'Policy' } }));
    // Topic counts ignore the chosen topic, so the other topics stay choosable.
    expect(count(facets, 'topic', 'Archive')).toBe(1);
    // Other groups count only Policy documents; values outside the result show 0.
    expect(count(facets, 'planCycle', '2019-2021')).toBe(1);
    expect(count(facets, 'docType', 'Policy Guide')).toBe(2);
    expect(count(facets, 'docType', 'Plan')).toBe(0);

    const searched = facetCounts(DOCS, withFilters({ q: 'guide' }));
    expect(count(searched, 'topic', 'Policy')).toBe(2);
    expect(count(searched, 'topic', 'Newsletter')).toBe(0);
  });

  it('list the whole vocabulary when one is given, with the values of the items too', () => {
    const vocabulary = { topic: [{ value: 'Partners', count: 2 }], planCycle: [], docType: [] };
    const topics = facetCounts(DOCS, DEFAULT_FILTERS, vocabulary).topic;
    expect(topics).toContainEqual({ value: 'Partners', count: 0 });
    expect(topics).toContainEqual({ value: 'Policy', count: 2 });
  });
});

describe('sorting', () => {
  it('orders by lastModified, newest or oldest first, and by title A–Z', () => {
    expect(titles(sortDocuments(DOCS, 'newest')).slice(0, 2)).toEqual([
      'VTrans Updates - Spring 2025',
      'VTrans Policy Guide (Version 6)',
    ]);
    expect(titles(sortDocuments(DOCS, 'oldest'))[0]).toBe('VTrans2035');
    expect(titles(sortDocuments(DOCS, 'title'))).toEqual([
      'GAP-TA Program Guidance FY25',
      'Mid-term Needs Technical Guide (2021)',
      'VTrans Policy Guide (Version 3)',
      'VTrans Policy Guide (Version 6)',
      'VTrans Updates - Spring 2025',
      'VTrans2035',
      'VTrans2040 Vision Plan',
    ]);
  });

  it('compares days, breaking ties by title (descending for newest, so later editions come first)', () => {
    const sameDay = [
      'GAP-TA Program Guidance FY21',
      'GAP-TA Program Guidance FY25',
      'GAP-TA Program Guidance FY3',
    ].map((title, n) => libraryDoc(title, DOCS[3].tags, `2024-09-01T0${n}:00:00Z`));
    const input = [...sameDay];
    expect(titles(sortDocuments(sameDay, 'newest'))).toEqual([
      'GAP-TA Program Guidance FY25',
      'GAP-TA Program Guidance FY21',
      'GAP-TA Program Guidance FY3',
    ]);
    expect(titles(sortDocuments(sameDay, 'oldest'))).toEqual([
      'GAP-TA Program Guidance FY3',
      'GAP-TA Program Guidance FY21',
      'GAP-TA Program Guidance FY25',
    ]);
    expect(sameDay).toEqual(input); // the input is not reordered
  });
});

describe('newest first', () => {
  it('orders by the year issued when every file has the same date (the seeded library), not by title', () => {
    const seeded = (title: string, year: number) => ({
      ...libraryDoc(title, DOCS[0].tags, '2026-11-27T08:00:00Z'),
      year,
    });
    const docs = [seeded('VTrans2025', 2004), seeded('A plan of 2022', 2022), seeded('Zebra memo', 2018)];
    expect(titles(sortDocuments(docs, 'newest'))).toEqual(['A plan of 2022', 'Zebra memo', 'VTrans2025']);
    expect(titles(sortDocuments(docs, 'oldest'))).toEqual(['VTrans2025', 'Zebra memo', 'A plan of 2022']);
  });

  it('compares the day as Virginia sees it: 11 PM in Richmond is still that day', () => {
    const late = libraryDoc('Aardvark', DOCS[0].tags, '2026-03-03T03:30:00Z'); // 03/02 10:30 PM EST
    const early = libraryDoc('Early', DOCS[0].tags, '2026-03-02T15:00:00Z'); // 03/02 10:00 AM EST
    const next = libraryDoc('Next', DOCS[0].tags, '2026-03-03T14:00:00Z');
    // Aardvark and Early share a Virginia day (UTC puts Aardvark with Next), so the title decides between them.
    expect(titles(sortDocuments([early, late, next], 'newest'))).toEqual(['Next', 'Early', 'Aardvark']);
  });
});

describe('URL query', () => {
  it('round-trips filters and leaves out defaults', () => {
    const f = withFilters({ q: 'freight plan', tags: { topic: 'Freight', docType: 'Plan' }, sort: 'title' });
    const query = libraryQuery(f);
    expect(query).toEqual({ q: 'freight plan', topic: 'Freight', type: 'Plan', sort: 'title' });
    expect(parseLibraryQuery(query)).toEqual(f);
    expect(libraryQuery(DEFAULT_FILTERS)).toEqual({});
  });

  it('takes the first of repeated values, trimmed', () => {
    expect(parseLibraryQuery({ cycle: ['2019-2021', 'x'], q: ' rail ', sort: undefined })).toEqual(
      withFilters({ q: 'rail', tags: { planCycle: '2019-2021' } }),
    );
  });

  it.each([
    ['sort', { sort: 'random' }, "'random' is not a sort order. Sort by newest, oldest or title."],
    [
      'q',
      { q: 'x'.repeat(201) },
      'Library searches are limited to 200 characters and this one has 201. Shorten it and search again.',
    ],
    [
      'topic',
      { topic: 't'.repeat(101) },
      'A topic is at most 100 characters and this one has 101. Choose one from the list on the page.',
    ],
    [
      'cycle',
      { cycle: 'c'.repeat(150) },
      'A plan cycle is at most 100 characters and this one has 150. Choose one from the list on the page.',
    ],
  ])('refuses a bad %s with a 400 naming it and saying what to change', (field, query, message) => {
    const err = thrownHttpError(() => parseLibraryQuery(query));
    expect([err.status, err.field, err.message]).toEqual([400, field, message]);
  });

  it('knows when any filter is active', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters(withFilters({ sort: 'oldest' }))).toBe(false);
    expect(hasActiveFilters(withFilters({ q: 'x' }))).toBe(true);
  });
});

describe('page selections and labels', () => {
  it('picks past plans, newsletters and GAP-TA documents', () => {
    // The collection is the editors' choice; a document nobody placed gets it from its tags.
    const placed = DOCS.map((d) => ({ ...d, collection: defaultCollection(d) }));
    expect(titles(placed.filter(isPastPlanDocument))).toEqual(['VTrans2035', 'VTrans2040 Vision Plan']);
    expect(titles(placed.filter(isNewsletterDocument))).toEqual(['VTrans Updates - Spring 2025']);
    expect(titles(DOCS.filter(isPastPlanDocument))).toEqual([]);
    const moved = { ...DOCS[0]!, collection: 'past-newsletters' as const };
    expect(isNewsletterDocument(moved)).toBe(true);
    expect(titles(DOCS.filter(isGapTaDocument))).toEqual(['GAP-TA Program Guidance FY25']);
  });

  it('labels file types and sizes', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('video/mp4')).toBe('MP4');
    expect(fileSizeLabel(850_000)).toBe('850 KB');
    expect(fileSizeLabel(1_240_000)).toBe('1.2 MB');
  });
});
