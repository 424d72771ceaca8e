import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusView } from '@/components/gapTa/applications/StatusView';
import { withdrawApplication } from '@/lib/client/gapTa';
import { anApplication } from '../../helpers/applicationFixture';

jest.mock('@/lib/client/gapTa', () => ({
  ...jest.requireActual<object>('@/lib/client/gapTa'),
  answerClarification: jest.fn(),
  withdrawApplication: jest.fn(),
}));
const withdraw = withdrawApplication as jest.MockedFunction<typeof withdrawApplication>;

const SENT = anApplication();

describe('StatusView: withdrawing a sent application', () => {
  beforeEach(() => withdraw.mockReset());

  it('asks first in the page (Keep it brings the focus back), sends the reason, then shows the application as withdrawn with no way to withdraw again', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm');
    withdraw.mockResolvedValue({ ...SENT, status: 'withdrawn' });
    render(<StatusView initial={SENT} justSent={false} />);
    await user.click(screen.getByText('Withdraw this application'));
    await user.type(screen.getByLabelText(/Reason/), 'The county found other funding.');

    await user.click(screen.getByRole('button', { name: 'Withdraw the application' }));
    const ask = screen.getByRole('group', { name: 'Yes, withdraw it' });
    expect(ask).toHaveTextContent(`Withdraw “${SENT.title}”? OIPI will stop reviewing it`);
    expect(screen.getByRole('button', { name: 'Yes, withdraw it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(withdraw).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw the application' })).toHaveFocus(),
    );
    expect(screen.getByLabelText(/Reason/)).toHaveValue('The county found other funding.');

    await user.click(screen.getByRole('button', { name: 'Withdraw the application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(withdraw).toHaveBeenCalledWith('app-1', 'The county found other funding.');
    expect(await screen.findByText('The application is withdrawn. OIPI has been told.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('application-status')).getByText(/OIPI no longer reviews it/),
    ).toBeVisible();
    expect(screen.queryByText('Withdraw this application')).not.toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled(); // never the browser's box
    confirm.mockRestore();
  });

  it('says so when the withdrawal fails, and keeps the application as it was', async () => {
    const user = userEvent.setup();
    withdraw.mockRejectedValue(new Error('offline'));
    render(<StatusView initial={SENT} justSent={false} />);
    await user.click(screen.getByText('Withdraw this application'));
    await user.click(screen.getByRole('button', { name: 'Withdraw the application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByText(/could not be withdrawn/)).toBeInTheDocument();
    expect(within(screen.getByTestId('application-status')).getByText(/OIPI has it/)).toBeVisible();
  });

  it('offers no withdrawal once OIPI has decided', () => {
    render(<StatusView initial={{ ...SENT, status: 'awarded' }} justSent={false} />);
    expect(screen.queryByText('Withdraw this application')).not.toBeInTheDocument();
  });
});

describe('StatusView: answering a clarification', () => {
  it('after Send the answer, the focus is on the message saying it was sent (the form is gone)', async () => {
    const user = userEvent.setup();
    const { answerClarification } = jest.requireMock('@/lib/client/gapTa') as {
      answerClarification: jest.Mock;
    };
    const asked = { ...SENT, status: 'clarification-requested' as const, clarification: 'Which streets?' };
    answerClarification.mockResolvedValue({ ...SENT, status: 'under-review', clarification: null });
    render(<StatusView initial={asked} justSent={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Main and Davis streets.');
    act(() => screen.getByRole('button', { name: 'Send the answer' }).focus());
    await user.keyboard('{Enter}');
    const message = await screen.findByText('Your answer was sent to OIPI.');
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
  });
});
