import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentsPanel } from '@/components/map/comments/CommentsPanel';
import { PeriodNoticeContext } from '@/components/commentPeriods/PeriodNoticeContext';
import {
  deleteInteraction,
  getAllComments,
  getComment,
  getSimilarComments,
  insertComment,
  insertInteraction,
} from '@/lib/client/comments';
import { getFeatures } from '@/lib/client/map';
import { COMMENT_CONSENT, type PublicComment } from '@/lib/shared/schemas/comments';
import { layerMeta, stubMap } from '../../helpers/mapStub';

jest.mock('@/lib/client/comments', () => ({
  getAllComments: jest.fn(),
  getComment: jest.fn(),
  getSimilarComments: jest.fn(),
  insertComment: jest.fn(),
  insertInteraction: jest.fn(),
  deleteInteraction: jest.fn(),
}));
jest.mock('@/lib/client/map', () => ({ getFeatures: jest.fn() }));
const listMock = getAllComments as jest.Mock;

const comment = (id: number, over: Partial<PublicComment> = {}): PublicComment => ({
  id,
  latitude: 37.54,
  longitude: -77.43,
  layerKey: null,
  featureId: null,
  category: 'safety',
  comment: `Comment number ${id}`,
  name: null,
  district: 'Richmond',
  locality: 'Richmond city',
  response: null,
  respondedAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  agrees: 2,
  illustrative: false,
  viewer: { agreed: false, flagged: false },
  ...over,
});

/** What the comments layer on the stub map holds. */
const drawn = (view: ReturnType<typeof stubMap>['view']) =>
  (
    view.map.layers.find((l) => l.id === 'public-comments') as unknown as {
      graphics: Array<{ attributes: Record<string, unknown> }>;
    }
  )?.graphics ?? [];

function setup(selection: { layerKey: string; ids: string[] } | null = null) {
  const map = stubMap();
  render(
    <CommentsPanel
      handle={map.handle}
      selection={selection}
      metadata={[layerMeta('gap-ta-studies', 'GAP-TA studies')]}
      viewExtent={{ xmin: -78, ymin: 37, xmax: -77, ymax: 38 }}
    />,
  );
  return map;
}

// jsdom lays nothing out: scrolling the shown comment into view is recorded instead.
const scrolled = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrolled;
});

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue([
    comment(5),
    comment(6, { response: 'Fixed in 2026.', respondedAt: '2026-11-03T12:00:00.000Z' }),
  ]);
  (getSimilarComments as jest.Mock).mockResolvedValue([]);
  (insertInteraction as jest.Mock).mockResolvedValue({ id: 5, type: 'agree', count: 3, held: false });
  (deleteInteraction as jest.Mock).mockResolvedValue({ id: 5, type: 'agree', count: 2 });
  window.history.replaceState(null, '', '/interactvtrans/map-explorer');
});

describe('CommentsPanel (against the @arcgis/core stub)', () => {
  it('lists the published comments and draws them on the map (answered ones with the response)', async () => {
    const { view } = setup();
    expect(await screen.findByText('2 published comments.')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Published comments' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await waitFor(() => expect(drawn(view)).toHaveLength(2));
    expect(drawn(view).map((g) => g.attributes['Staff response'])).toEqual([
      'Not answered yet',
      'Fixed in 2026.',
    ]);
  });

  it('says when a comment period that includes the map is open, with the way to it (issue 57)', async () => {
    const map = stubMap();
    render(
      <PeriodNoticeContext.Provider
        value={[
          {
            slug: 'draft-mid-term-needs',
            title: 'Draft mid-term needs',
            closesAt: '2027-02-06T04:59:00.000Z',
          },
        ]}
      >
        <CommentsPanel
          handle={map.handle}
          selection={null}
          metadata={[]}
          viewExtent={{ xmin: -78, ymin: 37, xmax: -77, ymax: 38 }}
        />
      </PeriodNoticeContext.Provider>,
    );
    expect(await screen.findByText('2 published comments.')).toBeVisible();
    expect(screen.getByText('Draft mid-term needs.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the draft and comment' })).toHaveAttribute(
      'href',
      '/get-involved/comment-periods/draft-mid-term-needs',
    );
  });

  it('"Only in the map view" asks for the comments in the view’s bounding box', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('2 published comments.');
    expect(listMock.mock.lastCall[0].bbox).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: 'Only in the map view' }));
    await waitFor(() =>
      expect(listMock).toHaveBeenLastCalledWith(
        expect.objectContaining({ bbox: '-78.00000,37.00000,-77.00000,38.00000' }),
      ),
    );
  });

  it('agreeing is sent, said, and the list is read again', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Agree with comment 5 (2)' }));
    expect(insertInteraction).toHaveBeenCalledWith(5, 'agree');
    expect(await screen.findByText('You agree with comment 5.')).toBeVisible();
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
  });

  it('a click on the map places the comment while the form is open, and marks the place', async () => {
    const user = userEvent.setup();
    const { view } = setup();
    await screen.findByText('2 published comments.');
    expect(view.listenerCount('immediate-click')).toBe(0); // closed: a click identifies, as usual
    await user.click(screen.getByRole('button', { name: 'Comment on the map' }));
    expect(view.listenerCount('immediate-click')).toBe(1);
    const stopPropagation = jest.fn();
    act(() =>
      view.emit('immediate-click', {
        mapPoint: { latitude: 37.1234567, longitude: -78.7654321 },
        stopPropagation,
      }),
    );
    expect(stopPropagation).toHaveBeenCalled();
    expect(screen.getByTestId('comment-place')).toHaveTextContent(
      'Place: the point you clicked (37.12346, -78.76543).',
    );
    await waitFor(() => expect(drawn(view)).toHaveLength(3));
    expect(drawn(view)[2]!.attributes.Comment).toBe('The place you are commenting on');
  });

  it('the keyboard’s way: the centre of the map, or the selected feature', async () => {
    const user = userEvent.setup();
    (getFeatures as jest.Mock).mockResolvedValue({
      features: [{ id: 'GAP-7', geometry: { type: 'Point', coordinates: [-77.5, 38.25] } }],
    });
    setup({ layerKey: 'gap-ta-studies', ids: ['GAP-7'] });
    await user.click(screen.getByRole('button', { name: 'Comment on the map' }));
    await user.click(screen.getByRole('button', { name: 'Use the centre of the map' }));
    expect(screen.getByTestId('comment-place')).toHaveTextContent(
      'Place: the centre of the map (37.50000, -78.50000).',
    );
    await user.click(screen.getByRole('button', { name: 'Use the selected feature' }));
    await waitFor(() =>
      expect(screen.getByTestId('comment-place')).toHaveTextContent(
        'Place: feature GAP-7 of GAP-TA studies (38.25000, -77.50000).',
      ),
    );
  });

  it('sending closes the form, thanks the person, reads the list again and gives focus back', async () => {
    const user = userEvent.setup();
    const { view } = setup();
    (insertComment as jest.Mock).mockResolvedValue({ id: 9, status: 'pending', held: [] });
    await user.click(await screen.findByRole('button', { name: 'Comment on the map' }));
    act(() =>
      view.emit('immediate-click', {
        mapPoint: { latitude: 37.5, longitude: -77.5 },
        stopPropagation: () => undefined,
      }),
    );
    await user.click(screen.getByRole('combobox', { name: /^2\. Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Safety' }));
    // Pasted rather than typed key by key: what is tested is the sending, and 28 keystrokes through MUI in jsdom
    // took most of the 30 s timeout on a loaded machine.
    await user.click(screen.getByRole('textbox', { name: /Your comment/ }));
    await user.paste('The crossing needs a signal.');
    await user.click(screen.getByRole('checkbox', { name: COMMENT_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(
      await screen.findByText(
        'Thank you. Your comment will appear on the map once a reviewer has approved it.',
      ),
    ).toBeVisible();
    expect(insertComment).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: 37.5, longitude: -77.5, category: 'safety' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comment on the map' })).toHaveFocus());
    expect(view.listenerCount('immediate-click')).toBe(0);
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
  });

  it('?comment=<id> opens on that comment: the map goes there; one not published says so', async () => {
    window.history.replaceState(null, '', '/interactvtrans/map-explorer?comment=6');
    (getComment as jest.Mock).mockResolvedValue(comment(6, { latitude: 38, longitude: -77 }));
    const { goTo } = setup();
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith({ xmin: -77.01, ymin: 37.99, xmax: -76.99, ymax: 38.01 }),
    );
    await waitFor(() => expect(document.getElementById('public-comment-6')).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });

    window.history.replaceState(null, '', '/interactvtrans/map-explorer?comment=404');
    (getComment as jest.Mock).mockResolvedValue(null);
    setup();
    expect(
      await screen.findByText('Comment 404 is not on the map (it may be waiting for review).'),
    ).toBeVisible();
  });

  it('a list that cannot be read says so', async () => {
    listMock.mockRejectedValue(new Error('Failed to fetch comments'));
    setup();
    expect(await screen.findByText('Failed to fetch comments')).toBeVisible();
  });
});
