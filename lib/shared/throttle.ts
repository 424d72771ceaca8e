/** A throttled function: calls pass through at most once per window; `cancel()` reopens the window. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * Leading-edge throttle: the first call runs at once and calls within the next `ms` milliseconds are
 * dropped (not deferred), so a held-down Enter key cannot fire a burst of navigations.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const throttled = ((...args: A) => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
    }, ms);
    fn(...args);
  }) as Throttled<A>;
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
