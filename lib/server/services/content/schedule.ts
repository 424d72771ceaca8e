import type { Knex } from 'knex';
import { z } from 'zod';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { isoDateTimeOrNull } from '@/lib/server/db/normalize';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { JobFailure } from '@/lib/server/jobs/queue';
import { currentRolesOf } from '@/lib/server/services/people';
import { contentQueries as q, type ContentRecordBase } from '@/lib/server/repositories/content';
import { DAY_MS, virginiaDateTime } from '@/lib/shared/dates';
import { badRequest, HttpError } from '@/lib/shared/errors';
import type { ContentDetail } from '@/lib/shared/schemas/content';
import { hasRole, type SessionUser } from '@/lib/shared/schemas/people';
import { publishRevision } from './publishing';
import {
  audit,
  expectCurrent,
  loadRecord,
  moveState,
  now,
  openRecord,
  parseFields,
  revisionFields,
  stateWithoutSchedule,
  who,
} from './records';
import { contentKind, registeredKind, type AnyKind } from './registry';
import { getContent } from './workflow';

/**
 * Publishing later: a schedule queues a `content-publish` job for its time, a cancelled or replaced schedule
 * leaves its job nothing to do, and the job publishes with nobody signed in if the person who scheduled it may
 * still publish the kind.
 */

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
  if (delayMs > MAX_SCHEDULE_DAYS * DAY_MS)
    throw badRequest(`Schedule at most ${MAX_SCHEDULE_DAYS} days ahead.`, 'at');
  const k = await db();
  const record = await loadRecord(k, kind, id);
  await expectCurrent(k, kind, record, input.baseRevision);
  // The revision is parsed again now, so a schedule never fails later on rules it could have met now.
  await parseFields(kind, await revisionFields(k, id, input.baseRevision), k);
  const at = new Date(when).toISOString();
  // The schedule, its audit line and the job that will publish happen together or not at all.
  await k.transaction(async (trx) => {
    await moveState(trx, kind, id, input.baseRevision, who(user), {
      state: record.state === 'published' ? 'published' : 'scheduled',
      scheduled_at: at,
      scheduled_revision: input.baseRevision,
    });
    await audit(
      trx,
      id,
      'scheduled',
      input.baseRevision,
      who(user),
      `To publish at ${virginiaDateTime(at)}.`,
    );
    await enqueueJob(
      contentPublishJob,
      { kind: kind.kind, id, revision: input.baseRevision, at, by: who(user) },
      { runAt: when, trx },
    );
  });
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
    await moveState(trx, kind, id, input.baseRevision, who(user), {
      state: stateWithoutSchedule(record),
      scheduled_at: null,
      scheduled_revision: null,
    });
    await audit(trx, id, 'schedule-cancelled', record.scheduledRevision, who(user));
  });
  return getContent(kindName, id, user);
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
      state: stateWithoutSchedule(record),
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
  const kind = registeredKind(p.kind);
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

/** The `content-publish` job (due at its time): the scheduled lane, never behind a document check. */
export const contentPublishJob = defineJob({
  kind: 'content-publish',
  lane: 'scheduled',
  payload: ScheduledPublish,
  maxAttempts: 5,
  run: (p) => runScheduledPublish(p),
});
