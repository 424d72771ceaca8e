import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z, type ZodType } from 'zod';
import { announceChange, type ChangeScope } from '@/lib/server/changes';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { insertedId, isoDateTime, isoDateTimeOrNull, num, textOrNull } from '@/lib/server/db/normalize';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { JobFailure } from '@/lib/server/jobs/queue';
import { currentRolesOf } from '@/lib/server/services/people';
import { log } from '@/lib/server/log';
import {
  contentQueries as q,
  toContentRecord,
  type ContentRecordBase,
} from '@/lib/server/repositories/content';
import { virginiaDateTime } from '@/lib/shared/dates';
import { badRequest, HttpError, notFound } from '@/lib/shared/errors';
import type {
  ContentAuditEntry,
  ContentDetail,
  ContentRecord,
  ContentRevisionInfo,
  ContentState,
} from '@/lib/shared/schemas/content';
import { hasRole, type Role, type SessionUser } from '@/lib/shared/schemas/people';
import { diffFields, type FieldDiff } from '@/lib/shared/textDiff';

/**
 * # The publishing workflow for content records
 *
 * One module for every kind of record staff publish: program updates, meetings, announcements, and (by the
 * same rules) library documents. A kind describes itself once with `registerContentKind`; everything else
 * (drafts, revisions, optimistic concurrency, preview data, publish now or later, unpublish, restore, diff,
 * audit) is done here, the same way for every kind.
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

/** What a kind of record tells the workflow about itself. */
export interface ContentKind<F extends Record<string, unknown>> {
  /** Its name in addresses and rows ('update', 'event', 'announcement', 'document'). */
  kind: string;
  /** How people call one, in sentences ('program update'). */
  label: string;
  /** The role that edits it (admins hold every role). */
  role: Role;
  /** Which caches change when it is published (lib/server/changes.ts). */
  scope: ChangeScope;
  /** Parses and checks the editor's fields: a zod schema whose issues become a 400 naming the field. */
  fields: ZodType<F>;
  /** Field names in the order the diff shows them. */
  fieldOrder: readonly string[];
  title(fields: F): string;
  /** Rules beyond the schema (Markdown, links, dates that depend on each other); throw badRequest. */
  check?(fields: F, k: Knex): Promise<void> | void;
  /** Writes the public row for these fields (inside the workflow's transaction) and returns its key. */
  publish(trx: Knex.Transaction, fields: F, publicKey: string | null): Promise<string>;
  /** Removes the public row (or retires it) so no public page, feed or index shows it. */
  withdraw(trx: Knex.Transaction, publicKey: string): Promise<void>;
  /** The public rows as fields, for adopting rows that exist without a record (the seeds). */
  adopt(k: Knex): Promise<Array<{ key: string; fields: F }>>;
  /** The public address of a published record (lists give no fields: answer from the key alone if you can). */
  publicPath(key: string, fields: Partial<F>): string;
  /**
   * Set for a kind with a workflow of its own (library documents): the sentence the generic
   * admin routes answer when asked to create, save, publish, unpublish or restore one. Reading, comparing
   * and scheduling what that workflow saved stay open to them.
   */
  ownWorkflow?: string;
}

type AnyKind = ContentKind<Record<string, unknown>>;
const registry = new Map<string, AnyKind>();

/** Registers a kind (once per process; registering the same name again replaces it). */
export function registerContentKind<F extends Record<string, unknown>>(kind: ContentKind<F>): void {
  registry.set(kind.kind, kind as unknown as AnyKind);
}

/** The registered kind, or a 404 naming the kinds there are. */
export function contentKind(name: string): AnyKind {
  const kind = registry.get(name);
  if (!kind) throw notFound(`There is no kind of content called "${name}".`);
  return kind;
}

export const contentKinds = (): AnyKind[] => [...registry.values()];

/**
 * The kind, for a change made through the generic routes `/api/admin/content/{kind}`: a kind with its own
 * workflow is refused (403 with its sentence), so one door changes each kind.
 */
export function genericWrite(name: string): string {
  const own = contentKind(name).ownWorkflow;
  if (own) throw new HttpError(403, own);
  return name;
}

export type { ContentAuditEntry, ContentDetail, ContentRecord, ContentRevisionInfo, ContentState };

const now = () => new Date().toISOString();
/** The name a revision or audit row records for a person. */
const who = (user: SessionUser) => user.email;
export const SEED_AUTHOR = 'seed';

/** Parses the fields with the kind's schema: the first issue becomes a 400 naming its field. */
export async function parseFields(kind: AnyKind, input: unknown, k: Knex): Promise<Record<string, unknown>> {
  const parsed = kind.fields.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') || undefined;
    throw badRequest(issue ? issue.message : `These ${kind.label} fields are not valid.`, field);
  }
  await kind.check?.(parsed.data, k);
  return parsed.data;
}

function detailOf(kind: AnyKind, base: ContentRecordBase, fields: Record<string, unknown>): ContentRecord {
  return {
    ...base,
    publicPath: base.publicKey ? kind.publicPath(base.publicKey, fields) : null,
    pendingChanges:
      base.publishedRevision !== null && base.state === 'published'
        ? base.currentRevision > base.publishedRevision
        : false,
  };
}

async function revisionFields(k: Knex, recordId: number, number: number): Promise<Record<string, unknown>> {
  const row = await q.revision(k, recordId, number);
  if (!row) throw notFound(`Revision ${number} does not exist.`);
  return JSON.parse(String(row.fields)) as Record<string, unknown>;
}

async function loadRecord(k: Knex, kind: AnyKind, id: number): Promise<ContentRecordBase> {
  const row = await q.record(k, kind.kind, id);
  if (!row) throw notFound(`There is no ${kind.label} with id ${id}. It may have been removed.`);
  return toContentRecord(row);
}

/** The 409 for a call based on a revision someone has since replaced. */
async function staleError(k: Knex, kind: AnyKind, record: ContentRecordBase, base: number) {
  const latest = await q.revision(k, record.id, record.currentRevision);
  const by = latest ? String(latest.author) : record.updatedBy;
  const at = latest ? virginiaDateTime(isoDateTime(latest.created_at)) : virginiaDateTime(record.updatedAt);
  return new HttpError(
    409,
    `${by ?? 'Someone'} saved this ${kind.label} at ${at} (revision ${record.currentRevision}) after you ` +
      `opened revision ${base}. Nothing was changed: your text is still in the form. Copy what you need, ` +
      `reload to see their version, and apply your changes again.`,
    'baseRevision',
  );
}

async function audit(
  k: Knex,
  recordId: number,
  action: string,
  revision: number | null,
  actor: string | null,
  detail: string | null = null,
) {
  await q.insertAudit(k, { record_id: recordId, action, revision, actor, at: now(), detail });
}

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

/** Saves the editor's fields as a new revision (the public still sees the published one). */
export async function saveContent(
  kindName: string,
  id: number,
  input: { baseRevision: number; fields: unknown },
  user: SessionUser,
): Promise<ContentDetail> {
  const kind = contentKind(kindName);
  requireRole(user, kind.role);
  const fields = await parseFields(kind, input.fields, await db());
  await addRevision(kind, id, input.baseRevision, fields, user, 'saved', null);
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

/** Checks that the caller looked at the record's current revision; 409 otherwise. */
async function expectCurrent(k: Knex, kind: AnyKind, record: ContentRecordBase, base: number) {
  if (record.currentRevision !== base) throw await staleError(k, kind, record, base);
}

/**
 * The start of every change to one record: the kind, the role check, the record, and (with `baseRevision`)
 * the check that the caller looked at its current revision (409 otherwise).
 */
async function openRecord(kindName: string, id: number, user: SessionUser, baseRevision?: number) {
  const kind = contentKind(kindName);
  requireRole(user, kind.role);
  const k = await db();
  const record = await loadRecord(k, kind, id);
  if (baseRevision !== undefined) await expectCurrent(k, kind, record, baseRevision);
  return { kind, k, record };
}

/**
 * Publishes revision `revision` of a record: writes the public row, marks it published, audits, and tells
 * every instance. `actor` null is the scheduled job. Returns false when the record moved on meanwhile (only
 * for the job, which then does nothing).
 */
async function publishRevision(
  kind: AnyKind,
  id: number,
  revision: number,
  actor: string | null,
  guard: (record: ContentRecordBase) => boolean,
): Promise<boolean> {
  const k = await db();
  const at = now();
  const done = await k.transaction(async (trx) => {
    const record = await loadRecord(trx, kind, id);
    if (!guard(record)) return false;
    const fields = await parseFields(kind, await revisionFields(trx, id, revision), trx);
    const key = await kind.publish(trx, fields, record.publicKey);
    const moved = await q.setState(trx, id, record.currentRevision, {
      state: 'published',
      public_key: key,
      published_revision: revision,
      scheduled_at: null,
      scheduled_revision: null,
      updated_at: at,
      ...(actor ? { updated_by: actor } : {}),
    });
    if (moved !== 1)
      throw new HttpError(
        409,
        `This ${kind.label} changed while it was being published. Reload and try again.`,
      );
    await audit(trx, id, 'published', revision, actor, actor ? null : 'Published by the schedule.');
    return true;
  });
  if (done) await announceChange(kind.scope);
  return done;
}

/** Publishes the current revision now (the caller must be looking at it). */
export async function publishContent(
  kindName: string,
  id: number,
  input: { baseRevision: number },
  user: SessionUser,
): Promise<ContentDetail> {
  const { kind } = await openRecord(kindName, id, user, input.baseRevision);
  await publishRevision(
    kind,
    id,
    input.baseRevision,
    who(user),
    (r) => r.currentRevision === input.baseRevision,
  );
  return getContent(kindName, id, user);
}

/** The longest a publish may be scheduled ahead. */
export const MAX_SCHEDULE_DAYS = 366;

/**
 * Schedules the current revision to be published at `at` (an ISO instant, in the future) by a job, with
 * nobody signed in. A later schedule replaces this one; the job of a replaced schedule does nothing.
 */
export async function scheduleContent(
  kindName: string,
  id: number,
  input: { baseRevision: number; at: string },
  user: SessionUser,
): Promise<ContentDetail> {
  const kind = contentKind(kindName);
  requireRole(user, kind.role);
  const when = Date.parse(input.at);
  if (Number.isNaN(when)) throw badRequest('Give the date and time to publish at.', 'at');
  const delayMs = when - Date.now();
  if (delayMs < 0) throw badRequest('That time has passed. Pick a time in the future, or publish now.', 'at');
  if (delayMs > MAX_SCHEDULE_DAYS * 86_400_000)
    throw badRequest(`Schedule at most ${MAX_SCHEDULE_DAYS} days ahead.`, 'at');
  const k = await db();
  const record = await loadRecord(k, kind, id);
  await expectCurrent(k, kind, record, input.baseRevision);
  // The revision is parsed again now, so a schedule never fails later on rules it could have met now.
  await parseFields(kind, await revisionFields(k, id, input.baseRevision), k);
  const at = new Date(when).toISOString();
  const moved = await q.setState(k, id, input.baseRevision, {
    state: record.state === 'published' ? 'published' : 'scheduled',
    scheduled_at: at,
    scheduled_revision: input.baseRevision,
    updated_at: now(),
    updated_by: who(user),
  });
  if (moved !== 1) throw await staleError(k, kind, await loadRecord(k, kind, id), input.baseRevision);
  await audit(k, id, 'scheduled', input.baseRevision, who(user), `To publish at ${virginiaDateTime(at)}.`);
  await enqueueJob(
    contentPublishJob,
    { kind: kind.kind, id, revision: input.baseRevision, at, by: who(user) },
    { delayMs },
  );
  return getContent(kindName, id, user);
}

/** Cancels a scheduled publish (the queued job then finds nothing to do). */
export async function cancelSchedule(
  kindName: string,
  id: number,
  input: { baseRevision: number },
  user: SessionUser,
): Promise<ContentDetail> {
  const { kind, k, record } = await openRecord(kindName, id, user, input.baseRevision);
  if (!record.scheduledAt) throw new HttpError(409, `This ${kind.label} has no scheduled publish to cancel.`);
  // As every step: refused (409, nothing written) when someone saved since the editor read the record.
  await k.transaction(async (trx) => {
    const moved = await q.setState(trx, id, input.baseRevision, {
      state:
        record.state === 'scheduled' ? (record.publishedRevision ? 'unpublished' : 'draft') : record.state,
      scheduled_at: null,
      scheduled_revision: null,
      updated_at: now(),
      updated_by: who(user),
    });
    if (moved !== 1) throw await staleError(trx, kind, await loadRecord(trx, kind, id), input.baseRevision);
    await audit(trx, id, 'schedule-cancelled', record.scheduledRevision, who(user));
  });
  return getContent(kindName, id, user);
}

/** Withdraws a published record from every public page, feed and index; its revisions stay. */
export async function unpublishContent(
  kindName: string,
  id: number,
  input: { baseRevision: number },
  user: SessionUser,
): Promise<ContentDetail> {
  const { kind, k, record } = await openRecord(kindName, id, user, input.baseRevision);
  if (record.state !== 'published' || !record.publicKey)
    throw new HttpError(409, `This ${kind.label} is not published, so there is nothing to unpublish.`);
  const key = record.publicKey;
  await k.transaction(async (trx) => {
    await kind.withdraw(trx, key);
    const moved = await q.setState(trx, id, input.baseRevision, {
      state: 'unpublished',
      public_key: null,
      scheduled_at: null,
      scheduled_revision: null,
      updated_at: now(),
      updated_by: who(user),
    });
    if (moved !== 1) throw await staleError(trx, kind, await loadRecord(trx, kind, id), input.baseRevision);
    await audit(trx, id, 'unpublished', record.publishedRevision, who(user));
  });
  await announceChange(kind.scope);
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

/** The payload of a `content-publish` job; `by` is who scheduled it (absent in jobs queued). */
const ScheduledPublish = z.object({
  kind: z.string().min(1),
  id: z.number().int(),
  revision: z.number().int(),
  at: z.string().min(1),
  by: z.string().min(1).optional(),
});
export type ScheduledPublish = z.infer<typeof ScheduledPublish>;

/** Who scheduled the revision: the job's `by`, else the latest 'scheduled' entry of the audit trail. */
async function scheduler(k: Knex, p: ScheduledPublish): Promise<string | null> {
  if (p.by) return p.by;
  const rows = (await q.audit(k, p.id)) as Array<{ action: string; revision: unknown; actor: unknown }>;
  const entry = rows.find((r) => r.action === 'scheduled' && Number(r.revision) === p.revision);
  return entry?.actor ? String(entry.actor) : null;
}

/**
 * Cancels a schedule whose scheduler may no longer publish, if it still stands as the job knew
 * it, with the reason in the audit trail.
 */
async function cancelForRole(kind: AnyKind, p: ScheduledPublish, reason: string): Promise<void> {
  const k = await db();
  await k.transaction(async (trx) => {
    const record = await loadRecord(trx, kind, p.id);
    if (!standsAsScheduled(record, p)) return;
    const moved = await q.setState(trx, p.id, record.currentRevision, {
      state:
        record.state === 'scheduled' ? (record.publishedRevision ? 'unpublished' : 'draft') : record.state,
      scheduled_at: null,
      scheduled_revision: null,
      updated_at: now(),
    });
    if (moved === 1) await audit(trx, p.id, 'schedule-cancelled', p.revision, null, reason);
  });
}

const standsAsScheduled = (r: ContentRecordBase, p: ScheduledPublish) =>
  r.scheduledRevision === p.revision && isoDateTimeOrNull(r.scheduledAt) === isoDateTimeOrNull(p.at);

/**
 * The `content-publish` job: publishes the scheduled revision if the schedule still stands (the same time and
 * revision) and the person who scheduled it may still publish this kind now — an account that lost the role
 * (or was deactivated) since has its schedule cancelled, with a note in the audit trail. A cancelled or moved
 * schedule ends the job with nothing done.
 */
export async function runScheduledPublish(
  p: ScheduledPublish,
): Promise<{ published: boolean; cancelled?: string }> {
  const kind = registry.get(p.kind);
  if (!kind) throw new JobFailure(`No content kind "${p.kind}" is registered in this process.`);
  const by = await scheduler(await db(), p);
  const roles = by ? await currentRolesOf(by) : null;
  if (!roles || !hasRole({ roles }, kind.role)) {
    const reason = `Not published: ${by ?? 'the person who scheduled it'} ${
      roles ? `no longer has the ${kind.role} role` : 'no longer has an active account'
    }. Someone who may publish can schedule it again.`;
    await cancelForRole(kind, p, reason);
    return { published: false, cancelled: reason };
  }
  const published = await publishRevision(kind, p.id, p.revision, null, (r) => standsAsScheduled(r, p));
  return { published };
}

/** The `content-publish` job: the staff lane. */
export const contentPublishJob = defineJob({
  kind: 'content-publish',
  lane: 'staff',
  payload: ScheduledPublish,
  maxAttempts: 5,
  run: (p) => runScheduledPublish(p),
});
