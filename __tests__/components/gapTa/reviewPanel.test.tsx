import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewPanel } from '@/components/gapTa/applications/ReviewPanel';
import { reviewAction, saveScore } from '@/lib/client/gapTa';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { anApplication } from '../../helpers/applicationFixture';

jest.mock('@/lib/client/gapTa', () => {
  const actual = jest.requireActual('@/lib/client/gapTa');
  return { ...actual, reviewAction: jest.fn(), saveScore: jest.fn() };
});
const acted = reviewAction as jest.MockedFunction<typeof reviewAction>;
const saved = saveScore as jest.MockedFunction<typeof saveScore>;

const app: Application = {
  ...anApplication(),
  status: 'under-review',
  scores: [
    {
      reviewer: 'gap-reviewer@example.com',
      reviewerId: 'r2',
      points: { need: 20, alignment: 20, scope: 15, commitment: 10, 'first-time': 15 },
      total: 80,
      comment: '',
      updatedAt: '2026-12-01T15:00:00.000Z',
    },
  ],
};

describe('ReviewPanel', () => {
  it('an over-maximum score is said in a sentence next to its field, marked invalid, and not sent', async () => {
    const user = userEvent.setup();
    render(<ReviewPanel app={app} me="r1" onChange={jest.fn()} />);
    const need = screen.getByRole('spinbutton', { name: /^Need and local readiness \(0 to 25\)/ });
    await user.type(need, '26');
    expect(need).toHaveAttribute('aria-invalid', 'true');
    expect(need).toHaveAccessibleDescription(
      '“Need and local readiness” is worth at most 25 points: give a whole number from 0 to 25.',
    );
    for (const [name, value] of [
      [/^Clear, achievable scope/, '10'],
      [/^Local commitment/, '10'],
      [/^Preference for applicants/, '10'],
      [/^Advances UDA/, '10'],
    ] as const)
      await user.type(screen.getByRole('spinbutton', { name }), value);
    await user.click(screen.getByRole('button', { name: 'Save my score' }));
    expect(saved).not.toHaveBeenCalled();
    expect(need).toHaveFocus();
    expect(screen.queryByText(/Invalid '/)).toBeNull();
    await user.clear(need);
    await user.type(need, '25');
    expect(need).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('names each criterion in full, in a label of its own (a floating label was cut to one line)', () => {
    render(<ReviewPanel app={app} me="r1" onChange={jest.fn()} />);
    const label = screen.getByText('Advances UDA or growth-area planning and TND principles (0 to 25)');
    expect(label.tagName).toBe('LABEL');
    expect(label).not.toHaveClass('MuiInputLabel-root');
    expect(
      screen.getByRole('spinbutton', {
        name: 'Advances UDA or growth-area planning and TND principles (0 to 25)',
      }),
    ).toBeInTheDocument();
  });

  it('asks for the decision in a dialog of the page, never the browser’s confirm box', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm');
    acted.mockResolvedValue({ ...app, status: 'awarded' });
    render(<ReviewPanel app={app} me="r1" onChange={jest.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Award technical assistance' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Decision letter (mailed to the applicant)' }),
      'OIPI is pleased to offer assistance.',
    );
    const record = screen.getByRole('button', { name: 'Record the decision and mail the letter' });
    await user.click(record);
    const dialog = await screen.findByRole('dialog', { name: 'Award technical assistance?' });
    expect(dialog).toHaveTextContent('the study is published on the GAP-TA study map');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(acted).not.toHaveBeenCalled();
    await user.click(record);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Record it and mail the letter',
      }),
    );
    await waitFor(() =>
      expect(acted).toHaveBeenCalledWith(app.id, {
        action: 'award',
        note: 'OIPI is pleased to offer assistance.',
      }),
    );
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
