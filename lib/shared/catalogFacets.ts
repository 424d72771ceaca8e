/**
 * The facets of the dataset catalog, without zod: the catalog page's browser code needs the list, and
 * importing it from the zod schema would bring zod (~30 KB) to that page.
 */
export const FACETS = ['category', 'geometry', 'vintage', 'format'] as const;
export type Facet = (typeof FACETS)[number];
