import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdaNoticeProvider } from '@/components/documents/AdaNoticeProvider';
import { ACCESSIBLE_DOCUMENTS } from '@/lib/shared/accessibleDocuments';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', query: {}, push }) }));

const NOT_ACCESSIBLE = '/resources/meetings/ctb-workshop-slides.pdf';
const ACCESSIBLE = ACCESSIBLE_DOCUMENTS[0];

function setup() {
  const user = userEvent.setup();
  render(
    <AdaNoticeProvider>
      <a href={NOT_ACCESSIBLE}>Workshop slides</a>
      <a href={ACCESSIBLE}>Program guidance</a>
      <a href="/assets/images/vtrans-logo.png">Plan logo</a>
      <a href="https://www.example.org/resources/report.pdf">Report elsewhere</a>
    </AdaNoticeProvider>,
  );
  return { user, link: screen.getByRole('link', { name: 'Workshop slides' }) };
}

/** Records whether the browser would have followed a click (nothing prevented its default). */
function followed() {
  const seen: boolean[] = [];
  const listener = (event: MouseEvent) => {
    seen.push(!event.defaultPrevented);
    event.preventDefault(); // jsdom does not navigate, but keep the test page in place regardless
  };
  window.addEventListener('click', listener);
  return { seen, stop: () => window.removeEventListener('click', listener) };
}

describe('AdaNoticeProvider', () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    push.mockClear();
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('opens the notice with three actions for a document that is not on the accessible list', async () => {
    const { user, link } = setup();
    const clicks = followed();
    await user.click(link);
    clicks.stop();
    expect(clicks.seen).toEqual([false]);
    const dialog = screen.getByRole('dialog', { name: 'This document may not be fully accessible' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Open the document', 'Close', 'Request assistance']);
  });

  it('"Open the document" opens the file in a new tab and closes the notice', async () => {
    const { user, link } = setup();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(`${window.location.origin}${NOT_ACCESSIBLE}`, '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Request assistance" goes to the contact page with the document as subject', async () => {
    const { user, link } = setup();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Request assistance' }));
    expect(push).toHaveBeenCalledWith(
      `/get-involved/contact-us?subject=${encodeURIComponent(NOT_ACCESSIBLE)}`,
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('"Close" closes the notice and returns focus to the link', async () => {
    const { user, link } = setup();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('opens from the keyboard too and Escape closes it', async () => {
    const { user, link } = setup();
    link.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it.each([
    ['an accessible document', 'Program guidance'],
    ['a same-origin file outside /resources', 'Plan logo'],
    ['a /resources path on another site', 'Report elsewhere'],
  ])('lets %s open normally', async (_name, linkName) => {
    const { user } = setup();
    const clicks = followed();
    await user.click(screen.getByRole('link', { name: linkName }));
    clicks.stop();
    expect(clicks.seen).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves modified clicks (open in new tab) to the browser', async () => {
    const { user, link } = setup();
    const clicks = followed();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    clicks.stop();
    expect(clicks.seen).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
