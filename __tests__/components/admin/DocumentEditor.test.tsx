import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentEditor } from '@/components/admin/documents/DocumentEditor';
import { cancelSchedule, scheduleContent } from '@/lib/client/content';
import {
  changeDocumentStatus,
  getDocumentDetail,
  reviewDocument,
  updateDocument,
} from '@/lib/client/documentLibrary';
import { ApiError } from '@/lib/client/request';
import type { DocumentDetail, ManagedDocument } from '@/lib/shared/schemas/documents/editing';
import { FAILING } from '../../helpers/libraryFixtures';

jest.mock('@/lib/client/content', () => ({ cancelSchedule: jest.fn(), scheduleContent: jest.fn() }));
jest.mock('@/lib/client/documentLibrary', () => ({
  changeDocumentStatus: jest.fn(),
  documentCopyHref: (path: string) => `/api/admin/documents/file?path=${path}`,
  getDocumentDetail: jest.fn(),
  replaceDocumentFile: jest.fn(),
  reviewDocument: jest.fn(),
  updateDocument: jest.fn(),
}));

const DOC: ManagedDocument = {
  path: 'library/2026/rail-freight.pdf',
  title: 'Rail freight',
  contentType: 'application/pdf',
  size: 12_000,
  lastModified: '2026-11-25T10:00:00.000Z',
  tags: { topic: 'Freight', planCycle: '', docType: 'Report' },
  accessible: false,
  accessibility: FAILING,
  review: null,
  href: '/resources/library/2026/rail-freight.pdf',
  collection: 'library',
  year: 2026,
  status: 'published',
  revision: 3,
  recordId: 7,
  scheduledAt: null,
  changedAt: '2026-11-25T10:00:00.000Z',
  check: {
    status: 'done',
    error: null,
    checkedAt: '2026-11-25T10:00:05.000Z',
    report: {
      pages: 2,
      passed: false,
      findings: [
        {
          id: 'tagged',
          ok: false,
          message: 'Not tagged: a screen reader gets no headings, lists or reading order.',
          fix: 'Export again with "Create tagged PDF".',
        },
        { id: 'title', ok: true, message: 'Title "Rail freight", shown in the title bar.' },
        {
          id: 'figures',
          status: 'not-applicable',
          ok: true,
          message: 'No tagged figures to check (pictures that are not tagged are not seen here).',
        },
      ],
    },
  },
};
const detail = (d: Partial<ManagedDocument> = {}): DocumentDetail => ({
  document: { ...DOC, ...d },
  events: [],
  revisions: [{ number: 3, author: 'editor@example.com', createdAt: '2026-11-25T10:00:00.000Z', note: null }],
  audit: [],
});

describe('DocumentEditor', () => {
  it('reads the PDF check in plain words, grouped by checkpoint, each failing check with what to do and guidance', () => {
    render(<DocumentEditor initial={detail()} />);
    expect(screen.getByTestId('check-summary')).toHaveTextContent(
      '1 of 3 checks fail: fix them in the original document',
    );
    const report = within(screen.getByTestId('check-report'));
    // Failing checkpoints first, each a heading with its Matterhorn number.
    expect(report.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Checkpoint 01: Real content tagged',
      'Checkpoint 06: Metadata',
      'Checkpoint 13: Graphics',
    ]);
    const tagged = within(screen.getByTestId('finding-tagged'));
    expect(tagged.getByText(/Fix: Tags \(reading order\)\./)).toBeInTheDocument();
    expect(tagged.getByText('What to do: Export again with "Create tagged PDF".')).toBeInTheDocument();
    expect(tagged.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Word (opens in a new tab)',
      'InDesign (opens in a new tab)',
      'Acrobat (opens in a new tab)',
    ]);
    expect(report.getByText(/Passes: Document title\./)).toBeInTheDocument();
    expect(within(screen.getByTestId('finding-title')).queryByRole('link')).toBeNull();
    // A check with nothing to check is not applicable, never "Passes".
    expect(report.getByText(/Not applicable: Figure descriptions\./)).toBeInTheDocument();
    expect(report.queryByText(/Passes: Figure descriptions/)).toBeNull();
    // What visitors are told follows the verdict; no flag to set.
    expect(screen.getByTestId('public-label')).toHaveTextContent(
      'May not be fully accessible. The automated PDF/UA checks found that some pictures have no text description.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('records a person’s review of the file: what they checked, then who and when', async () => {
    const user = userEvent.setup();
    const review = {
      by: 'editor@example.com',
      at: '2026-11-26T15:00:00.000Z',
      what: 'Reading order in NVDA.',
    };
    (reviewDocument as jest.Mock).mockResolvedValue(detail({ review }));
    render(<DocumentEditor initial={detail()} />);
    await user.type(screen.getByRole('textbox', { name: 'What you checked' }), 'Reading order in NVDA.');
    await user.click(screen.getByRole('button', { name: 'Record my review' }));
    expect(reviewDocument).toHaveBeenCalledWith(DOC.path, 'Reading order in NVDA.');
    expect(await screen.findByText('Your review is recorded.')).toBeInTheDocument();
    expect(screen.getByTestId('review-record')).toHaveTextContent(
      'Checked by a person: editor@example.com, 11/26/2026 10:00 AM EST. Reading order in NVDA.',
    );
  });

  it('lets a draft the check refuses be published, warning that visitors will see the ADA notice', () => {
    render(<DocumentEditor initial={detail({ status: 'draft' })} />);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByTestId('publish-warning')).toHaveTextContent(
      'You can publish it as it is, but visitors will see the ADA notice before it opens',
    );
  });

  it('saves the details from the revision it was opened at, and says so in a status region', async () => {
    const user = userEvent.setup();
    (updateDocument as jest.Mock).mockResolvedValue(detail({ title: 'Rail freight 2026', revision: 4 }));
    render(<DocumentEditor initial={detail()} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateDocument).toHaveBeenCalledWith(
      expect.objectContaining({ path: DOC.path, revision: 3, year: 2026 }),
    );
    expect((updateDocument as jest.Mock).mock.calls[0][0]).not.toHaveProperty('accessible');
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  });

  it('schedules a draft for a time in Virginia, shows when, and cancels it (the workflow’s record)', async () => {
    const user = userEvent.setup();
    const draft = { status: 'draft' as const, scheduledAt: null };
    (scheduleContent as jest.Mock).mockResolvedValue({});
    (getDocumentDetail as jest.Mock).mockResolvedValueOnce(
      detail({ ...draft, scheduledAt: '2026-12-01T14:00:00.000Z' }),
    );
    render(<DocumentEditor initial={detail(draft)} />);
    expect(screen.getByRole('form', { name: 'Schedule publishing' })).toBeInTheDocument();
    const schedule = screen.getByRole('button', { name: 'Schedule' });
    expect(schedule).toBeDisabled(); // no time chosen yet
    await user.type(screen.getByLabelText('Or publish at (Virginia time)'), '2026-12-01T09:00');
    await user.click(schedule);
    expect(scheduleContent).toHaveBeenCalledWith('document', 7, 3, '2026-12-01T09:00');
    expect(await screen.findByText(/Scheduled: it will be published at that time/)).toBeInTheDocument();
    expect(screen.getByTestId('document-scheduled')).toHaveTextContent(
      'Scheduled for 12/01/2026 9:00 AM EST.',
    );

    (cancelSchedule as jest.Mock).mockResolvedValue({});
    (getDocumentDetail as jest.Mock).mockResolvedValueOnce(detail(draft));
    await user.click(screen.getByRole('button', { name: 'Cancel the schedule' }));
    expect(cancelSchedule).toHaveBeenCalledWith('document', 7, 3);
    expect(await screen.findByText('The scheduled publish is cancelled.')).toBeInTheDocument();
    expect(screen.queryByTestId('document-scheduled')).toBeNull();
  });

  it('offers no schedule once a document is published', () => {
    render(<DocumentEditor initial={detail()} />);
    expect(screen.queryByRole('form', { name: 'Schedule publishing' })).toBeNull();
  });

  it('asks before retiring, and shows the server’s sentence when it refuses', async () => {
    const user = userEvent.setup();
    (changeDocumentStatus as jest.Mock).mockRejectedValue(
      new ApiError('The document could not be changed.', 409, 'Someone else changed this document.'),
    );
    render(<DocumentEditor initial={detail()} />);
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(changeDocumentStatus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, retire it' }));
    expect(changeDocumentStatus).toHaveBeenCalledWith(DOC.path, 3, 'retire');
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this document.');
  });
});

describe('DocumentEditor: the outcome of Save is where the person is', () => {
  it('a refused save shows beside the Save button and takes the focus', async () => {
    const user = userEvent.setup();
    (updateDocument as jest.Mock).mockRejectedValue(
      new ApiError('Failed', 400, "Invalid 'title': Give the document a title."),
    );
    render(<DocumentEditor initial={detail()} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByText("Invalid 'title': Give the document a title.");
    const form = screen.getByRole('button', { name: 'Save changes' }).closest('form')!;
    expect(form).toContainElement(alert);
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('a document without a year asks for one beside the button instead of sending a year the rule refuses', async () => {
    const user = userEvent.setup();
    (updateDocument as jest.Mock).mockClear();
    render(<DocumentEditor initial={detail({ year: null })} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByText(/Give the year the document was issued/);
    expect(screen.getByRole('button', { name: 'Save changes' }).closest('form')).toContainElement(alert);
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Year issued/ })).toHaveAccessibleDescription(/required/);
    expect(updateDocument).not.toHaveBeenCalled();
  });
});

describe('DocumentEditor: after Retire the focus is on what happened', () => {
  it('a retirement by keyboard leaves focus on what happened, not the page body', async () => {
    const user = userEvent.setup();
    (changeDocumentStatus as jest.Mock).mockResolvedValue(detail({ status: 'retired', revision: 4 }));
    render(<DocumentEditor initial={detail()} />);
    act(() => screen.getByRole('button', { name: 'Retire' }).focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}'); // “Yes, retire it” has the focus now
    const notice = await screen.findByTestId('document-notice');
    expect(notice).toHaveTextContent('Retired (kept, not public).');
    expect(notice).toHaveFocus();
  });
});

describe('DocumentEditor: the retire confirmation keeps the focus', () => {
  it('moves focus to “Yes, retire it”, and “Keep it published” brings it back to Retire', async () => {
    const user = userEvent.setup();
    render(<DocumentEditor initial={detail()} />);
    act(() => screen.getByRole('button', { name: 'Retire' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Yes, retire it' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Retire' })).toHaveFocus();
  });
});
