import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LibraryBrowser } from '@/components/documents/LibraryBrowser';
import { DocumentResult } from '@/components/documents/DocumentResult';
import { DEFAULT_FILTERS, facetCounts, type LibraryFilters } from '@/lib/shared/schemas/documents/rules';
import type { LibraryLink } from '@/lib/shared/schemas/documents';
import { libraryDoc } from '../../helpers/libraryFixtures';

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/documents-and-media', query: {}, replace }),
}));

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
    true,
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
];
const LINKS: LibraryLink[] = [
  {
    title: 'SMART SCALE',
    url: 'https://www.smartscale.org/',
    description: 'Scoring and funding of projects.',
    tags: { topic: 'Mid-term', planCycle: 'Current', docType: 'Website' },
  },
];
const TAGS = facetCounts([...DOCS, ...LINKS], DEFAULT_FILTERS);

function setup(initialFilters: LibraryFilters = DEFAULT_FILTERS) {
  const user = userEvent.setup();
  render(<LibraryBrowser docs={DOCS} tags={TAGS} links={LINKS} initialFilters={initialFilters} />);
  return user;
}

const resultTitles = () =>
  within(screen.getByRole('region', { name: 'Browse the library' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const status = () => screen.getByRole('status');
const lastQuery = () =>
  (replace.mock.calls.at(-1) as unknown as [{ query: Record<string, string> }])[0].query;

beforeEach(() => replace.mockClear());

describe('LibraryBrowser', () => {
  it('lists every document newest first with its link, type, size, date, tags and accessibility marker', () => {
    setup();
    expect(resultTitles()).toEqual([
      'VTrans Policy Guide (Version 6)',
      'GAP-TA Program Guidance FY25',
      'VTrans Policy Guide (Version 3)',
      'VTrans2035',
    ]);
    expect(status()).toHaveTextContent('4 documents and 1 related website found');
    const link = screen.getByRole('link', { name: 'VTrans2035' });
    expect(link).toHaveAttribute('href', '/resources/lib/vtrans2035.pdf');
    const row = link.closest('li')!;
    expect(within(row).getByText(/PDF, 850 KB/)).toHaveTextContent('12/17/2009');
    // What is known, from the file's own check: the failing checks in plain words, or the check's date and version.
    expect(within(row).getByText(/^May not be fully accessible/)).toHaveTextContent(
      'May not be fully accessible ' +
        'The automated PDF/UA checks found that some pictures have no text description. ' +
        'An accessible version is available on request.',
    );
    expect(within(row).getByText('Archive')).toBeInTheDocument();
    const accessibleRow = screen.getByRole('link', { name: 'GAP-TA Program Guidance FY25' }).closest('li')!;
    expect(within(accessibleRow).getByText(/^Passes the automated PDF\/UA checks/)).toHaveTextContent(
      'Passes the automated PDF/UA checks Checked on 11/27/2026 by version 3 of the site’s checks.',
    );
    expect(within(accessibleRow).queryByText(/May not be fully accessible/)).toBeNull();
  });

  it('filters as you type (all words, title and tags) and mirrors the search into the URL', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'guide 2022');
    expect(resultTitles()).toEqual(['VTrans Policy Guide (Version 6)']);
    expect(status()).toHaveTextContent('1 document found');
    expect(lastQuery()).toEqual({ q: 'guide 2022' });
    expect(replace).toHaveBeenLastCalledWith(expect.anything(), undefined, { shallow: true, scroll: false });
  });

  it('shows chips with counts that follow the other filters, and toggles them', async () => {
    const user = setup();
    const topics = screen.getByRole('group', { name: 'Topic' });
    const cycles = screen.getByRole('group', { name: 'Plan cycle' });
    expect(within(topics).getByRole('button', { name: 'Policy (2)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(cycles).getByRole('button', { name: '2022-2025 (2)' })).toBeInTheDocument();

    await user.click(within(topics).getByRole('button', { name: 'Policy (2)' }));
    expect(within(topics).getByRole('button', { name: 'Policy (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(resultTitles()).toEqual(['VTrans Policy Guide (Version 6)', 'VTrans Policy Guide (Version 3)']);
    // Plan-cycle counts now count Policy documents only; the website no longer matches.
    expect(within(cycles).getByRole('button', { name: '2022-2025 (1)' })).toBeInTheDocument();
    expect(within(cycles).getByRole('button', { name: 'Current (0)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('heading', { name: 'Related websites' })).toBeNull();
    expect(lastQuery()).toEqual({ topic: 'Policy' });

    await user.click(within(cycles).getByRole('button', { name: '2019-2021 (1)' }));
    expect(resultTitles()).toEqual(['VTrans Policy Guide (Version 3)']);
    expect(lastQuery()).toEqual({ topic: 'Policy', cycle: '2019-2021' });

    await user.click(within(topics).getByRole('button', { name: 'Policy (1)' }));
    expect(lastQuery()).toEqual({ cycle: '2019-2021' });
  });

  it('sorts oldest first and by title', async () => {
    const user = setup();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Oldest first');
    expect(resultTitles()[0]).toBe('VTrans2035');
    expect(lastQuery()).toEqual({ sort: 'oldest' });
    await user.selectOptions(sort, 'Title A–Z');
    expect(resultTitles()).toEqual([
      'GAP-TA Program Guidance FY25',
      'VTrans Policy Guide (Version 3)',
      'VTrans Policy Guide (Version 6)',
      'VTrans2035',
    ]);
  });

  it('shows an empty state whose Clear filters button brings everything back', async () => {
    const user = setup({ ...DEFAULT_FILTERS, q: 'no such words' });
    expect(status()).toHaveTextContent('0 documents found');
    expect(screen.getByText(/No documents or websites match/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(resultTitles()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveValue('');
    expect(lastQuery()).toEqual({});
  });

  it('lists related websites in their own section, opening in a new tab and saying so', () => {
    setup();
    const section = screen.getByRole('region', { name: 'Related websites' });
    const link = within(section).getByRole('link', { name: /SMART SCALE/ });
    expect(link).toHaveAccessibleName('SMART SCALE (opens in a new tab)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('a document’s date', () => {
  it('shows the year issued when known, else the file’s day in Virginia time', () => {
    const base = libraryDoc(
      'Late filing',
      { topic: 'Policy', planCycle: '', docType: 'Plan' },
      '2026-03-03T03:30:00Z',
    );
    const { rerender } = render(<DocumentResult doc={{ ...base, year: 2004 }} />);
    expect(screen.getByText(/Issued 2004/)).toBeInTheDocument();
    expect(screen.queryByText(/Updated/)).toBeNull();
    rerender(<DocumentResult doc={base} />);
    // 03:30 UTC on March 3 is 10:30 PM on March 2 in Richmond.
    expect(screen.getByText(/Updated/)).toHaveTextContent('Updated 03/02/2026');
  });
});
