/** A URL query as Next.js gives it (a repeated key is an array). */
export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The first value of a query parameter, trimmed; '' when absent. Pure and zod-free: the browser's tiny
 * readers use it (the page loaders parse with the zod schemas in lib/shared/schemas).
 */
export const firstParam = (v: string | string[] | undefined): string =>
  ((Array.isArray(v) ? v[0] : v) ?? '').trim();

/** A value as a message quotes it: short enough to read. */
export const quoted = (value: unknown) => `'${String(value).slice(0, 40)}'`;

/** Values as a sentence lists them: 'a, b or c'. */
export const oneOf = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : (values[0] ?? '');
