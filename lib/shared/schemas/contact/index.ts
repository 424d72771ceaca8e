/**
 * The contact form: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the request's zod schema and its type
 * - rules.ts: zod-free: the field limits, messages and checks the form runs as people type (the same rules the API applies)
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly.
 */
export * from './schemas';
export * from './rules';
