import type { Knex } from 'knex';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon } from 'geojson';
import { requireRole } from '@/lib/server/auth/roles';
import { announceChange } from '@/lib/server/changes';
import { chunked } from '@/lib/server/db/batch';
import { db } from '@/lib/server/db/knex';
import { num } from '@/lib/server/db/normalize';
import { toCsv } from '@/lib/server/csv';
import { virginiaLocalities } from '@/lib/server/geo/virginia';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { insertFeatureRows, toFeatureRow } from '@/lib/server/repositories/layers';
import {
  APPLICATION_STATUS_LABELS,
  CLOSED,
  DECIDED,
  REVIEW_ACTIONS,
  fyLabel,
  type ApplicationStatus,
} from '@/lib/shared/schemas/gapTaApplications/rules';
import { HttpError } from '@/lib/shared/errors';
import { virginiaCsvDateTime } from '@/lib/shared/dates';
import type {
  Application,
  ApplicationSummary,
  QueueQuery,
  ReviewActionInput,
  ScoreInput,
} from '@/lib/shared/schemas/gapTaApplications';
import type { SessionUser } from '@/lib/shared/schemas/people';
import {
  conflict,
  notFound,
  now,
  organizationName,
  STAFF_ONLY,
  statusOf,
  visibleApplication,
} from './access';
import { addEvent, describe, getApplication, toSummary } from './applications';
import { listCycles } from './cycles';
import { queueStaffStepMail } from './mail';
import { applicationCopy, copyLinks, limitCopyAsks } from './copy';
import {
  clarificationsOf,
  criterionAverage,
  decisionOf,
  reviewerScoreLines,
} from '@/lib/shared/schemas/gapTaApplications/record';
import { getStorage } from '@/lib/server/storage';
import { runTask } from '@/lib/server/workers/pool';
import type { PacketItem } from '@/lib/server/workers/tasks';
import { slugify } from '@/lib/shared/slug';

type Row = Record<string, unknown>;

async function summaries(k: Knex, rows: Row[]): Promise<ApplicationSummary[]> {
  const totals = new Map<number, { n: number; total: number }>();
  for (const batch of chunked(
    rows.map((r) => num(r.id)),
    1000,
  )) {
    for (const s of (await q.scoreSummaries(k, batch)) as Row[]) {
      totals.set(num(s.application_row), { n: num(s.n), total: num(s.total) });
    }
  }
  return rows.map((r) => toSummary(r, totals.get(num(r.id))));
}

/** GET /api/admin/gap-ta-applications: the sent applications of a cycle, by component and status. */
export async function reviewQueue(user: SessionUser, filters: QueueQuery): Promise<ApplicationSummary[]> {
  requireRole(user, 'gap-reviewer', STAFF_ONLY);
  const k = await db();
  const rows = (await q.sent(k, {
    cycleId: filters.cycle,
    component: filters.component,
    status: filters.status,
  })) as Row[];
  return summaries(k, rows);
}

async function staffRow(user: SessionUser, id: string, k: Knex): Promise<Row> {
  requireRole(user, 'gap-reviewer', STAFF_ONLY);
  const v = await visibleApplication(user, id, k);
  if (!v.staff) throw notFound();
  return v.row;
}

/** PUT /api/admin/gap-ta-applications/{id}/score: this reviewer's points against the component's rubric. */
export async function scoreApplication(
  user: SessionUser,
  id: string,
  input: ScoreInput,
): Promise<Application> {
  const k = await db();
  const row = await staffRow(user, id, k);
  if (statusOf(row) === 'withdrawn') {
    throw conflict('The applicant withdrew this application, so it is not scored.');
  }
  if (CLOSED.includes(statusOf(row))) {
    throw conflict('This application has been decided, so its scores are final.');
  }
  const app = await describe(k, row, { own: false, staff: true });
  for (const c of app.component.rubric) {
    const p = input.points[c.key];
    if (p === undefined) throw new HttpError(400, `Give points for “${c.label}”.`, `points.${c.key}`);
    if (p > c.max) {
      throw new HttpError(
        400,
        `“${c.label}” is worth at most ${c.max} points: give a number from 0 to ${c.max}.`,
        `points.${c.key}`,
      );
    }
  }
  const extra = Object.keys(input.points).find((key) => !app.component.rubric.some((c) => c.key === key));
  if (extra)
    throw new HttpError(400, `“${extra}” is not a criterion of this component’s rubric.`, `points.${extra}`);
  const total = app.component.rubric.reduce((sum, c) => sum + input.points[c.key]!, 0);
  const at = now();
  const values = { points: JSON.stringify(input.points), total, comment: input.comment, updated_at: at };
  await k.transaction(async (trx) => {
    if (await q.scoreOf(trx, num(row.id), user.id)) await q.updateScore(trx, num(row.id), user.id, values);
    else await q.insertScore(trx, { application_row: num(row.id), reviewer_id: user.id, ...values });
    // A first score starts the review.
    const moved = await q.moveStatus(trx, num(row.id), ['submitted'], {
      status: 'under-review',
      updated_at: at,
    });
    await addEvent(trx, row, user, 'scored', {
      ...(moved > 0 ? { from: 'submitted', to: 'under-review' } : {}),
      note: `Total ${total}`,
    });
  });
  return getApplication(user, id);
}

/** Where each staff action may start from. */
const FROM: Record<keyof typeof REVIEW_ACTIONS, ApplicationStatus[]> = {
  'start-review': ['submitted'],
  'request-clarification': ['submitted', 'under-review'],
  award: ['submitted', 'under-review', 'clarification-requested', 'waitlisted'],
  decline: ['submitted', 'under-review', 'clarification-requested', 'waitlisted'],
  waitlist: ['submitted', 'under-review', 'clarification-requested'],
};

/**
 * POST /api/admin/gap-ta-applications/{id}/status: start the review, ask the applicant for clarification (the
 * question is mailed), or decide (award, decline, waitlist) with the decision letter mailed. An award creates
 * the GAP-TA study in the same transaction.
 */
export async function reviewAction(
  user: SessionUser,
  id: string,
  input: ReviewActionInput,
): Promise<Application> {
  const k = await db();
  const row = await staffRow(user, id, k);
  const from = statusOf(row);
  const to = REVIEW_ACTIONS[input.action];
  if (!FROM[input.action].includes(from)) {
    throw conflict(
      `An application that is ${APPLICATION_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${APPLICATION_STATUS_LABELS[to].toLowerCase()}.`,
    );
  }
  if (input.action !== 'start-review' && input.note === '') {
    throw new HttpError(
      400,
      input.action === 'request-clarification'
        ? "Invalid 'note': write the question for the applicant"
        : "Invalid 'note': write the decision letter the applicant will receive",
      'note',
    );
  }
  const decided = DECIDED.includes(to);
  // A decision rests on the review (one was recorded with no scores at all).
  if (decided && (await q.scores(k, num(row.id))).length === 0) {
    throw conflict(
      'No reviewer has scored this application yet. Score it under "Your score" before recording a decision.',
    );
  }
  const at = now();
  await k.transaction(async (trx) => {
    const moved = await q.moveStatus(trx, num(row.id), [from], {
      status: to,
      updated_at: at,
      ...(decided ? { decided_at: at } : {}),
    });
    if (moved === 0)
      throw conflict('Someone else changed this application just now. Reload it and try again.');
    if (to === 'awarded') {
      const app = await describe(trx, { ...row, status: to }, { own: false, staff: true });
      const gapId = await createStudy(trx, app);
      await q.updateApplication(trx, num(row.id), { gap_id: gapId });
    }
    await addEvent(
      trx,
      row,
      user,
      input.action === 'request-clarification' ? 'clarification-requested' : input.action,
      {
        from,
        to,
        note: input.note || null,
      },
    );
    if (input.action === 'request-clarification' || decided) {
      await queueStaffStepMail(trx, {
        applicationId: id,
        step: decided ? 'decision' : 'clarification-request',
        note: input.note,
        creator: String(row.creator_email ?? ''),
      });
    }
  });
  if (to === 'awarded') await announceChange('layers');
  return getApplication(user, id);
}

const slug = (s: string) => slugify(s, { max: 200 });

/** A point of the study area for the studies layer: its extent's centre when inside, else its first corner. */
function pointOf(geometry: Polygon | MultiPolygon, bbox: number[]): [number, number] {
  const centre: [number, number] = [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
  if (booleanPointInPolygon(centre, geometry))
    return centre.map((x) => Math.round(x * 1e5) / 1e5) as [number, number];
  const first = geometry.type === 'Polygon' ? geometry.coordinates[0][0] : geometry.coordinates[0][0][0];
  return [first[0], first[1]];
}

/**
 * The GAP-TA study an award creates: locality, component, study area, year and status from the
 * application, so it appears on /gap-ta/{gapid}, in the Map Explorer's GAP-TA studies layer, in search and in
 * the counts. Returns its gapid.
 */
async function createStudy(k: Knex, app: Application): Promise<string> {
  if (!app.studyArea) throw conflict('The application has no study area, so no study can be made from it.');
  const fips = app.organizationId.replace(/^locality-/, '');
  const locality = virginiaLocalities().find((l) => l.fips === fips);
  const base = `${fyLabel(app.fiscalYear).toLowerCase()}-${slug(app.locality)}-${slug(app.title)}`
    .slice(0, 72)
    .replace(/-+$/, '');
  let gapId = base;
  for (let n = 2; await q.studyTaken(k, gapId); n += 1) gapId = `${base}-${n}`;
  const geometry = app.studyArea.geometry as Polygon | MultiPolygon;
  const [longitude, latitude] = pointOf(geometry, app.studyArea.bbox);
  const study = {
    gap_id: gapId,
    title: app.title,
    locality: app.locality,
    locality_type: locality?.city ? 'city' : 'county',
    district: locality?.district ?? 'Statewide',
    fiscal_year: app.fiscalYear,
    component: app.component.number,
    status: 'starting',
    summary: app.answers.summary ?? '',
    latitude,
    longitude,
    illustrative: app.illustrative,
    study_area: JSON.stringify(geometry),
  };
  await q.insertStudy(k, study);
  await insertFeatureRows(k, [
    toFeatureRow('gap-ta-studies', {
      id: gapId,
      name: `${app.title} (${app.locality})`,
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: {
        gap_id: gapId,
        title: app.title,
        locality: app.locality,
        district: study.district,
        fiscal_year: app.fiscalYear,
        component: app.component.number,
        status: 'starting',
      },
      illustrative: app.illustrative,
    }),
  ]);
  return gapId;
}

/** GET /api/admin/gap-ta-applications/export?cycle=: the cycle's sent applications as CSV (formula-safe), with scores. */
export async function exportCycle(
  user: SessionUser,
  cycleId: number,
): Promise<{ fileName: string; csv: string }> {
  requireRole(user, 'gap-reviewer', STAFF_ONLY);
  const cycle = (await listCycles()).find((c) => c.id === cycleId);
  if (!cycle) throw new HttpError(404, 'There is no such application cycle.', 'cycle');
  const k = await db();
  const rows = (await q.sent(k, { cycleId })) as Row[];
  const list = await summaries(k, rows);
  // Each application with its history and scores (a cycle holds tens of applications, not thousands).
  const apps: Application[] = [];
  for (const row of rows) apps.push(await describe(k, row, { own: false, staff: true }));
  // The rubric's criteria (the same keys in every component; the alignment criterion's words differ).
  const criteria = [...new Set(cycle.components.flatMap((c) => c.rubric.map((r) => r.key)))];
  const header = [
    'tracking_number',
    'locality',
    'component',
    'title',
    'status',
    'submitted_at',
    'agency',
    'contact_name',
    'contact_email',
    'contact_phone',
    'prior_assistance',
    'reviewers_scored',
    'average_score',
    ...criteria.map((key) => `average_${key.replace(/-/g, '_')}`),
    'reviewer_scores',
    'decided_at',
    'decision_note',
    'clarifications',
    'summary',
  ];
  const body = rows.map((r, i) => {
    const answers = JSON.parse(String(r.answers || '{}')) as Record<string, string>;
    const s = list[i]!;
    const app = apps[i]!;
    return [
      s.trackingNumber ?? '',
      organizationName(String(r.organization_id)),
      s.component,
      s.title,
      APPLICATION_STATUS_LABELS[s.status],
      virginiaCsvDateTime(s.submittedAt),
      String(r.agency_name ?? ''),
      String(r.contact_name ?? ''),
      String(r.contact_email ?? ''),
      String(r.contact_phone ?? ''),
      String(r.prior_assistance ?? ''),
      s.scoreCount,
      s.averageScore ?? '',
      ...criteria.map((key) => criterionAverage(app, key) ?? ''),
      reviewerScoreLines(app).join('\n'),
      virginiaCsvDateTime(app.decidedAt),
      decisionOf(app)?.note ?? '',
      clarificationsOf(app)
        .map(
          (c) =>
            `Asked ${virginiaCsvDateTime(c.askedAt)}: ${c.question}\n` +
            (c.answer === null
              ? 'Not answered yet.'
              : `Answered ${virginiaCsvDateTime(c.answeredAt)}: ${c.answer}` +
                (c.file ? `\nSent with it: ${c.file.fileName} (PDF)` : '')),
        )
        .join('\n'),
      answers.summary ?? '',
    ];
  });
  return { fileName: `gap-ta-${slug(cycle.title)}.csv`, csv: toCsv([header, ...body]) };
}

/** GET /api/gap-ta/applications/{id}/pdf: the PDF copy, for the applicant's locality or GAP-TA reviewers. */
export async function applicationPdfFor(
  user: SessionUser,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const app = await getApplication(user, id);
  await limitCopyAsks(user.id);
  return {
    fileName: `${app.trackingNumber ?? `gap-ta-draft-${app.id.slice(0, 8)}`}.pdf`,
    pdf: await applicationCopy(app),
  };
}

/**
 * GET /api/admin/gap-ta-applications/packets?cycle=: the cycle's sent applications (not the withdrawn ones) as one zip of PDF packets (each application's PDF
 * copy and its letter of support). The PDFs are made and zipped in the worker pool: the work grows with the cycle.
 */
export async function exportPackets(
  user: SessionUser,
  cycleId: number,
): Promise<{ fileName: string; zip: Buffer }> {
  requireRole(user, 'gap-reviewer', STAFF_ONLY);
  const cycle = (await listCycles()).find((c) => c.id === cycleId);
  if (!cycle) throw new HttpError(404, 'There is no such application cycle.', 'cycle');
  const k = await db();
  // Withdrawn applications stay in the CSV (the record) but not in the packets staff read to score.
  const rows = ((await q.sent(k, { cycleId })) as Row[]).filter((r) => statusOf(r) !== 'withdrawn');
  if (rows.length === 0)
    throw new HttpError(404, `No application of ${cycle.title} is waiting to be read.`, 'cycle');
  const items: PacketItem[] = [];
  for (const row of rows) {
    const app = await describe(k, row, { own: false, staff: true });
    const letter = row.letter_key ? await getStorage().getPrivate(String(row.letter_key)) : null;
    items.push({ app, links: copyLinks(app), letter: letter ? new Uint8Array(letter) : null });
  }
  const zip = await runTask('packets', { items }, { budgetMs: 120_000, tooComplex: PACKETS_TOO_LARGE });
  return { fileName: `gap-ta-${slug(cycle.title)}-packets.zip`, zip: Buffer.from(zip) };
}

const PACKETS_TOO_LARGE =
  'The packets of this cycle took too long to make. Filter the queue and download the applications one by one.';
