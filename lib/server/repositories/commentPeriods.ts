import type { Knex } from 'knex';
import { bool, isoDateTime, isoDateTimeOrNull, num, textOrNull } from '@/lib/server/db/normalize';
import { maskPersonalInfo, PERSONAL_INFO_LABELS } from '@/lib/shared/schemas/comments/personalInfo';
import type { CommentStatus } from '@/lib/shared/schemas/comments/schemas';
import {
  periodState,
  type CommentPeriod,
  type PublicPeriodComment,
  type Question,
  type StaffPeriodComment,
} from '@/lib/shared/schemas/commentPeriods';

/**
 * Comment periods (issue 57): the periods, their comments (period_comments), the themes staff accept, and the map
 * comments that belong to a period (comments.period_id). Each builder is compiled for SQL Server too. The
 * email column is read only by `commentForReceipt` (the receipt job); no public query selects it.
 */
const PERIOD_COLUMNS = [
  'id',
  'slug',
  'title',
  'summary',
  'document_path',
  'document_title',
  'page_path',
  'includes_map',
  'opens_at',
  'closes_at',
  'questions',
  'notice_locales',
  'status',
  'revision',
  'opened_at',
  'closed_at',
  'report_summary',
  'report_changes',
  'report_published_at',
  'illustrative',
] as const;

const PUBLIC_COMMENT_COLUMNS = [
  'period_comments.id',
  'period_comments.target',
  'period_comments.section_anchor',
  'period_comments.section_title',
  'period_comments.comment',
  'period_comments.answers',
  'period_comments.language',
  'period_comments.created_at',
  'period_comments.illustrative',
] as const;

const STAFF_COMMENT_COLUMNS = [
  ...PUBLIC_COMMENT_COLUMNS,
  'period_comments.status',
  'period_comments.hold_reasons',
  'period_comments.staff_note',
  'period_comments.reviewed_at',
] as const;

/** The columns of period_demographics, each counted on its own. */
export const DEMOGRAPHIC_COLUMNS = ['age_band', 'zip', 'home_language', 'disability'] as const;
export type DemographicColumn = (typeof DEMOGRAPHIC_COLUMNS)[number];

export const periodQueries = {
  insert: (k: Knex, row: Record<string, unknown>) => k('comment_periods').insert(row).returning(['id']),
  update: (k: Knex, id: number, changes: Record<string, unknown>) =>
    k('comment_periods').where({ id }).update(changes),
  byId: (k: Knex, id: number) =>
    k('comment_periods')
      .select(...PERIOD_COLUMNS)
      .where({ id })
      .first(),
  bySlug: (k: Knex, slug: string) =>
    k('comment_periods')
      .select(...PERIOD_COLUMNS)
      .where({ slug })
      .first(),
  /** Published periods, newest closing first. */
  published: (k: Knex) =>
    k('comment_periods')
      .select(...PERIOD_COLUMNS)
      .where({ status: 'published' })
      .orderBy([
        { column: 'closes_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  /** Every period for staff. */
  all: (k: Knex) =>
    k('comment_periods')
      .select(...PERIOD_COLUMNS)
      .orderBy([
        { column: 'closes_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  /** Published periods open at `now` (ISO) that include the map. */
  openWithMap: (k: Knex, now: string) =>
    k('comment_periods')
      .select('id')
      .where({ status: 'published', includes_map: true })
      .andWhere('opens_at', '<=', now)
      .andWhere('closes_at', '>', now)
      .orderBy('closes_at')
      .first(),
  slugTaken: (k: Knex, slug: string) => k('comment_periods').select('id').where({ slug }).first(),
  insertComment: (k: Knex, row: Record<string, unknown>) =>
    k('period_comments').insert(row).returning(['id']),
  updateComment: (k: Knex, id: number, changes: Record<string, unknown>) =>
    k('period_comments').where({ id }).update(changes),
  /** A period's published comments (public columns only). */
  approvedComments: (k: Knex, periodId: number) =>
    k('period_comments')
      .select(...PUBLIC_COMMENT_COLUMNS)
      .where({ 'period_comments.period_id': periodId, 'period_comments.status': 'approved' })
      .orderBy('period_comments.id'),
  /** One keyset page of a period's published comments after `afterId` (the exports stream them page by page). */
  approvedCommentsAfter: (k: Knex, periodId: number, afterId: number, limit: number) =>
    k('period_comments')
      .select(...PUBLIC_COMMENT_COLUMNS)
      .where({ 'period_comments.period_id': periodId, 'period_comments.status': 'approved' })
      .andWhere('period_comments.id', '>', afterId)
      .orderBy('period_comments.id')
      .limit(limit),
  /** Every comment of a period for staff (the email only as whether there is one). */
  staffComments: (k: Knex, periodId: number) =>
    k('period_comments')
      .select(
        ...STAFF_COMMENT_COLUMNS,
        k.raw(
          "case when period_comments.author_email is null or period_comments.author_email = '' then 0 else 1 end as has_email",
        ),
      )
      .where({ 'period_comments.period_id': periodId })
      .orderBy('period_comments.id'),
  commentById: (k: Knex, id: number) =>
    k('period_comments')
      .select(...STAFF_COMMENT_COLUMNS, 'period_comments.period_id')
      .where({ id })
      .first(),
  /** The comment with its email, for its receipt only. */
  commentForReceipt: (k: Knex, id: number) =>
    k('period_comments')
      .select('id', 'period_id', 'author_email', 'comment', 'section_title', 'target', 'created_at')
      .where({ id })
      .first(),
  countsByStatus: (k: Knex, periodId: number) =>
    k('period_comments').select('status').count({ n: '*' }).where({ period_id: periodId }).groupBy('status'),
  /** The map comments that belong to a period and are published (public columns of the map's comments). */
  approvedMapComments: (k: Knex, periodId: number) =>
    k('comments')
      .select('id', 'comment', 'latitude', 'longitude', 'created_at', 'illustrative')
      .where({ period_id: periodId, status: 'approved' })
      .orderBy('id'),
  /** One keyset page of the period's published map comments after `afterId`. */
  approvedMapCommentsAfter: (k: Knex, periodId: number, afterId: number, limit: number) =>
    k('comments')
      .select('id', 'comment', 'latitude', 'longitude', 'created_at', 'illustrative')
      .where({ period_id: periodId, status: 'approved' })
      .andWhere('id', '>', afterId)
      .orderBy('id')
      .limit(limit),
  themes: (k: Knex, periodId: number) =>
    k('period_themes')
      .select('id', 'name', 'response', 'comment_ids', 'accepted')
      .where({ period_id: periodId })
      .orderBy('id'),
  insertTheme: (k: Knex, row: Record<string, unknown>) => k('period_themes').insert(row).returning(['id']),
  /** Whether a comment has voluntary demographics (the row's id only: never its values one by one). */
  demographicsOf: (k: Knex, commentId: number) =>
    k('period_demographics').select('id').where({ comment_id: commentId }).first(),
  insertDemographics: (k: Knex, row: Record<string, unknown>) =>
    k('period_demographics').insert(row).returning(['id']),
  deleteDemographics: (k: Knex, commentId: number) =>
    k('period_demographics').where({ comment_id: commentId }).delete(),
  /**
   * A period's demographics counted by one of its columns (the only way they are read): of every comment for
   * staff, of the published comments for the public report.
   */
  demographicCounts: (k: Knex, periodId: number, column: DemographicColumn, publishedOnly: boolean) => {
    const query = k('period_demographics')
      .join('period_comments', 'period_comments.id', 'period_demographics.comment_id')
      .select(`period_demographics.${column} as value`)
      .count({ n: '*' })
      .where('period_demographics.period_id', periodId)
      .whereNotNull(`period_demographics.${column}`)
      .groupBy(`period_demographics.${column}`);
    return publishedOnly ? query.andWhere('period_comments.status', 'approved') : query;
  },
};

type Row = Record<string, unknown>;

const jsonOr = <T>(v: unknown, fallback: T): T => {
  if (typeof v !== 'string' || !v) return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};

/** A period row → the public shape, its state on `now`. */
export function toPeriod(r: Row, now: Date = new Date()): CommentPeriod {
  const opensAt = isoDateTime(r.opens_at);
  const closesAt = isoDateTime(r.closes_at);
  return {
    id: num(r.id),
    slug: String(r.slug),
    title: String(r.title),
    summary: String(r.summary),
    documentPath: textOrNull(r.document_path),
    documentTitle: textOrNull(r.document_title),
    pagePath: textOrNull(r.page_path),
    includesMap: bool(r.includes_map),
    opensAt,
    closesAt,
    questions: jsonOr<Question[]>(r.questions, []),
    noticeLocales: String(r.notice_locales ?? 'en')
      .split(',')
      .filter(Boolean),
    state: periodState({ opensAt, closesAt }, now),
    revision: num(r.revision ?? 0),
    reportPublishedAt: isoDateTimeOrNull(r.report_published_at),
    illustrative: bool(r.illustrative),
  };
}

/** A published period comment as the public reads it: the text and answers masked. */
export function toPublicComment(r: Row): PublicPeriodComment {
  const answers = jsonOr<Record<string, string>>(r.answers, {});
  return {
    id: num(r.id),
    target: String(r.target) as PublicPeriodComment['target'],
    sectionAnchor: textOrNull(r.section_anchor),
    sectionTitle: textOrNull(r.section_title),
    comment: maskPersonalInfo(String(r.comment ?? '')).text,
    answers: Object.fromEntries(Object.entries(answers).map(([q, a]) => [q, maskPersonalInfo(a).text])),
    language: String(r.language ?? 'und'),
    createdAt: isoDateTime(r.created_at),
    latitude: null,
    longitude: null,
    illustrative: bool(r.illustrative),
  };
}

/** A map comment of the period as the public reads it (masked like every public view). */
export function toPublicMapComment(r: Row): PublicPeriodComment {
  return {
    id: num(r.id),
    target: 'map',
    sectionAnchor: null,
    sectionTitle: null,
    comment: maskPersonalInfo(String(r.comment ?? '')).text,
    answers: {},
    language: 'und',
    createdAt: isoDateTime(r.created_at),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    illustrative: bool(r.illustrative),
  };
}

/** A period comment for staff: the original text, what the public copy hides, the language by name. */
export function toStaffComment(r: Row, languageName: (code: string) => string): StaffPeriodComment {
  const answers = jsonOr<Record<string, string>>(r.answers, {});
  const text = String(r.comment ?? '');
  const hides = new Set(
    [text, ...Object.values(answers)]
      .flatMap((t) => maskPersonalInfo(t).found)
      .map((f) => PERSONAL_INFO_LABELS[f]),
  );
  const language = String(r.language ?? 'und');
  return {
    id: num(r.id),
    target: String(r.target) as StaffPeriodComment['target'],
    sectionAnchor: textOrNull(r.section_anchor),
    sectionTitle: textOrNull(r.section_title),
    comment: text,
    answers,
    language,
    languageName: languageName(language),
    createdAt: isoDateTime(r.created_at),
    latitude: null,
    longitude: null,
    illustrative: bool(r.illustrative),
    status: String(r.status) as CommentStatus,
    holdReasons: typeof r.hold_reasons === 'string' && r.hold_reasons ? r.hold_reasons.split(',') : [],
    hidesFromPublic: [...hides],
    hasEmail: bool(r.has_email),
    staffNote: textOrNull(r.staff_note),
    flagReasons: [],
  };
}

export const themeCommentIds = (v: unknown): number[] => jsonOr<number[]>(v, []);
