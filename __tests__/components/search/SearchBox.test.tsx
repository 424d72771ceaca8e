import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '@/components/search/SearchBox';

const push = jest.fn(() => Promise.resolve(true));
const router = { pathname: '/', query: {} as Record<string, string>, push };

jest.mock('next/router', () => ({ useRouter: () => router }));

function setup() {
  // Fake timers drive the 500 ms throttle window; user-event must advance them too.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SearchBox />);
  return { user, input: screen.getByRole('searchbox', { name: 'Search' }) };
}

describe('SearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockClear();
    router.pathname = '/';
    router.query = {};
  });
  afterEach(() => jest.useRealTimers());

  it('is a search landmark with the exact placeholder and a submit button', () => {
    setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search data, documents, and web pages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit search' })).toBeInTheDocument();
  });

  it('goes to /search with the encoded text on Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'rail & transit{Enter}');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/search?search=rail%20%26%20transit');
  });

  it('submits with the button too', async () => {
    const { user, input } = setup();
    await user.type(input, 'freight');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(push).toHaveBeenCalledWith('/search?search=freight');
  });

  it.each([
    ['empty', '{Enter}'],
    ['spaces only', '   {Enter}'],
  ])('does nothing for %s text', async (_name, keys) => {
    const { user, input } = setup();
    await user.type(input, keys);
    expect(push).not.toHaveBeenCalled();
  });

  it('navigates once for two Enters within 500 ms and again after 500 ms', async () => {
    const { user, input } = setup();
    await user.type(input, 'bridges{Enter}');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(500));
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledTimes(2);
    expect(push).toHaveBeenLastCalledWith('/search?search=bridges');
  });

  it('shows the current search on the search page', () => {
    router.pathname = '/search';
    router.query = { search: 'safety' };
    const { input } = setup();
    expect(input).toHaveValue('safety');
  });
});
