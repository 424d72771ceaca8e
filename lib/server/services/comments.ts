import type { Knex } from 'knex';
import { announceChange } from '@/lib/server/changes';
import { requireRole } from '@/lib/server/auth/roles';
import { toCsv } from '@/lib/server/csv';
import { db } from '@/lib/server/db/knex';
import { countIn, insertedId } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { siteLink } from '@/lib/server/siteLink';
import { localityAt } from '@/lib/server/geo/virginia';
import { oneLine, sendMail } from '@/lib/server/mail';
import {
  commentQueries as q,
  toAlertComment,
  toAuditEntry,
  toCommentRecord,
  toFlagReason,
  toInteraction,
  toLastAlertAt,
  toNearbyComment,
  toStaffCommentRecord,
  toTemplate,
  type AlertComment,
  type CommentFilters,
  type CommentRecord,
  type StaffCommentRecord,
} from '@/lib/server/repositories/comments';
import {
  boxAround,
  distanceMetres,
  HOLD_REASON_LABELS,
  holdReasons,
  textSimilarity,
  type HoldReason,
} from '@/lib/shared/commentModeration';
import { HttpError, notFound } from '@/lib/shared/errors';
import {
  COMMENT_CATEGORY_LABELS,
  COMMENT_FLAG_HOLD,
  FLAG_REASON_LABELS,
  isOverdue,
  SIMILAR_RADIUS_M,
  type CommentCategory,
  type CommentStatus,
  type CommentSubmission,
  type CommentTemplate,
  type FlagReason,
  type InteractionType,
  type PublicComment,
  type StaffComment,
} from '@/lib/shared/schemas/comments';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { commentPath, ROUTES } from '@/lib/shared/routes';

/** Reviewers are mailed at once for a new comment unless they were mailed this recently; then one digest. */
export const ALERT_DIGEST_MINUTES = 15;

/** Where a comment is shown on the public map. */
export const commentLink = (id: number) => siteLink(commentPath(id));
const queueLink = () => siteLink(ROUTES.adminComments);

const extraWords = () =>
  (env().COMMENT_HOLD_WORDS ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

function toPublic(c: CommentRecord, viewer: Map<number, Set<string>>): PublicComment {
  const mine = viewer.get(c.id);
  return { ...c, viewer: { agreed: mine?.has('agree') ?? false, flagged: mine?.has('flag') ?? false } };
}

async function viewerMap(k: Knex, visitorKey: string | null) {
  const map = new Map<number, Set<string>>();
  if (!visitorKey) return map;
  for (const { commentId, interaction } of (await q.interactionsOf(k, visitorKey)).map(toInteraction)) {
    map.set(commentId, (map.get(commentId) ?? new Set()).add(interaction));
  }
  return map;
}

/** Approved comments (the public map and list), filtered by category, district, answered, bounding box. */
export async function listApproved(f: CommentFilters, visitorKey: string | null): Promise<PublicComment[]> {
  const k = await db();
  const [rows, viewer] = await Promise.all([q.approved(k, f), viewerMap(k, visitorKey)]);
  return rows.map((r: Record<string, unknown>) => toPublic(toCommentRecord(r), viewer));
}

/** One approved comment; 404 for any other (pending and hidden comments do not exist for the public). */
export async function getApproved(id: number, visitorKey: string | null): Promise<PublicComment> {
  const k = await db();
  const row = await q.approvedById(k, id);
  if (!row) throw notFound(`There is no published comment ${id}.`);
  return toPublic(toCommentRecord(row), await viewerMap(k, visitorKey));
}

/** Approved comments near a point, most similar text first: shown before a person submits a new one. */
export async function similarNearby(p: {
  latitude: number;
  longitude: number;
  category?: CommentCategory;
  text?: string;
}): Promise<Array<{ id: number; distanceM: number; similarity: number; comment: string; category: string }>> {
  const rows = (await q.nearby(await db(), boxAround(p.latitude, p.longitude, SIMILAR_RADIUS_M))).map(
    toNearbyComment,
  );
  return rows
    .map((r) => ({
      id: r.id,
      distanceM: Math.round(
        distanceMetres({ lat: p.latitude, lon: p.longitude }, { lat: r.latitude, lon: r.longitude }),
      ),
      similarity: Math.round(textSimilarity(p.text ?? '', r.comment) * 100) / 100,
      comment: r.comment,
      category: r.category,
    }))
    .filter((r) => r.distanceM <= SIMILAR_RADIUS_M)
    .sort(
      (a, b) =>
        Number(b.category === p.category) - Number(a.category === p.category) ||
        b.similarity - a.similarity ||
        a.distanceM - b.distanceM,
    )
    .slice(0, 5);
}

const audit = (
  k: Knex,
  commentId: number,
  action: string,
  actor: SessionUser | null,
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
    console.info('[comments] honeypot filled: comment dropped');
    return { id: 0, status: 'pending', held: [] };
  }
  const held = holdReasons(c.comment, c.name ?? '', extraWords());
  const status: CommentStatus =
    env().COMMENT_MODERATION === 'post' && held.length === 0 ? 'approved' : 'pending';
  const place = localityAt([c.longitude, c.latitude]);
  const now = new Date().toISOString();
  const k = await db();
  const id = await k.transaction(async (trx) => {
    const rows = await q.insert(trx, {
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
  try {
    await sendCommentAlerts({ force: false });
  } catch (err) {
    console.error(`[comments] comment #${id} stored, but the reviewer alert failed:`, err);
  }
  return { id, status, held };
}

/** The comment must be published to be agreed with or flagged. */
async function requireApproved(k: Knex, id: number) {
  if (!(await q.approvedById(k, id))) throw notFound(`There is no published comment ${id}.`);
}

/**
 * One agree and one flag per visitor and comment (the table's unique key makes a repeat a no-op). Flags count
 * once per client address (`clientHash`), however many visitor cookies one address sends. The
 * COMMENT_FLAG_HOLD-th counted flag sends the comment back to the queue, unless a reviewer has re-approved it
 * over flags (reviewed): then flags are recorded and shown to staff, and it stays published.
 */
export async function addInteraction(
  id: number,
  type: InteractionType,
  reason: FlagReason | undefined,
  visitorKey: string,
  clientHash: string,
): Promise<{ id: number; type: InteractionType; count: number; held: boolean }> {
  const k = await db();
  await requireApproved(k, id);
  return k.transaction(async (trx) => {
    let held = false;
    if (!(await q.interaction(trx, id, visitorKey, type))) {
      await q.insertInteraction(trx, {
        comment_id: id,
        visitor_key: visitorKey,
        client_hash: clientHash,
        interaction: type,
        reason: type === 'flag' ? (reason ?? null) : null,
        created_at: new Date().toISOString(),
      });
      if (type === 'flag') {
        const row = toStaffCommentRecord(await q.forStaff(trx, id));
        const label = reason ? FLAG_REASON_LABELS[reason] : null;
        await audit(
          trx,
          id,
          'flagged',
          null,
          row.reviewedAt ? `${label ?? 'Flagged'} (reviewed: stays published)` : label,
        );
        const flags = countIn(await q.countFlagAddresses(trx, id));
        if (flags >= COMMENT_FLAG_HOLD && !row.reviewedAt) {
          const reasons = new Set([...row.holdReasons, 'flagged']);
          await q.update(trx, id, {
            status: 'pending',
            hold_reasons: [...reasons].join(','),
            updated_at: new Date().toISOString(),
          });
          await audit(trx, id, 'held', null, `Flagged from ${flags} different addresses`);
          held = true;
        }
      }
    }
    const count = countIn(
      await (type === 'flag' ? q.countFlagAddresses(trx, id) : q.countInteractions(trx, id, type)),
    );
    return { id, type, count, held };
  });
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

async function staffRow(k: Knex, id: number): Promise<StaffCommentRecord> {
  const row = await q.forStaff(k, id);
  if (!row) throw notFound(`There is no comment ${id}.`);
  return toStaffCommentRecord(row);
}

/** Saves the staff response and the category (a reviewer may re-categorise). */
export async function respond(
  id: number,
  response: string,
  category: CommentCategory,
  user: SessionUser,
): Promise<{ id: number; response: string; category: CommentCategory; respondedAt: string }> {
  requireRole(user, 'reviewer');
  const k = await db();
  const row = await staffRow(k, id);
  if (row.status === 'hidden')
    throw new HttpError(409, 'This comment is hidden. Approve it before answering it.');
  const now = new Date().toISOString();
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
  });
  await announceChange('comments');
  return { id, response, category, respondedAt: now };
}

/** A mail to the person who wrote comment `id`. */
const mailAuthor = (to: string, id: number, subject: string, lines: string[]) =>
  sendMail({
    to,
    subject,
    text: [`Thank you for your comment on the VTrans map (comment #${id}).`, '', ...lines].join('\n'),
  });

/**
 * Approves or hides a comment (never deletes); hiding mails the note to the author when they gave an address.
 * Approving a comment that has flags (sent back by them, or still published with some) is a re-approval: the
 * flags are cleared (each stays in the audit trail) and the comment is marked reviewed, so flags alone cannot
 * take it off the map again.
 */
export async function moderate(
  id: number,
  action: 'approve' | 'hide',
  note: string | undefined,
  user: SessionUser,
): Promise<{ id: number; status: CommentStatus; authorNotified: boolean }> {
  requireRole(user, 'reviewer');
  const k = await db();
  const row = await staffRow(k, id);
  const status: CommentStatus = action === 'approve' ? 'approved' : 'hidden';
  const now = new Date().toISOString();
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
    if (reapproval) {
      await q.deleteFlags(trx, id);
      await audit(
        trx,
        id,
        'flags cleared',
        user,
        `${flags.length} flag${flags.length === 1 ? '' : 's'} cleared${flags.length ? ` (${flags.join('; ')})` : ''}. Reviewed: flags alone no longer take it off the map.`,
        now,
      );
    }
  });
  await announceChange('comments');
  let authorNotified = false;
  const { email } = row;
  if (action === 'hide' && email) {
    try {
      await mailAuthor(email, id, 'Your comment on the VTrans map', [
        'A reviewer has taken it off the public map, with this note:',
        '',
        note ?? '',
        '',
        'Your comment is kept on record and is still read by the VTrans team.',
        'To comment again, visit the Map Explorer:',
        siteLink(ROUTES.mapExplorer),
      ]);
      await audit(k, id, 'mailed', user, 'Note sent to the author');
      authorNotified = true;
    } catch (err) {
      console.error(`[comments] comment #${id} hidden, but the note to the author failed:`, err);
    }
  }
  return { id, status, authorNotified };
}

/** Every comment for the staff queue, with flags, hold reasons, overdue marks and the audit trail. */
export async function staffQueue(): Promise<StaffComment[]> {
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

export async function listTemplates(): Promise<CommentTemplate[]> {
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

const EXPORT_COLUMNS = [
  'id',
  'status',
  'category',
  'comment',
  'name',
  'latitude',
  'longitude',
  'district',
  'locality',
  'layer_key',
  'feature_id',
  'agrees',
  'flags',
  'response',
  'responded_at',
  'created_at',
  'illustrative',
] as const;

/** Every comment (any status) as CSV or GeoJSON points, with district and locality; never the email. */
export async function exportComments(format: 'csv' | 'geojson'): Promise<string> {
  const rows = (await q.exportAll(await db())).map(toStaffCommentRecord);
  const records = rows.map((c) => ({
    id: c.id,
    status: c.status,
    category: c.category,
    comment: c.comment,
    name: c.name ?? '',
    latitude: c.latitude,
    longitude: c.longitude,
    district: c.district ?? '',
    locality: c.locality ?? '',
    layer_key: c.layerKey ?? '',
    feature_id: c.featureId ?? '',
    agrees: c.agrees,
    flags: c.flags,
    response: c.response ?? '',
    responded_at: c.respondedAt ?? '',
    created_at: c.createdAt,
    illustrative: c.illustrative,
  }));
  if (format === 'geojson') {
    return JSON.stringify({
      type: 'FeatureCollection',
      features: records.map((p) => ({
        type: 'Feature',
        id: p.id,
        geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
        properties: p,
      })),
    });
  }
  return toCsv([[...EXPORT_COLUMNS], ...records.map((p) => EXPORT_COLUMNS.map((c) => p[c]))]);
}

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
 * comments wait and go together in the next alert (the next comment after the window, or a forced run, which
 * is a reviewer's).
 */
export async function sendCommentAlerts(opts: { force: false } | { force: true; by: SessionUser }): Promise<{
  comments: number;
  recipients: number;
  digest: boolean;
  waiting: boolean;
}> {
  if (opts.force) requireRole(opts.by, 'reviewer');
  const k = await db();
  const pending = (await q.unalerted(k)).map(toAlertComment);
  if (pending.length === 0) return { comments: 0, recipients: 0, digest: false, waiting: false };
  if (!opts.force) {
    const last = toLastAlertAt(await q.lastAlertAt(k));
    if (last && Date.now() - Date.parse(last) < ALERT_DIGEST_MINUTES * 60_000)
      return { comments: pending.length, recipients: 0, digest: false, waiting: true };
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
  await mailAuthor(email, id, 'Your comment on the VTrans map has a response', [
    'The VTrans team has responded:',
    '',
    row.response,
    '',
    `See your comment and the response on the map: ${commentLink(id)}`,
  ]);
  await audit(k, id, 'mailed', user, 'Response sent to the commenter');
  return { id, sent: true };
}
