/**
 * Runs `fn` with the clock standing still: only `Date` is faked, every timer stays real. The rate limits count
 * in fixed windows of the clock (a minute, an hour); a test that counts asks up to a refusal must make them all
 * in one window however long they take, or a run that crossed a window's end starts a new count and gets a
 * 200 where the refusal was due.
 */
export async function withClockStill<T>(fn: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  try {
    return await fn();
  } finally {
    jest.useRealTimers();
  }
}
