import { z } from 'zod';
import '../zodConfig';
import {
  APPLICATION_STATUSES,
  MAX_DRAWN_VERTICES,
  REVIEW_ACTIONS,
  type ApplicationStatus,
  type CycleComponent,
  type SectionState,
  type StudyAreaSource,
} from './rules';

const Uuid = z.uuid({ error: 'must be an application id' });
const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'must be a date and time like 2026-09-01T09:00:00-04:00',
});
const ComponentNumber = z.coerce.number().int().min(1, 'must be 1, 2, 3 or 4').max(4, 'must be 1, 2, 3 or 4');

/** Free text a form field holds: at most `max` characters (word limits are checked as sections, not here). */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const ApplicationIdParam = z.object({ id: Uuid });

/** POST /api/gap-ta/applications: start an application for one component of the open cycle. */
export const CreateApplicationInput = z.object({
  cycleId: z.coerce.number().int().positive(),
  component: ComponentNumber,
});

/** PATCH /api/gap-ta/applications/{id}: save what the form holds (any subset of the fields). */
export const SaveApplicationInput = z
  .object({
    agencyName: text(200),
    contactName: text(200),
    contactTitle: text(200),
    contactEmail: text(320),
    contactPhone: text(40),
    title: text(200),
    priorAssistance: z.enum(['yes', 'no']).nullable(),
    // Long enough for any answer within its word limit; the word count itself is a section problem.
    answers: z.record(z.string().regex(/^[a-z-]{1,40}$/), text(20_000)),
  })
  .partial();
export type SaveApplicationInput = z.infer<typeof SaveApplicationInput>;

const Position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** PUT /api/gap-ta/applications/{id}/study-area: counties and cities picked, or corners drawn on the map. */
export const StudyAreaInput = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('localities'),
    fips: z
      .array(z.string().regex(/^51\d{3}$/, 'must be a Virginia county or city FIPS code'))
      .min(1, 'pick at least one county or city')
      .max(40, 'pick at most 40 counties and cities'),
  }),
  z.object({
    source: z.literal('drawn'),
    corners: z
      .array(Position)
      .min(3, 'draw at least three corners')
      .max(MAX_DRAWN_VERTICES, `draw at most ${MAX_DRAWN_VERTICES} corners`),
  }),
]);
export type StudyAreaInput = z.infer<typeof StudyAreaInput>;

export const UploadNameQuery = z.object({
  id: Uuid,
  fileName: z.string().trim().min(1, 'name the file').max(260, 'must be at most 260 characters'),
});

/** GET /api/gap-ta/applications/{id}/clarification-file?file={step}: a file sent with an answer. */
export const ClarificationFileQuery = z.object({ id: Uuid, file: z.coerce.number().int().positive() });

/** POST /api/gap-ta/applications/{id}/clarification: the applicant's answer to staff's question. */
export const ClarificationAnswerInput = z.object({
  answer: z.string().trim().min(1, 'write your answer').max(10_000, 'must be at most 10000 characters'),
});

/** POST /api/gap-ta/applications/{id}/withdraw: the applicant's reason, which may be left empty. */
export const WithdrawInput = z.object({
  reason: z.string().trim().max(2_000, 'must be at most 2000 characters').default(''),
});

/** POST /api/admin/gap-ta-applications/{id}/status: a staff action, with a note (the question, or the letter). */
export const ReviewActionInput = z.object({
  action: z.enum(
    Object.keys(REVIEW_ACTIONS) as [keyof typeof REVIEW_ACTIONS, ...Array<keyof typeof REVIEW_ACTIONS>],
  ),
  note: z.string().trim().max(10_000, 'must be at most 10000 characters').default(''),
});
export type ReviewActionInput = z.infer<typeof ReviewActionInput>;

/** PUT /api/admin/gap-ta-applications/{id}/score: one reviewer's points per criterion and comment. */
export const ScoreInput = z.object({
  points: z.record(z.string().max(40), z.number().int().min(0, 'must be 0 or more').max(100)),
  comment: z.string().trim().max(5000, 'must be at most 5000 characters').default(''),
});
export type ScoreInput = z.infer<typeof ScoreInput>;

/** GET /api/admin/gap-ta-applications (staff queue filters) and the CSV export's cycle. */
export const QueueQuery = z.object({
  cycle: z.coerce.number().int().positive().optional(),
  component: z.preprocess((v) => (v === '' ? undefined : v), ComponentNumber.optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(APPLICATION_STATUSES).optional()),
});
export type QueueQuery = z.infer<typeof QueueQuery>;
export const ExportQuery = z.object({ cycle: z.coerce.number().int().positive() });

const Key = z.string().regex(/^[a-z][a-z-]{0,39}$/, 'must be lowercase letters and dashes');
const uniqueKeys = (list: Array<{ key: string }>) => new Set(list.map((x) => x.key)).size === list.length;

/** A component with its own questions (word limits) and rubric (points), as staff set it for a cycle. */
const CycleComponentInput = z.object({
  number: ComponentNumber,
  title: z.string().trim().min(1, 'give the component a title').max(200, 'must be at most 200 characters'),
  questions: z
    .array(
      z.object({
        key: Key,
        label: z.string().trim().min(1, 'give the question').max(200, 'must be at most 200 characters'),
        help: z.string().trim().max(500, 'must be at most 500 characters'),
        wordLimit: z
          .number()
          .int()
          .min(10, 'must be at least 10 words')
          .max(5000, 'must be at most 5000 words'),
      }),
    )
    .min(3)
    .max(10)
    .refine(uniqueKeys, 'give each question its own key')
    .refine(
      (qs) => ['summary', 'outcomes', 'scope'].every((k) => qs.some((q) => q.key === k)),
      'keep the summary, expected outcomes and scope of work questions',
    ),
  rubric: z
    .array(
      z.object({
        key: Key,
        label: z.string().trim().min(1, 'name the criterion').max(200, 'must be at most 200 characters'),
        max: z.number().int().min(1, 'must be at least 1 point').max(100, 'must be at most 100 points'),
      }),
    )
    .min(1, 'give at least one criterion')
    .max(12)
    .refine(uniqueKeys, 'give each criterion its own key'),
});

const CycleFields = z.object({
  title: z.string().trim().min(1, 'give the cycle a title').max(120, 'must be at most 120 characters'),
  fiscalYear: z.coerce.number().int().min(2021, 'must be 2021 or later').max(2100),
  opensAt: isoDateTime,
  closesAt: isoDateTime,
  decisionsExpected: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  /** Each offered component: its number (the program's questions and rubric), or its own questions and rubric. */
  components: z
    .array(z.union([CycleComponentInput, ComponentNumber]))
    .min(1, 'offer at least one component')
    .max(4)
    .refine((c) => {
      const numbers = c.map((x) => (typeof x === 'number' ? x : x.number));
      return new Set(numbers).size === numbers.length;
    }, 'name each component once'),
});
/** POST /api/admin/gap-ta-cycles and PATCH …/{id}: a cycle's dates and the components it offers. */
export const CycleInput = CycleFields.refine((c) => Date.parse(c.closesAt) > Date.parse(c.opensAt), {
  path: ['closesAt'],
  message: 'must be after the opening date',
});
export type CycleInput = z.infer<typeof CycleInput>;

/** An application cycle as pages and the API show it. */
export interface Cycle {
  id: number;
  title: string;
  fiscalYear: number;
  opensAt: string;
  closesAt: string;
  decisionsExpected: string;
  components: CycleComponent[];
  illustrative: boolean;
  /** 'open' between opensAt and closesAt; 'upcoming' before; 'closed' after. */
  state: 'upcoming' | 'open' | 'closed';
}

export interface StudyArea {
  source: StudyAreaSource;
  /** Polygon or MultiPolygon in WGS84. */
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
  /** The counties and cities picked (source 'localities'), by name. */
  localities: string[];
  fileName: string | null;
  bbox: [number, number, number, number];
  /** Pre-flight lines of an uploaded file (source 'file'). */
  report: Array<{ level: string; message: string; action: string | null }>;
}

export interface ApplicationEvent {
  at: string;
  actor: string;
  kind: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  note: string | null;
  /** The file the step carries (a clarification answered with a PDF): its step's id downloads it. */
  file?: { event: number; fileName: string; size: number } | null;
}

export interface ReviewerScore {
  reviewer: string;
  reviewerId: string;
  points: Record<string, number>;
  total: number;
  comment: string;
  updatedAt: string;
}

/** One application as its applicant and staff see it. */
export interface Application {
  id: string;
  trackingNumber: string | null;
  cycleId: number;
  cycleTitle: string;
  fiscalYear: number;
  component: CycleComponent;
  organizationId: string;
  locality: string;
  status: ApplicationStatus;
  agencyName: string;
  contactName: string;
  contactTitle: string;
  contactEmail: string;
  contactPhone: string;
  title: string;
  priorAssistance: 'yes' | 'no' | null;
  answers: Record<string, string>;
  studyArea: StudyArea | null;
  letter: { fileName: string; size: number } | null;
  sections: SectionState[];
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  decidedAt: string | null;
  gapId: string | null;
  illustrative: boolean;
  /** Whether the signed-in person may still change it (a draft while the cycle is open). */
  editable: boolean;
  /** The open clarification question, when staff asked one. */
  clarification: string | null;
  /** The PDF the applicant attached to the answer they are writing (sent with it), own application only. */
  clarificationFile?: { fileName: string; size: number } | null;
  history: ApplicationEvent[];
  /** Staff only: every reviewer's scores and the average total; null for applicants. */
  scores: ReviewerScore[] | null;
}

/** A row of an applicant's list or the staff queue. */
export interface ApplicationSummary {
  id: string;
  trackingNumber: string | null;
  cycleTitle: string;
  component: number;
  locality: string;
  title: string;
  status: ApplicationStatus;
  submittedAt: string | null;
  updatedAt: string;
  scoreCount: number;
  /** Average of the reviewers' totals, one decimal; null before anyone scored. */
  averageScore: number | null;
  illustrative: boolean;
}

/** ?id= of the application pages (absent: no application chosen). */
export const ApplicationPageQuery = z.object({
  id: z.uuid({ error: 'This is not the address of an application. Open it from your list.' }).optional(),
});

/** The staff queue page's filters (empty values mean "any"). */
export const QueuePageQuery = z.object({
  cycle: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  component: z.preprocess((v) => (v === '' ? undefined : v), ComponentNumber.optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(APPLICATION_STATUSES).optional()),
});

/** /api/admin/gap-ta-cycles/{id}: the cycle's number. */
export const CycleIdQuery = z.object({
  id: z.coerce.number().int().positive({ error: 'must be a cycle number' }),
});
