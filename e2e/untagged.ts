/**
 * The one library document the e2e site holds that does not pass the accessibility checks: an untagged PDF
 * placed in the storage directly before the server starts (playwright.config.ts copies e2e/files/untagged). The
 * 21 seeded PDFs pass, so every label says so; the ADA notice's tests open this one.
 */
export const E2E_UNTAGGED = {
  title: 'Freight advisory committee minutes (scanned)',
  href: '/resources/untagged/freight-committee-minutes.pdf',
} as const;
