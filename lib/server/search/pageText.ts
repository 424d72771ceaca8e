import { z } from 'zod';
import { defineJob } from '@/lib/server/jobs/define';
import { listDocuments, openDocument } from '@/lib/server/services/documents/mirror';
import { storedPdfPages, storePdfPages } from '@/lib/server/storage/pdfPages';
import { cachedPdfPages, extractPdfPages } from './pdfText';
import { log } from '@/lib/server/log';

/**
 * The 'search-text' job (lib/server/runtime/jobs.ts lists it): the text of the library's PDFs, page by page,
 * extracted once for every instance. It reads each PDF whose text is not stored yet for its current version,
 * extracts it in a worker thread and keeps it in the PDF text store (lib/server/storage/pdfPages.ts). Every
 * instance builds its own in-memory index (./index.ts) from the stored text; a PDF not stored yet is read
 * in-process as before, and the job is queued so the next instance (or restart) need not.
 */

export async function readAll(path: string): Promise<Buffer> {
  const { stream } = await openDocument(path);
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

/** A PDF's pages: stored text when there is some for this version, else read here (and `missing` is told). */
export async function pdfPagesFor(
  path: string,
  lastModified: string,
  missing: () => void,
): Promise<string[]> {
  const stored = await storedPdfPages(path, lastModified);
  if (stored) return stored;
  missing();
  return cachedPdfPages(path, lastModified, () => readAll(path));
}

/**
 * The 'search-text' job: extracts and stores the text of every library PDF that has none stored for its
 * current version. A PDF that cannot be read (damaged, too large, too slow) is stored with no pages, so it
 * is not tried again until it changes. Returns how many were stored.
 */
export async function runSearchTextJob(): Promise<{ stored: number }> {
  let stored = 0;
  for (const d of await listDocuments()) {
    if (d.contentType !== 'application/pdf') continue;
    if (await storedPdfPages(d.path, d.lastModified)) continue;
    const pages = await readAll(d.path)
      .then((bytes) => extractPdfPages(bytes))
      .catch((err: unknown) => {
        log.warn({ err, path: d.path }, 'search: no text for a document');
        return [] as string[];
      });
    await storePdfPages(d.path, d.lastModified, pages);
    stored++;
  }
  return { stored };
}

/** The 'search-text' job: a staff lane (reading the library's PDFs for search). */
export const searchTextJob = defineJob({
  kind: 'search-text',
  lane: 'staff',
  payload: z.null(),
  maxAttempts: 3,
  run: () => runSearchTextJob(),
});
