import { z } from 'zod';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { countIn, insertedId, isoDateTime, num } from '@/lib/server/db/normalize';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { requirePermission } from '@/lib/server/auth/roles';
import { periodQueries as q, toPeriod } from '@/lib/server/repositories/commentPeriods';
import { HttpError, notFound } from '@/lib/shared/errors';
import type { SessionUser } from '@/lib/shared/schemas/people';
import {
  PeriodInput,
  periodSlug,
  ReportInput,
  ThemeInput,
  type StaffPeriod,
} from '@/lib/shared/schemas/commentPeriods';
import { COMMENT_STATUSES, type CommentStatus } from '@/lib/shared/schemas/comments/schemas';
import { log } from '@/lib/server/log';
import { demographicsSummary } from './demographics';

/**
 * What staff do with a period (the `periods` permission: reviewers and admins): create and edit it, publish its
 * report, accept themes. Its opening and closing are scheduled jobs queued with the save (in its transaction):
 * each, when due, records the moment and tells every instance (the `periods` change scope), so the notice on the
 * affected pages and the home page appears and goes at the minute, not at the next cache expiry.
 */

type Row = Record<string, unknown>;

async function staffShape(row: Row): Promise<StaffPeriod> {
  const k = await db();
  const counts = Object.fromEntries(COMMENT_STATUSES.map((s) => [s, 0])) as Record<CommentStatus, number>;
  for (const c of (await q.countsByStatus(k, num(row.id))) as Row[])
    counts[String(c.status) as CommentStatus] = countIn(c);
  return {
    ...toPeriod(row),
    status: row.status === 'published' ? 'published' : 'draft',
    openedAt: row.opened_at ? isoDateTime(row.opened_at) : null,
    closedAt: row.closed_at ? isoDateTime(row.closed_at) : null,
    reportSummary: (row.report_summary as string | null) ?? null,
    reportChanges: (row.report_changes as string | null) ?? null,
    counts,
    demographics: null,
  };
}

export async function listStaffPeriods(user: SessionUser): Promise<StaffPeriod[]> {
  requirePermission(user, 'periods');
  const rows = (await q.all(await db())) as Row[];
  return Promise.all(rows.map(staffShape));
}

export async function staffPeriod(id: number, user: SessionUser): Promise<StaffPeriod> {
  requirePermission(user, 'periods');
  const row = (await q.byId(await db(), id)) as Row | undefined;
  if (!row) throw notFound(`There is no comment period ${id}.`);
  return { ...(await staffShape(row)), demographics: await demographicsSummary(id, false) };
}

/** The payload of the opening and closing jobs: the period and the instant it was queued for. */
const Moment = z.object({
  periodId: z.number().int().positive(),
  at: z.string(),
  revision: z.number().int(),
});

/**
 * Records the opening or closing if the period still opens or closes at the instant the job was queued for (an
 * edit that moved the dates queued new jobs; this one then finds nothing to do), and tells every instance.
 */
async function runMoment(edge: 'open' | 'close', p: z.output<typeof Moment>) {
  const k = await db();
  const row = (await q.byId(k, p.periodId)) as Row | undefined;
  const column = edge === 'open' ? 'opens_at' : 'closes_at';
  if (!row || num(row.revision) !== p.revision || isoDateTime(row[column]) !== p.at)
    return { skipped: 'the period was changed or removed since this was queued' };
  await q.update(k, p.periodId, { [edge === 'open' ? 'opened_at' : 'closed_at']: new Date().toISOString() });
  await announceChange('periods');
  log.info({ periodId: p.periodId, edge }, 'comment periods: %s', edge === 'open' ? 'opened' : 'closed');
  return { [edge === 'open' ? 'opened' : 'closed']: p.periodId };
}

/** Opens a period at its time (the scheduled lane: due at a moment). */
export const periodOpenJob = defineJob({
  kind: 'comment-period-open',
  lane: 'scheduled',
  payload: Moment,
  maxAttempts: 5,
  run: (p) => runMoment('open', p),
});

/** Closes a period at its time. */
export const periodCloseJob = defineJob({
  kind: 'comment-period-close',
  lane: 'scheduled',
  payload: Moment,
  maxAttempts: 5,
  run: (p) => runMoment('close', p),
});

const fieldsToRow = (f: z.output<typeof PeriodInput>) => ({
  title: f.title,
  summary: f.summary,
  document_path: f.documentPath ?? null,
  document_title: f.documentPath ? (f.documentTitle ?? null) : null,
  page_path: f.pagePath ?? null,
  includes_map: f.includesMap,
  opens_at: f.opensAt,
  closes_at: f.closesAt,
  questions: JSON.stringify(f.questions),
  notice_locales: [...new Set(['en', ...f.noticeLocales])].join(','),
  status: f.status,
});

/** Creates a period; its opening and closing jobs are queued in the same transaction. */
export async function createPeriod(input: unknown, user: SessionUser): Promise<StaffPeriod> {
  requirePermission(user, 'periods');
  const f = PeriodInput.parse(input);
  const k = await db();
  const slug = f.slug ?? periodSlug(f.title);
  if (await q.slugTaken(k, slug))
    throw new HttpError(409, `A comment period already has the address '${slug}': choose another.`);
  const now = new Date().toISOString();
  const id = await k.transaction(async (trx) => {
    const newId = insertedId(
      await q.insert(trx, {
        ...fieldsToRow(f),
        slug,
        revision: 0,
        illustrative: false,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      }),
    );
    await queueMoments(trx, newId, 0, f.opensAt, f.closesAt);
    return newId;
  });
  await announceChange('periods');
  return staffPeriod(id, user);
}

async function queueMoments(
  trx: Parameters<typeof q.update>[0],
  periodId: number,
  revision: number,
  opensAt: string,
  closesAt: string,
) {
  const k = trx as unknown as import('knex').Knex.Transaction;
  await enqueueJob(
    periodOpenJob,
    { periodId, at: opensAt, revision },
    { runAt: Date.parse(opensAt), trx: k },
  );
  await enqueueJob(
    periodCloseJob,
    { periodId, at: closesAt, revision },
    { runAt: Date.parse(closesAt), trx: k },
  );
}

/**
 * Edits a period. Its revision goes up (a calendar replaces the closing date it holds only for a higher
 * SEQUENCE) and new opening and closing jobs are queued; the old ones find a different revision and do nothing.
 */
export async function updatePeriod(id: number, input: unknown, user: SessionUser): Promise<StaffPeriod> {
  requirePermission(user, 'periods');
  const f = PeriodInput.parse(input);
  const k = await db();
  const row = (await q.byId(k, id)) as Row | undefined;
  if (!row) throw notFound(`There is no comment period ${id}.`);
  if (f.slug && f.slug !== row.slug)
    throw new HttpError(409, 'A period keeps its address once made (links and calendars point to it).');
  const revision = num(row.revision) + 1;
  await k.transaction(async (trx) => {
    await q.update(trx, id, { ...fieldsToRow(f), revision, updated_at: new Date().toISOString() });
    await queueMoments(trx, id, revision, f.opensAt, f.closesAt);
  });
  await announceChange('periods');
  return staffPeriod(id, user);
}

/** Saves the report of a closed period; `publish` makes it public ("What we heard"). */
export async function saveReport(id: number, input: unknown, user: SessionUser): Promise<StaffPeriod> {
  requirePermission(user, 'periods');
  const r = ReportInput.parse(input);
  const period = await staffPeriod(id, user);
  if (r.publish && period.state !== 'closed')
    throw new HttpError(409, 'The report is published after the period closes.');
  if (r.publish && period.status !== 'published')
    throw new HttpError(409, 'Publish the period itself before its report.');
  await q.update(await db(), id, {
    report_summary: r.summary || null,
    report_changes: r.changes || null,
    report_published_at: r.publish ? (period.reportPublishedAt ?? new Date().toISOString()) : null,
    updated_at: new Date().toISOString(),
  });
  await announceChange('periods');
  return staffPeriod(id, user);
}

/**
 * Records a theme staff accepted for a period (§4's extension point: a suggestion module proposes themes; staff
 * accept or rename them here, with one response each, and the report lists the accepted ones with their counts).
 */
export async function addTheme(periodId: number, input: unknown, user: SessionUser): Promise<{ id: number }> {
  requirePermission(user, 'periods');
  const t = ThemeInput.parse(input);
  await staffPeriod(periodId, user);
  const id = insertedId(
    await q.insertTheme(await db(), {
      period_id: periodId,
      name: t.name,
      response: t.response ?? null,
      comment_ids: JSON.stringify([...new Set(t.commentIds)]),
      accepted: t.accepted,
      created_at: new Date().toISOString(),
    }),
  );
  await announceChange('periods');
  return { id };
}
