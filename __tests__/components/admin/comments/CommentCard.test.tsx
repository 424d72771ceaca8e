import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentCard } from '@/components/admin/comments/CommentCard';
import { mailCommentResponse, moderateComment, respondToComment } from '@/lib/client/comments';
import type { StaffComment } from '@/lib/shared/schemas/comments';

jest.mock('@/lib/client/comments', () => {
  const actual = jest.requireActual('@/lib/client/comments');
  return {
    ...actual,
    moderateComment: jest.fn(),
    respondToComment: jest.fn(),
    mailCommentResponse: jest.fn(),
  };
});
const moderated = moderateComment as jest.MockedFunction<typeof moderateComment>;
const responded = respondToComment as jest.MockedFunction<typeof respondToComment>;

const pending: StaffComment = {
  id: 12,
  latitude: 37.54,
  longitude: -77.43,
  layerKey: null,
  featureId: null,
  category: 'safety',
  comment: 'The crossing needs a longer walk signal.',
  name: 'Ada',
  district: 'Richmond',
  locality: 'Richmond (city)',
  response: null,
  respondedAt: null,
  createdAt: '2026-12-01T15:00:00.000Z',
  agrees: 0,
  illustrative: false,
  status: 'pending',
  holdReasons: [],
  hasEmail: true,
  flags: 0,
  flagReasons: [],
  authorNote: null,
  reviewedAt: null,
  overdue: false,
  audit: [],
};

describe('CommentCard says only what the server will do with the commenter’s mail', () => {
  it('answered before approval: the mail is promised for the approval, and the approval says it is sent', async () => {
    const user = userEvent.setup();
    responded.mockResolvedValue({ id: 12, respondedAt: '2026-12-07T10:00:00.000Z', mailQueued: false });
    moderated.mockResolvedValue({ id: 12, status: 'approved', noteQueued: false, responseQueued: true });
    render(<CommentCard comment={pending} templates={[]} onChanged={jest.fn()} onLocate={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Response to comment 12' }), 'Thanks.');
    await user.click(screen.getByRole('button', { name: 'Save response' }));
    expect(
      await screen.findByText('Response saved. The commenter will be emailed when you publish the comment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve comment 12' }));
    expect(
      await screen.findByText(
        'Comment 12 is published on the map. The commenter is being emailed your response.',
      ),
    ).toBeInTheDocument();
    // The server queues the mail with the step that makes the answer public; the card sends nothing itself.
    expect(mailCommentResponse).not.toHaveBeenCalled();
  });

  it('answered after approval: says the mail goes only when the server queued it', async () => {
    const user = userEvent.setup();
    responded.mockResolvedValueOnce({ id: 12, respondedAt: '2026-12-07T10:00:00.000Z', mailQueued: true });
    const approved = { ...pending, status: 'approved' as const };
    render(<CommentCard comment={approved} templates={[]} onChanged={jest.fn()} onLocate={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Response to comment 12' }), 'Thanks.');
    await user.click(screen.getByRole('button', { name: 'Save response' }));
    expect(
      await screen.findByText('Response saved and public. The commenter is being emailed a link to it.'),
    ).toBeInTheDocument();
    expect(mailCommentResponse).not.toHaveBeenCalled();
  });
});
