import type { Knex } from 'knex';
import { num } from '@/lib/server/db/normalize';
import { log } from '@/lib/server/log';
import { commentQueries } from '@/lib/server/repositories/comments';
import { periodQueries as q } from '@/lib/server/repositories/commentPeriods';
import { addInteraction, type FlagTarget } from '@/lib/server/services/comments/posting';
import { notFound } from '@/lib/shared/errors';
import { PeriodFlagInput } from '@/lib/shared/schemas/commentPeriods';
import { FLAG_REASON_LABELS, type FlagReason } from '@/lib/shared/schemas/comments';

/**
 * Flags on a published period comment (issue 57 §2): the map comments' flag rules (services/comments/posting.ts
 * addInteraction: one flag per visitor, counted once per client address, the COMMENT_FLAG_HOLD-th sends it back
 * to the queue unless a reviewer approved it over flags), the map comments' table (comment_interactions, under
 * period_comment_id). The queue is the period's staff list: a held comment waits there with the hold reason
 * 'flagged' and its flags' reasons. A period comment has no audit table: the steps go to the log.
 */

type Row = Record<string, unknown>;

const split = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);

/** A comment of the period `slug`, published, while the public can read it (the report is out). */
const periodComment = (slug: string): FlagTarget => ({
  on: 'period_comment_id',
  requireApproved: async (k: Knex, id: number) => {
    const [period, comment] = (await Promise.all([q.bySlug(k, slug), q.commentById(k, id)])) as Array<
      Row | undefined
    >;
    if (
      !period ||
      period.status !== 'published' ||
      !period.report_published_at ||
      !comment ||
      num(comment.period_id) !== num(period.id) ||
      comment.status !== 'approved'
    )
      throw notFound(`There is no published comment ${id} in this comment period.`);
  },
  state: async (k, id) => {
    const row = (await q.commentById(k, id)) as Row;
    return {
      holdReasons: split(row.hold_reasons),
      reviewedAt: row.reviewed_at ? String(row.reviewed_at) : null,
    };
  },
  hold: async (k, id, reasons) => {
    await q.updateComment(k, id, {
      status: 'pending',
      hold_reasons: reasons.join(','),
      updated_at: new Date().toISOString(),
    });
  },
  record: async (_k, id, action, note) => {
    log.info({ periodComment: id, action, note }, 'comment periods: flag');
  },
  scope: 'periods',
});

/** Flags a published period comment with a reason (the visitor key of an issued cookie, the client's hash). */
export async function flagPeriodComment(
  slug: string,
  input: unknown,
  visitorKey: string,
  clientHash: string,
): Promise<{ id: number; count: number; held: boolean }> {
  const { id, reason } = PeriodFlagInput.parse(input);
  const { count, held } = await addInteraction(
    id,
    'flag',
    reason,
    visitorKey,
    clientHash,
    periodComment(slug),
  );
  return { id, count, held };
}

/** The reasons of each flagged comment of a period, by comment id (for its staff view). */
export async function periodFlagReasons(k: Knex, periodId: number): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  for (const r of (await commentQueries.periodFlagReasons(k, periodId)) as Row[]) {
    const id = num(r.period_comment_id);
    const reason = String(r.reason ?? '');
    const label = Object.hasOwn(FLAG_REASON_LABELS, reason)
      ? FLAG_REASON_LABELS[reason as FlagReason]
      : 'Flagged';
    out.set(id, [...(out.get(id) ?? []), label]);
  }
  return out;
}

/**
 * Approving a period comment that has flags (or was held by them) is a re-approval, as for map comments: its
 * flags are cleared and it is marked reviewed, so flags alone no longer send it back.
 */
export async function clearFlagsOnApproval(k: Knex, id: number, row: Row): Promise<Record<string, unknown>> {
  const flags = (await commentQueries.flagsOfComment(k, id, 'period_comment_id')) as Row[];
  const holds = split(row.hold_reasons);
  if (flags.length === 0 && !holds.includes('flagged')) return {};
  await commentQueries.deleteFlags(k, id, 'period_comment_id');
  log.info({ periodComment: id, flags: flags.length }, 'comment periods: flags cleared at re-approval');
  return {
    hold_reasons: holds.filter((h) => h !== 'flagged').join(',') || null,
    reviewed_at: new Date().toISOString(),
  };
}
