import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonDialog } from '@/components/admin/PersonDialog';
import { fetchPerson, updatePerson } from '@/lib/client/people';
import type { Person, PersonDetail } from '@/lib/shared/schemas/people';

jest.mock('@/lib/client/people', () => {
  const actual = jest.requireActual('@/lib/client/people');
  return { ...actual, fetchPerson: jest.fn(), updatePerson: jest.fn() };
});
const fetched = fetchPerson as jest.MockedFunction<typeof fetchPerson>;
const updated = updatePerson as jest.MockedFunction<typeof updatePerson>;

const editor: Person = {
  id: '7f0c2a1e-0000-4000-8000-000000000001',
  email: 'editor@example.com',
  name: 'An Editor',
  status: 'active',
  roles: ['editor'],
  organizationId: null,
  organizationName: null,
  accessReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  illustrative: false,
};
const detail: PersonDetail = {
  ...editor,
  audit: [],
  scheduledPublishes: [
    { kind: 'update', id: 4, title: 'Winter Study', at: '2026-12-10T14:00:00.000Z', role: 'editor' },
  ],
};

describe('PersonDialog: taking away the role that publishes', () => {
  beforeEach(() => {
    fetched.mockResolvedValue(detail);
    updated.mockResolvedValue(editor);
  });

  it('warns which scheduled publishes it cancels and saves only once the admin confirms', async () => {
    const user = userEvent.setup();
    const closed = jest.fn();
    render(<PersonDialog person={editor} onClose={closed} />);
    await screen.findByRole('list', { name: 'Audit trail' });
    expect(screen.queryByText(/will be cancelled/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /^Editor/ }));
    expect(screen.getByText(/will be cancelled when you save/)).toHaveTextContent(
      '“Winter Study” (update), to publish at 12/10/2026 9:00 AM',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updated).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alert');
    expect(confirm).toHaveTextContent('This change cancels a scheduled publish by editor@example.com');
    expect(confirm).toHaveTextContent('will be told by email');
    await waitFor(() => expect(confirm).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel it and save' }));
    expect(updated).toHaveBeenCalledWith(editor.id, {
      roles: [],
      organizationId: null,
      confirmCancelSchedules: true,
    });
    await waitFor(() => expect(closed).toHaveBeenCalledWith(true));
  });

  it('deactivating asks the same; a change that keeps the role saves at once', async () => {
    const user = userEvent.setup();
    render(<PersonDialog person={editor} onClose={jest.fn()} />);
    await screen.findByRole('list', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This change cancels a scheduled publish');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await user.click(screen.getByRole('checkbox', { name: /^Reviewer/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updated).toHaveBeenCalledWith(editor.id, { roles: ['editor', 'reviewer'], organizationId: null });
  });
});
