import { z } from 'zod';
import '../zodConfig';
import { DAY_MS } from '@/lib/shared/dates';
import { FLAG_REASONS, type FlagReason } from './rules';

/** Comment categories, tied to the plan's goals and need types. */
export const COMMENT_CATEGORIES = [
  'safety',
  'congestion',
  'transit',
  'freight',
  'bike-pedestrian',
  'resilience',
  'other',
] as const;
export type CommentCategory = (typeof COMMENT_CATEGORIES)[number];

export const COMMENT_CATEGORY_LABELS: Record<CommentCategory, string> = {
  safety: 'Safety',
  congestion: 'Congestion',
  transit: 'Transit',
  freight: 'Freight',
  'bike-pedestrian': 'Bike and pedestrian',
  resilience: 'Resilience',
  other: 'Other',
};

/** pending: waits for a reviewer (or was held); approved: on the public map; hidden: taken down, never deleted. */
export const COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Why a flag was raised (Decidim's reasons plus personal information, which the rules forbid). */
export { FLAG_REASONS, type FlagReason };
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  'personal-information': 'Shares personal information',
  'off-topic': 'Not about transportation in Virginia',
};

export const INTERACTION_TYPES = ['agree', 'flag'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const COMMENT_LIMITS = {
  textMin: 10,
  textMax: 2000,
  name: 120,
  email: 320,
  response: 4000,
  note: 1000,
  templateTitle: 120,
};

/** A comment left unanswered this many days is overdue in the staff queue (Decidim's default). */
export const COMMENT_OVERDUE_DAYS = 7;
/** This many flags from different visitors send an approved comment back to the queue. */
export const COMMENT_FLAG_HOLD = 3;
/** "Similar comment nearby": approved comments within this many metres are shown before submitting. */
export const SIMILAR_RADIUS_M = 500;

/** The consent line shown above the submit button (the API requires it to be accepted). */
export const COMMENT_CONSENT =
  'I agree that my comment, the place I marked and my name (if I give one) are published on this map after review. My email address is never published.';

const oneLine = /^[^\r\n]*$/;
const latitude = z.coerce
  .number({ error: 'must be a number' })
  .min(36.4, 'must be inside Virginia (latitude 36.4 to 39.6)')
  .max(39.6, 'must be inside Virginia (latitude 36.4 to 39.6)');
const longitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-83.8, 'must be inside Virginia (longitude -83.8 to -75.1)')
  .max(-75.1, 'must be inside Virginia (longitude -83.8 to -75.1)');

export const commentId = z.coerce
  .number({ error: 'must be a comment id' })
  .int('must be a comment id')
  .positive('must be a comment id');

/**
 * What the comment form's rules say, in English (as the API answers): the map's comment form says each in the
 * page's language, found by this key (messages/<locale>/comments.json, `errors.<key>`).
 */
export const COMMENT_MESSAGES = {
  category: 'Please choose a category.',
  commentMissing: 'Please write your comment.',
  commentTooShort: `Please write at least ${COMMENT_LIMITS.textMin} characters.`,
  commentTooLong: `Please keep your comment to ${COMMENT_LIMITS.textMax} characters.`,
  nameTooLong: `Please shorten your name to ${COMMENT_LIMITS.name} characters.`,
  nameLines: 'Please keep your name on one line.',
  emailTooLong: 'Please enter a shorter email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  consent: 'Please agree to the publication terms to send your comment.',
} as const;

/** The key of a rule's English sentence in COMMENT_MESSAGES (null for one a person never sees). */
export function commentMessageKey(message: string): keyof typeof COMMENT_MESSAGES | null {
  const found = Object.entries(COMMENT_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as keyof typeof COMMENT_MESSAGES) : null;
}

/** POST /api/comment/insert-comment. `website` is a honeypot people never see. */
export const CommentInput = z
  .object({
    latitude,
    longitude,
    /** A picked feature (its layer and id), when the comment is about one. */
    layerKey: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, 'must be a layer key')
      .nullish(),
    featureId: z.string().max(120, 'must be at most 120 characters').nullish(),
    category: z.enum(COMMENT_CATEGORIES, { error: COMMENT_MESSAGES.category }),
    comment: z
      .string({ error: COMMENT_MESSAGES.commentMissing })
      .trim()
      .min(COMMENT_LIMITS.textMin, COMMENT_MESSAGES.commentTooShort)
      .max(COMMENT_LIMITS.textMax, COMMENT_MESSAGES.commentTooLong),
    name: z
      .string()
      .trim()
      .max(COMMENT_LIMITS.name, COMMENT_MESSAGES.nameTooLong)
      .regex(oneLine, COMMENT_MESSAGES.nameLines)
      .optional(),
    email: z
      .string()
      .trim()
      .max(COMMENT_LIMITS.email, COMMENT_MESSAGES.emailTooLong)
      .pipe(z.union([z.literal(''), z.email(COMMENT_MESSAGES.emailInvalid)]))
      .optional(),
    consent: z.literal(true, { error: COMMENT_MESSAGES.consent }),
    website: z.string().max(500).optional(),
  })
  .strict()
  .refine((v) => !v.featureId || v.layerKey, { path: ['layerKey'], message: 'is needed with featureId' });
export type CommentInput = z.input<typeof CommentInput>;
export type CommentSubmission = z.output<typeof CommentInput>;

/** The fields a person fills in, with the same rules the API applies ('' when fine). */
export function commentFieldErrors(values: Record<string, unknown>): Record<string, string> {
  const result = CommentInput.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const InteractionInput = z
  .object({
    id: commentId,
    type: z.enum(INTERACTION_TYPES, { error: "must be 'agree' or 'flag'" }),
    reason: z.enum(FLAG_REASONS, { error: `must be one of ${FLAG_REASONS.join(', ')}` }).optional(),
  })
  .strict()
  .refine((v) => v.type !== 'flag' || v.reason, { path: ['reason'], message: 'is needed to flag' });
export type InteractionInput = z.output<typeof InteractionInput>;

export const InteractionDeleteInput = z
  .object({ id: commentId, type: z.enum(INTERACTION_TYPES, { error: "must be 'agree' or 'flag'" }) })
  .strict();

/** GET /api/comment/get-all-comments filters. */
export const CommentListQuery = z.object({
  category: z
    .enum(COMMENT_CATEGORIES, { error: `must be one of ${COMMENT_CATEGORIES.join(', ')}` })
    .optional(),
  district: z.string().max(80).optional(),
  answered: z.enum(['yes', 'no'], { error: "must be 'yes' or 'no'" }).optional(),
  bbox: z
    .string()
    .transform((s, ctx) => {
      const n = s.split(',').map(Number);
      if (n.length !== 4 || n.some((x) => !Number.isFinite(x)) || n[0] > n[2] || n[1] > n[3]) {
        ctx.addIssue({ code: 'custom', message: 'must be minX,minY,maxX,maxY in degrees' });
        return z.NEVER;
      }
      return n as [number, number, number, number];
    })
    .optional(),
});
export type CommentListQuery = z.output<typeof CommentListQuery>;

export const CommentIdQuery = z.object({ id: commentId });

export const SimilarQuery = z.object({
  latitude,
  longitude,
  category: z.enum(COMMENT_CATEGORIES).optional(),
  text: z.string().max(COMMENT_LIMITS.textMax).optional(),
});

export const ResponseInput = z
  .object({
    id: commentId,
    response: z
      .string({ error: 'Please write the response.' })
      .trim()
      .min(1, 'Please write the response.')
      .max(COMMENT_LIMITS.response, `must be at most ${COMMENT_LIMITS.response} characters`),
    category: z.enum(COMMENT_CATEGORIES, { error: `must be one of ${COMMENT_CATEGORIES.join(', ')}` }),
  })
  .strict();

export const ModerationInput = z
  .object({
    id: commentId,
    action: z.enum(['approve', 'hide'], { error: "must be 'approve' or 'hide'" }),
    /** Hiding needs a note to the author (why); it is mailed when they left an address. */
    note: z
      .string()
      .trim()
      .max(COMMENT_LIMITS.note, `must be at most ${COMMENT_LIMITS.note} characters`)
      .optional(),
  })
  .strict()
  .refine((v) => v.action !== 'hide' || (v.note ?? '').length > 0, {
    path: ['note'],
    message: 'Please write a note to the author saying why the comment is hidden.',
  });

export const TemplateInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please name the template.')
      .max(COMMENT_LIMITS.templateTitle, `must be at most ${COMMENT_LIMITS.templateTitle} characters`)
      .regex(oneLine, 'must be one line'),
    body: z
      .string()
      .trim()
      .min(1, 'Please write the answer.')
      .max(COMMENT_LIMITS.response, `must be at most ${COMMENT_LIMITS.response} characters`),
  })
  .strict();

export const ExportQuery = z.object({
  format: z.enum(['csv', 'geojson'], { error: "must be 'csv' or 'geojson'" }),
});

export const CommentResponseMailInput = z.object({ id: commentId }).strict();

/** A comment as the public sees it: never the email, never the visitor key. */
export interface PublicComment {
  id: number;
  latitude: number;
  longitude: number;
  layerKey: string | null;
  featureId: string | null;
  category: CommentCategory;
  comment: string;
  name: string | null;
  district: string | null;
  locality: string | null;
  response: string | null;
  respondedAt: string | null;
  createdAt: string;
  agrees: number;
  illustrative: boolean;
  /** What this visitor has done (from the visitor cookie). */
  viewer: { agreed: boolean; flagged: boolean };
}

/** A comment as staff see it in the queue (email only as whether there is one). */
export interface StaffComment extends Omit<PublicComment, 'viewer'> {
  status: CommentStatus;
  holdReasons: string[];
  hasEmail: boolean;
  /** Flags counted once per client address. */
  flags: number;
  flagReasons: string[];
  authorNote: string | null;
  /** When a reviewer re-approved it over flags: further flags are shown here but do not hide it. */
  reviewedAt: string | null;
  overdue: boolean;
  audit: Array<{ action: string; actor: string | null; note: string | null; at: string }>;
}

export interface CommentTemplate {
  id: number;
  title: string;
  body: string;
}

/** Days a comment has waited for an answer; overdue after COMMENT_OVERDUE_DAYS. */
export function isOverdue(createdAt: string, respondedAt: string | null, status: string, now = Date.now()) {
  if (respondedAt || status === 'hidden') return false;
  return now - Date.parse(createdAt) > COMMENT_OVERDUE_DAYS * DAY_MS;
}
