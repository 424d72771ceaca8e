import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { insertedId, num } from '@/lib/server/db/normalize';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { DEFAULT_COMPONENTS } from '@/lib/shared/schemas/gapTaApplications/rules';
import { HttpError } from '@/lib/shared/errors';
import type { Cycle, CycleInput } from '@/lib/shared/schemas/gapTaApplications';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { conflict, now, STAFF_ONLY, toCycle } from './access';

type Row = Record<string, unknown>;

/**
 * GAP-TA application cycles: the public list and what /gap-ta/application shows, and staff opening a cycle or
 * changing its dates and components. Every change is announced so each instance's cached pages follow.
 */

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

/** One cycle; 404 naming the field when there is none. */
export async function cycleById(k: Knex, id: number): Promise<Cycle> {
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
