import { act, renderHook, waitFor } from '@testing-library/react';
import { useFirstDrawState } from '@/components/map/firstDraw';

describe('useFirstDrawState (the Map Explorer’s own work and the first draw)', () => {
  it('starts the work once the drawn map has been painted, not in the render that reveals it', async () => {
    const { result, rerender } = renderHook(({ drawn }) => useFirstDrawState(drawn), {
      initialProps: { drawn: false },
    });
    expect(result.current.started).toBe(false);
    rerender({ drawn: true });
    // The render that reveals the map does not start the panels' work: it would hold the revealed map back.
    expect(result.current.started).toBe(false);
    await waitFor(() => expect(result.current.started).toBe(true));
  });

  it('starts at once when a person goes into a panel before the map has drawn', () => {
    const { result } = renderHook(() => useFirstDrawState(false));
    act(() => result.current.start());
    expect(result.current.started).toBe(true);
  });
});
