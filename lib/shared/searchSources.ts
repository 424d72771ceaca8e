/**
 * The sources search covers (SPEC §7). Kept apart from the zod schemas (lib/shared/schemas/search.ts) so
 * the search page's browser code can use them without loading zod.
 */
export const SEARCH_SOURCES = ['web', 'documents', 'data'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
