import { chunked, rowsPerStatement, valuesPerStatement } from '@/lib/server/db/batch';
import { autoSetupEnabled } from '@/lib/server/db/config';
import { db } from '@/lib/server/db/knex';
import { bool, isoDateTime, num } from '@/lib/server/db/normalize';
import type { DocumentRow } from '@/lib/server/db/tables';
import { documentQueries as q } from '@/lib/server/repositories/documents';
import { getStorage } from '@/lib/server/storage';
import { seedDocumentLibrary } from '@/lib/server/db/seeds/documents';
import {
  normalizeDocumentPath,
  type DocumentStorage,
  type DocumentTags,
  type LibraryLink,
  type StoredDocument,
} from '@/lib/server/storage/types';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import { HttpError } from '@/lib/shared/errors';
import type { LibraryDocument, TagFacets } from '@/lib/shared/schemas/documents';

const toRow = (d: StoredDocument): DocumentRow => ({
  path: d.path,
  title: d.title,
  content_type: d.contentType,
  size: d.size,
  topic: d.tags.topic,
  plan_cycle: d.tags.planCycle,
  doc_type: d.tags.docType,
  accessible: d.accessible,
  updated_at: isoDateTime(d.lastModified),
});

const sameRow = (a: DocumentRow, b: Record<string, unknown>) =>
  a.title === b.title &&
  a.content_type === b.content_type &&
  a.size === num(b.size) &&
  a.topic === b.topic &&
  a.plan_cycle === b.plan_cycle &&
  a.doc_type === b.doc_type &&
  a.accessible === bool(b.accessible) &&
  a.updated_at === isoDateTime(b.updated_at);

/**
 * Brings the documents table in line with the storage: inserts new files, updates changed
 * metadata, removes rows whose file is gone. Returns what changed.
 *
 * Paths are matched without regard to case, as SQL Server's default collation compares them (SQLite would
 * not): a file renamed only in case updates its row, and of two stored paths that differ only in case the
 * first (in path order) is mirrored and the other reported and skipped, on either engine. Inserts and
 * deletes go in batches under SQL Server's 2,100-parameter and 1,000-row limits.
 */
export async function syncDocumentMirror(
  store?: DocumentStorage,
): Promise<{ inserted: number; updated: number; removed: number }> {
  const docs = caseUnique((await (store ?? (await storage())).list()).map(toRow));
  const k = await db();
  return k.transaction(async (trx) => {
    const existing = new Map<string, Record<string, unknown>>(
      (await q.all(trx)).map((r: Record<string, unknown>) => [String(r.path).toLowerCase(), r]),
    );
    const wanted = new Set(docs.map((d) => d.path.toLowerCase()));
    const fresh = docs.filter((d) => !existing.has(d.path.toLowerCase()));
    const changed = docs.flatMap((d) => {
      const row = existing.get(d.path.toLowerCase());
      return row && (String(row.path) !== d.path || !sameRow(d, row))
        ? [{ from: String(row.path), row: d }]
        : [];
    });
    const gone = [...existing].filter(([key]) => !wanted.has(key)).map(([, r]) => String(r.path));
    for (const paths of chunked(gone, valuesPerStatement)) await q.remove(trx, paths);
    for (const { from, row } of changed) await q.update(trx, from, row);
    const perInsert = rowsPerStatement(Object.keys(fresh[0] ?? {}).length);
    for (const rows of chunked(fresh, perInsert)) await q.insert(trx, rows);
    return { inserted: fresh.length, updated: changed.length, removed: gone.length };
  });
}

/** The rows with one path per case-insensitive name (the first in path order); the rest are logged. */
function caseUnique(rows: DocumentRow[]): DocumentRow[] {
  const seen = new Set<string>();
  const sorted = [...rows].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sorted.filter((r) => {
    const key = r.path.toLowerCase();
    if (!seen.has(key)) return seen.add(key);
    console.warn(`[documents] '${r.path}' differs only in case from another stored path: not mirrored.`);
    return false;
  });
}

const seeded = new WeakMap<DocumentStorage, Promise<unknown>>();

/**
 * The storage, with the reference library seeded once per process when auto-setup is on (the
 * embedded default), so a fresh clone shows documents. A failed seed is retried on the next call.
 */
async function storage(): Promise<DocumentStorage> {
  const store = getStorage();
  if (!autoSetupEnabled()) return store;
  let ready = seeded.get(store);
  if (!ready) {
    ready = seedDocumentLibrary(store)
      .then(() => syncDocumentMirror(store))
      .catch((err: unknown) => {
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
