import { z } from 'zod';
import '../zodConfig';
import { single, Slug } from '@/lib/shared/schemas/common';
import { isoToVirginiaLocal, virginiaLocalToIso } from '@/lib/shared/dates';
import { COMMENT_STATUSES, FLAG_REASONS, type CommentStatus } from '@/lib/shared/schemas/comments/schemas';
import {
  AGE_BANDS,
  ANCHOR_PATTERN,
  DISABILITY_ANSWERS,
  HOME_LANGUAGES,
  ZIP_PATTERN,
  type DemographicsSummary,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  PERIOD_LIMITS,
  PERIOD_TARGETS,
  type PeriodState,
  type PeriodTarget,
} from './rules';

/** A question of a period: free text, or a choice of 2 to MAX_OPTIONS options. */
export const Question = z.discriminatedUnion('kind', [
  z
    .object({
      id: z.string().regex(/^q[0-9]{1,2}$/),
      kind: z.literal('text'),
      prompt: z.string().trim().min(1, 'write the question').max(PERIOD_LIMITS.question),
    })
    .strict(),
  z
    .object({
      id: z.string().regex(/^q[0-9]{1,2}$/),
      kind: z.literal('choice'),
      prompt: z.string().trim().min(1, 'write the question').max(PERIOD_LIMITS.question),
      options: z
        .array(z.string().trim().min(1, 'an option may not be empty').max(PERIOD_LIMITS.option))
        .min(2, 'a choice needs at least 2 options')
        .max(MAX_OPTIONS, `a choice has at most ${MAX_OPTIONS} options`),
    })
    .strict(),
]);
export type Question = z.infer<typeof Question>;

/**
 * A Virginia wall-clock time as a datetime-local field gives it ('2027-03-08T23:59') → the UTC instant. A time the
 * spring change skips (02:00–02:59 on its Sunday) does not exist in Virginia and is refused; in the autumn hour
 * that happens twice, the first (daylight) one is meant.
 */
export const VirginiaLocal = z.string().transform((local, ctx) => {
  const iso = virginiaLocalToIso(local);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: 'must be a date and time like 2027-03-08T23:59' });
    return z.NEVER;
  }
  if (isoToVirginiaLocal(iso) !== local) {
    ctx.addIssue({
      code: 'custom',
      message: 'does not exist in Virginia: the clocks go forward an hour then (choose another time)',
    });
    return z.NEVER;
  }
  return iso;
});

const SitePath = z
  .string()
  .trim()
  .max(200)
  .regex(
    /^\/[a-z0-9/_-]*$/,
    'must be a page of this site, like /mid-term-planning/mid-term-needs-and-priorities',
  );

/** What staff enter for a period (create or edit). */
export const PeriodInput = z
  .object({
    title: z.string().trim().min(3, 'give a title').max(PERIOD_LIMITS.title),
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be lower-case letters, digits and hyphens')
      .optional(),
    summary: z.string().trim().min(10, 'give a plain-language summary').max(PERIOD_LIMITS.summary),
    documentPath: z
      .string()
      .trim()
      .max(500)
      .regex(/^\/[^\s]*$/, 'must be the address of a library document')
      .nullish()
      .or(z.literal('').transform(() => null)),
    documentTitle: z.string().trim().max(300).nullish(),
    pagePath: SitePath.nullish().or(z.literal('').transform(() => null)),
    includesMap: z.boolean().default(false),
    opensAt: VirginiaLocal,
    closesAt: VirginiaLocal,
    questions: z.array(Question).max(MAX_QUESTIONS, `at most ${MAX_QUESTIONS} questions`).default([]),
    noticeLocales: z
      .array(z.string().regex(/^[a-z]{2}$/))
      .max(12)
      .default(['en']),
    status: z.enum(['draft', 'published']).default('draft'),
  })
  .strict()
  .refine((p) => Date.parse(p.closesAt) > Date.parse(p.opensAt), {
    path: ['closesAt'],
    message: 'must be after the opening',
  })
  .refine((p) => Boolean(p.documentPath || p.pagePath || p.includesMap), {
    path: ['pagePath'],
    message: 'name the draft: a library document, a page of the site or the map',
  })
  .refine((p) => new Set(p.questions.map((q) => q.id)).size === p.questions.length, {
    path: ['questions'],
    message: 'each question needs its own id',
  });
export type PeriodInput = z.input<typeof PeriodInput>;
export type PeriodFields = z.output<typeof PeriodInput>;

/** The report staff write and publish after the close. */
export const ReportInput = z
  .object({
    summary: z.string().trim().max(PERIOD_LIMITS.report),
    changes: z.string().trim().max(PERIOD_LIMITS.report),
    publish: z.boolean().default(false),
  })
  .strict();

/** A theme staff accept (the §4 extension point: a suggestion module proposes, staff accept, name and answer). */
export const ThemeInput = z
  .object({
    name: z.string().trim().min(1).max(PERIOD_LIMITS.themeName),
    response: z.string().trim().max(PERIOD_LIMITS.report).nullish(),
    commentIds: z.array(z.number().int().positive()).max(50_000).default([]),
    accepted: z.boolean().default(true),
  })
  .strict();

/** What a person sends: a comment on the draft or one section, answers to the questions, an email for a receipt. */
export const PeriodCommentInput = z
  .object({
    target: z.enum(PERIOD_TARGETS, { error: 'choose the whole draft or a section' }),
    section: z.string().regex(ANCHOR_PATTERN, 'choose a section of the draft').nullish().or(z.literal('')),
    comment: z
      .string()
      .trim()
      .max(PERIOD_LIMITS.comment, `Please keep your comment to ${PERIOD_LIMITS.comment} characters.`)
      .default(''),
    answers: z
      .record(z.string().regex(/^q[0-9]{1,2}$/), z.string().trim().max(PERIOD_LIMITS.answer))
      .default({}),
    email: z
      .string()
      .trim()
      .max(320)
      .pipe(z.union([z.literal(''), z.email('Please enter a valid email address, like name@example.com.')]))
      .optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    website: z.string().max(500).optional(),
  })
  .strict()
  .refine((c) => c.target !== 'section' || Boolean(c.section), {
    path: ['section'],
    message: 'choose the section your comment is about',
  });
export type PeriodCommentInput = z.input<typeof PeriodCommentInput>;
export type PeriodCommentSubmission = z.output<typeof PeriodCommentInput>;

const optional = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).or(z.literal('')).nullish();

/**
 * The voluntary demographics a person gives after commenting, each optional; the token (of the thank-you answer
 * or the receipt) says which comment they belong to.
 */
export const DemographicsInput = z
  .object({
    token: z.string().trim().min(1).max(200),
    ageBand: optional(AGE_BANDS, 'age: choose one of the bands'),
    zip: z
      .string()
      .trim()
      .regex(ZIP_PATTERN, 'ZIP code: five digits, like 23219')
      .or(z.literal(''))
      .nullish(),
    homeLanguage: optional(HOME_LANGUAGES, 'language spoken at home: choose one of the languages'),
    disability: optional(DISABILITY_ANSWERS, 'disability: choose yes, no or prefer not to say'),
  })
  .strict();
export type DemographicsInput = z.input<typeof DemographicsInput>;
/** A flag on a published period comment: the map comments' reasons. */
export const PeriodFlagInput = z
  .object({
    id: z.number().int().positive(),
    reason: z.enum(FLAG_REASONS, { error: `must be one of ${FLAG_REASONS.join(', ')}` }),
  })
  .strict();

/** Deleting them: the token only. */
export const DemographicsToken = z.object({ token: z.string().trim().min(1).max(200) }).strict();

/** A draft of a period, as the public reads it (published periods only). */
export interface CommentPeriod {
  id: number;
  slug: string;
  title: string;
  summary: string;
  documentPath: string | null;
  documentTitle: string | null;
  pagePath: string | null;
  includesMap: boolean;
  opensAt: string;
  closesAt: string;
  questions: Question[];
  noticeLocales: string[];
  state: PeriodState;
  revision: number;
  reportPublishedAt: string | null;
  illustrative: boolean;
}

/** A period as staff see it. */
export interface StaffPeriod extends CommentPeriod {
  status: 'draft' | 'published';
  openedAt: string | null;
  closedAt: string | null;
  reportSummary: string | null;
  reportChanges: string | null;
  counts: Record<CommentStatus, number>;
  /** The voluntary demographics, counted (a single period's view only; null in the list). */
  demographics: DemographicsSummary | null;
}

/** A section of a draft a comment may point to (an h2 with its anchor). */
export interface DraftSection {
  anchor: string;
  title: string;
}

/** A published period comment as the public reads it: personal information masked, no email. */
export interface PublicPeriodComment {
  id: number;
  target: PeriodTarget | 'map';
  sectionAnchor: string | null;
  sectionTitle: string | null;
  comment: string;
  answers: Record<string, string>;
  language: string;
  createdAt: string;
  latitude: number | null;
  longitude: number | null;
  illustrative: boolean;
}

/** A period comment as staff see it: the original text, what the public copy hides, the detected language. */
export interface StaffPeriodComment extends PublicPeriodComment {
  status: CommentStatus;
  holdReasons: string[];
  hidesFromPublic: string[];
  languageName: string;
  hasEmail: boolean;
  /** The reasons of the flags it has (the public's), by label. */
  flagReasons: string[];
  staffNote: string | null;
}

export const PeriodModerationInput = z
  .object({
    id: z.number().int().positive(),
    action: z.enum(['approve', 'hide']),
    note: z.string().trim().max(1000).optional(),
  })
  .strict()
  .refine((m) => m.action !== 'hide' || Boolean(m.note), { path: ['note'], message: 'say why it is hidden' });

export { COMMENT_STATUSES };

/** Filters of the report's comment list. */
export const ReportFilters = z.object({
  how: z.enum(['draft', 'section', 'map']).optional(),
  section: z.string().regex(ANCHOR_PATTERN).optional(),
  language: z
    .string()
    .regex(/^[a-z]{3}$/)
    .optional(),
});
export type ReportFilters = z.infer<typeof ReportFilters>;

/** The "What we heard" report's figures. */
export interface PeriodReport {
  period: CommentPeriod;
  summary: string | null;
  changes: string | null;
  total: number;
  byHow: Array<{ how: PeriodTarget | 'map'; count: number }>;
  bySection: Array<{ anchor: string; title: string; count: number }>;
  byLanguage: Array<{ code: string; name: string; count: number }>;
  choices: Array<{ id: string; prompt: string; rows: Array<{ option: string; count: number }> }>;
  themes: Array<{ name: string; count: number; response: string | null }>;
  /** The voluntary demographics of the published comments, counted with the small counts hidden. */
  demographics: DemographicsSummary;
}

/** The comment-period routes' parameters and bodies (the routes and pages import them from here, not zod). */
export const PeriodIdParam = z.object({ id: single(z.coerce.number().int().positive()) });
export const PeriodSlugParam = z.object({ slug: single(Slug) });
export const PeriodSlugPageParam = z.object({ slug: Slug });
export const PeriodExportParams = z.object({
  slug: single(Slug),
  format: single(z.enum(['csv', 'geojson', 'pdf'], { error: "must be 'csv', 'geojson' or 'pdf'" })),
});
/** A body the service reads with its own schema (it answers 400 with the sentence of each problem). */
export const PeriodBody = z.unknown();
export const PeriodCommentBody = z.record(z.string(), z.unknown());
/** A schema's refusal, for the page that posts without scripts and answers the sentence itself. */
export { ZodError as PeriodInputError } from 'zod';

/** Themes the site suggests from a period's comments, for staff to accept, rename, merge or discard. */
export interface ThemeSuggestions {
  /** Comments read (every one not hidden, with text). */
  considered: number;
  /** Comments in no suggested theme. */
  unassigned: number;
  themes: Array<{
    label: string;
    terms: string[];
    commentIds: number[];
    /** The most typical comments, as written (staff only), cut to 300 characters. */
    samples: Array<{ id: number; comment: string }>;
  }>;
}
