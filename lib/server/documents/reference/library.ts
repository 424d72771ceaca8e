import { isSeededAccessible } from './accessible';
import { ARCHIVE_DOCUMENTS, NEWSLETTER_DOCUMENTS } from './catalog/archive';
import { LIBRARY_LINKS } from './catalog/links';
import { POLICY_DOCUMENTS } from './catalog/policy';
import { GAP_TA_DOCUMENTS, PROGRAM_DOCUMENTS } from './catalog/programs';
import { renderLibraryPdf, type LibraryEntry } from '@/lib/server/pdf/document';
import type { DocumentStorage } from '@/lib/server/storage/types';

export { LIBRARY_LINKS };
export { LIBRARY_AUTHOR, LIBRARY_FOOTER, ILLUSTRATIVE_NOTE } from '@/lib/server/pdf/document';

/** Every document of the seeded library (CONTENT-FACTS §3, §30, §31). */
export const LIBRARY_DOCUMENTS: readonly LibraryEntry[] = [
  ...POLICY_DOCUMENTS,
  ...PROGRAM_DOCUMENTS,
  ...GAP_TA_DOCUMENTS,
  ...ARCHIVE_DOCUMENTS,
  ...NEWSLETTER_DOCUMENTS,
];

const SEEDED_YEARS = new Map(LIBRARY_DOCUMENTS.map((d) => [d.path, d.year]));

/** The year a seeded library document was issued (null for any other path). */
export const seededYear = (path: string): number | null => SEEDED_YEARS.get(path) ?? null;

/**
 * Fills a storage with the reference library: generated PDFs for every catalogue entry that is not
 * there yet (existing paths are never overwritten) and the external links when none are stored.
 */
export async function seedDocumentLibrary(
  storage: DocumentStorage,
): Promise<{ created: number; existing: number }> {
  const [present, links] = await Promise.all([storage.list(), storage.listLinks()]);
  const have = new Set(present.map((d) => d.path));
  const missing = LIBRARY_DOCUMENTS.filter((entry) => !have.has(entry.path));

  await Promise.all(
    missing.map(async (entry) =>
      storage.put(entry.path, await renderLibraryPdf(entry), {
        title: entry.title,
        contentType: 'application/pdf',
        tags: entry.tags,
        accessible: isSeededAccessible(entry.path),
      }),
    ),
  );
  if (links.length === 0) await storage.putLinks(LIBRARY_LINKS);

  return { created: missing.length, existing: LIBRARY_DOCUMENTS.length - missing.length };
}
