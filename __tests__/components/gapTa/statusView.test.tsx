import { act, render, screen, within } from '@testing-library/react';
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
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    withdraw.mockReset();
    confirm = jest.spyOn(window, 'confirm');
  });
  afterEach(() => confirm.mockRestore());

  it('asks first, sends the reason, then shows the application as withdrawn with no way to withdraw again', async () => {
    const user = userEvent.setup();
    withdraw.mockResolvedValue({ ...SENT, status: 'withdrawn' });
    render(<StatusView initial={SENT} justSent={false} />);
    await user.click(screen.getByText('Withdraw this application'));
    await user.type(screen.getByLabelText(/Reason/), 'The county found other funding.');

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Withdraw the application' }));
    expect(confirm).toHaveBeenCalledWith('Withdraw this application? OIPI will stop reviewing it.');
    expect(withdraw).not.toHaveBeenCalled();

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Withdraw the application' }));
    expect(withdraw).toHaveBeenCalledWith('app-1', 'The county found other funding.');
    expect(await screen.findByText('The application is withdrawn. OIPI has been told.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('application-status')).getByText(/OIPI no longer reviews it/),
    ).toBeVisible();
    expect(screen.queryByText('Withdraw this application')).not.toBeInTheDocument();
  });

  it('says so when the withdrawal fails, and keeps the application as it was', async () => {
    const user = userEvent.setup();
    withdraw.mockRejectedValue(new Error('offline'));
    confirm.mockReturnValue(true);
    render(<StatusView initial={SENT} justSent={false} />);
    await user.click(screen.getByText('Withdraw this application'));
    await user.click(screen.getByRole('button', { name: 'Withdraw the application' }));
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
