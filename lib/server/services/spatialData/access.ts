import type { Knex } from 'knex';
import { db } from '@/lib/server/db/knex';
import { exactMatch } from '@/lib/server/db/normalize';
import {
  spatialDataQueries as q,
  toSubmissionRecord,
  type SubmissionRecord,
} from '@/lib/server/repositories/spatialData';
import { organizationArea, type AreaSpec } from '@/lib/server/geo/intake/area';
import { HttpError, notFound } from '@/lib/shared/errors';
import { organizationName } from '@/lib/shared/organizations';
import { hasRole, type SessionUser } from '@/lib/shared/schemas/people';
import type { SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import {
  EDITABLE,
  OVERDUE_DAYS,
  STATUS_LABELS,
  trackingNumber,
} from '@/lib/shared/schemas/spatialData/rules';
import { DAY_MS } from '@/lib/shared/dates';

/**
 * Who may see and act on a submission (the service refuses what the role does not allow), and the
 * small pieces every step shares: the clock, the 409, a status record and a submission's summary.
 */

export const now = () => new Date().toISOString();
export const conflict = (message: string) => new HttpError(409, message);

/** The 403s of the role checks. */
export const SUBMITTERS_ONLY = 'Only submitters may create or change submissions.';
export const REVIEWERS_ONLY = 'Only OIPI reviewers may review, publish or roll back submissions.';

const NOT_FOUND = 'No submission has that submissionID.';

/** Where a submission's features may lie: the organisation's area, by the site's one rule. */
export const submissionArea = (organizationId: string | null): AreaSpec => organizationArea(organizationId);

/** Submitters see their organisation's submissions; reviewers see all. */
export function mayView(viewer: SessionUser, r: SubmissionRecord): boolean {
  if (hasRole(viewer, 'reviewer')) return true;
  return (
    r.userId === viewer.id || (viewer.organizationId !== null && r.organizationId === viewer.organizationId)
  );
}

/** A submission by id, whoever asks (the reviewer's steps); 404 when none. */
export async function loadSubmission(k: Knex, submissionId: string): Promise<SubmissionRecord> {
  const row = exactMatch(await q.submission(k, submissionId), 'submission_id', submissionId);
  if (!row) throw notFound(NOT_FOUND);
  return toSubmissionRecord(row);
}

/** A submission the viewer may see; one they may not is answered as missing (the 404 reveals nothing). */
export async function visibleSubmission(
  viewer: SessionUser,
  submissionId: string,
  k?: Knex,
): Promise<SubmissionRecord> {
  const row = await loadSubmission(k ?? (await db()), submissionId);
  if (!mayView(viewer, row)) throw notFound(NOT_FOUND);
  return row;
}

/** Refuses a change by anyone outside the submitting organisation, or to a submission past editing. */
export function ownedEditable(viewer: SessionUser, row: SubmissionRecord): void {
  if (row.userId !== viewer.id && !(viewer.organizationId && row.organizationId === viewer.organizationId)) {
    throw new HttpError(403, 'Only the submitting organisation may change this submission.');
  }
  const { status } = row;
  if (!EDITABLE.includes(status)) {
    throw conflict(
      `This submission is ${STATUS_LABELS[status].toLowerCase()}, so it can no longer be changed. Ask the OIPI reviewer for a change, or start a new submission.`,
    );
  }
}

/** Whether the viewer may still change the submission (the detail's `editable`). */
export const isEditable = (viewer: SessionUser, row: SubmissionRecord): boolean =>
  EDITABLE.includes(row.status) && (row.userId === viewer.id || row.organizationId === viewer.organizationId);

/** One row of submission_status_records. */
export const statusRecord = (
  submissionId: string,
  status: string,
  by: string,
  note: string | null,
  at: string,
) => ({
  submission_id: submissionId,
  status,
  note,
  changed_by: by,
  created_at: at,
});

/** A submission as lists show it, with its tracking number and whether it waits too long for review. */
export function summary(r: SubmissionRecord): SubmissionSummary {
  const waiting = r.status === 'submitted' || r.status === 'in-review';
  return {
    submissionID: r.submissionId,
    trackingNumber: trackingNumber(r.id, r.createdAt),
    layerID: r.layerId,
    layerName: r.layerName,
    title: r.title,
    organization: organizationName(r.organizationId, r.organization),
    organizationID: r.organizationId,
    submitterEmail: r.userEmail,
    status: r.status,
    featureCount: r.featureCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    submittedAt: r.submittedAt,
    overdue: waiting && Date.now() - Date.parse(r.updatedAt) > OVERDUE_DAYS * DAY_MS,
    illustrative: r.illustrative,
    rolledBackAt: null,
  };
}
