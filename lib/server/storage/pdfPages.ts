import { createHash } from 'node:crypto';
import { HttpError } from '@/lib/shared/errors';
import { getStorage } from './index';
import { normalizeDocumentPath } from './types';

/**
 * The text of the library's PDFs, page by page, kept once for every instance as private data of the one storage
 * (`search/pages/<sha256 of the path>.json`, with the document's lastModified). The 'search-text' job
 * (lib/server/search/pageText.ts) and the library's check job (services/documents/check.ts) write it; every
 * instance's search index reads it. A plain store: it knows no service, so both can use it.
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

/** The bytes of a stored document, by its storage path (a job's: the library has been synced before it). */
export async function readStoredDocument(path: string): Promise<Buffer> {
  const found = await getStorage().get(normalizeDocumentPath(path));
  if (!found) throw new HttpError(404, 'Document not found');
  const chunks: Buffer[] = [];
  for await (const c of found.stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}
