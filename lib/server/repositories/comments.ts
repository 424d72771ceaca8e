import type { Knex } from 'knex';
import { z } from 'zod';
import { bool, isoDateTime, isoDateTimeOrNull, num, rowOf, textOrNull } from '@/lib/server/db/normalize';
import {
  COMMENT_CATEGORIES,
  COMMENT_STATUSES,
  INTERACTION_TYPES,
  type CommentTemplate,
} from '@/lib/shared/schemas/comments';

/** What the public may read of a comment: no email, no visitor key, no moderation fields. */
const PUBLIC_COLUMNS = [
  'comments.id',
  'comments.latitude',
  'comments.longitude',
  'comments.layer_key',
  'comments.feature_id',
  'comments.category',
  'comments.comment',
  'comments.author_name',
  'comments.district',
  'comments.locality',
  'comments.response',
  'comments.responded_at',
  'comments.created_at',
  'comments.illustrative',
] as const;

/** Staff see moderation fields too; the email only as whether there is one (mail reads it separately). */
const STAFF_COLUMNS = [
  ...PUBLIC_COLUMNS,
  'comments.status',
  'comments.hold_reasons',
  'comments.author_note',
  'comments.updated_at',
  'comments.reviewed_at',
] as const;

export interface CommentFilters {
  category?: string;
  district?: string;
  answered?: 'yes' | 'no';
  bbox?: [number, number, number, number];
}

/** Counts one kind of interaction per comment, as a correlated subquery (the same on SQLite and SQL Server). */
const countOf = (k: Knex, interaction: string, as: string) =>
  k('comment_interactions')
    .count('*')
    .where('comment_interactions.comment_id', k.ref('comments.id'))
    .andWhere('comment_interactions.interaction', interaction)
    .as(as);

/** Flags per comment, counted once per client address, as a correlated subquery. */
const flagsOf = (k: Knex) =>
  k('comment_interactions')
    .countDistinct('comment_interactions.client_hash')
    .where('comment_interactions.comment_id', k.ref('comments.id'))
    .andWhere('comment_interactions.interaction', 'flag')
    .as('flags');

const hasEmail = (k: Knex) =>
  k.raw(
    "case when comments.author_email is null or comments.author_email = '' then 0 else 1 end as has_email",
  );

function applyFilters(q: Knex.QueryBuilder, f: CommentFilters) {
  if (f.category) q.where('comments.category', f.category);
  if (f.district) q.where('comments.district', f.district);
  if (f.answered === 'yes') q.whereNotNull('comments.responded_at');
  if (f.answered === 'no') q.whereNull('comments.responded_at');
  if (f.bbox) {
    q.whereBetween('comments.longitude', [f.bbox[0], f.bbox[2]]);
    q.whereBetween('comments.latitude', [f.bbox[1], f.bbox[3]]);
  }
  return q;
}

/**
 * Which comment an interaction row is about: a map comment, or a period comment (issue 57 §2: the same flag
 * rules count both in the one table).
 */
export type FlagSubject = 'comment_id' | 'period_comment_id';

/** Map comments, their interactions, audit trail and answer templates. Each builder is compiled for SQL Server. */
export const commentQueries = {
  insert: (k: Knex, row: Record<string, unknown>) => k('comments').insert(row).returning(['id']),
  /** The comment period a map comment belongs to (null for none). */
  periodOf: (k: Knex, id: number) => k('comments').select('period_id').where({ id }).first(),
  /** Approved comments with their agree counts, newest first. */
  approved: (k: Knex, f: CommentFilters) =>
    applyFilters(
      k('comments')
        .select(...PUBLIC_COLUMNS, countOf(k, 'agree', 'agrees'))
        .where('comments.status', 'approved'),
      f,
    ).orderBy([
      { column: 'comments.created_at', order: 'desc' },
      { column: 'comments.id', order: 'desc' },
    ]),
  approvedById: (k: Knex, id: number) =>
    k('comments')
      .select(...PUBLIC_COLUMNS, countOf(k, 'agree', 'agrees'))
      .where({ 'comments.id': id, 'comments.status': 'approved' })
      .first(),
  /** Every comment for the staff queue, oldest unanswered first. */
  staffList: (k: Knex) =>
    k('comments')
      .select(...STAFF_COLUMNS, countOf(k, 'agree', 'agrees'), flagsOf(k), hasEmail(k))
      .orderBy([
        { column: 'comments.created_at', order: 'asc' },
        { column: 'comments.id', order: 'asc' },
      ]),
  /** One comment with its author's address, for moderation and mail (never sent to the public). */
  forStaff: (k: Knex, id: number) =>
    k('comments')
      .select(...STAFF_COLUMNS, 'comments.author_email', 'comments.alerted_at')
      .where('comments.id', id)
      .first(),
  update: (k: Knex, id: number, changes: Record<string, unknown>) =>
    k('comments').where({ id }).update(changes),
  /** Approved comments inside a bounding box (the "similar comment nearby" check narrows further). */
  nearby: (k: Knex, bbox: [number, number, number, number]) =>
    k('comments')
      .select(
        'comments.id',
        'comments.latitude',
        'comments.longitude',
        'comments.category',
        'comments.comment',
      )
      .where('comments.status', 'approved')
      .whereBetween('comments.longitude', [bbox[0], bbox[2]])
      .whereBetween('comments.latitude', [bbox[1], bbox[3]])
      .orderBy('comments.id', 'desc')
      .limit(50),
  /** What one visitor has done (agree/flag), by map comment. */
  interactionsOf: (k: Knex, visitorKey: string) =>
    k('comment_interactions')
      .select('comment_id', 'interaction')
      .where({ visitor_key: visitorKey })
      .whereNotNull('comment_id'),
  interaction: (
    k: Knex,
    id: number,
    visitorKey: string,
    interaction: string,
    on: FlagSubject = 'comment_id',
  ) =>
    k('comment_interactions')
      .select('id')
      .where({ [on]: id, visitor_key: visitorKey, interaction })
      .first(),
  /** One agree or flag, on a map comment (comment_id) or a period comment (period_comment_id). */
  insertInteraction: (
    k: Knex,
    row: {
      comment_id?: number;
      period_comment_id?: number;
      visitor_key: string;
      client_hash: string;
      interaction: string;
      reason: string | null;
      created_at: string;
    },
  ) => k('comment_interactions').insert(row),
  deleteInteraction: (
    k: Knex,
    id: number,
    visitorKey: string,
    interaction: string,
    on: FlagSubject = 'comment_id',
  ) =>
    k('comment_interactions')
      .where({ [on]: id, visitor_key: visitorKey, interaction })
      .delete(),
  countInteractions: (k: Knex, id: number, interaction: string, on: FlagSubject = 'comment_id') =>
    k('comment_interactions')
      .count({ n: '*' })
      .where({ [on]: id, interaction })
      .first(),
  /** A comment's flags counted once per client address. */
  countFlagAddresses: (k: Knex, id: number, on: FlagSubject = 'comment_id') =>
    k('comment_interactions')
      .countDistinct({ n: 'client_hash' })
      .where({ [on]: id, interaction: 'flag' })
      .first(),
  /** A comment's flags with their reasons (cleared at re-approval; the audit trail keeps them). */
  flagsOfComment: (k: Knex, id: number, on: FlagSubject = 'comment_id') =>
    k('comment_interactions')
      .select('reason')
      .where({ [on]: id, interaction: 'flag' })
      .orderBy('id'),
  deleteFlags: (k: Knex, id: number, on: FlagSubject = 'comment_id') =>
    k('comment_interactions')
      .where({ [on]: id, interaction: 'flag' })
      .delete(),
  /** Flag reasons of every flagged map comment (for the queue). */
  flagReasons: (k: Knex) =>
    k('comment_interactions')
      .select('comment_id', 'reason')
      .where({ interaction: 'flag' })
      .whereNotNull('comment_id')
      .orderBy('comment_id'),
  /** Flag reasons of a period's flagged comments (for its staff view). */
  periodFlagReasons: (k: Knex, periodId: number) =>
    k('comment_interactions')
      .join('period_comments', 'period_comments.id', 'comment_interactions.period_comment_id')
      .select('comment_interactions.period_comment_id', 'comment_interactions.reason')
      .where({ 'comment_interactions.interaction': 'flag', 'period_comments.period_id': periodId })
      .orderBy('comment_interactions.id'),
  insertAudit: (
    k: Knex,
    row: {
      comment_id: number;
      action: string;
      actor_id: string | null;
      actor_label: string | null;
      note: string | null;
      created_at: string;
    },
  ) => k('comment_audit').insert(row),
  audit: (k: Knex) =>
    k('comment_audit')
      .select('comment_id', 'action', 'actor_label', 'note', 'created_at')
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
  /** Comments reviewers have not been told about yet. */
  unalerted: (k: Knex) =>
    k('comments')
      .select('id', 'category', 'comment', 'locality', 'district', 'status', 'hold_reasons', 'created_at')
      .whereNull('alerted_at')
      .orderBy('id')
      .limit(500),
  markAlerted: (k: Knex, ids: number[], at: string) =>
    k('comments').whereIn('id', ids).update({ alerted_at: at }),
  lastAlertAt: (k: Knex) => k('comments').max({ at: 'alerted_at' }).first(),
  /** Addresses of active reviewers (who are told of new comments). */
  reviewerEmails: (k: Knex) =>
    k('users')
      .join('user_roles', 'user_roles.user_id', 'users.id')
      .distinct('users.email')
      .where({ 'user_roles.role': 'reviewer', 'users.status': 'active' })
      .orderBy('users.email'),
  templates: (k: Knex) => k('comment_templates').select('id', 'title', 'body').orderBy('title'),
  insertTemplate: (k: Knex, row: { title: string; body: string; created_by: string; created_at: string }) =>
    k('comment_templates').insert(row).returning(['id']),
  /** Every comment for the export (no email, no visitor key). */
  exportAll: (k: Knex) =>
    k('comments')
      .select(...STAFF_COLUMNS, countOf(k, 'agree', 'agrees'), flagsOf(k))
      .orderBy('comments.id'),
};

type Row = Record<string, unknown>;

const CommentRecord = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  layerKey: z.string().nullable(),
  featureId: z.string().nullable(),
  category: z.enum(COMMENT_CATEGORIES),
  comment: z.string(),
  name: z.string().nullable(),
  district: z.string().nullable(),
  locality: z.string().nullable(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  agrees: z.number().int(),
  illustrative: z.boolean(),
});
/** A comment as the public columns describe it (no email, no moderation fields). */
export type CommentRecord = z.infer<typeof CommentRecord>;

const StaffCommentRecord = CommentRecord.extend({
  status: z.enum(COMMENT_STATUSES),
  holdReasons: z.array(z.string()),
  authorNote: z.string().nullable(),
  /** When a reviewer re-approved it after flags: flags alone no longer take it off the map. */
  reviewedAt: z.string().nullable(),
  flags: z.number().int(),
  hasEmail: z.boolean(),
  /** The author's address: only from forStaff (moderation mail); never sent to the browser. */
  email: z.string().nullable(),
});
export type StaffCommentRecord = z.infer<typeof StaffCommentRecord>;

/** A comma-separated list column → its items. */
const listOf = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);

const publicFields = (r: Row) => ({
  id: num(r.id),
  latitude: num(r.latitude),
  longitude: num(r.longitude),
  layerKey: textOrNull(r.layer_key),
  featureId: textOrNull(r.feature_id),
  // Comments stored before categories existed have none: they read as 'other'.
  category: r.category ?? 'other',
  comment: r.comment,
  name: textOrNull(r.author_name) || null,
  district: textOrNull(r.district),
  locality: textOrNull(r.locality),
  response: textOrNull(r.response),
  respondedAt: isoDateTimeOrNull(r.responded_at),
  createdAt: isoDateTime(r.created_at),
  agrees: num(r.agrees ?? 0),
  illustrative: bool(r.illustrative),
});

/** A row of approved / approvedById → CommentRecord, checked against its schema. */
export const toCommentRecord = (r: Row): CommentRecord => rowOf(CommentRecord, 'comments', publicFields(r));

/** A row of staffList / forStaff / exportAll → StaffCommentRecord, checked against its schema. */
export const toStaffCommentRecord = (r: Row): StaffCommentRecord =>
  rowOf(StaffCommentRecord, 'comments', {
    ...publicFields(r),
    status: r.status,
    holdReasons: listOf(r.hold_reasons),
    authorNote: textOrNull(r.author_note),
    reviewedAt: isoDateTimeOrNull(r.reviewed_at ?? null),
    flags: num(r.flags ?? 0),
    hasEmail: r.has_email === undefined ? Boolean(r.author_email) : bool(r.has_email),
    email: textOrNull(r.author_email) || null,
  });

const NearbyComment = CommentRecord.pick({
  id: true,
  latitude: true,
  longitude: true,
  category: true,
  comment: true,
});
/** A row of nearby → the comment's place, category and text. */
export const toNearbyComment = (r: Row) =>
  rowOf(NearbyComment, 'comments', {
    id: num(r.id),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    category: r.category ?? 'other',
    comment: r.comment,
  });

const AlertComment = StaffCommentRecord.pick({
  id: true,
  category: true,
  comment: true,
  locality: true,
  district: true,
  status: true,
  holdReasons: true,
});
export type AlertComment = z.infer<typeof AlertComment>;
/** A row of unalerted → what a reviewer alert says of the comment. */
export const toAlertComment = (r: Row): AlertComment =>
  rowOf(AlertComment, 'comments', {
    id: num(r.id),
    category: r.category ?? 'other',
    comment: r.comment,
    locality: textOrNull(r.locality),
    district: textOrNull(r.district),
    status: r.status,
    holdReasons: listOf(r.hold_reasons),
  });

const Interaction = z.object({ commentId: z.number().int(), interaction: z.enum(INTERACTION_TYPES) });
/** A row of interactionsOf → which comment and what this visitor did. */
export const toInteraction = (r: Row) =>
  rowOf(Interaction, 'comment_interactions', { commentId: num(r.comment_id), interaction: r.interaction });

/** A row of flagReasons → the flagged comment and the reason given (if any). */
export const toFlagReason = (r: Row) => ({ commentId: num(r.comment_id), reason: textOrNull(r.reason) });

const AuditEntry = z.object({
  commentId: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
/** A row of audit → one step of a comment's trail. */
export const toAuditEntry = (r: Row) =>
  rowOf(AuditEntry, 'comment_audit', {
    commentId: num(r.comment_id),
    action: r.action,
    actor: textOrNull(r.actor_label),
    note: textOrNull(r.note),
    at: isoDateTime(r.created_at),
  });

/** The lastAlertAt row → when the last alert went out, or null. */
export const toLastAlertAt = (r: Row | undefined): string | null => isoDateTimeOrNull(r?.at ?? null);

const CommentTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
}) satisfies z.ZodType<CommentTemplate>;
/** A template row → CommentTemplate. */
export const toTemplate = (r: Row): CommentTemplate =>
  rowOf(CommentTemplateSchema, 'comment_templates', { id: num(r.id), title: r.title, body: r.body });
