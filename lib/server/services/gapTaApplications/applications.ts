import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { db } from '@/lib/server/db/knex';
import { isoDateTime, num } from '@/lib/server/db/normalize';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { trackingNumber, WITHDRAWABLE } from '@/lib/shared/schemas/gapTaApplications/rules';
import { HttpError } from '@/lib/shared/errors';
import type {
  Application,
  ApplicationEvent,
  ApplicationSummary,
  ReviewerScore,
  SaveApplicationInput,
} from '@/lib/shared/schemas/gapTaApplications';
import type { SessionUser } from '@/lib/shared/schemas/people';
import {
  applicantLocality,
  conflict,
  editableRow,
  notFound,
  now,
  organizationName,
  requireEditable,
  statusOf,
  toApplication,
  visibleApplication,
} from './access';
import { queueApplicantStepMail, receiptJob } from './mail';
import { log } from '@/lib/server/log';
import { cycleById } from './cycles';

type Row = Record<string, unknown>;

/**
 * GAP-TA applications as the applicant sees and changes them: reading one and the list, starting a draft,
 * saving the form, submitting, answering a clarification and withdrawing. The study area (studyArea.ts) and the
 * letter of support (letter.ts) are changed on their own pages; cycles are in cycles.ts.
 */

/* ---------------------------------------------------------------- reading */

async function history(k: Knex, row: Row): Promise<ApplicationEvent[]> {
  return ((await q.events(k, num(row.id))) as Row[]).map((e) => ({
    at: isoDateTime(e.at),
    actor: e.actor_email ? String(e.actor_email) : 'the site',
    kind: String(e.kind),
    fromStatus: (e.from_status ?? null) as ApplicationEvent['fromStatus'],
    toStatus: (e.to_status ?? null) as ApplicationEvent['toStatus'],
    note: e.note === null || e.note === undefined ? null : String(e.note),
    file: e.file_name
      ? { event: num(e.id), fileName: String(e.file_name), size: num(e.file_size ?? 0) }
      : null,
  }));
}

export async function scoresOf(k: Knex, row: Row): Promise<ReviewerScore[]> {
  return ((await q.scores(k, num(row.id))) as Row[]).map((s) => ({
    reviewer: String(s.reviewer_email),
    reviewerId: String(s.reviewer_id),
    points: JSON.parse(String(s.points)) as Record<string, number>,
    total: num(s.total),
    comment: String(s.comment ?? ''),
    updatedAt: isoDateTime(s.updated_at),
  }));
}

export async function describe(
  k: Knex,
  row: Row,
  view: { own: boolean; staff: boolean },
): Promise<Application> {
  const [events, scores] = await Promise.all([history(k, row), view.staff ? scoresOf(k, row) : []]);
  // Applicants never learn scores, nor who of OIPI scored.
  const shown = view.staff ? events : events.filter((e) => e.kind !== 'scored');
  return toApplication(row, view, { history: shown, scores });
}

/** GET /api/gap-ta/applications/{id}: the applicant's locality's, or a sent one for GAP-TA reviewers. */
export async function getApplication(user: SessionUser, id: string): Promise<Application> {
  const k = await db();
  const v = await visibleApplication(user, id, k);
  return describe(k, v.row, v);
}

export function toSummary(r: Row, scores?: { n: number; total: number }): ApplicationSummary {
  return {
    id: String(r.application_id),
    trackingNumber: r.tracking_number ? String(r.tracking_number) : null,
    cycleTitle: String(r.cycle_title),
    component: num(r.component),
    locality: organizationName(String(r.organization_id)),
    title: String(r.title ?? ''),
    status: statusOf(r),
    submittedAt: r.submitted_at ? isoDateTime(r.submitted_at) : null,
    updatedAt: isoDateTime(r.updated_at),
    scoreCount: scores?.n ?? 0,
    averageScore: scores && scores.n > 0 ? Math.round((scores.total / scores.n) * 10) / 10 : null,
    illustrative: r.illustrative === true || r.illustrative === 1,
  };
}

/** An applicant's list: every application of their county or city, newest first. */
export async function myApplications(user: SessionUser): Promise<ApplicationSummary[]> {
  const org = applicantLocality(user);
  return ((await q.list(await db(), { organizationId: org.id })) as Row[]).map((r) => toSummary(r));
}

/* ---------------------------------------------------------------- applicant's changes */

async function addEvent(
  k: Knex,
  row: Row,
  actor: SessionUser | null,
  kind: string,
  change: {
    from?: string | null;
    to?: string | null;
    note?: string | null;
    file?: { key: string; name: string; size: number } | null;
  } = {},
) {
  await q.insertEvent(k, {
    application_row: num(row.id),
    actor_id: actor?.id ?? null,
    kind,
    from_status: change.from ?? null,
    to_status: change.to ?? null,
    note: change.note ?? null,
    at: now(),
    ...(change.file
      ? { file_key: change.file.key, file_name: change.file.name, file_size: change.file.size }
      : {}),
  });
}
export { addEvent };

/** POST /api/gap-ta/applications: a draft for one component of an open cycle (one per locality and component). */
export async function createApplication(
  user: SessionUser,
  input: { cycleId: number; component: number },
): Promise<Application> {
  const org = applicantLocality(user);
  const k = await db();
  const cycle = await cycleById(k, input.cycleId);
  if (cycle.state !== 'open') {
    throw conflict(
      cycle.state === 'closed'
        ? `The ${cycle.title} application window has closed; applications can no longer be started.`
        : `The ${cycle.title} application window has not opened yet.`,
    );
  }
  if (!cycle.components.some((c) => c.number === input.component)) {
    throw new HttpError(
      422,
      `The ${cycle.title} cycle does not offer component ${input.component}.`,
      'component',
    );
  }
  if (await q.existing(k, cycle.id, org.id, input.component)) {
    throw conflict(
      `${org.name} already has an application for component ${input.component} in this cycle: continue it from your list of applications.`,
    );
  }
  const id = randomUUID();
  const at = now();
  try {
    await k.transaction(async (trx) => {
      await q.insertApplication(trx, {
        application_id: id,
        cycle_id: cycle.id,
        organization_id: org.id,
        component: input.component,
        status: 'draft',
        agency_name: org.name,
        contact_name: user.name ?? '',
        contact_email: user.email,
        answers: '{}',
        created_by: user.id,
        created_at: at,
        updated_at: at,
        // An application in the demonstration cycle is demonstration data, and so is the study an award makes.
        illustrative: cycle.illustrative,
      });
      const row = (await q.application(trx, id)) as Row;
      await addEvent(trx, row, user, 'created', { to: 'draft' });
    });
  } catch (err) {
    // Two people of one locality starting the same component at once: the unique key keeps one.
    if (await q.existing(k, cycle.id, org.id, input.component)) {
      throw conflict(
        `${org.name} already has an application for component ${input.component} in this cycle.`,
      );
    }
    throw err;
  }
  return getApplication(user, id);
}

/** The applicant's own application, refused when it may no longer be changed (requireEditable). */
export async function ownEditable(user: SessionUser, id: string, k: Knex): Promise<Row> {
  applicantLocality(user);
  const v = await visibleApplication(user, id, k);
  if (!v.own) throw notFound();
  requireEditable(v.row);
  return v.row;
}

/** PATCH /api/gap-ta/applications/{id}: saves the form as it is (save and continue later). */
export async function saveApplication(
  user: SessionUser,
  id: string,
  input: SaveApplicationInput,
): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, id, k);
  const component = toApplication(row, { own: true, staff: false }, { history: [], scores: [] }).component;
  const patch: Record<string, unknown> = { updated_at: now() };
  const columns = {
    agencyName: 'agency_name',
    contactName: 'contact_name',
    contactTitle: 'contact_title',
    contactEmail: 'contact_email',
    contactPhone: 'contact_phone',
    title: 'title',
    priorAssistance: 'prior_assistance',
  } as const;
  for (const [key, column] of Object.entries(columns)) {
    const value = input[key as keyof typeof columns];
    if (value !== undefined) patch[column] = typeof value === 'string' ? value.trim() : value;
  }
  if (input.answers) {
    const known = new Set(component.questions.map((qq) => qq.key));
    const unknown = Object.keys(input.answers).find((key) => !known.has(key));
    if (unknown)
      throw new HttpError(
        400,
        `Invalid 'answers.${unknown}': not a question of this component`,
        `answers.${unknown}`,
      );
    const current = JSON.parse(String(row.answers || '{}')) as Record<string, string>;
    patch.answers = JSON.stringify({ ...current, ...input.answers });
  }
  await q.updateApplication(k, num(row.id), patch);
  return getApplication(user, id);
}

/* ---------------------------------------------------------------- submit, clarification */

/**
 * Runs a state change and the job that follows it in one transaction. A refusal (HttpError)
 * passes through; any other failure means nothing was recorded, and the person is told so in plain words.
 */
async function recordedTogether(k: Knex, work: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
  try {
    await k.transaction(work);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    log.error({ err }, 'GAP-TA: a submission was rolled back');
    throw new HttpError(
      503,
      'Your application could not be sent, and nothing was recorded: it is still a draft. Please try again in a few minutes.',
    );
  }
}

/**
 * POST /api/gap-ta/applications/{id}/submit: sends a complete draft while the window is open. It gets its
 * tracking number, and the contact (and the person who sent it) get a receipt with a PDF copy, mailed by a
 * job queued with the submission (mail.ts, receiptJob).
 */
export async function submitApplication(user: SessionUser, id: string): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, id, k);
  const app = await describe(k, row, { own: true, staff: false });
  const open = app.sections.find((s) => !s.complete);
  if (open) {
    throw new HttpError(
      422,
      `The application is not complete yet. ${open.label}: ${open.problems.join(' ')}`,
      open.key,
    );
  }
  const tracking = trackingNumber(app.fiscalYear, num(row.id));
  const at = now();
  await recordedTogether(k, async (trx) => {
    const moved = await q.moveStatus(trx, num(row.id), ['draft'], {
      status: 'submitted',
      tracking_number: tracking,
      submitted_at: at,
      updated_at: at,
    });
    if (moved === 0) throw conflict('This application was sent already.');
    await addEvent(trx, row, user, 'submitted', {
      from: 'draft',
      to: 'submitted',
      note: `Tracking number ${tracking}`,
    });
    // The receipt is sent by a job recorded with the submission: both or neither.
    await enqueueJob(receiptJob, { applicationId: id, senderEmail: user.email }, { trx });
  });
  return getApplication(user, id);
}

/** POST /api/gap-ta/applications/{id}/clarification: the applicant answers staff's question; review goes on. */
export async function answerClarification(
  user: SessionUser,
  id: string,
  answer: string,
): Promise<Application> {
  applicantLocality(user);
  const k = await db();
  const v = await visibleApplication(user, id, k);
  if (!v.own) throw notFound();
  if (statusOf(v.row) !== 'clarification-requested') {
    throw conflict('No clarification is asked of this application at the moment.');
  }
  // The PDF chosen for the answer (if any) goes with it: onto the answer's step, off the application.
  const file = v.row.clarification_file_key
    ? {
        key: String(v.row.clarification_file_key),
        name: String(v.row.clarification_file_name),
        size: num(v.row.clarification_file_size ?? 0),
      }
    : null;
  await k.transaction(async (trx) => {
    const moved = await q.moveStatus(trx, num(v.row.id), ['clarification-requested'], {
      status: 'under-review',
      updated_at: now(),
      clarification_file_key: null,
      clarification_file_name: null,
      clarification_file_size: null,
    });
    if (moved === 0) throw conflict('The clarification was answered already.');
    await addEvent(trx, v.row, user, 'clarification-answered', {
      from: 'clarification-requested',
      to: 'under-review',
      note: answer,
      file,
    });
    await queueApplicantStepMail(trx, {
      applicationId: id,
      step: 'clarification-answer',
      note: answer,
      fileName: file?.name ?? null,
    });
  });
  return getApplication(user, id);
}

/**
 * POST /api/gap-ta/applications/{id}/withdraw: the applicant takes a sent application back, with an optional
 * reason, until OIPI awards or declines it. It stays on record (withdrawn), is no longer scored or decided,
 * and the GAP-TA reviewers are told.
 */
export async function withdrawApplication(
  user: SessionUser,
  id: string,
  reason: string,
): Promise<Application> {
  applicantLocality(user);
  const k = await db();
  const v = await visibleApplication(user, id, k);
  if (!v.own) throw notFound();
  const from = statusOf(v.row);
  if (from === 'draft') {
    throw conflict('A draft has not been sent, so there is nothing to withdraw: leave it unsent.');
  }
  if (!WITHDRAWABLE.includes(from)) {
    throw conflict(
      from === 'withdrawn'
        ? 'This application was withdrawn already.'
        : 'OIPI has decided on this application, so it can no longer be withdrawn. Contact OIPI about it.',
    );
  }
  await k.transaction(async (trx) => {
    const moved = await q.moveStatus(trx, num(v.row.id), [from], { status: 'withdrawn', updated_at: now() });
    if (moved === 0) throw conflict('The application changed just now. Reload it and try again.');
    await addEvent(trx, v.row, user, 'withdrawn', { from, to: 'withdrawn', note: reason || null });
    await queueApplicantStepMail(trx, { applicationId: id, step: 'withdrawal', note: reason });
  });
  return getApplication(user, id);
}

export { editableRow };
