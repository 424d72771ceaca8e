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
