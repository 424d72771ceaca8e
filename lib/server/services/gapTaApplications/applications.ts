import { organizationArea } from '@/lib/server/geo/intake/area';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { insertedId, isoDateTime, num } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { placement } from '@/lib/server/geo/intake/area';
import { ringSelfIntersects } from '@/lib/server/geo/intake/checks';
import { acceptedExtension } from '@/lib/server/geo/intake/formats';
import { bboxOf, virginiaLocalities } from '@/lib/server/geo/virginia';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { getStorage } from '@/lib/server/storage';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import type { StudyAreaOutput } from '@/lib/server/workers/tasks';
import {
  DEFAULT_COMPONENTS,
  LETTER_MAX_MB,
  MAX_AREA_VERTICES,
  trackingNumber,
  WITHDRAWABLE,
} from '@/lib/shared/gapTaApplications';
import { HttpError } from '@/lib/shared/errors';
import type {
  Application,
  ApplicationEvent,
  ApplicationSummary,
  Cycle,
  CycleInput,
  ReviewerScore,
  SaveApplicationInput,
  StudyArea,
  StudyAreaInput,
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
  STAFF_ONLY,
  statusOf,
  toApplication,
  toCycle,
  visibleApplication,
} from './access';
import { mailClarificationAnswered, mailWithdrawn, receiptJob } from './mail';
import { log } from '@/lib/server/log';
import { sniffKind } from '@/lib/server/documents/sniff';

type Row = Record<string, unknown>;

/* ---------------------------------------------------------------- cycles */

export async function listCycles(): Promise<Cycle[]> {
  return ((await q.cycles(await db())) as Row[]).map(toCycle);
}

/** What /gap-ta/application shows: the open cycle, else the next one, else the last one that closed. */
export async function currentCycles(): Promise<{
  open: Cycle | null;
  next: Cycle | null;
  last: Cycle | null;
}> {
  const cycles = await listCycles();
  const open = cycles.find((c) => c.state === 'open') ?? null;
  const next =
    cycles.filter((c) => c.state === 'upcoming').sort((a, b) => a.opensAt.localeCompare(b.opensAt))[0] ??
    null;
  const last =
    cycles.filter((c) => c.state === 'closed').sort((a, b) => b.closesAt.localeCompare(a.closesAt))[0] ??
    null;
  return { open, next, last };
}

async function cycleById(k: Knex, id: number): Promise<Cycle> {
  const c = ((await q.cycles(k)) as Row[]).map(toCycle).find((x) => x.id === id);
  if (!c) throw new HttpError(404, 'There is no such application cycle.', 'cycleId');
  return c;
}

const cycleRow = (input: CycleInput) => ({
  title: input.title,
  fiscal_year: input.fiscalYear,
  opens_at: new Date(input.opensAt).toISOString(),
  closes_at: new Date(input.closesAt).toISOString(),
  decisions_expected: input.decisionsExpected,
  components: JSON.stringify(
    input.components
      .map((c) => (typeof c === 'number' ? DEFAULT_COMPONENTS.find((d) => d.number === c)! : c))
      .sort((a, b) => a.number - b.number),
  ),
});

/** POST /api/admin/gap-ta-cycles: staff open a new cycle (dates and the components it offers). */
export async function createCycle(user: SessionUser, input: CycleInput): Promise<Cycle> {
  requireRole(user, 'gap-reviewer', STAFF_ONLY);
  const k = await db();
  const at = now();
  const id = insertedId(
    await q.insertCycle(k, { ...cycleRow(input), illustrative: false, created_at: at, updated_at: at }),
  );
  await announceChange('content'); // /gap-ta/application on every instance shows the new cycle
  return cycleById(k, id);
}

/** PATCH /api/admin/gap-ta-cycles/{id}: staff change a cycle's dates or components (not one already sent to). */
export async function updateCycle(user: SessionUser, id: number, input: CycleInput): Promise<Cycle> {
  requireRole(user, 'gap-reviewer', STAFF_ONLY);
  const k = await db();
  const before = await cycleById(k, id);
  const offered = input.components.map((c) => (typeof c === 'number' ? c : c.number));
  const dropped = before.components.filter((c) => !offered.includes(c.number)).map((c) => c.number);
  if (dropped.length > 0) {
    const used = (await q.list(k, { cycleId: id })) as Row[];
    const inUse = dropped.filter((n) => used.some((r) => num(r.component) === n));
    if (inUse.length > 0) {
      throw conflict(
        `Component ${inUse.join(', ')} already has applications in this cycle, so it stays offered.`,
      );
    }
  }
  await q.updateCycle(k, id, { ...cycleRow(input), updated_at: now() });
  await announceChange('content');
  return cycleById(k, id);
}

/* ---------------------------------------------------------------- reading */

async function history(k: Knex, row: Row): Promise<ApplicationEvent[]> {
  return ((await q.events(k, num(row.id))) as Row[]).map((e) => ({
    at: isoDateTime(e.at),
    actor: e.actor_email ? String(e.actor_email) : 'the site',
    kind: String(e.kind),
    fromStatus: (e.from_status ?? null) as ApplicationEvent['fromStatus'],
    toStatus: (e.to_status ?? null) as ApplicationEvent['toStatus'],
    note: e.note === null || e.note === undefined ? null : String(e.note),
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
  change: { from?: string | null; to?: string | null; note?: string | null } = {},
) {
  await q.insertEvent(k, {
    application_row: num(row.id),
    actor_id: actor?.id ?? null,
    kind,
    from_status: change.from ?? null,
    to_status: change.to ?? null,
    note: change.note ?? null,
    at: now(),
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

async function ownEditable(user: SessionUser, id: string, k: Knex): Promise<Row> {
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

async function storeStudyArea(user: SessionUser, k: Knex, row: Row, area: StudyArea, id: string) {
  await k.transaction(async (trx) => {
    await q.updateApplication(trx, num(row.id), { study_area: JSON.stringify(area), updated_at: now() });
    await addEvent(trx, row, user, 'study-area', {
      note:
        area.source === 'file'
          ? `Uploaded ${area.fileName}`
          : area.source === 'localities'
            ? area.localities.join(', ')
            : 'Drawn on the map',
    });
  });
  return getApplication(user, id);
}

const box = (coords: unknown) => bboxOf(coords).map((x) => Math.round(x * 1e6) / 1e6) as StudyArea['bbox'];

/** PUT /api/gap-ta/applications/{id}/study-area: counties and cities picked, or a shape drawn on the map. */
export async function setStudyArea(
  user: SessionUser,
  id: string,
  input: StudyAreaInput,
): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, id, k);
  if (input.source === 'localities') {
    const all = virginiaLocalities();
    const picked = [...new Set(input.fips)].map((f) => {
      const l = all.find((x) => x.fips === f);
      if (!l) throw new HttpError(400, `Invalid 'fips': ${f} is not a Virginia county or city`, 'fips');
      return l;
    });
    const coordinates = picked.flatMap((l) =>
      l.geometry.type === 'Polygon' ? [l.geometry.coordinates] : l.geometry.coordinates,
    );
    return storeStudyArea(
      user,
      k,
      row,
      {
        source: 'localities',
        geometry: { type: 'MultiPolygon', coordinates },
        localities: picked.map((l) => l.name),
        fileName: null,
        bbox: box(coordinates),
        report: [],
      },
      id,
    );
  }
  const ring = input.corners.map(([x, y]) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]);
  const [fx, fy] = ring[0];
  const [lx, ly] = ring[ring.length - 1];
  if (fx !== lx || fy !== ly) ring.push([fx, fy]);
  if (new Set(ring.map((p) => p.join(','))).size < 3) {
    throw new HttpError(422, 'The shape needs at least three different corners.', 'corners');
  }
  if (ringSelfIntersects(ring)) {
    throw new HttpError(
      422,
      'The shape crosses itself. Undo corners back to where it crossed and draw around the area in one direction.',
      'corners',
    );
  }
  const geometry = { type: 'Polygon' as const, coordinates: [ring] };
  if (placement(geometry, { name: 'Virginia', fips: null }) === 'outside') {
    throw new HttpError(
      422,
      'The shape lies outside Virginia. Move the map to your locality and draw again.',
      'corners',
    );
  }
  return storeStudyArea(
    user,
    k,
    row,
    {
      source: 'drawn',
      geometry,
      localities: [],
      fileName: null,
      bbox: box(geometry.coordinates),
      report: [],
    },
    id,
  );
}

const AREA_TOO_COMPLEX =
  'This file is too large or complex to check within a minute. Simplify the study area (fewer vertices) and upload again.';

/**
 * PUT /api/gap-ta/applications/{id}/study-area-file: a shapefile, GeoJSON, GeoPackage or KML of the study area,
 * read and checked by the spatial-data pre-flight in the worker pool (off the request thread). A file whose
 * report has a "Fix" finding, or that holds no polygons, is refused with the report's sentences.
 */
export async function uploadStudyArea(
  user: SessionUser,
  input: { id: string; fileName: string; bytes: Buffer },
): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, input.id, k);
  acceptedExtension(input.fileName);
  if (/\.csv$/i.test(input.fileName)) {
    throw new HttpError(
      422,
      'A CSV holds points, and a study area is an area: upload a zipped shapefile, GeoJSON, GeoPackage or KML of polygons.',
      'file',
    );
  }
  const out = await runTask<StudyAreaOutput>(
    'studyArea',
    {
      bytes: input.bytes,
      fileName: input.fileName,
      maxFeatures: env().INTAKE_MAX_FEATURES,
      maxVertices: MAX_AREA_VERTICES,
      area: organizationArea(String(row.organization_id)),
    },
    { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: AREA_TOO_COMPLEX },
  );
  if (out.blocking || out.geometry.coordinates.length === 0) {
    const fixes = out.findings.filter((f) => f.level === 'error');
    const lines =
      fixes.length > 0
        ? fixes.map((f) => `${f.message}${f.action ? ` ${f.action}` : ''}`)
        : ['The file holds no polygons.'];
    throw new HttpError(422, `'${input.fileName}' did not pass the checks: ${lines.join(' ')}`, 'file');
  }
  return storeStudyArea(
    user,
    k,
    row,
    {
      source: 'file',
      geometry: out.geometry,
      localities: [],
      fileName: input.fileName.slice(0, 260),
      bbox: box(out.geometry.coordinates),
      report: out.findings.map((f) => ({ level: f.level, message: f.message, action: f.action })),
    },
    input.id,
  );
}

/* ---------------------------------------------------------------- letter of support */

const letterKey = (applicationId: string) => `gap-ta/${applicationId}/letter-of-support.pdf`;

/** PUT /api/gap-ta/applications/{id}/letter: the letter of support, a PDF kept in private storage. */
export async function uploadLetter(
  user: SessionUser,
  input: { id: string; fileName: string; bytes: Buffer },
): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, input.id, k);
  if (!/\.pdf$/i.test(input.fileName)) {
    throw new HttpError(
      415,
      'The letter of support must be a PDF (a file ending in .pdf). Save or scan it as PDF and upload again.',
      'file',
    );
  }
  // The library's sniffing: a name ending in .pdf is not enough (415, as the library answers).
  if (sniffKind(input.bytes) !== 'pdf') {
    throw new HttpError(
      415,
      `'${input.fileName}' is not a PDF inside, only by its name. Open it and save it as PDF, then upload again.`,
      'file',
    );
  }
  const key = letterKey(input.id);
  await getStorage().putPrivate(key, input.bytes, 'application/pdf');
  await k.transaction(async (trx) => {
    await q.updateApplication(trx, num(row.id), {
      letter_key: key,
      letter_name: input.fileName.slice(0, 260),
      letter_size: input.bytes.length,
      updated_at: now(),
    });
    await addEvent(trx, row, user, 'letter', { note: `Uploaded ${input.fileName.slice(0, 260)}` });
  });
  return getApplication(user, input.id);
}

export const LETTER_MAX_BYTES = LETTER_MAX_MB * 1024 * 1024;

/** GET …/letter: the letter's bytes for the applicant's locality or GAP-TA reviewers. */
export async function readLetter(user: SessionUser, id: string): Promise<{ name: string; bytes: Buffer }> {
  const k = await db();
  const { row } = await visibleApplication(user, id, k);
  if (!row.letter_key) throw new HttpError(404, 'No letter of support has been uploaded yet.');
  const bytes = await getStorage().getPrivate(String(row.letter_key));
  if (!bytes)
    throw new HttpError(
      404,
      'The letter of support is missing from storage. Ask the applicant to upload it again.',
    );
  return { name: String(row.letter_name ?? 'letter-of-support.pdf'), bytes };
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
  await k.transaction(async (trx) => {
    const moved = await q.moveStatus(trx, num(v.row.id), ['clarification-requested'], {
      status: 'under-review',
      updated_at: now(),
    });
    if (moved === 0) throw conflict('The clarification was answered already.');
    await addEvent(trx, v.row, user, 'clarification-answered', {
      from: 'clarification-requested',
      to: 'under-review',
      note: answer,
    });
  });
  const app = await getApplication(user, id);
  await mailClarificationAnswered(app, answer);
  return app;
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
  });
  const app = await getApplication(user, id);
  await mailWithdrawn(app, reason);
  return app;
}

export { editableRow };
