/**
 * Freight flows: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and types of the commodity-flow queries and answers
 * - rules.ts: zod-free: the labels of modes, directions, metrics and scales
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly.
 */
export * from './schemas';
export * from './rules';
