/** A URL query as Next.js gives it (a repeated key is an array). */
export type RawQuery = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; '' when absent. Pure and zod-free, so pages can use it. */
export const firstParam = (v: string | string[] | undefined): string =>
  ((Array.isArray(v) ? v[0] : v) ?? '').trim();
