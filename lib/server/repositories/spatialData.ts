import type { Knex } from 'knex';
import { z } from 'zod';
import {
  bool,
  isoDateTime,
  isoDateTimeOrNull,
  jsonColumn,
  num,
  numOrNull,
  rowOf,
  textOrNull,
} from '@/lib/server/db/normalize';
import { SUBMISSION_STATUSES, type Finding } from '@/lib/shared/schemas/spatialData/rules';
import type { SubmissionRow, SubmissionStatusRow } from '@/lib/server/db/tables';
import { SpatialLayer } from '@/lib/shared/schemas/spatialData';

export interface SubmissionVersionRow {
  submission_id: string;
  version: number;
  file_name: string;
  format: string;
  file_size: number;
  blob_path: string;
  features_path: string;
  crs: string | null;
  encoding: string | null;
  feature_count: number;
  bbox: string | null;
  report: string;
  blocking: boolean;
  uploaded_by: string;
  created_at: string;
}

export interface LayerPublicationRow {
  layer_key: string;
  organization_id: string;
  submission_id: string;
  version: number;
  added: number;
  removed: number;
  changed: number;
  replaced_features: string;
  published_by: string;
  published_at: string;
}

export interface QueueFilters {
  layerID?: string;
  status?: string;
  organizationID?: string;
  /** Only submissions last changed before this UTC date-time. */
  changedBefore?: string;
}

const SUBMISSION_COLUMNS = [
  's.id',
  's.submission_id',
  's.layer_id',
  'l.layer_name',
  'l.geometry_type',
  'l.published_layer_key',
  's.user_id',
  'u.email as user_email',
  's.organization',
  's.organization_id',
  's.title',
  's.description',
  's.file_name',
  's.feature_count',
  's.bbox',
  's.status',
  's.illustrative',
  's.created_at',
  's.updated_at',
  's.submitted_at',
];

const submissions = (k: Knex) =>
  k('submissions as s')
    .join('spatial_layers as l', 'l.layer_id', 's.layer_id')
    .join('users as u', 'u.id', 's.user_id');

const newestFirst = [
  { column: 's.updated_at', order: 'desc' as const },
  { column: 's.id', order: 'desc' as const },
];

/**
 * Spatial data: the layers that take submissions, submissions with their versions and status
 * records, and the record of each publish. The features a publish writes are the layers repository's rows.
 */
export const spatialDataQueries = {
  layer: (k: Knex, by: { layerID?: string; layerName?: string }) => {
    const q = k('spatial_layers').select(
      'layer_id',
      'layer_name',
      'description',
      'geometry_type',
      'accepts_submissions',
      'published_layer_key',
    );
    if (by.layerID !== undefined) q.where({ layer_id: by.layerID });
    if (by.layerName !== undefined) q.where({ layer_name: by.layerName });
    return q.orderBy('layer_id').first();
  },
  /** The organisations with a submission past draft (the review queue's organisation filter). */
  queueOrganizations: (k: Knex) =>
    k('submissions')
      .whereNot('status', 'draft')
      .whereNotNull('organization_id')
      .distinct('organization_id', 'organization'),
  /** Every layer that takes submissions, by name. */
  openLayers: (k: Knex) =>
    k('spatial_layers').where({ accepts_submissions: true }).select('layer_id').orderBy('layer_name'),
  listing: (k: Knex, userId: string) =>
    k('submissions as s')
      .join('spatial_layers as l', 'l.layer_id', 's.layer_id')
      .select(
        's.submission_id',
        's.layer_id',
        'l.layer_name',
        's.title',
        's.organization',
        's.organization_id',
        's.status',
        's.feature_count',
        's.created_at',
        's.updated_at',
        's.submitted_at',
        's.illustrative',
      )
      .where('s.user_id', userId)
      .orderBy([
        { column: 's.updated_at', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ]),

  insertSubmission: (k: Knex, row: SubmissionRow & { organization_id: string }) =>
    k('submissions').insert(row).returning(['id']),
  submission: (k: Knex, submissionId: string) =>
    submissions(k)
      .where('s.submission_id', submissionId)
      .first(...SUBMISSION_COLUMNS),
  updateSubmission: (k: Knex, submissionId: string, patch: Partial<SubmissionRow>) =>
    k('submissions').where({ submission_id: submissionId }).update(patch),
  insertStatus: (k: Knex, row: SubmissionStatusRow) => k('submission_status_records').insert(row),
  statusHistory: (k: Knex, submissionId: string) =>
    k('submission_status_records as r')
      .leftJoin('users as u', 'u.id', 'r.changed_by')
      .where('r.submission_id', submissionId)
      .select(
        'r.id',
        'r.status',
        'r.note',
        'r.created_at',
        'u.email as changed_by_email',
        'u.name as changed_by_name',
      )
      .orderBy([
        { column: 'r.created_at', order: 'asc' },
        { column: 'r.id', order: 'asc' },
      ]),
  versions: (k: Knex, submissionId: string) =>
    k('submission_versions')
      .where({ submission_id: submissionId })
      .select(
        'version',
        'file_name',
        'format',
        'file_size',
        'features_path',
        'crs',
        'encoding',
        'feature_count',
        'bbox',
        'report',
        'blocking',
        'created_at',
        'pruned_at',
      )
      .orderBy('version', 'desc'),
  lastVersion: (k: Knex, submissionId: string) =>
    k('submission_versions').where({ submission_id: submissionId }).max({ n: 'version' }).first(),
  insertVersion: (k: Knex, row: SubmissionVersionRow) => k('submission_versions').insert(row),
  versionCount: (k: Knex, submissionId: string) =>
    k('submission_versions').where({ submission_id: submissionId }).count({ n: '*' }).first(),
  /** Bytes of the originals an organisation's submissions still keep (the upload quota). */
  storedBytes: (k: Knex, organizationId: string) =>
    k('submission_versions as v')
      .join('submissions as s', 's.submission_id', 'v.submission_id')
      .where('s.organization_id', organizationId)
      .whereNull('v.pruned_at')
      .sum({ n: 'v.file_size' })
      .first(),
  /** Versions whose files may go: all but the newest `keep`, never one that was published. */
  prunable: (k: Knex, submissionId: string, keep: number) =>
    k('submission_versions')
      .where({ submission_id: submissionId })
      .whereNull('pruned_at')
      .whereNotIn('version', k('layer_publications').where({ submission_id: submissionId }).select('version'))
      .whereNotIn(
        'version',
        k('submission_versions')
          .where({ submission_id: submissionId })
          .orderBy('version', 'desc')
          .limit(keep)
          .select('version'),
      )
      .select('version', 'blob_path', 'features_path'),
  markPruned: (k: Knex, submissionId: string, versions: number[], at: string) =>
    k('submission_versions')
      .where({ submission_id: submissionId })
      .whereIn('version', versions)
      .update({ pruned_at: at }),
  /** Every submission of one organisation (submitters see their organisation's work). */
  byOrganization: (k: Knex, organizationId: string) =>
    submissions(k)
      .where('s.organization_id', organizationId)
      .select(...SUBMISSION_COLUMNS)
      .orderBy(newestFirst),
  /** The review queue: every submission past draft, filtered. */
  queue: (k: Knex, f: QueueFilters) => {
    const q = submissions(k)
      .whereNot('s.status', 'draft')
      .select(...SUBMISSION_COLUMNS);
    if (f.layerID) q.where('s.layer_id', f.layerID);
    if (f.status) q.where('s.status', f.status);
    if (f.organizationID) q.where('s.organization_id', f.organizationID);
    if (f.changedBefore) q.where('s.updated_at', '<', f.changedBefore);
    return q.orderBy([
      { column: 's.updated_at', order: 'asc' },
      { column: 's.id', order: 'asc' },
    ]);
  },
  /** Addresses of active reviewers (who are told about new submissions). */
  reviewerEmails: (k: Knex) =>
    k('users as u')
      .join('user_roles as r', 'r.user_id', 'u.id')
      .where({ 'r.role': 'reviewer', 'u.status': 'active' })
      .distinct('u.email')
      .orderBy('u.email'),
  insertPublication: (k: Knex, row: LayerPublicationRow) =>
    k('layer_publications').insert(row).returning(['id']),
  publications: (k: Knex, submissionId: string) =>
    k('layer_publications')
      .where({ submission_id: submissionId })
      .select(
        'id',
        'layer_key',
        'organization_id',
        'version',
        'added',
        'removed',
        'changed',
        'published_at',
        'rolled_back_at',
      )
      .orderBy('id', 'desc'),
  publication: (k: Knex, id: number) =>
    k('layer_publications')
      .where({ id })
      .first('id', 'layer_key', 'organization_id', 'submission_id', 'replaced_features', 'rolled_back_at'),
  /** The newest publish of a layer for an organisation that is still in force. */
  currentPublication: (k: Knex, layerKey: string, organizationId: string) =>
    k('layer_publications')
      .where({ layer_key: layerKey, organization_id: organizationId })
      .whereNull('rolled_back_at')
      .orderBy('id', 'desc')
      .first('id', 'submission_id'),
  /** An organisation's rolled-back publishes, newest first (its list says a submission was rolled back). */
  rolledBackOf: (k: Knex, organizationId: string) =>
    k('layer_publications')
      .where({ organization_id: organizationId })
      .whereNotNull('rolled_back_at')
      .select('submission_id', 'rolled_back_at')
      .orderBy('id', 'desc'),
  /** Every rolled-back publish, newest first (the reviewers' queue marks those submissions). */
  rolledBack: (k: Knex) =>
    k('layer_publications')
      .whereNotNull('rolled_back_at')
      .select('submission_id', 'rolled_back_at')
      .orderBy('id', 'desc'),
  markRolledBack: (k: Knex, id: number, by: string, at: string) =>
    k('layer_publications')
      .where({ id })
      .whereNull('rolled_back_at')
      .update({ rolled_back_by: by, rolled_back_at: at }),
};

type Row = Record<string, unknown>;

const SubmissionRecord = z.object({
  id: z.number().int(),
  submissionId: z.string(),
  layerId: z.string(),
  layerName: z.string(),
  geometryType: z.enum(['point', 'line', 'polygon']),
  publishedLayerKey: z.string().nullable(),
  userId: z.string(),
  userEmail: z.string(),
  organization: z.string(),
  organizationId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  featureCount: z.number().int().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  illustrative: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
/** A submission with its layer and submitter (SUBMISSION_COLUMNS). */
export type SubmissionRecord = z.infer<typeof SubmissionRecord>;

/** A submission / byOrganization / queue row → SubmissionRecord, checked against its schema. */
export const toSubmissionRecord = (r: Row): SubmissionRecord =>
  rowOf(SubmissionRecord, 'submissions', {
    id: num(r.id),
    submissionId: r.submission_id,
    layerId: r.layer_id,
    layerName: r.layer_name,
    geometryType: r.geometry_type,
    publishedLayerKey: textOrNull(r.published_layer_key),
    userId: r.user_id,
    userEmail: r.user_email,
    organization: r.organization,
    organizationId: textOrNull(r.organization_id),
    title: r.title,
    description: r.description,
    featureCount: numOrNull(r.feature_count),
    status: r.status,
    illustrative: bool(r.illustrative),
    createdAt: isoDateTime(r.created_at),
    updatedAt: isoDateTime(r.updated_at),
    submittedAt: isoDateTimeOrNull(r.submitted_at),
  });

const FindingSchema = z.object({
  topic: z.enum(['crs', 'encoding', 'geometry-type', 'invalid-geometry', 'extent', 'fields', 'count']),
  level: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  action: z.string().nullable(),
  features: z.array(z.number().int()).optional(),
}) satisfies z.ZodType<Finding>;

const VersionRecord = z.object({
  version: z.number().int(),
  fileName: z.string(),
  format: z.string(),
  fileSize: z.number(),
  featuresPath: z.string(),
  crs: z.string().nullable(),
  encoding: z.string().nullable(),
  featureCount: z.number().int(),
  bbox: z.array(z.number()).nullable(),
  findings: z.array(FindingSchema),
  blocking: z.boolean(),
  createdAt: z.string(),
  /** When its files were pruned (the row, report and history stay); null while it keeps them. */
  prunedAt: z.string().nullable(),
});
/** One uploaded version of a submission, its report and bounding box parsed. */
export type VersionRecord = z.infer<typeof VersionRecord>;

/** A versions row → VersionRecord, checked against its schema. */
export const toVersionRecord = (r: Row): VersionRecord =>
  rowOf(VersionRecord, 'submission_versions', {
    version: num(r.version),
    fileName: r.file_name,
    format: r.format,
    fileSize: num(r.file_size),
    featuresPath: r.features_path,
    crs: textOrNull(r.crs),
    encoding: textOrNull(r.encoding),
    featureCount: num(r.feature_count),
    bbox: jsonColumn(r.bbox),
    findings: jsonColumn(r.report),
    blocking: bool(r.blocking),
    createdAt: isoDateTime(r.created_at),
    prunedAt: r.pruned_at ? isoDateTime(r.pruned_at) : null,
  });

/** A prunable row → the version and the storage paths of its files. */
export const toPrunable = (r: Row) => ({
  version: num(r.version),
  paths: [String(r.blob_path), String(r.features_path)],
});

/** A statusHistory row → one step of the submission's history. */
export const toStatusStep = (r: Row) => ({
  status: String(r.status),
  note: textOrNull(r.note),
  by: textOrNull(r.changed_by_email),
  at: isoDateTime(r.created_at),
});

/** A publications row → one publish of the submission (and whether it was rolled back). */
export const toPublicationStep = (r: Row) => ({
  id: num(r.id),
  version: num(r.version),
  added: num(r.added),
  removed: num(r.removed),
  changed: num(r.changed),
  publishedAt: isoDateTime(r.published_at),
  rolledBackAt: isoDateTimeOrNull(r.rolled_back_at),
});

/** A spatial layer as stored: everything but the fields a submission must carry (read from its published layer). */
const SpatialLayerInfo = SpatialLayer.omit({ expectedFields: true });

/** A spatial_layers row → its layer (the geometry type checked against the enum). */
export const toSpatialLayerInfo = (r: Record<string, unknown>) =>
  rowOf(SpatialLayerInfo, 'spatial_layers', {
    layerID: r.layer_id,
    layerName: r.layer_name,
    description: r.description,
    geometryType: r.geometry_type,
    acceptsSubmissions: bool(r.accepts_submissions),
    publishedLayerKey: textOrNull(r.published_layer_key),
  });
