/**
 * Spatial-data submissions: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and their types: the API's queries and bodies, submissions, layers and the pre-flight report
 * - rules.ts: zod-free: coordinate systems a submitter may pick, upload formats, statuses with their next step, the finding shape
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly, whose imports of schemas.ts are types only.
 */
export * from './schemas';
export * from './rules';
