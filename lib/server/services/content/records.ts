import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { isoDateTime } from '@/lib/server/db/normalize';
import {
  contentQueries as q,
  toContentRecord,
  type ContentRecordBase,
} from '@/lib/server/repositories/content';
import { virginiaDateTime } from '@/lib/shared/dates';
import { badRequest, HttpError, notFound } from '@/lib/shared/errors';
import type { ContentRecord } from '@/lib/shared/schemas/content';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { contentKind, type AnyKind } from './registry';

/**
 * What every step of the workflow shares: parsing a kind's fields, loading a record and a revision, the 409 of
 * a stale revision, the audit trail, and the start of a change to one record (kind, role, record, revision).
 */

export const now = () => new Date().toISOString();
/** The name a revision or audit row records for a person. */
export const who = (user: SessionUser) => user.email;
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

/** A record as staff lists show it: its public address and whether it has changes not published yet. */
export function detailOf(
  kind: AnyKind,
  base: ContentRecordBase,
  fields: Record<string, unknown>,
): ContentRecord {
  return {
    ...base,
    publicPath: base.publicKey ? kind.publicPath(base.publicKey, fields) : null,
    pendingChanges:
      base.publishedRevision !== null && base.state === 'published'
        ? base.currentRevision > base.publishedRevision
        : false,
  };
}

/** The fields of one revision; 404 when there is no such revision. */
export async function revisionFields(
  k: Knex,
  recordId: number,
  number: number,
): Promise<Record<string, unknown>> {
  const row = await q.revision(k, recordId, number);
  if (!row) throw notFound(`Revision ${number} does not exist.`);
  return JSON.parse(String(row.fields)) as Record<string, unknown>;
}

/** One record of a kind; 404 when there is none. */
export async function loadRecord(k: Knex, kind: AnyKind, id: number): Promise<ContentRecordBase> {
  const row = await q.record(k, kind.kind, id);
  if (!row) throw notFound(`There is no ${kind.label} with id ${id}. It may have been removed.`);
  return toContentRecord(row);
}

/** The 409 for a call based on a revision someone has since replaced. */
export async function staleError(k: Knex, kind: AnyKind, record: ContentRecordBase, base: number) {
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

/**
 * Moves the record's state from the revision the editor read (stamped with who and when), or throws the 409
 * that says who saved since: every step writes through this, so none can overwrite a newer revision.
 */
export async function moveState(
  k: Knex,
  kind: AnyKind,
  id: number,
  baseRevision: number,
  by: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const moved = await q.setState(k, id, baseRevision, { ...patch, updated_at: now(), updated_by: by });
  if (moved !== 1) throw await staleError(k, kind, await loadRecord(k, kind, id), baseRevision);
}

/** The state a record goes back to when its schedule is dropped (a published record stays published). */
export const stateWithoutSchedule = (r: Pick<ContentRecordBase, 'state' | 'publishedRevision'>) =>
  r.state === 'scheduled' ? (r.publishedRevision ? 'unpublished' : 'draft') : r.state;

/** A step of the record's audit trail (actor null = the scheduled job). */
export async function audit(
  k: Knex,
  recordId: number,
  action: string,
  revision: number | null,
  actor: string | null,
  detail: string | null = null,
) {
  await q.insertAudit(k, { record_id: recordId, action, revision, actor, at: now(), detail });
}

/** Checks that the caller looked at the record's current revision; 409 otherwise. */
export async function expectCurrent(k: Knex, kind: AnyKind, record: ContentRecordBase, base: number) {
  if (record.currentRevision !== base) throw await staleError(k, kind, record, base);
}

/**
 * The start of every change to one record: the kind, the role check, the record, and (with `baseRevision`)
 * the check that the caller looked at its current revision (409 otherwise).
 */
export async function openRecord(kindName: string, id: number, user: SessionUser, baseRevision?: number) {
  const kind = contentKind(kindName);
  requireRole(user, kind.role);
  const k = await db();
  const record = await loadRecord(k, kind, id);
  if (baseRevision !== undefined) await expectCurrent(k, kind, record, baseRevision);
  return { kind, k, record };
}
