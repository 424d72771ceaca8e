// Kept apart from the zod schemas (lib/shared/schemas/faq.ts) so the FAQ page's browser code does not load zod.

/** The FAQ topics, in the order the page shows them (each is an h2). */
export const FAQ_TOPICS = [
  'About VTrans',
  'Mid-term needs',
  'Long-term planning',
  'GAP-TA',
  'Data and maps',
  'Using this site',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];
