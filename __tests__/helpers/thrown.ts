import { HttpError } from '@/lib/shared/errors';

/** The HttpError `fn` throws; fails the test when it returns, or throws anything else. */
export function thrownHttpError(fn: () => unknown): HttpError {
  let result: unknown;
  try {
    result = fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error(`expected an HttpError, got ${JSON.stringify(result)}`);
}
