import type { Knex } from 'knex';
import { documentQueries as q } from '@/lib/server/repositories/documents';
import { registerContentKind } from '@/lib/server/services/content/registry';
import { getStorage } from '@/lib/server/storage';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import { DocumentFields } from '@/lib/shared/schemas/documents/editing';

/**
 * Library documents as a kind of the publishing workflow: each document's metadata
 * (title, collection, year, tags, the accessible flag) is kept in revisions with who and when, saves name the
 * revision they were made from (409 when stale), every step is audited, and older revisions can be compared and
 * restored. Publishing writes the metadata onto the document's row and its stored file, and makes it public;
 * withdrawing retires it (the row and file stay: its address answers 410). The file itself is not a field: it is
 * uploaded and replaced by uploads.ts, which records those steps in `document_events`.
 */
const now = () => new Date().toISOString();

/**
 * Writes a revision's metadata onto the document's row and its stored file (`status` too when given: publishing
 * makes it public). Also used for drafts and retired documents, whose row is not public.
 */
export async function applyFields(trx: Knex, f: DocumentFields, status?: 'published'): Promise<void> {
  const row = (await q.byPath(trx, f.path)) as Record<string, unknown> | undefined;
  if (!row) throw new Error(`The document ${f.path} has no row to publish.`);
  const tags = { topic: f.topic, planCycle: f.planCycle, docType: f.docType };
  // The file's own metadata follows, so the storage sync keeps what was published.
  await getStorage().setMeta(f.path, {
    title: f.title,
    contentType: String(row.content_type),
    tags,
    accessible: f.accessible,
  });
  await q.updateManaged(trx, f.path, {
    title: f.title,
    collection: f.collection,
    year: f.year,
    topic: f.topic,
    plan_cycle: f.planCycle,
    doc_type: f.docType,
    accessible: f.accessible,
    ...(status ? { status } : {}),
    changed_at: now(),
  });
}

registerContentKind<DocumentFields>({
  kind: 'document',
  label: 'document',
  role: 'editor',
  ownWorkflow:
    'Library documents are added, published, updated and retired in the documents library (Admin → Documents), which keeps the file’s history and runs the accessibility check. Use that page.',
  scope: 'documents',
  fields: DocumentFields,
  fieldOrder: ['title', 'collection', 'year', 'topic', 'planCycle', 'docType', 'accessible', 'path'],
  title: (f) => f.title,
  publish: async (trx, f) => {
    await applyFields(trx, f, 'published');
    return f.path;
  },
  withdraw: async (trx, key) => {
    await q.updateManaged(trx, key, { status: 'retired', changed_at: now() });
  },
  adopt: async (k) =>
    ((await q.managed(k)) as Array<Record<string, unknown>>)
      .filter((r) => r.status === 'published')
      .map((r) => ({
        key: String(r.path),
        fields: {
          path: String(r.path),
          title: String(r.title),
          collection: DocumentFields.shape.collection.catch('library').parse(r.collection),
          year: r.year === null || r.year === undefined ? null : Number(r.year),
          topic: String(r.topic),
          planCycle: String(r.plan_cycle),
          docType: String(r.doc_type),
          accessible: r.accessible === true || r.accessible === 1 || r.accessible === '1',
        },
      })),
  publicPath: (key) => RESOURCES_PREFIX + key,
});
