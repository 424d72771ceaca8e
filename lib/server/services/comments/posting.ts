import type { Knex } from 'knex';
import { announceChange, type ChangeScope } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { countIn, insertedId } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { localityAt } from '@/lib/server/geo/virginia';
import {
  commentQueries as q,
  toStaffCommentRecord,
  type FlagSubject,
} from '@/lib/server/repositories/comments';
import { HOLD_REASON_LABELS, holdReasons, type HoldReason } from '@/lib/shared/schemas/comments/rules';
import { notFound } from '@/lib/shared/errors';
import {
  COMMENT_FLAG_HOLD,
  FLAG_REASON_LABELS,
  type CommentStatus,
  type CommentSubmission,
  type FlagReason,
  type InteractionType,
} from '@/lib/shared/schemas/comments';
import { audit } from './audit';
import { queueCommentAlerts } from './mail';
import { log } from '@/lib/server/log';
import { openPeriodWithMap } from '@/lib/server/services/commentPeriods/mapPeriod';

/** What a visitor does: posts a comment (held by the automatic checks or not), agrees with one, flags one. */

/** The hold words beyond the built-in list (COMMENT_HOLD_WORDS); period comments are held by the same rules. */
export const extraWords = () =>
  (env().COMMENT_HOLD_WORDS ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * Stores a comment. Pre-moderation (default): it waits for a reviewer. Post-moderation: it is published at
 * once unless an automatic check holds it. A filled honeypot gets the same answer and nothing is stored.
 * Reviewers are told after the commit (a failed mail is logged; the comment is safe).
 */
export async function submitComment(
  c: CommentSubmission,
  visitorKey: string,
): Promise<{ id: number; status: CommentStatus; held: HoldReason[] }> {
  if (c.website) {
    log.info('comments: honeypot filled, comment dropped');
    return { id: 0, status: 'pending', held: [] };
  }
  const held = holdReasons(c.comment, c.name ?? '', extraWords());
  const status: CommentStatus =
    env().COMMENT_MODERATION === 'post' && held.length === 0 ? 'approved' : 'pending';
  const place = localityAt([c.longitude, c.latitude]);
  const now = new Date().toISOString();
  const k = await db();
  // A map comment made while a published period that includes the map is open belongs to it (issue 57).
  const period = await openPeriodWithMap(k, now);
  const id = await k.transaction(async (trx) => {
    const rows = await q.insert(trx, {
      period_id: period,
      layer_key: c.layerKey ?? null,
      feature_id: c.featureId ?? null,
      page_path: '/interactvtrans/map-explorer',
      author_name: c.name || null,
      author_email: c.email || null,
      comment: c.comment,
      latitude: c.latitude,
      longitude: c.longitude,
      category: c.category,
      status,
      hold_reasons: held.length ? held.join(',') : null,
      district: place?.district ?? null,
      locality: place?.name ?? null,
      visitor_key: visitorKey,
      illustrative: false,
      created_at: now,
      updated_at: now,
    });
    const newId = insertedId(rows);
    await audit(
      trx,
      newId,
      'submitted',
      null,
      status === 'approved' ? 'Published (post-moderation)' : null,
      now,
    );
    if (held.length)
      await audit(trx, newId, 'held', null, held.map((h) => HOLD_REASON_LABELS[h]).join('; '), now);
    return newId;
  });
  // Published at once (post-moderation): every instance's kept public answers (nearby comments) must follow.
  if (status === 'approved') await announceChange('comments');
  if (status === 'approved' && period !== null) await announceChange('periods');
  try {
    await queueCommentAlerts();
  } catch (err) {
    log.error({ err, commentId: id }, 'comments: stored, but the reviewer alert could not be queued');
  }
  return { id, status, held };
}

/** The comment must be published to be agreed with or flagged. */
async function requireApproved(k: Knex, id: number) {
  if (!(await q.approvedById(k, id))) throw notFound(`There is no published comment ${id}.`);
}

/**
 * What the flag rules need of the comment flagged: a map comment (below) or a period comment
 * (services/commentPeriods/flags.ts), both in comment_interactions under their own column.
 */
export interface FlagTarget {
  /** The column of comment_interactions that names it. */
  on: FlagSubject;
  /** 404 unless it is published. */
  requireApproved: (k: Knex, id: number) => Promise<void>;
  /** Its hold reasons, and whether a reviewer approved it over flags. */
  state: (k: Knex, id: number) => Promise<{ holdReasons: string[]; reviewedAt: string | null }>;
  /** Sends it back to the reviewers' queue with these hold reasons. */
  hold: (k: Knex, id: number, reasons: string[]) => Promise<void>;
  /** Records a step of its moderation (the map comments' audit trail). */
  record: (k: Knex, id: number, action: string, note: string | null) => Promise<void>;
  /** The change scope its public answers follow. */
  scope: ChangeScope;
}

const MAP_COMMENT: FlagTarget = {
  on: 'comment_id',
  requireApproved,
  state: async (k, id) => toStaffCommentRecord(await q.forStaff(k, id)),
  hold: async (k, id, reasons) => {
    await q.update(k, id, {
      status: 'pending',
      hold_reasons: reasons.join(','),
      updated_at: new Date().toISOString(),
    });
  },
  record: async (k, id, action, note) => {
    await audit(k, id, action, null, note);
  },
  scope: 'comments',
};

/**
 * One agree and one flag per visitor and comment (the table's unique key makes a repeat a no-op). Flags count
 * once per client address (`clientHash`), however many visitor cookies one address sends. The
 * COMMENT_FLAG_HOLD-th counted flag sends the comment back to the queue, unless a reviewer has re-approved it
 * over flags (reviewed): then flags are recorded and shown to staff, and it stays published. The same rules for
 * a period comment (its `target`).
 */
export async function addInteraction(
  id: number,
  type: InteractionType,
  reason: FlagReason | undefined,
  visitorKey: string,
  clientHash: string,
  target: FlagTarget = MAP_COMMENT,
): Promise<{ id: number; type: InteractionType; count: number; held: boolean }> {
  const k = await db();
  const on = target.on;
  await target.requireApproved(k, id);
  const answer = await k.transaction(async (trx) => {
    let held = false;
    if (!(await q.interaction(trx, id, visitorKey, type, on))) {
      await q.insertInteraction(trx, {
        [on]: id,
        visitor_key: visitorKey,
        client_hash: clientHash,
        interaction: type,
        reason: type === 'flag' ? (reason ?? null) : null,
        created_at: new Date().toISOString(),
      });
      if (type === 'flag') {
        const row = await target.state(trx, id);
        const label = reason ? FLAG_REASON_LABELS[reason] : null;
        await target.record(
          trx,
          id,
          'flagged',
          row.reviewedAt ? `${label ?? 'Flagged'} (reviewed: stays published)` : label,
        );
        const flags = countIn(await q.countFlagAddresses(trx, id, on));
        if (flags >= COMMENT_FLAG_HOLD && !row.reviewedAt) {
          await target.hold(trx, id, [...new Set([...row.holdReasons, 'flagged'])]);
          await target.record(trx, id, 'held', `Flagged from ${flags} different addresses`);
          held = true;
        }
      }
    }
    const count = countIn(
      await (type === 'flag' ? q.countFlagAddresses(trx, id, on) : q.countInteractions(trx, id, type, on)),
    );
    return { id, type, count, held };
  });
  // Flags sent it back to the queue: it leaves the public answers of every instance.
  if (answer.held) await announceChange(target.scope);
  return answer;
}

/** Takes back this visitor's agree or flag (a no-op when there is none). */
export async function removeInteraction(
  id: number,
  type: InteractionType,
  visitorKey: string,
): Promise<{ id: number; type: InteractionType; count: number }> {
  const k = await db();
  await requireApproved(k, id);
  await q.deleteInteraction(k, id, visitorKey, type);
  const count = countIn(
    await (type === 'flag' ? q.countFlagAddresses(k, id) : q.countInteractions(k, id, type)),
  );
  return { id, type, count };
}
