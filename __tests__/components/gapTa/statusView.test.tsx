import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClarificationsView } from '@/components/gapTa/applications/ClarificationsView';
import { StatusView } from '@/components/gapTa/applications/StatusView';
import { answerClarification, uploadApplicationFile, withdrawApplication } from '@/lib/client/gapTa';
import { anApplication } from '../../helpers/applicationFixture';

jest.mock('@/lib/client/gapTa', () => ({
  ...jest.requireActual<object>('@/lib/client/gapTa'),
  answerClarification: jest.fn(),
  uploadApplicationFile: jest.fn(),
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

describe('StatusView: a clarification answered with a PDF', () => {
  it('attaches the PDF, says it is attached, and sends it with the answer', async () => {
    const user = userEvent.setup();
    const asked = { ...SENT, status: 'clarification-requested' as const, clarification: 'Which streets?' };
    const withFile = { ...asked, clarificationFile: { fileName: 'streets.pdf', size: 48_000 } };
    (uploadApplicationFile as jest.Mock).mockResolvedValue(withFile);
    (answerClarification as jest.Mock).mockResolvedValue({ ...SENT, status: 'under-review' });
    render(<StatusView initial={asked} justSent={false} />);
    const section = screen.getByRole('region', { name: 'OIPI asks for clarification' });
    expect(within(section).getByRole('button', { name: 'Attach the PDF' })).toBeDisabled();
    const pdf = new File(['%PDF-1.7'], 'streets.pdf', { type: 'application/pdf' });
    await user.upload(within(section).getByLabelText('PDF to send with the answer (optional)'), pdf);
    await user.click(within(section).getByRole('button', { name: 'Attach the PDF' }));
    expect(uploadApplicationFile).toHaveBeenCalledWith('app-1', 'clarification-file', pdf);
    expect(await within(section).findByTestId('clarification-attached')).toHaveTextContent(
      'Attached to your answer: streets.pdf (47 KB).',
    );
    await user.type(within(section).getByLabelText('Your answer'), 'Main and Davis streets.');
    await user.click(within(section).getByRole('button', { name: 'Send the answer' }));
    expect(answerClarification).toHaveBeenCalledWith('app-1', 'Main and Davis streets.');
    expect(await screen.findByText('Your answer and streets.pdf were sent to OIPI.')).toBeInTheDocument();
  });
});

describe('ClarificationsView (the review page)', () => {
  it('shows each question with its answer and the PDF sent with it, linked for download', () => {
    const app = {
      ...SENT,
      history: [
        {
          at: '2026-12-01T14:00:00.000Z',
          actor: 'r',
          kind: 'clarification-requested',
          fromStatus: null,
          toStatus: null,
          note: 'Which streets?',
        },
        {
          at: '2026-12-02T14:00:00.000Z',
          actor: 'a',
          kind: 'clarification-answered',
          fromStatus: null,
          toStatus: null,
          note: 'Main and Davis.',
          file: { event: 42, fileName: 'streets.pdf', size: 10 },
        },
      ],
    };
    render(<ClarificationsView app={app} />);
    const section = screen.getByRole('region', { name: 'Clarification' });
    expect(section).toHaveTextContent('Which streets?');
    expect(section).toHaveTextContent('Main and Davis.');
    expect(within(section).getByRole('link', { name: 'streets.pdf (PDF)' })).toHaveAttribute(
      'href',
      '/api/gap-ta/applications/app-1/clarification-file?file=42',
    );
  });
});
