import { env } from '@/lib/server/env';
import { getStorage } from '@/lib/server/storage';
import { seedDocumentLibrary } from '@/lib/server/storage/library';
import {
  normalizeDocumentPath,
  type DocumentStorage,
  type DocumentTags,
  type LibraryLink,
  type StoredDocument,
} from '@/lib/server/storage/types';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import { HttpError } from '@/lib/shared/errors';

/** A library document as the API returns it: the stored facts plus its public link. */
export interface LibraryDocument extends StoredDocument {
  href: string;
}

export interface TagCount {
  value: string;
  count: number;
}

export type TagFacets = Record<keyof DocumentTags, TagCount[]>;

const seeded = new WeakMap<DocumentStorage, Promise<unknown>>();

/**
 * The storage, with the reference library seeded once per process when auto-setup is on (the
 * embedded default), so a fresh clone shows documents. A failed seed is retried on the next call.
 */
async function storage(): Promise<DocumentStorage> {
  const store = getStorage();
  if (!env().DB_AUTO_SETUP) return store;
  let ready = seeded.get(store);
  if (!ready) {
    ready = seedDocumentLibrary(store).catch((err: unknown) => {
      seeded.delete(store);
      throw err;
    });
    seeded.set(store, ready);
  }
  await ready;
  return store;
}

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true });

/** Every document of the library, sorted by title, each with its '/resources/…' href. */
export async function listDocuments(): Promise<LibraryDocument[]> {
  const docs = await (await storage()).list();
  return docs.map((d) => ({ ...d, href: RESOURCES_PREFIX + d.path })).sort(byTitle);
}

/** The external links of the library, sorted by title. */
export async function listLinks(): Promise<LibraryLink[]> {
  return [...(await (await storage()).listLinks())].sort(byTitle);
}

/**
 * The filter facets of the library: each tag value with the number of documents and links that
 * carry it (links share the tag vocabulary and appear in the same filtered list). Values sorted A–Z.
 */
export async function listTags(): Promise<TagFacets> {
  const store = await storage();
  const [docs, links] = await Promise.all([store.list(), store.listLinks()]);
  const facets: TagFacets = { topic: [], planCycle: [], docType: [] };
  for (const key of Object.keys(facets) as (keyof DocumentTags)[]) {
    const counts = new Map<string, number>();
    for (const item of [...docs, ...links]) {
      const value = item.tags[key].trim();
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[key] = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
  }
  return facets;
}

/** Opens a document for streaming; 400 for a malformed path, 404 when it does not exist. */
export async function openDocument(
  path: string,
): Promise<{ document: StoredDocument; stream: NodeJS.ReadableStream }> {
  const clean = normalizeDocumentPath(path);
  const found = await (await storage()).get(clean);
  if (!found) throw new HttpError(404, 'Document not found');
  return found;
}
