import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from '@/lib/shared/errors';

/**
 * Native work on a person's file where a budget can stop it (ARCHITECTURE §10): a child process, killed
 * (SIGKILL) at its budget. Terminating a worker thread stops JavaScript, not a query running inside SQLite's C
 * code; killing a process stops everything it does. The child arms its own deadline too, on a thread of its
 * own (./killable.child.ts), so it ends on time even when whoever started it is gone (a pool thread terminated
 * at its task's budget cannot kill anything any more).
 *
 * A child answers `{ ok }`, `{ refused: { status, message, field, choices } }` (a 4xx meant for the person) or
 * `{ failed: message }` (a bug), once, over IPC with structured clone ('advanced' serialization: Buffers and
 * typed arrays cross as they are).
 */

/** Where the bundled children are (scripts/build-workers.mjs makes them beside the pool's worker). */
export const CHILD_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  '.next',
  'server-entry',
  'workers',
);

export type ChildAnswer<T> =
  | { ok: T }
  | { refused: { status: number; message: string; field?: string; choices?: string[] } }
  | { failed: string };

export interface ChildOptions {
  /** Milliseconds the child may run, from its start; then it is killed. */
  budgetMs: number;
  /** What the person is told (a 422) when it was killed at its budget. */
  tooSlow: string;
  /** Heap limit of the child (MB). */
  heapMb?: number;
}

/** Runs `script` (a bundled child entry) on `input` in a child process killed at its budget. */
export function runInChild<T>(script: string, input: unknown, options: ChildOptions): Promise<T> {
  if (!existsSync(script)) {
    return Promise.reject(
      new Error(`The child bundle ${script} is missing: run \`node scripts/build-workers.mjs\`.`),
    );
  }
  return new Promise<T>((resolve, reject) => {
    const child = fork(script, [], {
      execArgv: [`--max-old-space-size=${options.heapMb ?? 1536}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: ChildAnswer<T> | null = null;
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, options.budgetMs);
    child.once('message', (m) => {
      answer = m as ChildAnswer<T>;
      child.disconnect();
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const a = answer as ChildAnswer<T> | null;
      if (a && 'ok' in a) return resolve(a.ok);
      if (a && 'refused' in a) {
        const err = new HttpError(a.refused.status, a.refused.message, a.refused.field);
        if (a.refused.choices) err.choices = a.refused.choices;
        return reject(err);
      }
      if (a && 'failed' in a) return reject(new Error(a.failed));
      // No answer: killed at the budget (here, or by its own deadline), or it died (out of memory, a crash).
      if (killed || signal === 'SIGKILL') return reject(new HttpError(422, options.tooSlow));
      reject(new Error(`The child ${path.basename(script)} ended without an answer (${signal ?? code}).`));
    });
    child.send({ input, budgetMs: options.budgetMs });
  });
}
