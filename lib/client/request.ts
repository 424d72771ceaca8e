import type { ErrorBody } from '@/lib/shared/errors';

/** A failed API call: `message` is the SPEC §8 text; `status` and `detail` say what the server answered. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;

  constructor(message: string, status: number, detail: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** The detail of a call that never reached the site (no connection, the site down). */
export const NO_CONNECTION = 'The site could not be reached. Check your connection and try again.';

/**
 * What to tell a person when a call failed: the server's reason when it gave one (an ApiError's `detail`
 * says what went wrong and what to do), otherwise `fallback`, a sentence saying what did not happen.
 * The call's own message (SPEC §8) is for code and logs: the spec shows none of the comment, email,
 * search, azure and freight messages, and the components now follow one rule instead of five.
 */
export function errorText(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.detail ? e.detail : fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

/** Builds `path?query` sending only populated parameters (SPEC §7). */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function detailOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as Partial<ErrorBody>;
    return body.error?.message ?? null;
  } catch {
    return null;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Statuses answered with null instead of an error (e.g. 404 for an unknown saved query). */
  nullOn?: number[];
}

/** Calls one API route; any status but 200/201 throws ApiError(failureMessage). */
export async function request<T>(
  path: string,
  failureMessage: string,
  options: RequestOptions = {},
): Promise<T> {
  const res = await call(path, failureMessage, options);
  if (options.nullOn?.includes(res.status)) return null as T;
  return (await res.json()) as T;
}

/** Calls one API route that answers a file (a download); errors as request(). */
export async function requestFile(
  path: string,
  failureMessage: string,
  options: RequestOptions = {},
): Promise<Blob> {
  return (await call(path, failureMessage, options)).blob();
}

async function call(path: string, failureMessage: string, options: RequestOptions): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers:
        options.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    // The browser's own words ("Failed to fetch", "NetworkError…") say nothing to a person: say what to do.
    throw new ApiError(failureMessage, 0, NO_CONNECTION);
  }
  if (options.nullOn?.includes(res.status)) return res;
  if (res.status < 200 || res.status > 202) {
    throw new ApiError(failureMessage, res.status, await detailOf(res));
  }
  return res;
}

/** Remembers the first successful answer in memory (a failed call is retried next time). */
export function cachedOnce<T>(load: () => Promise<T>): { get: () => Promise<T>; reset: () => void } {
  let pending: Promise<T> | null = null;
  return {
    get() {
      pending ??= load().catch((err) => {
        pending = null;
        throw err;
      });
      return pending;
    },
    reset() {
      pending = null;
    },
  };
}
