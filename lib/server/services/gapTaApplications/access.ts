import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { bool, isoDateTime, isoDateTimeOrNull, num, textOrNull } from '@/lib/server/db/normalize';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import {
  DEFAULT_COMPONENTS,
  sectionStates,
  type ApplicationStatus,
  type CycleComponent,
} from '@/lib/shared/schemas/gapTaApplications/rules';
import { HttpError } from '@/lib/shared/errors';
import { ORGANIZATIONS, type Organization } from '@/lib/shared/organizations';
import type { Application, Cycle, StudyArea } from '@/lib/shared/schemas/gapTaApplications';
import { hasRole, type SessionUser } from '@/lib/shared/schemas/people';

/** Who may see and change an application, and the row → Application mapping the pages and API share. */

type Row = Record<string, unknown>;

export const now = () => new Date().toISOString();

export const APPLICANTS_ONLY =
  'GAP-TA applications are made by local-government staff: your account needs the submitter role and a county or city.';
export const STAFF_ONLY =
  'Only GAP-TA reviewers (OIPI staff) can do this. Ask an administrator if you should.';

export const notFound = () =>
  new HttpError(404, 'There is no such application, or it belongs to another locality.');
export const conflict = (message: string) => new HttpError(409, message);

export const isStaff = (user: SessionUser) => hasRole(user, 'gap-reviewer');

/** The county or city an applicant applies for (their account's organisation), or 403 saying what to fix. */
export function applicantLocality(user: SessionUser): Organization {
  requireRole(user, 'submitter', APPLICANTS_ONLY);
  const org = ORGANIZATIONS.find((o) => o.id === user.organizationId);
  if (!org || org.kind !== 'locality') {
    throw new HttpError(
      403,
      'GAP-TA applications are made for a county or city, and your account is not tied to one. Ask an administrator to set your locality.',
    );
  }
  return org;
}

export const organizationName = (id: string) => ORGANIZATIONS.find((o) => o.id === id)?.name ?? id;

function parseJson<T>(v: unknown, fallback: T): T {
  if (typeof v !== 'string' || v === '') return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
}

export function cycleState(opensAt: string, closesAt: string, at = Date.now()): Cycle['state'] {
  if (at < Date.parse(opensAt)) return 'upcoming';
  return at < Date.parse(closesAt) ? 'open' : 'closed';
}

export function toCycle(r: Row): Cycle {
  const opensAt = isoDateTime(r.opens_at);
  const closesAt = isoDateTime(r.closes_at);
  return {
    id: num(r.id),
    title: String(r.title),
    fiscalYear: num(r.fiscal_year),
    opensAt,
    closesAt,
    decisionsExpected: String(r.decisions_expected ?? ''),
    components: parseJson<CycleComponent[]>(r.components, []),
    illustrative: bool(r.illustrative),
    state: cycleState(opensAt, closesAt),
  };
}

/** An application row and whether the person looking is staff (reviewers see sent applications only). */
export interface Visible {
  row: Row;
  staff: boolean;
  own: boolean;
}

/**
 * The application if this person may see it: the applicant's own locality's (any status), or a sent one for
 * GAP-TA reviewers. Anyone else gets the same 404 as for an application that does not exist.
 */
export async function visibleApplication(user: SessionUser, id: string, k: Knex): Promise<Visible> {
  const row = (await q.application(k, id)) as Row | undefined;
  if (!row) throw notFound();
  const own = hasRole(user, 'submitter') && user.organizationId === row.organization_id;
  const staff = isStaff(user) && row.status !== 'draft';
  if (!own && !staff) throw notFound();
  return { row, staff, own };
}

/** The component of the row's cycle (the cycle's own copy; the default when it is missing). */
export function componentOf(row: Row): CycleComponent {
  const n = num(row.component);
  const list = parseJson<CycleComponent[]>(row.cycle_components, DEFAULT_COMPONENTS);
  return list.find((c) => c.number === n) ?? DEFAULT_COMPONENTS.find((c) => c.number === n)!;
}

export const statusOf = (row: Row) => String(row.status) as ApplicationStatus;

/** Whether the applicant may still change the application: a draft, while its cycle is open. */
export const editableRow = (row: Row) =>
  statusOf(row) === 'draft' && cycleState(isoDateTime(row.opens_at), isoDateTime(row.closes_at)) === 'open';

/** Refuses a change to an application that is not an open draft, saying why. */
export function requireEditable(row: Row): void {
  if (statusOf(row) !== 'draft') {
    throw conflict(
      'This application has been sent, so it can no longer be changed. Its status page shows what happens next.',
    );
  }
  const state = cycleState(isoDateTime(row.opens_at), isoDateTime(row.closes_at));
  if (state !== 'open') {
    throw conflict(
      state === 'closed'
        ? `The ${String(row.cycle_title)} application window has closed, so applications can no longer be changed or sent.`
        : `The ${String(row.cycle_title)} application window has not opened yet.`,
    );
  }
}

export function toApplication(
  row: Row,
  view: { own: boolean; staff: boolean },
  extra: Pick<Application, 'history' | 'scores'>,
): Application {
  const component = componentOf(row);
  const answers = parseJson<Record<string, string>>(row.answers, {});
  const studyArea = parseJson<StudyArea | null>(row.study_area, null);
  const letter = row.letter_key
    ? { fileName: String(row.letter_name ?? 'letter.pdf'), size: num(row.letter_size ?? 0) }
    : null;
  const base = {
    agencyName: String(row.agency_name ?? ''),
    contactName: String(row.contact_name ?? ''),
    contactTitle: String(row.contact_title ?? ''),
    contactEmail: String(row.contact_email ?? ''),
    contactPhone: String(row.contact_phone ?? ''),
    title: String(row.title ?? ''),
    priorAssistance: (row.prior_assistance === 'yes' || row.prior_assistance === 'no'
      ? row.prior_assistance
      : null) as Application['priorAssistance'],
    answers,
    studyArea,
    letter,
  };
  const status = statusOf(row);
  const lastAsk = [...extra.history].reverse().find((e) => e.kind === 'clarification-requested');
  return {
    id: String(row.application_id),
    trackingNumber: textOrNull(row.tracking_number),
    cycleId: num(row.cycle_id),
    cycleTitle: String(row.cycle_title),
    fiscalYear: num(row.fiscal_year),
    component,
    organizationId: String(row.organization_id),
    locality: organizationName(String(row.organization_id)),
    status,
    ...base,
    sections: sectionStates(base, component),
    createdAt: isoDateTime(row.created_at),
    updatedAt: isoDateTime(row.updated_at),
    submittedAt: isoDateTimeOrNull(row.submitted_at),
    decidedAt: isoDateTimeOrNull(row.decided_at),
    gapId: textOrNull(row.gap_id),
    illustrative: bool(row.illustrative),
    editable: view.own && editableRow(row),
    clarification: status === 'clarification-requested' ? (lastAsk?.note ?? null) : null,
    clarificationFile:
      view.own && status === 'clarification-requested' && row.clarification_file_key
        ? { fileName: String(row.clarification_file_name), size: num(row.clarification_file_size ?? 0) }
        : null,
    history: extra.history,
    scores: view.staff ? extra.scores : null,
  };
}
