/**
 * Map comments: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and types of comments, flags, moderation and responses
 * - rules.ts: zod-free: the moderation rules (hold reasons and their labels), the nearness and text likeness of
 *   similar comments
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly.
 */
export * from './schemas';
export * from './rules';
export * from './personalInfo';
