import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { subscribe } from '@/lib/client/newsletter';
import { SIGNUP_MESSAGES, SUBSCRIBE_HINT } from '@/lib/shared/schemas/newsletter/rules';

jest.mock('@/lib/client/newsletter', () => ({
  ...jest.requireActual<object>('@/lib/client/newsletter'),
  subscribe: jest.fn(),
}));

const subscribeMock = subscribe as jest.MockedFunction<typeof subscribe>;
const URL_IN = 'https://x.us1.list-manage.com/subscribe/post?u=abc123&id=def456';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /^Subscrib/ });
/** Subscribe is off (SPEC §5) by aria-disabled, so it stays in the tab order and says why (issue 53). */
const expectOff = () => {
  expect(submit()).toHaveAttribute('aria-disabled', 'true');
  expect(submit()).toHaveAccessibleDescription(SUBSCRIBE_HINT);
};
const expectOn = () => {
  expect(submit()).not.toHaveAttribute('aria-disabled');
  expect(submit()).toBeEnabled();
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name *'), 'Ada');
  await user.type(field('Last Name *'), 'Lovelace');
  await user.type(field('Email Address *'), 'ada@example.com');
}

beforeEach(() => subscribeMock.mockReset());

describe('NewsletterSignup', () => {
  it('shows the heading, the promise and fields whose accessible names are exactly the SPEC labels', () => {
    render(<NewsletterSignup subscribeUrl={URL_IN} />);
    expect(screen.getByRole('heading', { name: 'Subscribe to VTrans Updates' })).toBeInTheDocument();
    expect(screen.getByText(/four to six updates per calendar year/)).toBeInTheDocument();
    for (const name of ['First Name *', 'Last Name *', 'Email Address *']) {
      expect(field(name)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('keeps Subscribe disabled until every field is valid, and shows errors on blur', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup subscribeUrl={URL_IN} />);
    expectOff();
    await user.click(field('First Name *'));
    await user.click(field('Last Name *'));
    await user.click(field('Email Address *'));
    await user.type(field('Email Address *'), 'nope');
    await user.tab();
    expect(screen.getByText('Please provide a first name.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a last name.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email.')).toBeInTheDocument();
    expectOff();
    await user.type(field('First Name *'), 'Ada');
    await user.type(field('Last Name *'), 'Lovelace');
    await user.clear(field('Email Address *'));
    await user.type(field('Email Address *'), 'ada@example.com');
    expect(screen.queryByText(/Please provide/)).not.toBeInTheDocument();
    expectOn();
  });

  // The keyboard trap of issue 53: leaving a field empty or invalid made its error show, Subscribe went disabled
  // under the focus, and the form pulled the focus back to the field with the error, so Tab, Shift+Tab and Escape
  // all stayed in the form.
  it('lets Tab and Shift+Tab through whatever the fields hold, and never moves the focus itself', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#before">before</a>
        <NewsletterSignup subscribeUrl={URL_IN} />
        <a href="#after">after</a>
      </>,
    );
    const before = screen.getByRole('link', { name: 'before' });
    const after = screen.getByRole('link', { name: 'after' });
    for (const email of ['', 'not-an-email']) {
      act(() => before.focus());
      await user.tab();
      expect(field('First Name *')).toHaveFocus();
      await user.tab();
      expect(field('Last Name *')).toHaveFocus();
      await user.tab();
      expect(field('Email Address *')).toHaveFocus();
      if (email) await user.type(field('Email Address *'), email);
      await user.tab();
      expect(submit()).toHaveFocus(); // off, but met, with its reason
      expectOff();
      expect(screen.getByText('Please provide a first name.')).toBeInTheDocument();
      await user.tab();
      expect(after).toHaveFocus();
      await user.tab({ shift: true });
      expect(submit()).toHaveFocus();
      await user.tab({ shift: true });
      expect(field('Email Address *')).toHaveFocus();
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(before).toHaveFocus();
      await user.clear(field('Email Address *'));
    }
  });

  it('pressing Subscribe while it is off says what to fix and sends nothing', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup subscribeUrl={URL_IN} />);
    await user.type(field('First Name *'), 'Ada');
    await user.click(submit());
    expect(subscribeMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(SIGNUP_MESSAGES.form);
    expect(screen.getByText(SIGNUP_MESSAGES.lName)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.email)).toBeInTheDocument();
    expect(field('First Name *')).toHaveValue('Ada');
  });

  it("on success clears the fields and shows the provider's message, which hides after 6000 ms", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      subscribeMock.mockResolvedValue({ result: 'success', msg: 'Thank you for subscribing!' });
      render(<NewsletterSignup subscribeUrl={URL_IN} timeoutMs={2000} />);
      await fillValid(user);
      await user.click(submit());
      expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
      expect(subscribeMock).toHaveBeenCalledWith(
        URL_IN,
        { fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com' },
        { timeoutMs: 2000 },
      );
      expect(field('First Name *')).toHaveValue('');
      expect(field('Email Address *')).toHaveValue('');
      expect(screen.queryByText(/Please provide/)).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(5900));
      expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows an HTML error message as text with a real link and no raw tags', async () => {
    const user = userEvent.setup();
    subscribeMock.mockResolvedValue({
      result: 'error',
      msg: 'ada@example.com is already subscribed to list VTrans Updates. <a href="https://example.com/profile?u=a&amp;id=b">Click here to update your profile</a>',
    });
    render(<NewsletterSignup subscribeUrl={URL_IN} />);
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ada@example.com is already subscribed to list VTrans Updates.');
    expect(alert).not.toHaveTextContent('<a');
    const link = screen.getByRole('link', { name: 'Click here to update your profile' });
    expect(link).toHaveAttribute('href', 'https://example.com/profile?u=a&id=b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(field('First Name *')).toHaveValue('Ada');
  });

  it('shows a transport error as an error alert', async () => {
    const user = userEvent.setup();
    subscribeMock.mockRejectedValue(
      new Error('The mailing-list service did not answer. Please try again later.'),
    );
    render(<NewsletterSignup subscribeUrl={URL_IN} />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The mailing-list service did not answer.');
  });

  it('says Subscribing… and stays disabled while sending', async () => {
    const user = userEvent.setup();
    subscribeMock.mockReturnValue(new Promise(() => {}));
    render(<NewsletterSignup subscribeUrl={URL_IN} />);
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Subscribing…');
    expect(submit()).toBeDisabled();
  });

  it('never calls the provider when the honeypot is filled', async () => {
    const user = userEvent.setup();
    const { container } = render(<NewsletterSignup subscribeUrl={URL_IN} />);
    const honeypot = container.querySelector('input[name="b_hp"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot, 'bot');
    await fillValid(user);
    await user.click(submit());
    expect(subscribeMock).not.toHaveBeenCalled();
    expect(submit()).toHaveTextContent('Subscribe');
  });

  it('shows only a note, no form, when signup is off', () => {
    render(<NewsletterSignup subscribeUrl={null} />);
    expect(screen.getByRole('heading', { name: 'Subscribe to VTrans Updates' })).toBeInTheDocument();
    expect(screen.getByText(/not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
