import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPage } from '@/components/search/SearchPage';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { SearchPageQuery } from '@/lib/shared/schemas/search';
import { readSearchParams, searchHref } from '@/lib/shared/searchParams';
import { searchSite } from '@/lib/client/search';
import type { SearchResponse, SearchResult } from '@/lib/shared/schemas/search';
import { thrownHttpError } from '../../helpers/thrown';

/** The search page's address as its loader reads it (pages/search.tsx). */
const parseSearchParams = (query: Record<string, string | string[]>) =>
  parsePageQuery(SearchPageQuery, query);

const push = jest.fn((_url: string) => Promise.resolve(true));
const router = { pathname: '/search', isReady: true, query: {} as Record<string, string>, push };

jest.mock('next/router', () => ({ useRouter: () => router }));
// The client module is written alongside this page; the test only needs its signature.
jest.mock('@/lib/client/search', () => ({ searchSite: jest.fn() }));

const mockSearch = jest.mocked(searchSite);

function result(over: Partial<SearchResult> = {}): SearchResult {
  return {
    id: 'web:freight-plan',
    source: 'web',
    type: 'Page',
    title: 'Freight Plan',
    url: '/mid-term-planning/freight-plan',
    snippet: {
      text: 'The Virginia freight plan covers freight by truck.',
      highlights: [
        [33, 40],
        [13, 20],
      ],
    },
    date: '05/01/2024',
    tags: ['Freight'],
    pageNumber: null,
    ...over,
  };
}

function response(over: Partial<SearchResponse> = {}): SearchResponse {
  return {
    query: 'freight',
    matchWholePhrase: false,
    sources: ['web', 'documents', 'data'],
    total: 12,
    counts: { web: 5, documents: 6, data: 1 },
    bestBets: [],
    results: [
      result(),
      result({
        id: 'doc:plan.pdf',
        source: 'documents',
        type: 'PDF',
        title: 'Freight Element',
        url: '/resources/plan.pdf#page=4',
        pageNumber: 4,
        tags: [],
        date: null,
      }),
    ],
    page: 1,
    pageSize: 10,
    suggestion: null,
    ...over,
  };
}

function show(query: Record<string, string>) {
  router.query = query;
  return render(<SearchPage initial={parseSearchParams(query)} />);
}

beforeEach(() => {
  push.mockClear();
  mockSearch.mockReset();
});

describe('SearchPage', () => {
  it('renders results with their matches in <mark> and announces the count', async () => {
    mockSearch.mockResolvedValue(response());
    show({ search: 'freight' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('freight');
    expect(screen.getByRole('status')).toHaveTextContent('Searching for "freight"…');
    expect(await screen.findByText('12 results for "freight"')).toHaveAttribute('role', 'status');
    expect(mockSearch).toHaveBeenCalledWith({ searchString: 'freight', matchWholePhrase: false, page: 1 });

    const first = screen.getByRole('heading', { level: 3, name: 'Freight Plan' }).closest('li')!;
    const marks = Array.from(first.querySelectorAll('mark'), (m) => m.textContent);
    expect(marks).toEqual(['freight', 'freight']);
    expect(first).toHaveTextContent('The Virginia freight plan covers freight by truck.');
    expect(within(first).getByText('05/01/2024')).toBeInTheDocument();
    expect(within(first).getByText('Freight')).toBeInTheDocument();

    expect(screen.getByText('PDF, page 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Freight Element' })).toHaveAttribute(
      'href',
      '/resources/plan.pdf#page=4',
    );
  });

  it('shows the results the server rendered at once, without asking again; the next search fetches', async () => {
    mockSearch.mockResolvedValue(response({ query: 'rail', total: 1, results: [result()] }));
    router.query = { search: 'freight' };
    const { rerender } = render(
      <SearchPage initial={parseSearchParams(router.query)} initialResults={response()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('12 results for "freight"');
    expect(screen.getByRole('link', { name: 'Freight Element' })).toBeInTheDocument();
    expect(mockSearch).not.toHaveBeenCalled();

    router.query = { search: 'rail' };
    rerender(<SearchPage initial={parseSearchParams({ search: 'freight' })} initialResults={response()} />);
    expect(await screen.findByText('1 result for "rail"')).toHaveAttribute('role', 'status');
    expect(mockSearch).toHaveBeenCalledWith({ searchString: 'rail', matchWholePhrase: false, page: 1 });
  });

  it('shows source chips with counts; toggling one searches that source and updates the URL', async () => {
    mockSearch.mockResolvedValue(response());
    const user = userEvent.setup();
    const { rerender } = show({ search: 'freight' });
    const chips = screen.getByRole('group', { name: 'Filter by source' });
    expect(await within(chips).findByRole('button', { name: 'All (12)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(chips).getByRole('button', { name: 'Web pages (5)' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Data (1)' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Documents (6)' }));
    expect(push).toHaveBeenCalledWith('/search?search=freight&sources=documents', undefined, {
      shallow: true,
    });

    // The router reports the new URL; the page follows it.
    router.query = { search: 'freight', sources: 'documents' };
    rerender(<SearchPage initial={parseSearchParams({})} />);
    expect(mockSearch).toHaveBeenLastCalledWith(expect.objectContaining({ includeSources: ['documents'] }));
    expect(await screen.findByRole('button', { name: 'Documents (6)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All (12)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('the whole-phrase switch puts phrase=1 in the URL and restarts at page 1', async () => {
    mockSearch.mockResolvedValue(response());
    const user = userEvent.setup();
    show({ search: 'freight plan', page: '2' });
    await user.click(screen.getByRole('switch', { name: 'Match whole phrase' }));
    expect(push).toHaveBeenCalledWith('/search?search=freight+plan&phrase=1', undefined, { shallow: true });
  });

  it('a new query from the form resets the page', async () => {
    mockSearch.mockResolvedValue(response());
    const user = userEvent.setup();
    show({ search: 'freight', sources: 'data', page: '3' });
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    await user.clear(box);
    await user.type(box, 'rail{Enter}');
    expect(push).toHaveBeenCalledWith('/search?search=rail&sources=data', undefined, { shallow: true });
  });

  it('pages are links carrying the page in the URL', async () => {
    mockSearch.mockResolvedValue(response({ total: 35, page: 2 }));
    show({ search: 'freight', phrase: '1', page: '2' });
    const nav = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(within(nav).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/search?search=freight&phrase=1&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/search?search=freight&phrase=1',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('pins best bets above the results in a Recommended box', async () => {
    mockSearch.mockResolvedValue(
      response({
        bestBets: [
          { title: 'Freight Plan', url: '/mid-term-planning/freight-plan', description: 'The plan' },
        ],
      }),
    );
    show({ search: 'freight' });
    const box = await screen.findByRole('region', { name: 'Recommended' });
    expect(within(box).getByRole('link', { name: 'Freight Plan' })).toHaveAttribute(
      'href',
      '/mid-term-planning/freight-plan',
    );
    const results = screen.getByRole('region', { name: 'Results' });
    expect(box.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without a query: help, popular pages, and no request', async () => {
    show({});
    await act(async () => {}); // let the (empty) query settle
    expect(screen.getByText(/Type words in the box above/)).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular pages' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'GAP-TA application',
      'Mid-term needs and priorities',
      'Map Explorer',
      'Documents and Media',
      'Meetings',
    ]);
    expect(screen.queryByRole('group', { name: 'Filter by source' })).not.toBeInTheDocument();
    expect(mockSearch).not.toHaveBeenCalled();
  });

  it('no results: says so, offers the suggestion as a link, tips and popular pages', async () => {
    mockSearch.mockResolvedValue(
      response({
        query: 'frieght',
        total: 0,
        results: [],
        counts: { web: 0, documents: 0, data: 0 },
        suggestion: 'freight',
      }),
    );
    show({ search: 'frieght', phrase: '1' });
    expect(await screen.findByText('No results for "frieght"')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'freight' })).toHaveAttribute(
      'href',
      '/search?search=freight&phrase=1',
    );
    expect(screen.getByText(/Turn off Match whole phrase/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular pages' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that searches again', async () => {
    mockSearch.mockRejectedValueOnce(new Error('Failed to search')).mockResolvedValueOnce(response());
    const user = userEvent.setup();
    show({ search: 'freight' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to search');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('12 results for "freight"')).toBeInTheDocument();
    expect(mockSearch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('search URL', () => {
  it('reads a search address: the first of repeated values, trimmed; sources in canonical order', () => {
    expect(parseSearchParams({})).toEqual({ search: '', phrase: false, sources: [], page: 1 });
    expect(
      parseSearchParams({ search: ['  bridges ', 'x'], phrase: '1', sources: 'data, web,web', page: '12' }),
    ).toEqual({ search: 'bridges', phrase: true, sources: ['web', 'data'], page: 12 });
    expect(parseSearchParams({ phrase: 'false', sources: 'data,web,documents' })).toMatchObject({
      phrase: false,
      sources: [], // every source is the same as all
    });
  });

  it.each([
    ['page', { page: '0' }, "'0' is not a page of results. Pages are numbered from 1."],
    ['page', { page: '-3' }, "'-3' is not a page of results. Pages are numbered from 1."],
    ['page', { page: '10000' }, "'10000' is not a page of results. Pages are numbered from 1."],
    [
      'phrase',
      { phrase: 'yes' },
      "'yes' is not a phrase setting: use phrase=1 to match the whole phrase, or leave it out.",
    ],
    [
      'sources',
      { sources: 'documents,nope' },
      "There is no source called 'nope' to search. Choose web, documents or data.",
    ],
    [
      'search',
      { search: 'x'.repeat(201) },
      'Searches are limited to 200 characters and this one has 201. Shorten it and search again.',
    ],
  ])('refuses a bad %s with a 400 naming it and saying what to change', (field, query, message) => {
    const err = thrownHttpError(() => parseSearchParams(query));
    expect([err.status, err.field, err.message]).toEqual([400, field, message]);
  });

  it('the browser reads the addresses it writes, and anything else leniently as defaults', () => {
    expect(readSearchParams({ search: 'rail', phrase: '1', sources: 'documents', page: '2' })).toEqual({
      search: 'rail',
      phrase: true,
      sources: ['documents'],
      page: 2,
    });
    expect(
      readSearchParams({
        search: ['  bridges ', 'x'],
        phrase: 'yes',
        sources: 'documents,nope,web',
        page: '-3',
      }),
    ).toEqual({ search: 'bridges', phrase: false, sources: ['web', 'documents'], page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(searchHref({ search: 'a b', phrase: true, sources: ['web', 'data'], page: 2 })).toBe(
      '/search?search=a+b&phrase=1&sources=web,data&page=2',
    );
    expect(searchHref({ search: '', phrase: false, sources: [], page: 1 })).toBe('/search');
  });
});
