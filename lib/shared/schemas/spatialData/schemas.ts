import { z } from 'zod';
import '../zodConfig';
import type { FeatureCollection } from 'geojson';
import { CRS_CODES, SUBMISSION_STATUSES, type Finding, type SubmissionStatus } from './rules';
import { oneOf, quoted } from '@/lib/shared/queryParams';
import { queryText, single } from '../common';
import { LayerField } from '../layers';

const LayerIdValue = z
  .string()
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');

/** GET /api/spatial-data/layer: by layerID, by layerName, or both (SPEC §3: layerName, layerID). */
export const SpatialLayerQuery = z
  .object({
    layerID: single(LayerIdValue.optional()),
    layerName: single(z.string().trim().min(1).max(200, 'must be at most 200 characters').optional()),
  })
  .refine((q) => q.layerID !== undefined || q.layerName !== undefined, {
    path: ['layerID'],
    message: 'give layerID or layerName',
  });

export const SpatialLayer = z.object({
  layerID: z.string(),
  layerName: z.string(),
  description: z.string(),
  geometryType: z.enum(['point', 'line', 'polygon']),
  acceptsSubmissions: z.boolean(),
  publishedLayerKey: z.string().nullable(),
  /** The fields a submission must carry (name, type, label). */
  expectedFields: z.array(LayerField),
});
export type SpatialLayer = z.infer<typeof SpatialLayer>;

/** Without userID: the signed-in user's own listing; with it (reviewers only): that user's. */
export const ListingQuery = z.object({
  userID: single(z.uuid({ error: 'must be a user id (a UUID)' }).optional()),
});

/** One row of a user's spatial-data listing: a submission with its layer and current status. */
export const ListingItem = z.object({
  submissionID: z.string(),
  layerID: z.string(),
  layerName: z.string(),
  title: z.string(),
  organization: z.string(),
  status: z.string(),
  featureCount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  illustrative: z.boolean(),
});
export type ListingItem = z.infer<typeof ListingItem>;

// ------------------------------------------------------------------ intake and review

const SubmissionId = z.uuid({ error: 'must be a submission id (a UUID)' });
const Note = z.string().trim().max(4000, 'must be at most 4,000 characters');

/** POST /api/spatial-data/submission: a new draft. */
export const CreateSubmissionBody = z.object({
  layerID: LayerIdValue,
  title: z.string().trim().min(3, 'must be at least 3 characters').max(300, 'must be at most 300 characters'),
  description: z.string().trim().max(4000, 'must be at most 4,000 characters').default(''),
});

/** PUT /api/spatial-data/submission: edit the draft's words, or submit it for review. */
export const UpdateSubmissionBody = z.object({
  submissionID: SubmissionId,
  title: z.string().trim().min(3, 'must be at least 3 characters').max(300).optional(),
  description: z.string().trim().max(4000).optional(),
  submit: z.boolean().optional(),
});

/** GET /api/spatial-data/submission. */
export const SubmissionQuery = z.object({ submissionID: single(SubmissionId) });

/** PUT /api/spatial-data/submission/file: the file is the raw request body. */
export const UploadQuery = z.object({
  submissionID: single(SubmissionId),
  fileName: single(
    z
      .string()
      .trim()
      .min(1)
      .max(200, 'must be at most 200 characters')
      .regex(/^[^/\\\0]+$/, 'must be a file name without folders'),
  ),
  crs: single(z.enum(CRS_CODES, { error: 'must be one of the offered coordinate systems' }).optional()),
  /** The layer to read from a GeoPackage that holds several (the names come back in the 422's `choices`). */
  layer: single(z.string().trim().min(1).max(200).optional()),
});

/** GET /api/spatial-data/submission/file: where an upload's pre-flight job stands. */
export const UploadProgressQuery = z.object({
  submissionID: single(SubmissionId),
  job: single(z.coerce.number().int().min(1)),
});

/** GET /api/spatial-data/submission/features: a version's features, or what is published for comparison. */
export const FeaturesQuery = z.object({
  submissionID: single(SubmissionId),
  version: single(z.coerce.number().int().min(1).optional()),
  /** Compare with this version of the submission instead of what is published. */
  against: single(z.coerce.number().int().min(1).optional()),
  /** map: one GeoJSON FeatureCollection for the preview map (the version's features with their number and
   * state, plus the published features it would remove or change, state 'published'). */
  part: single(z.enum(['map']).optional()),
});

/** POST /api/spatial-data/submission/status: a reviewer's action (PUT: roll a publish back). */
export const StatusBody = z.object({
  submissionID: SubmissionId,
  status: z.enum(['in-review', 'changes-requested', 'approved', 'rejected', 'published'], {
    error: 'must be in-review, changes-requested, approved, rejected or published',
  }),
  note: Note.optional(),
});
export type SubmissionStatusBody = z.infer<typeof StatusBody>;
export const RollbackBody = z.object({ submissionID: SubmissionId, note: Note.optional() });

/** `?submission=` of the intake and review pages: absent, or a submission id ('' when absent → undefined). */
const submissionParam = queryText(
  z.union([
    z.literal(''),
    z.uuid({
      error: (iss) =>
        `${quoted(iss.input)} is not the address of a submission. Open the submission from the list on this page.`,
    }),
  ]),
).transform((v) => v || undefined);

/** An optional slug-like filter value ('' when absent → undefined); anything else gets `message(value)`. */
const filterParam = (message: (value: string) => string) =>
  queryText(
    z
      .string()
      .max(80, { error: (iss) => message(String(iss.input)) })
      .regex(/^([a-z0-9]+(?:-[a-z0-9]+)*)?$/, { error: (iss) => message(String(iss.input)) }),
  ).transform((v) => v || undefined);

/** The intake page's address: a submitter's submission, or none (the new-draft form). */
export const IntakePageQuery = z.object({ submission: submissionParam });

/**
 * The review page's address: the open submission and the queue's filters, each optional. A value the page
 * cannot read is a 400 saying which filter and what to choose (parsePageQuery), never silently ignored.
 */
export const ReviewQueueQuery = z.object({
  submission: submissionParam,
  layer: filterParam((v) => `There is no layer called ${quoted(v)}. Choose a layer from the list.`),
  status: queryText(
    z.enum(['', ...SUBMISSION_STATUSES], {
      error: (iss) => `There is no status called ${quoted(iss.input)}. Choose ${oneOf(SUBMISSION_STATUSES)}.`,
    }),
  ).transform((v) => v || undefined),
  organization: filterParam((v) => `There is no organization ${quoted(v)}. Choose one from the list.`),
  age: queryText(
    z.string().regex(/^(\d{1,4})?$/, {
      error: (iss) => `${quoted(iss.input)} is not a number of days. Choose an age from the list.`,
    }),
  ).transform((v) => (v === '' ? undefined : Number(v))),
});

/** POST /api/email/spatial-data-create and …-submit. */
export const SubmissionMailBody = z.object({ submissionID: SubmissionId });

export interface SubmissionSummary {
  submissionID: string;
  trackingNumber: string;
  layerID: string;
  layerName: string;
  title: string;
  organization: string;
  organizationID: string | null;
  submitterEmail: string;
  status: SubmissionStatus;
  featureCount: number | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  overdue: boolean;
  illustrative: boolean;
  /** When an approved submission's publish was last rolled back, else null. */
  rolledBackAt: string | null;
}

export interface SubmissionVersion {
  version: number;
  fileName: string;
  format: string;
  fileSize: number;
  crs: string | null;
  encoding: string | null;
  featureCount: number;
  bbox: number[] | null;
  findings: Finding[];
  blocking: boolean;
  createdAt: string;
  /** When this version's files were removed to save space (its report and history stay); null if kept. */
  prunedAt: string | null;
}

export interface StatusRecord {
  status: string;
  note: string | null;
  by: string | null;
  at: string;
}

export interface Publication {
  id: number;
  version: number;
  added: number;
  removed: number;
  changed: number;
  publishedAt: string;
  rolledBackAt: string | null;
}

export interface SubmissionDetail extends SubmissionSummary {
  description: string;
  geometryType: 'point' | 'line' | 'polygon';
  publishedLayerKey: string | null;
  versions: SubmissionVersion[];
  history: StatusRecord[];
  publications: Publication[];
  editable: boolean;
}

/** A changed or removed feature, with the values that differ (as the layer's field types read them). */
export interface FeatureChange {
  state: 'changed' | 'removed';
  /** The feature's number in the version (1-based); null for a removed feature. */
  n: number | null;
  /** The earlier feature's id (on the Map Explorer, for a comparison with what is published). */
  id: string | null;
  name: string;
  /** True when the shape differs beyond the comparison's tolerance. */
  geometry: boolean;
  fields: Array<{
    field: string;
    label: string;
    before: string | number | null;
    after: string | number | null;
  }>;
}

/**
 * Difference between a version and what is published for the organisation, or another version of the
 * submission, keyed by feature name.
 */
export interface SubmissionDiff {
  against: { kind: 'published' } | { kind: 'version'; version: number };
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
  /** Earlier features that the version would remove or change (for the map), as GeoJSON. */
  published: FeatureCollection;
  /** Each feature of the version with its state: added | changed | unchanged. */
  states: Array<'added' | 'changed' | 'unchanged'>;
  /** The changed features (in the version's order) then the removed ones, with old and new values. */
  changes: FeatureChange[];
}
