import { db } from '@/lib/server/db/knex';
import {
  spatialDataQueries as q,
  toSubmissionRecord,
  type QueueFilters,
} from '@/lib/server/repositories/spatialData';
import { organizationName } from '@/lib/shared/organizations';
import type { SubmissionStatus } from '@/lib/shared/schemas/spatialData/rules';
import type { SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import { summary } from './access';
import { listOpenLayers } from './layers';
import { markRolledBack } from './reading';
import { DAY_MS } from '@/lib/shared/dates';

/** The reviewers' queue: every submission past draft, filtered, and the choices of its filters. */

export interface QueueQuery {
  layerID?: string;
  status?: SubmissionStatus;
  organizationID?: string;
  /** Only submissions unchanged for at least this many days. */
  olderThanDays?: number;
}

export async function reviewQueue(query: QueueQuery): Promise<SubmissionSummary[]> {
  const filters: QueueFilters = {
    layerID: query.layerID,
    status: query.status,
    organizationID: query.organizationID,
    changedBefore:
      query.olderThanDays !== undefined
        ? new Date(Date.now() - query.olderThanDays * DAY_MS).toISOString()
        : undefined,
  };
  const k = await db();
  const [rows, rolledBack] = await Promise.all([q.queue(k, filters), q.rolledBack(k)]);
  // A publish a reviewer rolled back is marked, as on the submitter's list (the queue showed a plain Approved).
  return markRolledBack(rows.map(toSubmissionRecord).map(summary), rolledBack);
}

/** One choice of a review-queue filter: the value sent and the name shown. */
export interface FilterChoice {
  id: string;
  name: string;
}

/**
 * The review page's filter choices: the layers that take submissions, and the organisations that have a
 * submission past draft (one query for the names, not the whole queue), both by name.
 */
export async function reviewFilterChoices(): Promise<{
  layers: FilterChoice[];
  organizations: FilterChoice[];
}> {
  const [layers, rows] = await Promise.all([listOpenLayers(), q.queueOrganizations(await db())]);
  const organizations = new Map<string, string>();
  for (const r of rows as Array<{ organization_id: unknown; organization: unknown }>)
    organizations.set(
      String(r.organization_id),
      organizationName(String(r.organization_id), String(r.organization)),
    );
  return {
    layers: layers.map((l) => ({ id: l.layerID, name: l.layerName })),
    organizations: [...organizations]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Statuses a reviewer acts on next: waiting for review, or approved and waiting to be published. */
const WAITING: readonly SubmissionStatus[] = ['submitted', 'in-review'];
const OPEN: readonly SubmissionStatus[] = [...WAITING, 'approved'];

/**
 * The spatial-data home's view of the queue: the submissions a reviewer acts on next (oldest change first),
 * how many wait for review and how many are overdue.
 */
export async function reviewQueueOverview(): Promise<{
  open: SubmissionSummary[];
  waiting: number;
  overdue: number;
}> {
  const queue = await reviewQueue({});
  return {
    open: queue.filter((s) => OPEN.includes(s.status)),
    waiting: queue.filter((s) => WAITING.includes(s.status)).length,
    overdue: queue.filter((s) => s.overdue).length,
  };
}
