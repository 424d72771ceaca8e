import type { MessagePort } from 'node:worker_threads';

/**
 * The signal a pool thread sends when it starts a task, so the task's budget counts the work and not the wait
 * for a thread (pool.ts starts the budget's clock on it). Kept apart, with no imports, so every worker entry
 * (the pool's bundle, a test's stand-in tasks) wraps its tasks the same way.
 */
export const STARTED_PORT = '__started';

/** Wraps a task so that it tells the pool it has started, then runs it with the input it was given. */
export function signalsStart<I extends object, R>(task: (input: I) => R): (input: I) => R {
  return (input: I) => {
    const port = (input as Record<string, unknown>)[STARTED_PORT] as MessagePort | undefined;
    if (port) {
      port.postMessage('started');
      port.close();
      delete (input as Record<string, unknown>)[STARTED_PORT];
    }
    return task(input);
  };
}
