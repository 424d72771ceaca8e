import type { Knex } from 'knex';

/** A gap_ta_cycles row as written. */
export interface CycleRow {
  title: string;
  fiscal_year: number;
  opens_at: string;
  closes_at: string;
  decisions_expected: string;
  components: string;
  illustrative: boolean;
  created_at: string;
  updated_at: string;
}

/** A gap_ta_applications row as first written (a draft). */
export interface ApplicationRow {
  application_id: string;
  cycle_id: number;
  organization_id: string;
  component: number;
  status: string;
  agency_name: string;
  contact_name: string;
  contact_email: string;
  answers: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  illustrative: boolean;
}

export interface ApplicationEventRow {
  application_row: number;
  actor_id: string | null;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  at: string;
  /** A file the step carries (a clarification's answer may have one). */
  file_key?: string | null;
  file_name?: string | null;
  file_size?: number | null;
}

export interface ScoreRow {
  application_row: number;
  reviewer_id: string;
  points: string;
  total: number;
  comment: string;
  updated_at: string;
}

export interface ApplicationFilters {
  cycleId?: number;
  organizationId?: string;
  component?: number;
  status?: string;
}

const APPLICATION_COLUMNS = [
  'a.id',
  'a.application_id',
  'a.cycle_id',
  'c.title as cycle_title',
  'c.fiscal_year',
  'c.components as cycle_components',
  'c.opens_at',
  'c.closes_at',
  'a.organization_id',
  'a.component',
  'a.status',
  'a.tracking_number',
  'a.agency_name',
  'a.contact_name',
  'a.contact_title',
  'a.contact_email',
  'a.contact_phone',
  'a.title',
  'a.prior_assistance',
  'a.answers',
  'a.study_area',
  'a.letter_key',
  'a.letter_name',
  'a.letter_size',
  'a.clarification_file_key',
  'a.clarification_file_name',
  'a.clarification_file_size',
  'a.created_by',
  'a.created_at',
  'a.updated_at',
  'a.submitted_at',
  'a.decided_at',
  'a.gap_id',
  'a.illustrative',
  'cu.email as creator_email',
];

const applications = (k: Knex) =>
  k('gap_ta_applications as a')
    .join('gap_ta_cycles as c', 'c.id', 'a.cycle_id')
    .leftJoin('users as cu', 'cu.id', 'a.created_by')
    .select(APPLICATION_COLUMNS);

/** GAP-TA application cycles, applications, their history and reviewers' scores. */
export const gapTaApplicationQueries = {
  cycles: (k: Knex) =>
    k('gap_ta_cycles')
      .select(
        'id',
        'title',
        'fiscal_year',
        'opens_at',
        'closes_at',
        'decisions_expected',
        'components',
        'illustrative',
      )
      .orderBy([
        { column: 'opens_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  insertCycle: (k: Knex, row: CycleRow) => k('gap_ta_cycles').insert(row).returning('id'),
  updateCycle: (k: Knex, id: number, patch: Partial<CycleRow>) =>
    k('gap_ta_cycles').where({ id }).update(patch),
  application: (k: Knex, applicationId: string) =>
    applications(k).where('a.application_id', applicationId).first(),
  /** The one application of a locality for a component of a cycle, if any. */
  existing: (k: Knex, cycleId: number, organizationId: string, component: number) =>
    k('gap_ta_applications')
      .where({ cycle_id: cycleId, organization_id: organizationId, component })
      .first('application_id'),
  list: (k: Knex, f: ApplicationFilters) => {
    const q = applications(k).orderBy([
      { column: 'a.submitted_at', order: 'desc' },
      { column: 'a.updated_at', order: 'desc' },
    ]);
    if (f.cycleId !== undefined) q.where('a.cycle_id', f.cycleId);
    if (f.organizationId !== undefined) q.where('a.organization_id', f.organizationId);
    if (f.component !== undefined) q.where('a.component', f.component);
    if (f.status !== undefined) q.where('a.status', f.status);
    return q;
  },
  /** Staff see only sent applications: a draft stays the applicant's until they send it. */
  sent: (k: Knex, f: ApplicationFilters) => gapTaApplicationQueries.list(k, f).whereNot('a.status', 'draft'),
  insertApplication: (k: Knex, row: ApplicationRow) => k('gap_ta_applications').insert(row).returning('id'),
  updateApplication: (k: Knex, id: number, patch: Record<string, unknown>) =>
    k('gap_ta_applications').where({ id }).update(patch),
  /** A status change that only happens from the expected status (two reviewers acting at once: one wins). */
  moveStatus: (k: Knex, id: number, from: string[], patch: Record<string, unknown>) =>
    k('gap_ta_applications').where({ id }).whereIn('status', from).update(patch),
  events: (k: Knex, row: number) =>
    k('gap_ta_application_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_id')
      .where('e.application_row', row)
      .select(
        'e.id',
        'e.kind',
        'e.from_status',
        'e.to_status',
        'e.note',
        'e.at',
        'e.file_name',
        'e.file_size',
        'u.email as actor_email',
      )
      .orderBy([{ column: 'e.at' }, { column: 'e.id' }]),
  insertEvent: (k: Knex, row: ApplicationEventRow) => k('gap_ta_application_events').insert(row),
  /** The stored file of one step of an application (a clarification's answer), or undefined. */
  eventFile: (k: Knex, row: number, eventId: number) =>
    k('gap_ta_application_events')
      .where({ application_row: row, id: eventId })
      .whereNotNull('file_key')
      .first('file_key', 'file_name'),
  scores: (k: Knex, row: number) =>
    k('gap_ta_scores as s')
      .join('users as u', 'u.id', 's.reviewer_id')
      .where('s.application_row', row)
      .select(
        's.reviewer_id',
        'u.email as reviewer_email',
        's.points',
        's.total',
        's.comment',
        's.updated_at',
      )
      .orderBy('s.updated_at'),
  scoreOf: (k: Knex, row: number, reviewerId: string) =>
    k('gap_ta_scores').where({ application_row: row, reviewer_id: reviewerId }).first('id'),
  insertScore: (k: Knex, row: ScoreRow) => k('gap_ta_scores').insert(row),
  updateScore: (k: Knex, row: number, reviewerId: string, patch: Partial<ScoreRow>) =>
    k('gap_ta_scores').where({ application_row: row, reviewer_id: reviewerId }).update(patch),
  /** Per application: how many reviewers scored it and the sum of their totals. */
  scoreSummaries: (k: Knex, rows: number[]) =>
    k('gap_ta_scores')
      .whereIn('application_row', rows)
      .select('application_row')
      .count({ n: '*' })
      .sum({ total: 'total' })
      .groupBy('application_row'),
  /** Active GAP-TA reviewers' addresses (notices of new applications and answers). */
  reviewerEmails: (k: Knex) =>
    k('users as u')
      .join('user_roles as r', 'r.user_id', 'u.id')
      .where({ 'r.role': 'gap-reviewer', 'u.status': 'active' })
      .distinct('u.email'),
  studyTaken: (k: Knex, gapId: string) => k('gap_ta_studies').where({ gap_id: gapId }).first('gap_id'),
  insertStudy: (k: Knex, row: Record<string, unknown>) => k('gap_ta_studies').insert(row),
};
