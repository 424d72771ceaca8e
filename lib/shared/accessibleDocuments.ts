import { RESOURCES_PREFIX } from './constants';

/**
 * The accessible-document allow-list of SPEC §9: these PDFs are known to meet the accessibility
 * standard; every other product resource gets the ADA notice before it opens.
 */
export const ACCESSIBLE_DOCUMENTS: readonly string[] = [
  '/resources/gap-ta/gap-ta-program-guidance-fy23.pdf',
  '/resources/gap-ta/gap-ta-program-guidance-fy25.pdf',
  '/resources/policy/policies-and-statutory-requirements.pdf',
  '/resources/long-term/long-term-risk-and-opportunity-register-technical-guide-v4.pdf',
  '/resources/policy/vtrans-policy-guide-v3.pdf',
];

const accessibleSet = new Set(ACCESSIBLE_DOCUMENTS);

/** True for a product resource ('/resources/…' or a bare storage path) on the allow-list. */
export function isAccessibleDocument(path: string): boolean {
  const clean = path.split(/[?#]/)[0];
  const resource = clean.startsWith(RESOURCES_PREFIX)
    ? clean
    : `${RESOURCES_PREFIX}${clean.replace(/^\/+/, '')}`;
  return accessibleSet.has(resource);
}

/** True when a link points at a product resource (it is served from document storage). */
export function isProductResource(href: string): boolean {
  return href.startsWith(RESOURCES_PREFIX);
}
