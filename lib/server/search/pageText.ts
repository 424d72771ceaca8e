import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineJob } from '@/lib/server/jobs/define';
import { listDocuments, openDocument } from '@/lib/server/services/documents/mirror';
import { getStorage } from '@/lib/server/storage';
import { cachedPdfPages, extractPdfPages } from './pdfText';
import { log } from '@/lib/server/log';

/**
 * The text of the library's PDFs, page by page, extracted once for every instance. The
 * 'search-text' job (lib/server/jobs) reads each PDF whose text is not stored yet for its current version,
 * extracts it in a worker thread and keeps it as private data of the one storage module
 * (`search/pages/<sha256 of the path>.json`, with the document's lastModified). Every instance builds its own
 * in-memory index (./index.ts) from the stored text; a PDF not stored yet is read in-process as before, and the
 * job is queued so the next instance (or restart) need not.
 */
interface StoredPages {
  path: string;
  lastModified: string;
  pages: string[];
}

const keyOf = (path: string) => `search/pages/${createHash('sha256').update(path).digest('hex')}.json`;

/** The stored pages of this version of the document, or null (none, or an older version's). */
export async function storedPdfPages(path: string, lastModified: string): Promise<string[] | null> {
  const data = await getStorage()
    .getPrivate(keyOf(path))
    .catch(() => null);
  if (!data) return null;
  try {
    const stored = JSON.parse(data.toString('utf8')) as StoredPages;
    return stored.path === path && stored.lastModified === lastModified && Array.isArray(stored.pages)
      ? stored.pages
      : null;
  } catch {
    return null; // a damaged file is extracted again
  }
}

/** Keeps a PDF's extracted pages for this version of it (the library's check job reads them once for both). */
export async function storePdfPages(path: string, lastModified: string, pages: string[]): Promise<void> {
  const body: StoredPages = { path, lastModified, pages };
  await getStorage().putPrivate(keyOf(path), Buffer.from(JSON.stringify(body)), 'application/json');
}

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
