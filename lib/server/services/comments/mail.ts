import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { z } from 'zod';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { oneLine, sendMail } from '@/lib/server/mail';
import { siteLink } from '@/lib/server/siteLink';
import {
  commentQueries as q,
  toAlertComment,
  toLastAlertAt,
  type AlertComment,
} from '@/lib/server/repositories/comments';
import { HOLD_REASON_LABELS, type HoldReason } from '@/lib/shared/schemas/comments/rules';
import { HttpError } from '@/lib/shared/errors';
import { COMMENT_CATEGORY_LABELS } from '@/lib/shared/schemas/comments';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { commentPath, ROUTES } from '@/lib/shared/routes';
import type { Knex } from 'knex';
import { audit, staffRow } from './audit';

/** The mail of comments: alerts and digests to reviewers, a response or a note to the commenter. */

/** Reviewers are mailed at once for a new comment unless they were mailed this recently; then one digest. */
export const ALERT_DIGEST_MINUTES = 15;

/** Where a comment is shown on the public map. */
export const commentLink = (id: number) => siteLink(commentPath(id));
const queueLink = () => siteLink(ROUTES.adminComments);

/** A mail to the person who wrote comment `id`. */
export const mailAuthor = (to: string, id: number, subject: string, lines: string[]) =>
  sendMail({
    to,
    subject,
    text: [`Thank you for your comment on the VTrans map (comment #${id}).`, '', ...lines].join('\n'),
  });

const isHoldReason = (h: string): h is HoldReason => Object.hasOwn(HOLD_REASON_LABELS, h);
const holdReasonLabel = (h: string) => (isHoldReason(h) ? HOLD_REASON_LABELS[h] : h);

const describe = (c: AlertComment) => {
  const where = [c.locality, c.district ? `${c.district} District` : null].filter(Boolean).join(', ');
  const cat = COMMENT_CATEGORY_LABELS[c.category];
  const reasons = c.holdReasons.map(holdReasonLabel).join('; ');
  return [
    `#${c.id} ${cat}${where ? ` at ${where}` : ''} (${c.status})${reasons ? ` held: ${reasons}` : ''}`,
    `  ${oneLine(c.comment).slice(0, 300)}`,
  ].join('\n');
};

/**
 * Tells active reviewers about comments they have not heard of: one mail for one comment, one digest for
 * several. Unless forced, nothing is sent when an alert went out in the last ALERT_DIGEST_MINUTES: those
 * comments wait and go together in the next alert, which the 'comment-alerts' job sends when the window
 * ends (runCommentAlertsJob), or sooner when a reviewer forces a run.
 */
export async function sendCommentAlerts(opts: { force: false } | { force: true; by: SessionUser }): Promise<{
  comments: number;
  recipients: number;
  digest: boolean;
  waiting: boolean;
  /** When comments wait for the digest window to end: its end. */
  windowEnds?: string;
}> {
  if (opts.force) requireRole(opts.by, 'reviewer');
  const k = await db();
  const pending = (await q.unalerted(k)).map(toAlertComment);
  if (pending.length === 0) return { comments: 0, recipients: 0, digest: false, waiting: false };
  if (!opts.force) {
    const last = toLastAlertAt(await q.lastAlertAt(k));
    const windowEnds = last ? Date.parse(last) + ALERT_DIGEST_MINUTES * 60_000 : 0;
    if (Date.now() < windowEnds) {
      const at = new Date(windowEnds).toISOString();
      return { comments: pending.length, recipients: 0, digest: false, waiting: true, windowEnds: at };
    }
  }
  const to = (await q.reviewerEmails(k)).map((r: { email: unknown }) => String(r.email));
  if (to.length === 0) return { comments: pending.length, recipients: 0, digest: false, waiting: true };
  const digest = pending.length > 1;
  await sendMail({
    to,
    subject: digest
      ? `[VTrans comments] ${pending.length} new comments on the map`
      : `[VTrans comments] New ${COMMENT_CATEGORY_LABELS[pending[0]!.category]} comment on the map`,
    text: [
      digest
        ? `${pending.length} comments arrived on the VTrans map since the last alert:`
        : 'A comment arrived on the VTrans map:',
      '',
      ...pending.map(describe),
      '',
      `Review them in the comment queue: ${queueLink()}`,
    ].join('\n'),
  });
  await q.markAlerted(
    k,
    pending.map((c) => c.id),
    new Date().toISOString(),
  );
  return { comments: pending.length, recipients: to.length, digest, waiting: false };
}

/**
 * The 'comment-alerts' job (lib/server/jobs), queued when a comment arrives: alerts reviewers now, or, inside
 * the digest window, queues itself again for the window's end so the waiting comments are not left until the
 * next comment. One such job waits at a time (`once`); a second run finds nothing pending and sends nothing.
 */
export async function runCommentAlertsJob(): Promise<void> {
  const result = await sendCommentAlerts({ force: false });
  if (result.windowEnds)
    await enqueueJob(commentAlertsJob, null, { once: true, runAt: Date.parse(result.windowEnds) });
}

/** Queues the alert for a new comment (a worker on any instance sends it). */
export const queueCommentAlerts = () => enqueueJob(commentAlertsJob, null, { once: true });

/** The 'comment-alerts' job (the reviewers' digest, due when its window ends): the scheduled lane. */
export const commentAlertsJob = defineJob({
  kind: 'comment-alerts',
  lane: 'scheduled',
  payload: z.null(),
  maxAttempts: 3,
  run: () => runCommentAlertsJob(),
});

/** Tells the commenter their comment was answered, with a link to it on the map. */
export async function sendCommentResponse(
  id: number,
  user: SessionUser,
): Promise<{ id: number; sent: true }> {
  requireRole(user, 'reviewer');
  const k = await db();
  const row = await staffRow(k, id);
  if (!row.response)
    throw new HttpError(409, 'This comment has no response yet, so there is nothing to send.');
  if (row.status !== 'approved')
    throw new HttpError(409, 'Approve this comment first: the email links to it on the public map.');
  const { email } = row;
  if (!email) throw new HttpError(409, 'The commenter left no email address, so they cannot be told.');
  await mailResponse(email, id, row.response);
  await audit(k, id, 'mailed', user, RESPONSE_SENT);
  return { id, sent: true };
}

const RESPONSE_SENT = 'Response sent to the commenter';
const mailResponse = (email: string, id: number, response: string) =>
  mailAuthor(email, id, 'Your comment on the VTrans map has a response', [
    'The VTrans team has responded:',
    '',
    response,
    '',
    `See your comment and the response on the map: ${commentLink(id)}`,
  ]);

/** Who made the change a job mails about, as the audit line names them. */
const By = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });
const byOf = (u: SessionUser) => ({ id: u.id, email: u.email, name: u.name });

/**
 * The response to its commenter, queued in the transaction that makes the answer public (an answer saved on a
 * published comment, or a comment published with its answer), whichever step comes last. The job reads the
 * comment when it runs: one hidden since, or with no address or answer, is not mailed.
 */
export const responseMailJob = defineJob({
  kind: 'comment-response',
  lane: 'public',
  payload: z.object({ commentId: z.number().int(), by: By }),
  maxAttempts: 5,
  run: async ({ commentId, by }) => {
    const k = await db();
    const row = await staffRow(k, commentId);
    if (!row.email || !row.response || row.status !== 'approved') return { mailed: false };
    await mailResponse(row.email, commentId, row.response);
    await audit(k, commentId, 'mailed', by, RESPONSE_SENT);
    return { mailed: true };
  },
});

export const queueResponseMail = (trx: Knex.Transaction, commentId: number, by: SessionUser) =>
  enqueueJob(responseMailJob, { commentId, by: byOf(by) }, { trx });

const AuthorNotePayload = z.object({
  commentId: z.number().int(),
  note: z.string(),
  /** The reviewer who hid it, as the audit line names them. */
  by: By,
});

/**
 * The note to the author of a hidden comment, as a job queued in the hiding's own transaction (queueAuthorNote):
 * the comment is hidden and its note goes out together or not at all, and a mail server that is down is tried
 * again instead of the reviewer being told the note failed. The "mailed" line joins the audit trail when it is
 * sent.
 */
export const authorNoteJob = defineJob({
  kind: 'comment-author-note',
  lane: 'public',
  payload: AuthorNotePayload,
  maxAttempts: 5,
  run: async ({ commentId, note, by }) => {
    const k = await db();
    const { email } = await staffRow(k, commentId);
    if (!email) return { mailed: false };
    await mailAuthor(email, commentId, 'Your comment on the VTrans map', [
      'A reviewer has taken it off the public map, with this note:',
      '',
      note,
      '',
      'Your comment is kept on record and is still read by the VTrans team.',
      'To comment again, visit the Map Explorer:',
      siteLink(ROUTES.mapExplorer),
    ]);
    await audit(k, commentId, 'mailed', by, 'Note sent to the author');
    return { mailed: true };
  },
});

export const queueAuthorNote = (trx: Knex.Transaction, commentId: number, note: string, by: SessionUser) =>
  enqueueJob(authorNoteJob, { commentId, note, by: byOf(by) }, { trx });
