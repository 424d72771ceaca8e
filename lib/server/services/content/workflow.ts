import { randomUUID } from 'node:crypto';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { insertedId, isoDateTime, num, textOrNull } from '@/lib/server/db/normalize';
import { log } from '@/lib/server/log';
import { contentQueries as q, toContentRecord } from '@/lib/server/repositories/content';
import type {
  ContentAuditEntry,
  ContentDetail,
  ContentRecord,
  ContentRevisionInfo,
  ContentState,
} from '@/lib/shared/schemas/content';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { diffFields, type FieldDiff } from '@/lib/shared/textDiff';
import {
  audit,
  detailOf,
  loadRecord,
  now,
  openRecord,
  parseFields,
  revisionFields,
  SEED_AUTHOR,
  staleError,
  who,
} from './records';
import { contentKind, type AnyKind } from './registry';

/**
 * # The publishing workflow for content records
 *
 * One module for every kind of record staff publish: program updates, meetings, announcements, and (by the
 * same rules) library documents. A kind describes itself once with `registerContentKind` (registry.ts);
 * everything else (drafts, revisions, optimistic concurrency, preview data, publish now or later, unpublish,
 * restore, diff, audit) is done by this folder, the same way for every kind: this file reads, creates, saves,
 * restores and compares; publishing.ts publishes and unpublishes; schedule.ts publishes later; records.ts holds
 * what they share.
 *
 * ## The model
 *
 * - The **public table** of a kind (`updates`, `events`, `announcements`, `documents`…) holds only what is
 *   published. Public readers (pages, feeds, search, sitemap, ICS, the home page) need no change: a kind's
 *   `publish` writes its row, `withdraw` removes it (or, for a kind whose rows must stay, marks it retired).
 * - A **record** (`content_records`) is one thing staff edit; its fields live in **revisions**
 *   (`content_revisions`: number, who, when, the fields as JSON). Every save adds a revision.
 * - **States**: `draft` (never published) → `scheduled` (a publish is queued) → `published` →
 *   `unpublished` (withdrawn; may be published again). A published record may carry newer revisions than the
 *   one the public sees (`currentRevision > publishedRevision`): "changes not published yet".
 * - **Optimistic concurrency**: every save, publish, schedule, unpublish and restore names the revision the
 *   editor was looking at (`baseRevision`). When someone saved after it, the call is refused with 409 and a
 *   sentence naming who saved and when; nothing is written, and the editor's form keeps their text.
 * - **Scheduling** queues a `content-publish` job (lib/server/jobs) for the time given; it publishes with
 *   nobody signed in, on whichever instance's worker takes it, and is skipped when the schedule was cancelled
 *   or moved meanwhile.
 * - **Every instance follows at once**: after each publish or withdrawal `announceChange(kind.scope)` empties
 *   this instance's page cache, bumps the scope's stamp (which the search index's fingerprint includes) and
 *   tells the others through Redis or their one-second stamp poll (lib/server/changes.ts).
 * - **Seeded rows** are adopted lazily: the first time staff list or open a kind, every public row not yet
 *   linked to a record becomes a published record with revision 1 (author "seed"), read back by `adopt`.
 * - **Audit**: every step is a row of `content_audit` (actor null = the scheduled job).
 *
 * ## Applying it to another kind (documents)
 *
 * ```ts
 * registerContentKind<DocumentFields>({
 *   kind: 'document', label: 'document', role: 'editor', scope: 'documents',
 *   fields: DocumentFields,                      // zod: parses the editor's input, 400 naming the field
 *   fieldOrder: ['title', 'tags', …],            // order of the diff view
 *   title: (f) => f.title,
 *   check: async (f, k) => { … },                // optional rules beyond the schema (throw badRequest)
 *   publish: async (trx, f, key) => { …; return key }, // upsert the public row, return its key
 *   withdraw: async (trx, key) => { … },          // remove or retire it
 *   adopt: async (k) => rows.map((r) => ({ key, fields })), // existing public rows → fields
 *   publicPath: (key, f) => routes.document(key),
 * });
 * ```
 * Then call `saveContent`, `publishContent`, `scheduleContent`, `unpublishContent`, `restoreContent`,
 * `getContent`, `listContent`, `diffContent` with the kind's name; the API routes under
 * `/api/admin/content/[kind]` already take any registered kind.
 */

export type { ContentAuditEntry, ContentDetail, ContentRecord, ContentRevisionInfo, ContentState };

/**
 * Adopts public rows that have no record yet (the seeds, rows from before the workflow) as published
 * revision 1. Safe when two instances do it at once: the record's uid is unique, the loser's insert fails
 * and its transaction is rolled back.
 */
export async function adoptPublicRows(kind: AnyKind): Promise<number> {
  const k = await db();
  const linked = new Set((await q.linkedKeys(k, kind.kind)).map((r) => String(r.public_key)));
  const rows = (await kind.adopt(k)).filter((r) => !linked.has(r.key));
  let adopted = 0;
  for (const row of rows) {
    const at = now();
    try {
      await k.transaction(async (trx) => {
        const id = insertedId(
          await q.insertRecord(trx, {
            kind: kind.kind,
            uid: `${kind.kind}:${row.key}`.slice(0, 200),
            public_key: row.key,
            state: 'published',
            title: kind.title(row.fields).slice(0, 300),
            current_revision: 1,
            published_revision: 1,
            scheduled_at: null,
            scheduled_revision: null,
            created_at: at,
            updated_at: at,
            updated_by: SEED_AUTHOR,
          }),
        );
        await q.insertRevision(trx, {
          record_id: id,
          number: 1,
          fields: JSON.stringify(row.fields),
          author: SEED_AUTHOR,
          created_at: at,
          note: 'The published content as the site was set up.',
        });
        await audit(
          trx,
          id,
          'adopted',
          1,
          SEED_AUTHOR,
          'Published content from the site set-up became an editable record.',
        );
      });
      adopted++;
    } catch (err) {
      // Another instance adopted it first (unique uid): nothing to do.
      log.info({ kind: kind.kind, key: row.key, err: String(err) }, 'content adoption skipped');
    }
  }
  return adopted;
}

/** Every record of a kind, most recently changed first (adopting seeded rows first). */
export async function listContent(kindName: string, user: SessionUser): Promise<ContentRecord[]> {
  const kind = contentKind(kindName);
  requireRole(user, kind.role);
  await adoptPublicRows(kind);
  const k = await db();
  const rows = await q.records(k, kind.kind);
  // The list links a published record by its key alone (no fields needed for the kinds' addresses).
  return rows.map((r) => detailOf(kind, toContentRecord(r), {}));
}

/** One record with its current fields, its revisions and its audit trail. */
export async function getContent(kindName: string, id: number, user: SessionUser): Promise<ContentDetail> {
  const { kind, k, record: base } = await openRecord(kindName, id, user);
  const fields = await revisionFields(k, id, base.currentRevision);
  const [revisions, trail] = await Promise.all([q.revisions(k, id), q.audit(k, id)]);
  return {
    record: detailOf(kind, base, fields),
    fields,
    revisions: revisions.map((r) => ({
      number: num(r.number),
      author: String(r.author),
      createdAt: isoDateTime(r.created_at),
      note: textOrNull(r.note),
    })),
    audit: trail.map((a) => ({
      action: String(a.action),
      revision: a.revision === null ? null : num(a.revision),
      actor: textOrNull(a.actor),
      at: isoDateTime(a.at),
      detail: textOrNull(a.detail),
    })),
  };
}

/** The fields of one revision, the current one when `revision` is null (for the preview). */
export async function contentRevision(
  kindName: string,
  id: number,
  revision: number | null,
  user: SessionUser,
): Promise<{ record: ContentRecord; fields: Record<string, unknown>; revision: number }> {
  const { kind, k, record: base } = await openRecord(kindName, id, user);
  const number = revision ?? base.currentRevision;
  const fields = await revisionFields(k, id, number);
  return { record: detailOf(kind, base, fields), fields, revision: number };
}

/** Creates a draft (revision 1). */
export async function createContent(
  kindName: string,
  input: unknown,
  user: SessionUser,
): Promise<ContentDetail> {
  const kind = contentKind(kindName);
  requireRole(user, kind.role);
  const k = await db();
  const fields = await parseFields(kind, input, k);
  const at = now();
  const id = await k.transaction(async (trx) => {
    const newId = insertedId(
      await q.insertRecord(trx, {
        kind: kind.kind,
        uid: `${kind.kind}:new:${randomUUID()}`,
        public_key: null,
        state: 'draft',
        title: kind.title(fields).slice(0, 300),
        current_revision: 1,
        published_revision: null,
        scheduled_at: null,
        scheduled_revision: null,
        created_at: at,
        updated_at: at,
        updated_by: who(user),
      }),
    );
    await q.insertRevision(trx, {
      record_id: newId,
      number: 1,
      fields: JSON.stringify(fields),
      author: who(user),
      created_at: at,
      note: null,
    });
    await audit(trx, newId, 'created', 1, who(user));
    return newId;
  });
  return getContent(kindName, id, user);
}

/** Adds a revision based on `baseRevision`; 409 when someone saved after it (nothing written). */
async function addRevision(
  kind: AnyKind,
  id: number,
  baseRevision: number,
  fields: Record<string, unknown>,
  user: SessionUser,
  action: string,
  note: string | null,
): Promise<void> {
  const k = await db();
  const at = now();
  const record = await loadRecord(k, kind, id);
  const stale = await k.transaction(async (trx) => {
    const moved = await q.advance(trx, id, baseRevision, kind.title(fields).slice(0, 300), who(user), at);
    if (moved !== 1) return true;
    await q.insertRevision(trx, {
      record_id: id,
      number: baseRevision + 1,
      fields: JSON.stringify(fields),
      author: who(user),
      created_at: at,
      note,
    });
    await audit(trx, id, action, baseRevision + 1, who(user), note);
    return false;
  });
  if (stale) throw await staleError(k, kind, await loadRecord(k, kind, id).catch(() => record), baseRevision);
}

/**
 * Saves the editor's fields as a new revision (the public still sees the published one). `step` names a
 * revision made by something other than an edit of the fields (a library file replaced at its address).
 */
export async function saveContent(
  kindName: string,
  id: number,
  input: { baseRevision: number; fields: unknown },
  user: SessionUser,
  step: { action: string; note: string } | null = null,
): Promise<ContentDetail> {
  const kind = contentKind(kindName);
  requireRole(user, kind.role);
  const fields = await parseFields(kind, input.fields, await db());
  await addRevision(kind, id, input.baseRevision, fields, user, step?.action ?? 'saved', step?.note ?? null);
  return getContent(kindName, id, user);
}

/** Saves an older revision's fields as the newest revision (a draft until published). */
export async function restoreContent(
  kindName: string,
  id: number,
  input: { baseRevision: number; revision: number },
  user: SessionUser,
): Promise<ContentDetail> {
  const { kind, k } = await openRecord(kindName, id, user);
  const old = await revisionFields(k, id, input.revision);
  // The old fields are checked again: rules may have tightened since they were saved.
  const fields = await parseFields(kind, old, k);
  await addRevision(
    kind,
    id,
    input.baseRevision,
    fields,
    user,
    'restored',
    `Restored from revision ${input.revision}.`,
  );
  return getContent(kindName, id, user);
}

/** The field-by-field difference between two revisions of a record. */
export async function diffContent(
  kindName: string,
  id: number,
  from: number,
  to: number,
  user: SessionUser,
): Promise<FieldDiff[]> {
  const { kind, k } = await openRecord(kindName, id, user);
  const [a, b] = await Promise.all([revisionFields(k, id, from), revisionFields(k, id, to)]);
  return diffFields(a, b, kind.fieldOrder);
}
