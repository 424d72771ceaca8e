import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_SUCCESS, ContactForm } from '@/components/contact/ContactForm';
import { sendContactMessage } from '@/lib/client/contact';
import { ApiError } from '@/lib/client/request';
import { contactPrefill } from '@/lib/shared/schemas/contact/rules';

jest.mock('@/lib/client/contact', () => ({
  ...jest.requireActual<object>('@/lib/client/contact'),
  sendContactMessage: jest.fn(),
}));
const sendMock = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;

const BLANK = { subject: '', topic: '' as const, pagePath: null, document: null };
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const topic = () => screen.getByRole('combobox', { name: /^Topic/ });
const submit = () => screen.getByRole('button', { name: /^Send message|^Sending/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box(/^Your name/), 'Ada Lovelace');
  await user.type(box(/^Email address/), 'ada@example.com');
  await user.selectOptions(topic(), 'data');
  await user.type(box(/^Subject/), 'Mid-term needs layer');
  await user.type(box(/^Message/), 'Where can I download the layer?');
}

beforeEach(() => sendMock.mockReset());

describe('ContactForm', () => {
  it('labels every field, marks the required ones and explains each with a helper text', () => {
    render(<ContactForm initial={BLANK} />);
    for (const name of [/^Your name/, /^Email address/, /^Subject/, /^Message/])
      expect(box(name)).toBeRequired();
    expect(topic()).toBeRequired();
    expect(box(/^Organization \(optional\)/)).not.toBeRequired();
    expect(box(/^Email address/)).toHaveAccessibleDescription('We use it only to reply to you.');
    expect(box(/^Message/)).toHaveAccessibleDescription('0 of 5000 characters (at least 10).');
    // The honeypot is not reachable by people or assistive technology.
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
  });

  it('counts the message as the rule does: an emoji is one character', async () => {
    const user = userEvent.setup();
    render(<ContactForm initial={BLANK} />);
    await user.type(box(/^Message/), 'Bus stop 🚏 ok');
    // 13 code points; String.length says 14 ('🚏' is two UTF-16 units).
    expect(box(/^Message/)).toHaveAccessibleDescription('13 of 5000 characters (at least 10).');
  });

  it('prefills the subject and topic from ?subject= (the ADA notice sends a document path), naming the document by its title', () => {
    render(<ContactForm initial={contactPrefill('/resources/policy/guide.pdf', 'Policy Guide 2025')} />);
    expect(box(/^Subject/)).toHaveValue('Accessible format request: Policy Guide 2025');
    expect(topic()).toHaveValue('accessibility');
    expect(screen.getByText(/Your request about “Policy Guide 2025” is filled in below/)).toBeInTheDocument();
  });

  it('without a title in the library, names the file, never its path', () => {
    render(<ContactForm initial={contactPrefill('/resources/policy/guide.pdf')} />);
    expect(box(/^Subject/)).toHaveValue('Accessible format request: guide.pdf');
  });

  it('sent to #contact-form (the ADA notice), it scrolls to the form and focuses its heading', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/get-involved/contact-us?subject=x#contact-form');
    try {
      render(<ContactForm initial={contactPrefill('/resources/policy/guide.pdf', 'Policy Guide 2025')} />);
      const heading = screen.getByRole('heading', { name: 'Contact form' });
      expect(heading).toHaveFocus();
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(heading.closest('section')).toHaveAttribute('id', 'contact-form');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('opened plainly, it leaves the focus where it is', () => {
    render(<ContactForm initial={BLANK} />);
    expect(screen.getByRole('heading', { name: 'Contact form' })).not.toHaveFocus();
  });

  it('shows a field’s problem when it is left, in words a person can act on', async () => {
    const user = userEvent.setup();
    render(<ContactForm initial={BLANK} />);
    await user.type(box(/^Email address/), 'ada@');
    await user.tab();
    expect(box(/^Email address/)).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(box(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(box(/^Your name/)).toHaveAttribute('aria-invalid', 'false'); // not touched yet
  });

  it('does not send an invalid form: it marks every problem and moves focus to the first', async () => {
    const user = userEvent.setup();
    render(<ContactForm initial={BLANK} />);
    await user.type(box(/^Message/), 'short');
    await user.click(submit());
    expect(sendMock).not.toHaveBeenCalled();
    expect(box(/^Your name/)).toHaveFocus();
    expect(box(/^Your name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(topic()).toHaveAccessibleDescription('Please choose the topic closest to your question.');
    expect(box(/^Message/)).toHaveAccessibleDescription(
      'Please write at least 10 characters so we can help.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please correct the 5 highlighted fields before sending.',
    );
  });

  it('sends, disables the button while sending, then confirms and resets the form', async () => {
    const user = userEvent.setup();
    let resolve: (v: { id: number }) => void = () => undefined;
    sendMock.mockImplementation(() => new Promise((r) => (resolve = r)));
    render(<ContactForm initial={contactPrefill('/resources/a b.pdf')} />);
    await user.type(box(/^Your name/), '  Ada Lovelace ');
    await user.type(box(/^Email address/), 'ada@example.com');
    await user.type(box(/^Message/), 'Could I have this in large print?');
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Sending…');
    expect(sendMock).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: '',
      topic: 'accessibility',
      subject: 'Accessible format request: a b.pdf',
      message: 'Could I have this in large print?',
      pagePath: '/resources/a b.pdf',
      website: '',
      locale: 'en', // the receipt is written in the page's language
    });
    resolve({ id: 7 });
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    // The sender is told where the receipt goes (the address they typed, before the form was emptied).
    expect(screen.getByRole('status')).toHaveTextContent('A receipt is on its way to ada@example.com.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(box(/^Your name/)).toHaveValue('');
    expect(box(/^Subject/)).toHaveValue('');
    expect(box(/^Message/)).toHaveValue('');
    expect(topic()).toHaveValue('');
    expect(box(/^Your name/)).toHaveAttribute('aria-invalid', 'false');
    expect(submit()).toBeEnabled();
  });

  it('shows a server error in an alert and keeps what was typed', async () => {
    const user = userEvent.setup();
    sendMock.mockRejectedValue(
      new ApiError(
        'Your message could not be sent',
        429,
        'Too many requests. Please wait 30 seconds and try again.',
      ),
    );
    render(<ContactForm initial={BLANK} />);
    await fillValid(user);
    await user.click(submit());
    // The server's reason, in its words (errorText: the detail, else the form's own sentence).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many requests\. Please wait 30 seconds and try again\.$/,
    );
    expect(box(/^Your name/)).toHaveValue('Ada Lovelace');
    expect(box(/^Message/)).toHaveValue('Where can I download the layer?');
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('passes a filled honeypot to the server (which drops the message)', async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue({ id: 0 });
    const { container } = render(<ContactForm initial={BLANK} />);
    await fillValid(user);
    await user.type(container.querySelector('input[name="website"]') as HTMLInputElement, 'spam');
    await user.click(submit());
    expect(sendMock).toHaveBeenCalledWith(expect.objectContaining({ website: 'spam' }));
  });
});
