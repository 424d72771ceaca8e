import { HttpError } from '@/lib/shared/errors';

/**
 * What a pool task answers: a refusal meant for the person (an HttpError: 4xx with a sentence to act on) cannot
 * cross the thread boundary as a class, so it travels as `{ refused }`; anything else thrown is a bug.
 */
export type TaskAnswer<T> =
  { ok: T } | { refused: { status: number; message: string; field?: string; choices?: string[] } };

/** Runs a task's work and answers `{ ok }`, or `{ refused }` for a 4xx HttpError. */
export async function answer<T>(work: () => Promise<T>): Promise<TaskAnswer<T>> {
  try {
    return { ok: await work() };
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) {
      return {
        refused: { status: err.status, message: err.message, field: err.field, choices: err.choices },
      };
    }
    throw err;
  }
}
