import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import { db } from '@/lib/server/db/knex';
import { bool, isoDateTime, isoDateTimeOrNull, num } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { localityAt } from '@/lib/server/geo/virginia';
import { sendMail } from '@/lib/server/mail';
import { commentQueries as q, type CommentFilters } from '@/lib/server/repositories/comments';
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

type Row = Record<string, unknown>;

/** Reviewers are mailed at once for a new comment unless they were mailed this recently; then one digest. */
export const ALERT_DIGEST_MINUTES = 15;

const site = () => env().SITE_URL.replace(/\/$/, '');
/** Where a comment is shown on the public map. */
export const commentLink = (id: number) => `${site()}/interactvtrans/map-explorer?comment=${id}`;
const queueLink = () => `${site()}/admin/comments`;

const extraWords = () =>
  (env().COMMENT_HOLD_WORDS ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

const splitList = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);

function toPublic(r: Row, viewer: Map<number, Set<string>> = new Map()): PublicComment {
  const id = num(r.id);
  const mine = viewer.get(id);
  return {
    id,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    layerKey: (r.layer_key as string | null) ?? null,
    featureId: (r.feature_id as string | null) ?? null,
    category: ((r.category as CommentCategory | null) ?? 'other') as CommentCategory,
    comment: String(r.comment),
    name: (r.author_name as string | null) || null,
    district: (r.district as string | null) ?? null,
    locality: (r.locality as string | null) ?? null,
    response: (r.response as string | null) ?? null,
    respondedAt: isoDateTimeOrNull(r.responded_at),
    createdAt: isoDateTime(r.created_at),
    agrees: num(r.agrees ?? 0),
    illustrative: bool(r.illustrative),
    viewer: { agreed: mine?.has('agree') ?? false, flagged: mine?.has('flag') ?? false },
  };
}

async function viewerMap(k: Knex, visitorKey: string | null) {
  const map = new Map<number, Set<string>>();
  if (!visitorKey) return map;
  for (const r of (await q.interactionsOf(k, visitorKey)) as Row[]) {
    const id = num(r.comment_id);
    map.set(id, (map.get(id) ?? new Set()).add(String(r.interaction)));
  }
  return map;
}

/** Approved comments (the public map and list), filtered by category, district, answered, bounding box. */
export async function listApproved(f: CommentFilters, visitorKey: string | null): Promise<PublicComment[]> {
  const k = await db();
  const [rows, viewer] = await Promise.all([q.approved(k, f), viewerMap(k, visitorKey)]);
  return (rows as Row[]).map((r) => toPublic(r, viewer));
}

/** One approved comment; 404 for any other (pending and hidden comments do not exist for the public). */
export async function getApproved(id: number, visitorKey: string | null): Promise<PublicComment> {
  const k = await db();
  const row = (await q.approvedById(k, id)) as Row | undefined;
  if (!row) throw notFound(`There is no published comment ${id}.`);
  return toPublic(row, await viewerMap(k, visitorKey));
}

/** Approved comments near a point, most similar text first: shown before a person submits a new one. */
export async function similarNearby(p: {
  latitude: number;
  longitude: number;
  category?: CommentCategory;
  text?: string;
}): Promise<Array<{ id: number; distanceM: number; similarity: number; comment: string; category: string }>> {
  const rows = (await q.nearby(await db(), boxAround(p.latitude, p.longitude, SIMILAR_RADIUS_M))) as Row[];
  return rows
    .map((r) => ({
      id: num(r.id),
      distanceM: Math.round(
        distanceMetres(
          { lat: p.latitude, lon: p.longitude },
          { lat: num(r.latitude), lon: num(r.longitude) },
        ),
      ),
      similarity: Math.round(textSimilarity(p.text ?? '', String(r.comment)) * 100) / 100,
      comment: String(r.comment),
      category: String(r.category ?? 'other'),
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
    const [row] = await q.insert(trx, {
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
    const newId = num(typeof row === 'object' ? row.id : row);
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
 * One agree and one flag per visitor and comment (the table's unique key makes a repeat a no-op). The
 * COMMENT_FLAG_HOLD-th flag sends the comment back to the queue.
 */
export async function addInteraction(
  id: number,
  type: InteractionType,
  reason: FlagReason | undefined,
  visitorKey: string,
): Promise<{ id: number; type: InteractionType; count: number; held: boolean }> {
  const k = await db();
  await requireApproved(k, id);
  return k.transaction(async (trx) => {
    let held = false;
    if (!(await q.interaction(trx, id, visitorKey, type))) {
      await q.insertInteraction(trx, {
        comment_id: id,
        visitor_key: visitorKey,
        interaction: type,
        reason: type === 'flag' ? (reason ?? null) : null,
        created_at: new Date().toISOString(),
      });
      if (type === 'flag') {
        await audit(trx, id, 'flagged', null, reason ? FLAG_REASON_LABELS[reason] : null);
        const flags = num(((await q.countInteractions(trx, id, 'flag')) as Row | undefined)?.n ?? 0);
        if (flags >= COMMENT_FLAG_HOLD) {
          const row = (await q.forStaff(trx, id)) as Row;
          const reasons = new Set([...splitList(row.hold_reasons), 'flagged']);
          await q.update(trx, id, {
            status: 'pending',
            hold_reasons: [...reasons].join(','),
            updated_at: new Date().toISOString(),
          });
          await audit(trx, id, 'held', null, `${flags} visitors flagged it`);
          held = true;
        }
      }
    }
    const count = num(((await q.countInteractions(trx, id, type)) as Row | undefined)?.n ?? 0);
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
  const count = num(((await q.countInteractions(k, id, type)) as Row | undefined)?.n ?? 0);
  return { id, type, count };
}

async function staffRow(k: Knex, id: number): Promise<Row> {
  const row = (await q.forStaff(k, id)) as Row | undefined;
  if (!row) throw notFound(`There is no comment ${id}.`);
  return row;
}

/** Saves the staff response and the category (a reviewer may re-categorise). */
export async function respond(
  id: number,
  response: string,
  category: CommentCategory,
  user: SessionUser,
): Promise<{ id: number; response: string; category: CommentCategory; respondedAt: string }> {
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
  return { id, response, category, respondedAt: now };
}

/** A mail to the person who wrote comment `id`. */
const mailAuthor = (to: string, id: number, subject: string, lines: string[]) =>
  sendMail({
    to,
    subject,
    text: [`Thank you for your comment on the VTrans map (comment #${id}).`, '', ...lines].join('\n'),
  });

/** Approves or hides a comment (never deletes); hiding mails the note to the author when they gave an address. */
export async function moderate(
  id: number,
  action: 'approve' | 'hide',
  note: string | undefined,
  user: SessionUser,
): Promise<{ id: number; status: CommentStatus; authorNotified: boolean }> {
  const k = await db();
  const row = await staffRow(k, id);
  const status: CommentStatus = action === 'approve' ? 'approved' : 'hidden';
  const now = new Date().toISOString();
  await k.transaction(async (trx) => {
    await q.update(trx, id, {
      status,
      updated_at: now,
      ...(action === 'hide' ? { author_note: note ?? null } : {}),
    });
    await audit(trx, id, action === 'approve' ? 'approved' : 'hidden', user, note || null, now);
  });
  let authorNotified = false;
  const email = row.author_email as string | null;
  if (action === 'hide' && email) {
    try {
      await mailAuthor(email, id, 'Your comment on the VTrans map', [
        'A reviewer has taken it off the public map, with this note:',
        '',
        note ?? '',
        '',
        'Your comment is kept on record and is still read by the VTrans team.',
        'To comment again, visit the Map Explorer:',
        `${site()}/interactvtrans/map-explorer`,
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
  for (const f of flags as Row[]) {
    const id = num(f.comment_id);
    if (f.reason) reasonsBy.set(id, [...(reasonsBy.get(id) ?? []), String(f.reason)]);
  }
  const auditBy = new Map<number, StaffComment['audit']>();
  for (const a of trail as Row[]) {
    const id = num(a.comment_id);
    auditBy.set(id, [
      ...(auditBy.get(id) ?? []),
      {
        action: String(a.action),
        actor: (a.actor_label as string | null) ?? null,
        note: (a.note as string | null) ?? null,
        at: isoDateTime(a.created_at),
      },
    ]);
  }
  return (rows as Row[]).map((r) => {
    const { viewer: _viewer, ...pub } = toPublic(r);
    const status = String(r.status) as CommentStatus;
    return {
      ...pub,
      status,
      holdReasons: splitList(r.hold_reasons),
      hasEmail: bool(r.has_email),
      flags: num(r.flags ?? 0),
      flagReasons: reasonsBy.get(pub.id) ?? [],
      authorNote: (r.author_note as string | null) ?? null,
      overdue: isOverdue(pub.createdAt, pub.respondedAt, status),
      audit: auditBy.get(pub.id) ?? [],
    };
  });
}

export async function listTemplates(): Promise<CommentTemplate[]> {
  return ((await q.templates(await db())) as Row[]).map((r) => ({
    id: num(r.id),
    title: String(r.title),
    body: String(r.body),
  }));
}

export async function saveTemplate(
  t: { title: string; body: string },
  user: SessionUser,
): Promise<CommentTemplate> {
  const [row] = await q.insertTemplate(await db(), {
    ...t,
    created_by: user.id,
    created_at: new Date().toISOString(),
  });
  return { id: num(typeof row === 'object' ? row.id : row), ...t };
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
  const rows = (await q.exportAll(await db())) as Row[];
  const records = rows.map((r) => ({
    id: num(r.id),
    status: String(r.status),
    category: String(r.category ?? 'other'),
    comment: String(r.comment),
    name: (r.author_name as string | null) || '',
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    district: (r.district as string | null) ?? '',
    locality: (r.locality as string | null) ?? '',
    layer_key: (r.layer_key as string | null) ?? '',
    feature_id: (r.feature_id as string | null) ?? '',
    agrees: num(r.agrees ?? 0),
    flags: num(r.flags ?? 0),
    response: (r.response as string | null) ?? '',
    responded_at: isoDateTimeOrNull(r.responded_at) ?? '',
    created_at: isoDateTime(r.created_at),
    illustrative: bool(r.illustrative),
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
  return (
    '\uFEFF' +
    stringify([
      [...EXPORT_COLUMNS],
      ...records.map((p) =>
        EXPORT_COLUMNS.map((c) => (typeof p[c] === 'boolean' ? (p[c] ? 'yes' : 'no') : p[c])),
      ),
    ])
  );
}

const describe = (r: Row) => {
  const where = [r.locality, r.district ? `${String(r.district)} District` : null].filter(Boolean).join(', ');
  const cat = COMMENT_CATEGORY_LABELS[(r.category as CommentCategory) ?? 'other'] ?? String(r.category);
  const reasons = splitList(r.hold_reasons)
    .map((h) => HOLD_REASON_LABELS[h as HoldReason] ?? h)
    .join('; ');
  return [
    `#${num(r.id)} ${cat}${where ? ` at ${where}` : ''} (${String(r.status)})${reasons ? ` held: ${reasons}` : ''}`,
    `  ${String(r.comment).replace(/\s+/g, ' ').slice(0, 300)}`,
  ].join('\n');
};

/**
 * Tells active reviewers about comments they have not heard of: one mail for one comment, one digest for
 * several. Unless forced, nothing is sent when an alert went out in the last ALERT_DIGEST_MINUTES: those
 * comments wait and go together in the next alert (the next comment after the window, or a forced run).
 */
export async function sendCommentAlerts(opts: { force: boolean }): Promise<{
  comments: number;
  recipients: number;
  digest: boolean;
  waiting: boolean;
}> {
  const k = await db();
  const pending = (await q.unalerted(k)) as Row[];
  if (pending.length === 0) return { comments: 0, recipients: 0, digest: false, waiting: false };
  if (!opts.force) {
    const last = ((await q.lastAlertAt(k)) as Row | undefined)?.at;
    if (last && Date.now() - Date.parse(isoDateTime(last)) < ALERT_DIGEST_MINUTES * 60_000)
      return { comments: pending.length, recipients: 0, digest: false, waiting: true };
  }
  const to = ((await q.reviewerEmails(k)) as Row[]).map((r) => String(r.email));
  if (to.length === 0) return { comments: pending.length, recipients: 0, digest: false, waiting: true };
  const digest = pending.length > 1;
  await sendMail({
    to,
    subject: digest
      ? `[VTrans comments] ${pending.length} new comments on the map`
      : `[VTrans comments] New ${COMMENT_CATEGORY_LABELS[(pending[0]!.category as CommentCategory) ?? 'other'] ?? ''} comment on the map`,
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
    pending.map((r) => num(r.id)),
    new Date().toISOString(),
  );
  return { comments: pending.length, recipients: to.length, digest, waiting: false };
}

/** Tells the commenter their comment was answered, with a link to it on the map. */
export async function sendCommentResponse(
  id: number,
  user: SessionUser,
): Promise<{ id: number; sent: true }> {
  const k = await db();
  const row = await staffRow(k, id);
  if (!row.response)
    throw new HttpError(409, 'This comment has no response yet, so there is nothing to send.');
  if (row.status !== 'approved')
    throw new HttpError(409, 'Approve this comment first: the email links to it on the public map.');
  const email = row.author_email as string | null;
  if (!email) throw new HttpError(409, 'The commenter left no email address, so they cannot be told.');
  await mailAuthor(email, id, 'Your comment on the VTrans map has a response', [
    'The VTrans team has responded:',
    '',
    String(row.response),
    '',
    `See your comment and the response on the map: ${commentLink(id)}`,
  ]);
  await audit(k, id, 'mailed', user, 'Response sent to the commenter');
  return { id, sent: true };
}
