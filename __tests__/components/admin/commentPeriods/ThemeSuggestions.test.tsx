import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSuggestions } from '@/components/admin/commentPeriods/ThemeSuggestions';
import type { ThemeSuggestions as Suggestions } from '@/lib/shared/schemas/commentPeriods';

const FOUND: Suggestions = {
  considered: 9,
  unassigned: 1,
  themes: [
    {
      label: 'bike lanes, cyclists',
      terms: ['bike lanes', 'cyclists'],
      commentIds: [3, 1],
      samples: [{ id: 3, comment: 'Bike lanes stop.' }],
    },
    {
      label: 'bus stop, shelter',
      terms: ['bus stop', 'shelter'],
      commentIds: [5, 4, 6],
      samples: [{ id: 5, comment: 'A shelter, please.' }],
    },
    {
      label: 'trail, safe route',
      terms: ['trail'],
      commentIds: [2, 7],
      samples: [{ id: 2, comment: 'Connect the trail.' }],
    },
  ],
};

// jsdom has no fetch: the panel's one call is answered here.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('ThemeSuggestions', () => {
  it('asks for suggestions, then uses one, merges the ticked ones, and discards one, by keyboard', async () => {
    fetchMock.mockResolvedValue(answer(200, FOUND));
    const onUse = jest.fn();
    const user = userEvent.setup();
    render(<ThemeSuggestions periodId={12} onUse={onUse} />);
    screen.getByRole('button', { name: 'Suggest themes from the comments' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 themes suggested from 9 comments (1 in none).',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/comment-periods/12/themes',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Typical comments of bus stop, shelter' })).getByText(
        '#5: A shelter, please.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use “bus stop, shelter” as a theme' }));
    expect(onUse).toHaveBeenLastCalledWith('bus stop, shelter', [4, 5, 6]);

    const merge = screen.getByRole('button', { name: /Merge the \d ticked into one theme/ });
    expect(merge).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /bike lanes, cyclists/ }));
    await user.click(screen.getByRole('checkbox', { name: /trail, safe route/ }));
    await user.click(screen.getByRole('button', { name: 'Merge the 2 ticked into one theme' }));
    expect(onUse).toHaveBeenLastCalledWith('bike lanes, cyclists', [1, 2, 3, 7]);

    await user.click(screen.getByRole('button', { name: 'Discard “trail, safe route”' }));
    expect(screen.queryByRole('checkbox', { name: /trail, safe route/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Merge the 1 ticked/ })).toBeDisabled();
  });

  it("says why there are none, and the site's refusal when it refuses", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { considered: 3, unassigned: 3, themes: [] }));
    const user = userEvent.setup();
    render(<ThemeSuggestions periodId={1} onUse={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Suggest themes from the comments' }));
    expect(await screen.findByText(/No themes: 3 comments are too few/)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(
      answer(422, { error: { message: 'Suggesting themes took longer than the site allows.' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Suggest themes from the comments' }));
    expect(
      await screen.findByText('No themes suggested: Suggesting themes took longer than the site allows.'),
    ).toBeInTheDocument();
  });
});
