import { z } from 'zod';
import '../zodConfig';

/** A JSONP callback name: an identifier or a short dotted path, nothing a script could be smuggled into. */
export const JSONP_CALLBACK = /^[A-Za-z_$][\w$]{0,63}(?:\.[A-Za-z_$][\w$]{0,63}){0,3}$/;

const field = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')));

/** The provider's JSONP subscribe call (…/subscribe/post-json): list ids, FNAME, LNAME, EMAIL, callback c. */
export const JsonpSubscribeQuery = z.object({
  c: z.string().regex(JSONP_CALLBACK, 'must be a JavaScript function name'),
  FNAME: field,
  LNAME: field,
  EMAIL: field,
});

/** The token of a confirm or unsubscribe link (43 base64url characters as sent; anything else is no link). */
export const NewsletterTokenBody = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'is missing: open the link from the email')
    .max(100, 'is not a link we sent'),
});
