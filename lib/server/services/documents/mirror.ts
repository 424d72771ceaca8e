import type { Knex } from 'knex';
import { chunked, rowsPerStatement, valuesPerStatement } from '@/lib/server/db/batch';
import { autoSetupEnabled } from '@/lib/server/db/config';
import { db } from '@/lib/server/db/knex';
import type { DocumentRow } from '@/lib/server/db/tables';
import { isoDateTime } from '@/lib/server/db/normalize';
import {
  documentQueries as q,
  accessibilityOf,
  toDocumentRow,
  shownAccessible,
  toLibraryDocument,
  toStoredDocument,
  tooWide,
} from '@/lib/server/repositories/documents';
import { getStorage } from '@/lib/server/storage';
import { seedDocumentLibrary, seededYear } from '@/lib/server/documents/reference';
import {
  normalizeDocumentPath,
  type DocumentStorage,
  type DocumentTags,
  type LibraryLink,
  type StoredDocument,
} from '@/lib/server/storage/types';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import { HttpError } from '@/lib/shared/errors';
import { defaultCollection } from '@/lib/shared/schemas/documents/rules';
import type { LibraryDocument, TagFacets } from '@/lib/shared/schemas/documents';
import { log } from '@/lib/server/log';

const sameRow = (a: DocumentRow, b: DocumentRow) =>
  a.title === b.title &&
  a.content_type === b.content_type &&
  a.size === b.size &&
  a.topic === b.topic &&
  a.plan_cycle === b.plan_cycle &&
  a.doc_type === b.doc_type &&
  a.accessible === b.accessible &&
  a.updated_at === b.updated_at;

/**
 * Brings the documents table in line with the storage: inserts new files, updates changed
 * metadata, removes rows whose file is gone. Returns what changed.
 *
 * Paths are matched without regard to case, as SQL Server's default collation compares them (SQLite would
 * not): a file renamed only in case updates its row, and of two stored paths that differ only in case the
 * first (in path order) is mirrored and the other reported and skipped, on either engine. A file whose
 * title, type or tags are wider than the table's columns is reported and skipped too (SQL Server would
 * refuse the whole statement). Inserts and deletes go in batches under SQL Server's 2,100-parameter and
 * 1,000-row limits.
 */
export async function syncDocumentMirror(
  store?: DocumentStorage,
): Promise<{ inserted: number; updated: number; removed: number }> {
  const docs = fitting(caseUnique((await (store ?? (await storage())).list()).map(toDocumentRow)));
  const k = await db();
  return k.transaction(async (trx) => {
    const all = (await q.all(trx)) as Array<Record<string, unknown>>;
    const existing = new Map<string, DocumentRow>(
      all.map((r) => {
        const row = toDocumentRow(toStoredDocument(r));
        return [row.path.toLowerCase(), row];
      }),
    );
    // Drafts and retired files are the editors': a draft's row is written before its file, so a
    // sync that listed the storage a moment earlier must not take the row away; editors remove them.
    const managed = new Set(
      all.filter((r) => r.status !== 'published').map((r) => String(r.path).toLowerCase()),
    );
    const wanted = new Set(docs.map((d) => d.path.toLowerCase()));
    const fresh = docs.filter((d) => !existing.has(d.path.toLowerCase()));
    const changed = docs.flatMap((d) => {
      const row = existing.get(d.path.toLowerCase());
      return row && (row.path !== d.path || !sameRow(d, row)) ? [{ from: row.path, row: d }] : [];
    });
    const gone = [...existing]
      .filter(([key]) => !wanted.has(key) && !managed.has(key))
      .map(([, r]) => r.path);
    for (const paths of chunked(gone, valuesPerStatement)) await q.remove(trx, paths);
    for (const { from, row } of changed) await q.update(trx, from, row);
    // A file placed in the storage directly joins the collection its tags suggest (as the archive pages chose).
    // A seeded reference document comes with the year it was issued, so an editor's save meets the year rule
    // (every original document had none, and Save refused it).
    const withCollection = fresh.map((row) => ({
      ...row,
      year: seededYear(row.path),
      collection: defaultCollection({
        title: row.title,
        tags: { topic: row.topic, planCycle: row.plan_cycle, docType: row.doc_type },
      }),
    }));
    // Counted from the rows as sent (with year and collection), so SQL Server's 2,100 parameters hold.
    const perInsert = rowsPerStatement(Object.keys(withCollection[0] ?? {}).length);
    for (const rows of chunked(withCollection, perInsert)) await q.insert(trx, rows);
    // Rows synced before seeded documents had a year get it once (an editor's year is never overwritten).
    for (const r of all) {
      const year = r.year === null || r.year === undefined ? seededYear(String(r.path)) : null;
      if (year !== null) await q.setYear(trx, String(r.path), year);
    }
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
    log.warn({ path: r.path }, 'documents: differs only in case from another stored path, not mirrored');
    return false;
  });
}

/** The rows that fit the table's columns; the others are logged. */
function fitting(rows: DocumentRow[]): DocumentRow[] {
  return rows.filter((r) => {
    const column = tooWide(r);
    if (column)
      log.warn({ path: r.path, column }, 'documents: a value is too long for the library, not listed');
    return !column;
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
    ready = seedDocumentLibrary(store).catch((err: unknown) => {
      seeded.delete(store);
      throw err;
    });
    seeded.set(store, ready);
  }
  await ready;
  return store;
}

/** How often, at most, a read brings the table in line with the storage (files placed there directly). */
export const DOCUMENT_SYNC_INTERVAL_MS = 60_000;

interface SyncState {
  store: DocumentStorage;
  /** Date.now() of the last sync attempt (a failed one too, so a storage outage is not retried per request). */
  at: number;
  running: Promise<void> | null;
  /** The PDFs without a current check were queued once by this process (queueMissingChecks). */
  queuedChecks?: boolean;
}
const syncStates = new WeakMap<Knex, SyncState>();

/**
 * The documents table, brought in line with the storage when the last sync is more than a minute old
 * (one sync at a time per process). A failed sync is logged and the table, as last synced, is served.
 */
async function syncedDb(): Promise<Knex> {
  const store = await storage();
  const k = await db();
  let state = syncStates.get(k);
  if (!state || state.store !== store) {
    state = { store, at: -Infinity, running: null };
    syncStates.set(k, state);
  }
  const current = state;
  if (!current.running && Date.now() - current.at >= DOCUMENT_SYNC_INTERVAL_MS) {
    current.at = Date.now();
    current.running = syncDocumentMirror(store)
      .then(
        // Once per process (the seeded library, reports of older checks), then when files came or changed.
        async ({ inserted, updated }) => {
          if (current.queuedChecks && inserted + updated === 0) return;
          await queueMissingChecks(k);
          current.queuedChecks = true;
        },
        (err: unknown) => {
          log.warn({ err }, 'documents: sync with the storage failed');
        },
      )
      .finally(() => {
        current.running = null;
      });
  }
  if (current.running) await current.running;
  return k;
}

/**
 * Queues the pre-flight of every PDF with no current report (the seeded library, files placed in the storage
 * directly, reports of older checks), so their labels and the ADA notice follow a verdict without waiting for
 * an editor to look. Each is marked pending at once, so the next sync does not queue it again. Imported when
 * needed: the check's job module reaches this one through the search index.
 */
async function queueMissingChecks(k: Knex): Promise<void> {
  const { checkUnchecked } = await import('./check');
  await checkUnchecked(k, (await q.managed(k)) as Array<Record<string, unknown>>);
}

/** The published documents (drafts and retired files are not the public's), as last synced. */
async function documentRows(): Promise<LibraryDocument[]> {
  return ((await q.published(await syncedDb())) as Array<Record<string, unknown>>).map(toLibraryDocument);
}

/** Every row, with what editors see (status, revision, PDF check), after the same sync. */
export async function managedRows(): Promise<Array<Record<string, unknown>>> {
  return (await q.managed(await syncedDb())) as Array<Record<string, unknown>>;
}

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true });

/** Every document of the library, sorted by title, each with its '/resources/…' href. */
export async function listDocuments(): Promise<LibraryDocument[]> {
  return (await documentRows()).sort(byTitle);
}

/**
 * The documents the library page, the documents feed and the sitemap list: published, not in the hidden
 * collection (those are on the unlisted hidden library only).
 */
export async function listedDocuments(): Promise<LibraryDocument[]> {
  return (await listDocuments()).filter((d) => d.collection !== 'hidden');
}

/**
 * The '/resources/…' addresses of published documents shown as accessible: the ADA notice (SPEC §4) does not
 * open for them. The same verdict as the library's label (accessibilityOf): a PDF whose current automated check
 * passes, another file a person recorded a review of. The SPEC §9 allow-list's documents are among them because
 * they pass.
 */
export async function accessibleDocumentPaths(): Promise<string[]> {
  const rows = (await q.labelled(await syncedDb())) as Array<Record<string, unknown>>;
  return rows
    .filter((r) => shownAccessible(accessibilityOf(r)))
    .map((r) => RESOURCES_PREFIX + String(r.path));
}

/**
 * The title of a published document by its '/resources/…' address, or null when the address names none: the
 * ADA notice's "Request assistance" asks about the document by its title, not by its file path.
 */
export async function publishedDocumentTitle(href: string): Promise<string | null> {
  if (!href.startsWith(RESOURCES_PREFIX)) return null;
  let path: string;
  try {
    path = normalizeDocumentPath(href.slice(RESOURCES_PREFIX.length));
  } catch {
    return null; // not an address the library could hold: no document to name
  }
  const row = (await q.byPath(await syncedDb(), path)) as Record<string, unknown> | undefined;
  return row?.status === 'published' && row.title ? String(row.title) : null;
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
  const [docs, links] = await Promise.all([listedDocuments(), listLinks()]);
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

/**
 * A public request for a document: the file when it is published (or placed in the storage directly and not
 * synced yet); `retired` (the route answers 410 saying so) for a retired one; 404 for a draft (not public yet).
 */
export async function openPublicDocument(
  path: string,
): Promise<
  | { document: StoredDocument; stream: NodeJS.ReadableStream }
  | { retired: { title: string; at: string | null } }
> {
  const clean = normalizeDocumentPath(path);
  const row = (await q.byPath(await db(), clean)) as Record<string, unknown> | undefined;
  if (row?.status === 'draft') throw new HttpError(404, 'Document not found');
  if (row?.status === 'retired') {
    return { retired: { title: String(row.title), at: row.changed_at ? isoDateTime(row.changed_at) : null } };
  }
  return openDocument(clean);
}
