import { z } from 'zod';
import './zodConfig';

/** MM/DD/YYYY, the date format people see (SPEC §9). */
export const UsDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be a date in MM/DD/YYYY format');

export const Link = z.object({ href: z.string(), label: z.string() });
export type Link = z.infer<typeof Link>;

/** A single query-string value: Next gives string | string[]; a repeated parameter is a mistake. */
export const single = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v : v === '' ? undefined : v), schema);

/** Slug-like identifiers used in URLs (kebab-case). */
export const Slug = z
  .string()
  .max(120, 'must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');

/**
 * One parameter of a page's address, read as text (the first value when the key repeats, trimmed; '' when
 * absent) and then checked by `schema`. Page loaders parse with lib/server/http/pageQuery.ts.
 */
export const queryText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    const first: unknown = Array.isArray(v) ? v[0] : v;
    return typeof first === 'string' ? first.trim() : (first ?? '');
  }, schema);

/** A page number from 1 of at most `maxDigits` digits (absent is 1); anything else gets `message(value)`. */
export const pageNumberParam = (maxDigits: number, message: (value: string) => string) =>
  queryText(
    z
      .string()
      .regex(new RegExp(`^([1-9]\\d{0,${maxDigits - 1}})?$`), { error: (iss) => message(String(iss.input)) })
      .transform((v) => (v === '' ? 1 : Number(v))),
  );

/** Text of at most `max` characters ('' when absent); longer gets `message(length)`. */
export const boundedTextParam = (max: number, message: (length: number) => string) =>
  queryText(z.string().max(max, { error: (iss) => message(String(iss.input).length) }));
