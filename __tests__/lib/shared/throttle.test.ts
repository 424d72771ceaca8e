import { throttle } from '@/lib/shared/throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once with its arguments and drops calls within the window', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 500);
    throttled('a', 1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a', 1);
    jest.advanceTimersByTime(499);
    throttled('b', 2);
    expect(fn).toHaveBeenCalledTimes(1);
    // Dropped, not deferred: nothing fires when the window ends.
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs again once the window has passed', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 500);
    throttled(1);
    jest.advanceTimersByTime(500);
    throttled(2);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(2);
  });

  it('cancel() reopens the window and clears its timer', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 500);
    throttled();
    throttled.cancel();
    expect(jest.getTimerCount()).toBe(0);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
