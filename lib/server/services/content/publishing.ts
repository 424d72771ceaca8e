import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { contentQueries as q, type ContentRecordBase } from '@/lib/server/repositories/content';
import { HttpError } from '@/lib/shared/errors';
import type { ContentDetail } from '@/lib/shared/schemas/content';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { audit, loadRecord, moveState, now, openRecord, parseFields, revisionFields, who } from './records';
import type { AnyKind } from './registry';
import { getContent } from './workflow';

/**
 * Publishing a record now and withdrawing it: the kind writes or removes its public row, the record's state
 * follows in the same transaction, and every instance is told (announceChange).
 */

/**
 * Publishes revision `revision` of a record: writes the public row, marks it published, audits, and tells
 * every instance. `actor` null is the scheduled job. Returns false when the record moved on meanwhile (only
 * for the job, which then does nothing).
 */
export async function publishRevision(
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
    await moveState(trx, kind, id, input.baseRevision, who(user), {
      state: 'unpublished',
      public_key: null,
      scheduled_at: null,
      scheduled_revision: null,
    });
    await audit(trx, id, 'unpublished', record.publishedRevision, who(user));
  });
  await announceChange(kind.scope);
  return getContent(kindName, id, user);
}
