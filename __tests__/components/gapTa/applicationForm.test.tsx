import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApplicationForm } from '@/components/gapTa/applications/ApplicationForm';
import { SectionList } from '@/components/gapTa/applications/SectionList';
import { WordCountField } from '@/components/gapTa/applications/WordCountField';
import { saveApplication, submitApplication } from '@/lib/client/gapTa';
import { DEFAULT_COMPONENTS, sectionStates } from '@/lib/shared/schemas/gapTaApplications/rules';
import { anApplication } from '../../helpers/applicationFixture';

function Field({ limit }: { limit: number }) {
  const [value, setValue] = useState('');
  return (
    <WordCountField
      id="f"
      label="Expected outcomes"
      help="What you expect."
      limit={limit}
      value={value}
      onChange={setValue}
    />
  );
}

describe('the application form’s pieces', () => {
  it('counts words as the person types and says by how much an answer is over its limit', async () => {
    const user = userEvent.setup();
    render(<Field limit={3} />);
    const box = screen.getByRole('textbox', { name: /Expected outcomes \(up to 3 words\)/ });
    await user.type(box, 'a plan for');
    expect(screen.getByText(/3 of 3 words\./)).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(box, ' Main Street');
    expect(screen.getByText(/5 of 3 words: 2 over the limit\./)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every section with what it still needs, linking to it', () => {
    const sections = sectionStates(
      {
        agencyName: 'Culpeper County',
        contactName: 'A Planner',
        contactEmail: 'a@example.org',
        contactPhone: '',
        title: '',
        priorAssistance: null,
        answers: { outcomes: 'Plans.' },
        studyArea: null,
        letter: { fileName: 'letter.pdf' },
      },
      DEFAULT_COMPONENTS[0]!,
    );
    render(<SectionList sections={sections} />);
    expect(screen.getByRole('heading', { name: 'Sections: 2 of 6 complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agency and contact' })).toHaveAttribute(
      'href',
      '#section-contact',
    );
    expect(screen.getByText(/needs work\. Give the contact’s phone number\./)).toBeInTheDocument();
    expect(screen.getByText(/Set the study area: pick counties or cities/)).toBeInTheDocument();
  });
});

jest.mock('@/lib/client/gapTa', () => ({
  ...jest.requireActual<object>('@/lib/client/gapTa'),
  saveApplication: jest.fn(),
  submitApplication: jest.fn(),
  uploadApplicationFile: jest.fn(),
}));
const save = saveApplication as jest.MockedFunction<typeof saveApplication>;
const submit = submitApplication as jest.MockedFunction<typeof submitApplication>;

const DRAFT = anApplication({
  trackingNumber: null,
  status: 'draft',
  contactTitle: '',
  contactPhone: '',
  answers: { outcomes: 'A plan.' },
  updatedAt: '2026-11-01T14:00:00.000Z',
  submittedAt: null,
  editable: true,
});

describe('ApplicationForm', () => {
  beforeEach(() => {
    save.mockReset();
    submit.mockReset();
  });

  it('saves what the person typed and says when, by the button', async () => {
    const user = userEvent.setup();
    save.mockImplementation(async (_id, fields) => ({
      ...DRAFT,
      ...fields,
      updatedAt: '2026-11-02T15:30:00.000Z',
    }));
    render(<ApplicationForm initial={DRAFT} localities={[]} onSent={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Contact’s phone' }), '540-555-0100');
    await user.click(screen.getAllByRole('button', { name: 'Save and continue later' })[0]!);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toBe('app-1');
    expect(save.mock.calls[0]![1]).toMatchObject({
      contactPhone: '540-555-0100',
      answers: expect.objectContaining({ outcomes: 'A plan.' }),
    });
    const saved = await screen.findByText(/^Saved 11\/02\/2026 10:30 AM EST\. You can close this page/);
    // Beside the button pressed, in its section, with the focus: not past the sections still to fill in.
    expect(saved.closest('section')).toHaveAttribute('id', 'section-project');
    expect(saved.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('keeps the answers on the page when saving fails, and says so', async () => {
    const user = userEvent.setup();
    save.mockRejectedValue(new Error('offline'));
    render(<ApplicationForm initial={DRAFT} localities={[]} onSent={jest.fn()} />);
    const phone = screen.getByRole('textbox', { name: 'Contact’s phone' });
    await user.type(phone, '540-555-0100');
    await user.click(screen.getAllByRole('button', { name: 'Save and continue later' })[0]!);
    expect(
      await screen.findByText('Your answers could not be saved. Keep this page open and try again.'),
    ).toBeInTheDocument();
    expect(phone).toHaveValue('540-555-0100');
  });

  it('sending saves unsaved changes first, then sends and hands the sent application on', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    save.mockImplementation(async (_id, fields) => {
      order.push('save');
      return { ...DRAFT, ...fields };
    });
    const sent = { ...DRAFT, status: 'submitted' as const, trackingNumber: 'GAP-FY27-0001' };
    submit.mockImplementation(async () => {
      order.push('submit');
      return sent;
    });
    const onSent = jest.fn();
    render(<ApplicationForm initial={DRAFT} localities={[]} onSent={onSent} />);
    await user.type(screen.getByRole('textbox', { name: 'Contact’s phone' }), '540-555-0100');
    expect(screen.getByText(/You have changes that are not saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the application to OIPI' }));
    // It asks first, with the focus on the question's answer; nothing is sent yet.
    const confirm = screen.getByRole('button', { name: 'Yes, send it to OIPI' });
    expect(confirm).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Yes, send it to OIPI' })).toHaveTextContent(
      'After sending, it can no longer be changed. Your unsaved changes are saved first.',
    );
    expect(order).toEqual([]);
    await user.click(confirm);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(sent));
    expect(order).toEqual(['save', 'submit']);
    expect(save.mock.calls[0]![1]).toMatchObject({ contactPhone: '540-555-0100' });
  });

  it('“Not yet” sends nothing and gives the focus back to the Send button', async () => {
    const user = userEvent.setup();
    submit.mockClear();
    render(<ApplicationForm initial={DRAFT} localities={[]} onSent={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send the application to OIPI' }));
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send the application to OIPI' })).toHaveFocus(),
    );
    expect(submit).not.toHaveBeenCalled();
  });
});
