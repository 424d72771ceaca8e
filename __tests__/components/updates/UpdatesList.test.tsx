import { render, screen, within } from '@testing-library/react';
import { ProblemNotice } from '@/components/layout/ProblemNotice';
import { UpdatesList } from '@/components/updates/UpdatesList';
import type { Update } from '@/lib/shared/schemas/updates';

const update = (i: number, program: Update['Program'] = 'vtrans'): Update => ({
  Key: `0${i}-01-2024-Update-${i}`,
  Date: `0${i}/01/2024`,
  Title: `Update ${i}`,
  Intro: `Intro ${i}.`,
  Body: 'Body.',
  Program: program,
  Link: null,
});

describe('UpdatesList', () => {
  it('shows each update with its date, program and a link, the feed, and real links to the other pages', () => {
    render(
      <UpdatesList
        updates={[update(1), update(2, 'gap-ta')]}
        page={2}
        pageCount={3}
        total={22}
        program={null}
      />,
    );
    expect(screen.getByText('Showing 11–12 of 22')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update 2' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates/update?id=02-01-2024-Update-2',
    );
    const item = screen.getByRole('link', { name: 'Update 2' }).closest('li') as HTMLElement;
    expect(within(item).getByText('GAP-TA')).toBeInTheDocument();
    expect(within(item).getByText('02/01/2024')).toHaveAttribute('datetime', '2024-02-01');
    expect(within(item).getByText('Intro 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed of all updates' })).toHaveAttribute(
      'href',
      '/updates.xml',
    );

    const pages = screen.getByRole('navigation', { name: 'Pages of updates' });
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates',
    );
    expect(within(pages).getByRole('link', { name: 'Go to the next page' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute('aria-current');
  });

  it('keeps the program in page links and marks the chosen program', () => {
    render(<UpdatesList updates={[update(1)]} page={1} pageCount={2} total={11} program="vtrans" />);
    const filter = screen.getByRole('navigation', { name: 'Filter updates by program' });
    expect(within(filter).getByRole('link', { name: 'VTrans' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'All programs' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of updates' });
    expect(within(pages).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates?program=vtrans&page=2',
    );
    expect(within(pages).getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();
  });

  it('explains an address that does not exist, with the way back (the notice page() shows)', () => {
    render(
      <ProblemNotice
        status={404}
        message="There is no page 9 of updates: they fill 2 pages."
        back={{ href: '/get-involved/program-updates', label: 'Go to the latest updates' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no page 9 of updates: they fill 2 pages.');
    expect(screen.getByRole('link', { name: 'Go to the latest updates' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates',
    );
  });
});
