/**
 * The Map Explorer's printed map: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and their types: the print request (the map state, the PNG of the map, the legend)
 * - rules.ts: zod-free: the geometry of the printed page
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly, whose imports of schemas.ts are types only.
 */
export * from './schemas';
export * from './rules';
