import type { Knex } from 'knex';
import { announceChange } from '@/lib/server/changes';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { insertedId } from '@/lib/server/db/normalize';
import {
  commentQueries as q,
  toAuditEntry,
  toFlagReason,
  toStaffCommentRecord,
  toTemplate,
} from '@/lib/server/repositories/comments';
import { HttpError } from '@/lib/shared/errors';
import {
  COMMENT_CATEGORY_LABELS,
  FLAG_REASON_LABELS,
  isOverdue,
  type CommentCategory,
  type CommentStatus,
  type CommentTemplate,
  type FlagReason,
  type StaffComment,
} from '@/lib/shared/schemas/comments';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { audit, staffRow } from './audit';
import { queueAuthorNote, queueResponseMail } from './mail';
import { count } from '@/lib/shared/count';

/** What reviewers do: the queue, answering, approving or hiding (and re-approving over flags), templates. */

/** Every comment for the staff queue, with flags, hold reasons, overdue marks and the audit trail. */
export async function staffQueue(user: SessionUser): Promise<StaffComment[]> {
  requireRole(user, 'reviewer');
  const k = await db();
  const [rows, flags, trail] = await Promise.all([q.staffList(k), q.flagReasons(k), q.audit(k)]);
  const reasonsBy = new Map<number, string[]>();
  for (const { commentId, reason } of flags.map(toFlagReason)) {
    if (reason) reasonsBy.set(commentId, [...(reasonsBy.get(commentId) ?? []), reason]);
  }
  const auditBy = new Map<number, StaffComment['audit']>();
  for (const { commentId, ...entry } of trail.map(toAuditEntry)) {
    auditBy.set(commentId, [...(auditBy.get(commentId) ?? []), entry]);
  }
  return rows.map((r: Record<string, unknown>): StaffComment => {
    const { email: _email, ...c } = toStaffCommentRecord(r);
    return {
      ...c,
      flagReasons: reasonsBy.get(c.id) ?? [],
      overdue: isOverdue(c.createdAt, c.respondedAt, c.status),
      audit: auditBy.get(c.id) ?? [],
    };
  });
}

export async function listTemplates(user: SessionUser): Promise<CommentTemplate[]> {
  requireRole(user, 'reviewer');
  return (await q.templates(await db())).map(toTemplate);
}

export async function saveTemplate(
  t: { title: string; body: string },
  user: SessionUser,
): Promise<CommentTemplate> {
  requireRole(user, 'reviewer');
  const rows = await q.insertTemplate(await db(), {
    ...t,
    created_by: user.id,
    created_at: new Date().toISOString(),
  });
  return { id: insertedId(rows), ...t };
}

/**
 * Saves the staff response and the category (a reviewer may re-categorise). A new or changed answer on a
 * published comment is public at once: its commenter, if they left an address, is mailed (a job queued in the
 * same transaction). On a comment waiting for review the mail waits for its approval (moderate).
 */
export async function respond(
  id: number,
  response: string,
  category: CommentCategory,
  user: SessionUser,
): Promise<{
  id: number;
  response: string;
  category: CommentCategory;
  respondedAt: string;
  mailQueued: boolean;
}> {
  requireRole(user, 'reviewer');
  const k = await db();
  const row = await staffRow(k, id);
  if (row.status === 'hidden')
    throw new HttpError(409, 'This comment is hidden. Approve it before answering it.');
  const now = new Date().toISOString();
  const mailQueued = row.status === 'approved' && Boolean(row.email) && response !== row.response;
  await k.transaction(async (trx) => {
    await q.update(trx, id, {
      response,
      category,
      responded_by: user.id,
      responded_at: now,
      updated_at: now,
    });
    const recat = row.category !== category ? ` Category: ${COMMENT_CATEGORY_LABELS[category]}.` : '';
    await audit(trx, id, 'responded', user, `${response.slice(0, 200)}${recat}`, now);
    if (mailQueued) await queueResponseMail(trx, id, user);
  });
  await announceModerated(k, id);
  return { id, response, category, respondedAt: now, mailQueued };
}

/**
 * Approves or hides a comment (never deletes); hiding mails the note to the author when they gave an address,
 * and publishing a comment answered before mails them the answer (each a job in the same transaction).
 * Approving a comment that has flags (sent back by them, or still published with some) is a re-approval: the
 * flags are cleared (each stays in the audit trail) and the comment is marked reviewed, so flags alone cannot
 * take it off the map again.
 */
export async function moderate(
  id: number,
  action: 'approve' | 'hide',
  note: string | undefined,
  user: SessionUser,
): Promise<{ id: number; status: CommentStatus; noteQueued: boolean; responseQueued: boolean }> {
  requireRole(user, 'reviewer');
  const k = await db();
  const row = await staffRow(k, id);
  const status: CommentStatus = action === 'approve' ? 'approved' : 'hidden';
  const now = new Date().toISOString();
  // Hiding a comment whose author left an address mails them the note (a job in the same transaction).
  const authorNote = action === 'hide' && row.email && note ? note : null;
  // An answer given before approval becomes public now: its commenter is told now.
  const responseQueued =
    action === 'approve' && row.status !== 'approved' && Boolean(row.email) && Boolean(row.response);
  await k.transaction(async (trx) => {
    const flags = (await q.flagsOfComment(trx, id)).map((f: { reason: unknown }) =>
      typeof f.reason === 'string' && Object.hasOwn(FLAG_REASON_LABELS, f.reason)
        ? FLAG_REASON_LABELS[f.reason as FlagReason]
        : 'no reason',
    );
    const reapproval = action === 'approve' && (flags.length > 0 || row.holdReasons.includes('flagged'));
    await q.update(trx, id, {
      status,
      updated_at: now,
      ...(action === 'hide' ? { author_note: note ?? null } : {}),
      ...(reapproval
        ? {
            reviewed_at: now,
            reviewed_by: user.id,
            hold_reasons: row.holdReasons.filter((h) => h !== 'flagged').join(',') || null,
          }
        : {}),
    });
    await audit(trx, id, action === 'approve' ? 'approved' : 'hidden', user, note || null, now);
    if (authorNote) await queueAuthorNote(trx, id, authorNote, user);
    if (responseQueued) await queueResponseMail(trx, id, user);
    if (reapproval) {
      await q.deleteFlags(trx, id);
      await audit(
        trx,
        id,
        'flags cleared',
        user,
        `${count(flags.length, 'flag')} cleared${flags.length ? ` (${flags.join('; ')})` : ''}. Reviewed: flags alone no longer take it off the map.`,
        now,
      );
    }
  });
  await announceModerated(k, id);
  return { id, status, noteQueued: authorNote !== null, responseQueued };
}

/** Moderation changes the map's comments, and the public answers of the comment period a comment belongs to. */
async function announceModerated(k: Knex, id: number): Promise<void> {
  await announceChange('comments');
  const row = (await q.periodOf(k, id)) as { period_id: number | null } | undefined;
  if (row?.period_id != null) await announceChange('periods');
}
