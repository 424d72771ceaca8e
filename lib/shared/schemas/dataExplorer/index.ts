/**
 * The Data Explorer's shared shapes and rules: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and their types: the saved state (with its version and migration), the choices and query parameters, views and tables
 * - rules.ts: zod-free: how a cell is shown, a view's summary sentence, the default choices
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly, whose imports of schemas.ts are types only.
 */
export * from './schemas';
export * from './rules';
