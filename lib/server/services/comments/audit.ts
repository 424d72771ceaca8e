import type { Knex } from 'knex';
import {
  commentQueries as q,
  toStaffCommentRecord,
  type StaffCommentRecord,
} from '@/lib/server/repositories/comments';
import { notFound } from '@/lib/shared/errors';
import type { SessionUser } from '@/lib/shared/schemas/people';

/** What every step of a comment's life shares: its audit trail, and the comment as staff see it. */

/** One line of a comment's audit trail (`actor` null for the visitor or the automatic checks). */
export const audit = (
  k: Knex,
  commentId: number,
  action: string,
  actor: Pick<SessionUser, 'id' | 'email' | 'name'> | null,
  note: string | null,
  at = new Date().toISOString(),
) =>
  q.insertAudit(k, {
    comment_id: commentId,
    action,
    actor_id: actor?.id ?? null,
    actor_label: actor ? (actor.name ? `${actor.name} <${actor.email}>` : actor.email) : null,
    note,
    created_at: at,
  });

/** A comment of any status with its author's address (staff only); 404 when none. */
export async function staffRow(k: Knex, id: number): Promise<StaffCommentRecord> {
  const row = await q.forStaff(k, id);
  if (!row) throw notFound(`There is no comment ${id}.`);
  return toStaffCommentRecord(row);
}
