import type { Knex } from 'knex';
import type { SubmissionRow, SubmissionStatusRow } from '@/lib/server/db/tables';
import type { LayerFeatureRow } from '@/lib/server/repositories/layers';

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
      )
      .orderBy('version', 'desc'),
  lastVersion: (k: Knex, submissionId: string) =>
    k('submission_versions').where({ submission_id: submissionId }).max({ n: 'version' }).first(),
  insertVersion: (k: Knex, row: SubmissionVersionRow) => k('submission_versions').insert(row),
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
