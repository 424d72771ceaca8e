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
import { SUBMISSION_STATUSES, type Finding } from '@/lib/shared/intake';
import type { SubmissionRow, SubmissionStatusRow } from '@/lib/server/db/tables';
import { geometryOf, type LayerFeatureRow } from '@/lib/server/repositories/layers';

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

/** Spatial-data intake and review (issue 13): submissions, their versions and status, and publishing. */
export const intakeQueries = {
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
  /** A layer's features with their organisation (publishing replaces one organisation's). */
  layerFeatures: (k: Knex, layerKey: string) =>
    k('layer_features')
      .where({ layer_key: layerKey })
      .select(
        'id',
        'layer_key',
        'feature_id',
        'name',
        'geometry_type',
        'geometry',
        'geometry_low',
        'properties',
        'min_x',
        'min_y',
        'max_x',
        'max_y',
        'illustrative',
        'organization_id',
        'publication_id',
      )
      .orderBy('id'),
  deleteFeatures: (k: Knex, ids: number[]) => k('layer_features').whereIn('id', ids).delete(),
  insertFeatures: (
    k: Knex,
    rows: Array<LayerFeatureRow & { organization_id: string | null; publication_id: number | null }>,
  ) => k('layer_features').insert(rows),
  deletePublishedFeatures: (k: Knex, publicationId: number) =>
    k('layer_features').where({ publication_id: publicationId }).delete(),
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

/** A layer feature as publishing reads and restores it: its stored row, plus its properties parsed. */
export type OwnedFeatureRow = LayerFeatureRow & {
  organization_id: string | null;
  publication_id: number | null;
};

const OwnedFeature = z.object({
  layer_key: z.string(),
  feature_id: z.string(),
  name: z.string().nullable(),
  geometry_type: z.string(),
  geometry: z.string(),
  geometry_low: z.string(),
  properties: z.string(),
  min_x: z.number(),
  min_y: z.number(),
  max_x: z.number(),
  max_y: z.number(),
  illustrative: z.boolean(),
  organization_id: z.string().nullable(),
  publication_id: z.number().int().nullable(),
}) satisfies z.ZodType<OwnedFeatureRow>;

const ownedFields = (r: Row) => ({
  layer_key: r.layer_key,
  feature_id: r.feature_id,
  name: textOrNull(r.name),
  geometry_type: r.geometry_type,
  geometry: r.geometry,
  geometry_low: r.geometry_low,
  properties: r.properties,
  min_x: num(r.min_x),
  min_y: num(r.min_y),
  max_x: num(r.max_x),
  max_y: num(r.max_y),
  illustrative: bool(r.illustrative),
  organization_id: textOrNull(r.organization_id),
  publication_id: numOrNull(r.publication_id),
});

/** A layerFeatures row → its id, the row to keep for a roll-back, and its properties and geometry parsed. */
export function toOwnedFeature(r: Row) {
  const row = rowOf(OwnedFeature, 'layer_features', ownedFields(r));
  return {
    id: num(r.id),
    row,
    properties: rowOf(
      z.record(z.string(), z.unknown()),
      'layer_features.properties',
      jsonColumn(row.properties),
    ),
    geometry: geometryOf(row.geometry),
  };
}

/** A publication's replaced_features column → the rows to put back on roll-back. */
export function toReplacedFeatures(v: unknown): OwnedFeatureRow[] {
  const what = 'layer_publications.replaced_features';
  const items = rowOf(z.array(z.record(z.string(), z.unknown())), what, jsonColumn(v) ?? []);
  return rowOf(z.array(OwnedFeature), what, items.map(ownedFields));
}
