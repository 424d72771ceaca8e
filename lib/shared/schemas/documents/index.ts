/**
 * The public document library: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and types of library documents, collections and tags
 * - editing.ts: the wire shapes of the editors' library (/admin/content/documents): statuses, uploads, edits
 * - rules.ts: zod-free: the library's search, filter, facet and sort logic, shared by the browser (live filtering) and the server (archive pages, feeds)
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly.
 */
export * from './schemas';
export * from './rules';
export * from './editing';
