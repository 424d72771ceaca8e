/**
 * The mailing list: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and their types: the subscribe, confirm and unsubscribe requests of the site's own list
 * - rules.ts: zod-free: the signup form's validation and state machine (SPEC §4–5), the provider's JSONP URL and a safe reading of its messages
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly, whose imports of schemas.ts are types only.
 */
export * from './schemas';
export * from './rules';
