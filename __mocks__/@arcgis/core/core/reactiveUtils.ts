/**
 * reactiveUtils without the SDK's reactivity: `watch` and `whenOnce` read their getter again when a test
 * (or a stub that changed a watched property) calls `notify()`, and once at the start.
 */
type Watcher = () => void;
const watchers = new Set<Watcher>();

/** Re-reads every watched getter (what the SDK does whenever a watched property changes). */
export function notify() {
  for (const w of [...watchers]) w();
}

export function watch<T>(
  getter: () => T,
  callback: (value: T, old: T) => void,
  options?: { initial?: boolean },
) {
  let last = getter();
  if (options?.initial) callback(last, last);
  const w = () => {
    const next = getter();
    if (next === last) return;
    const old = last;
    last = next;
    callback(next, old);
  };
  watchers.add(w);
  return { remove: () => watchers.delete(w) };
}

export function whenOnce<T>(getter: () => T): Promise<T> {
  return new Promise((resolve) => {
    const w = () => {
      const value = getter();
      if (!value) return;
      watchers.delete(w);
      resolve(value);
    };
    watchers.add(w);
    w();
  });
}
