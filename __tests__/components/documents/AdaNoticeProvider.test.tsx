import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdaNoticeProvider, resetAccessibleDocuments } from '@/components/documents/AdaNoticeProvider';
import { CONTACT_FORM_ID } from '@/components/contact/ContactForm';
import { getAccessibleDocuments } from '@/lib/client/api';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', query: {}, push }) }));
jest.mock('@/lib/client/api', () => ({ getAccessibleDocuments: jest.fn() }));
const listCall = getAccessibleDocuments as jest.MockedFunction<typeof getAccessibleDocuments>;

const NOT_ACCESSIBLE = '/resources/meetings/ctb-workshop-slides.pdf';
// Marked accessible by an editor: the list comes from GET /api/documents/accessible.
const ACCESSIBLE = '/resources/library/2026/freight-element.pdf';

/** Renders the links; `loaded` waits until the provider has the list of accessible documents. */
async function setup(loaded = true) {
  const { user, link } = render_();
  if (loaded) await waitFor(() => expect(listCall).toHaveBeenCalled());
  if (loaded) await act(() => Promise.resolve());
  return { user, link };
}

function render_() {
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
    resetAccessibleDocuments();
    listCall.mockReset().mockResolvedValue({ paths: [ACCESSIBLE] });
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('opens the notice with three actions for a document that is not on the accessible list', async () => {
    const { user, link } = await setup();
    const clicks = followed();
    await user.click(link);
    clicks.stop();
    expect(clicks.seen).toEqual([false]);
    const dialog = screen.getByRole('dialog', { name: 'This document may not be fully accessible' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Open the document', 'Close', 'Request assistance']);
  });

  it('"Open the document" opens the file in a new tab and closes the notice', async () => {
    const { user, link } = await setup();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(`${window.location.origin}${NOT_ACCESSIBLE}`, '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Request assistance" goes to the contact form itself, with the document as subject', async () => {
    const { user, link } = await setup();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Request assistance' }));
    // To the form (#contact-form, ContactForm's id), not to the top of the page far above it on a phone.
    expect(push).toHaveBeenCalledWith(
      `/get-involved/contact-us?subject=${encodeURIComponent(NOT_ACCESSIBLE)}#${CONTACT_FORM_ID}`,
      undefined,
      { scroll: false },
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('"Close" closes the notice and returns focus to the link', async () => {
    const { user, link } = await setup();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('opens from the keyboard too and Escape closes it', async () => {
    const { user, link } = await setup();
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
    const { user } = await setup();
    const clicks = followed();
    await user.click(screen.getByRole('link', { name: linkName }));
    clicks.stop();
    expect(clicks.seen).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds a click made before the list has loaded, then follows the link or shows the notice', async () => {
    let answer: (v: { paths: string[] }) => void = () => undefined;
    listCall.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = await setup(false);
    const clicks = followed();
    await user.click(screen.getByRole('link', { name: 'Program guidance' }));
    await user.click(screen.getByRole('link', { name: 'Workshop slides' }));
    clicks.stop();
    expect(clicks.seen).toEqual([false, false]);
    await act(async () => answer({ paths: [ACCESSIBLE] }));
    expect(open).toHaveBeenCalledWith(`${window.location.origin}${ACCESSIBLE}`, '_self');
    expect(screen.getByRole('dialog', { name: 'This document may not be fully accessible' })).toBeVisible();
  });

  it('shows the notice for every document when the list cannot be loaded', async () => {
    listCall.mockRejectedValue(new Error('offline'));
    const { user } = await setup();
    await user.click(screen.getByRole('link', { name: 'Program guidance' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves modified clicks (open in new tab) to the browser', async () => {
    const { user, link } = await setup();
    const clicks = followed();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    clicks.stop();
    expect(clicks.seen).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
