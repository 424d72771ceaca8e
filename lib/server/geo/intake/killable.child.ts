import { Worker } from 'node:worker_threads';
import { HttpError } from '@/lib/shared/errors';
import type { ChildAnswer } from './killable';

/**
 * The child side of ./killable.ts: takes one input over IPC, arms its own deadline on a thread with its own
 * event loop (so it holds while this thread is inside a native call), runs `work`, answers once and exits.
 */
export function serveOnce<I, T>(work: (input: I) => T | Promise<T>): void {
  process.once('message', (message: { input: I; budgetMs: number }) => {
    const watchdog = new Worker(
      `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${Math.max(0, Math.floor(message.budgetMs))});`,
      { eval: true },
    );
    watchdog.unref();
    const reply = (answer: ChildAnswer<T>) => process.send!(answer, () => process.exit(0));
    Promise.resolve()
      .then(() => work(message.input))
      .then(
        (ok) => reply({ ok }),
        (err: unknown) => {
          if (err instanceof HttpError && err.status < 500) {
            reply({
              refused: { status: err.status, message: err.message, field: err.field, choices: err.choices },
            });
          } else reply({ failed: err instanceof Error ? err.message : String(err) });
        },
      );
  });
}
