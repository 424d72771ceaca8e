import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqList, matchesFilter } from '@/components/faq/FaqList';
import { parseMarkdown } from '@/lib/server/markdown';
import type { FaqEntry, RenderedFaqEntry } from '@/lib/shared/schemas/faq';

const SOURCE: FaqEntry[] = [
  {
    id: 'why-a-statewide-plan',
    topic: 'About VTrans',
    question: 'Why does Virginia need a statewide plan?',
    answer: 'Funding is limited. See [About VTrans](/about/about-vtrans).',
  },
  {
    id: 'vtrans-vs-syip',
    topic: 'About VTrans',
    question: 'How does VTrans relate to the SYIP?',
    answer: 'The **Six-Year Improvement Program** funds projects.',
  },
  {
    id: 'gap-ta-how-to-apply',
    topic: 'GAP-TA',
    question: 'How can my agency apply?',
    answer: 'Send an expression of interest during the intake window.',
  },
];
const ENTRIES: RenderedFaqEntry[] = SOURCE.map((e) => ({ ...e, answerTree: parseMarkdown(e.answer) }));

const question = (name: RegExp | string) => screen.getByRole('button', { name });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FaqList', () => {
  it('groups questions under an h2 per topic, each an h3 button that expands its Markdown answer', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={ENTRIES} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About VTrans',
      'GAP-TA',
    ]);
    const h3 = screen.getByRole('heading', { level: 3, name: 'How can my agency apply?' });
    const button = within(h3).getByRole('button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How can my agency apply?' })).toHaveTextContent(
      'Send an expression of interest',
    );
    expect(document.getElementById('gap-ta-how-to-apply')).not.toBeNull();
  });

  it('filters by words in the question or the answer, and says how many match', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={ENTRIES} />);
    expect(screen.getByText('3 questions')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter questions' }), 'six-year');
    expect(screen.getByText('Showing 1 of 3 questions')).toBeInTheDocument();
    expect(question('How does VTrans relate to the SYIP?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How can my agency apply?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'GAP-TA' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Filter questions' }), ' nothing-like-this');
    expect(screen.getByText(/No questions match your filter/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask the VTrans team' })).toHaveAttribute(
      'href',
      '/get-involved/contact-us',
    );
  });

  it('filters by topic with toggle chips', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={ENTRIES} />);
    const group = screen.getByRole('group', { name: 'Filter by topic' });
    await user.click(within(group).getByRole('button', { name: 'GAP-TA' }));
    expect(within(group).getByRole('button', { name: 'GAP-TA' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 1 of 3 questions')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'About VTrans' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'All topics' }));
    expect(screen.getByText('3 questions')).toBeInTheDocument();
  });

  it('expands, scrolls to and focuses the question named by the #anchor, on load and on hash change', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    window.history.replaceState(null, '', '/get-involved/frequently-asked-questions#vtrans-vs-syip');
    render(<FaqList entries={ENTRIES} />);
    const syip = question('How does VTrans relate to the SYIP?');
    await waitFor(() => expect(syip).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(syip).toHaveFocus());
    expect(scroll).toHaveBeenCalled();
    expect(question('How can my agency apply?')).toHaveAttribute('aria-expanded', 'false');

    act(() => {
      window.location.hash = '#gap-ta-how-to-apply';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() =>
      expect(question('How can my agency apply?')).toHaveAttribute('aria-expanded', 'true'),
    );
  });

  it('ignores an anchor that names no question', () => {
    window.history.replaceState(null, '', '/get-involved/frequently-asked-questions#nope');
    render(<FaqList entries={ENTRIES} />);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('ignores a malformed anchor instead of crashing the page', () => {
    window.history.replaceState(null, '', '/get-involved/frequently-asked-questions#%E0%A4%A');
    render(<FaqList entries={ENTRIES} />);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
  });

  it("'Copy link' copies the question's address and confirms it", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    window.history.replaceState(null, '', '/get-involved/frequently-asked-questions');
    render(<FaqList entries={ENTRIES} />);
    await user.click(question('How can my agency apply?'));
    await user.click(
      screen.getByRole('button', { name: /^Copy link to the question: How can my agency apply\?/ }),
    );
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost/get-involved/frequently-asked-questions#gap-ta-how-to-apply',
    );
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('shows the address when the clipboard is not available', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<FaqList entries={ENTRIES} />);
    await user.click(question('How can my agency apply?'));
    await user.click(
      screen.getByRole('button', { name: /^Copy link to the question: How can my agency apply/ }),
    );
    expect(
      await screen.findByText(/Copy this link: http:\/\/localhost\/#gap-ta-how-to-apply/),
    ).toBeInTheDocument();
  });
});

describe('matchesFilter', () => {
  it('needs every word, in any case, in the question or answer', () => {
    expect(matchesFilter(ENTRIES[2], 'AGENCY interest')).toBe(true);
    expect(matchesFilter(ENTRIES[2], 'agency freight')).toBe(false);
    expect(matchesFilter(ENTRIES[2], '   ')).toBe(true);
  });
});
