import { RESOURCES_PREFIX } from '../../../shared/constants';

/**
 * The SPEC §9 accessible-document allow-list: the PDFs known to meet the accessibility standard. They are
 * accessible because they pass: what visitors see (the library's label, the ADA notice) follows each file's own
 * automated check and recorded reviews (repositories/documents.ts, accessibilityOf), and a test checks that every
 * one of these passes. The list also seeds each file's old "accessible" flag, which no longer decides anything shown.
 */
export const SEEDED_ACCESSIBLE_DOCUMENTS: readonly string[] = [
  '/resources/gap-ta/gap-ta-program-guidance-fy23.pdf',
  '/resources/gap-ta/gap-ta-program-guidance-fy25.pdf',
  '/resources/policy/policies-and-statutory-requirements.pdf',
  '/resources/long-term/long-term-risk-and-opportunity-register-technical-guide-v4.pdf',
  '/resources/policy/vtrans-policy-guide-v3.pdf',
];

const seeded = new Set(SEEDED_ACCESSIBLE_DOCUMENTS);

/** True for a seeded document ('/resources/…' or a bare storage path) whose flag starts as accessible. */
export function isSeededAccessible(path: string): boolean {
  const clean = path.split(/[?#]/)[0]!;
  const resource = clean.startsWith(RESOURCES_PREFIX)
    ? clean
    : `${RESOURCES_PREFIX}${clean.replace(/^\/+/, '')}`;
  return seeded.has(resource);
}
