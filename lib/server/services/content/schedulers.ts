import type { Knex } from 'knex';
import { isoDateTime, num, numOrNull } from '@/lib/server/db/normalize';
import { contentQueries as q } from '@/lib/server/repositories/content';
import type { ContentState } from '@/lib/shared/schemas/content';
import type { Role } from '@/lib/shared/schemas/people';
import { audit, now, stateWithoutSchedule } from './records';
import { registeredKind } from './registry';

/**
 * The schedules standing in a person's name, for a change to their account: an admin who takes away the role
 * that publishes (or deactivates the account) is shown them first, and they are cancelled in the same
 * transaction as the change. This module imports nothing of people/, which imports it.
 */

/** A scheduled publish and who made it. */
export interface StandingSchedule {
  kind: string;
  id: number;
  title: string;
  /** When it was to be published (ISO). */
  at: string;
  revision: number;
  /** The role the job checks when it runs (every kind today: editor). */
  role: Role;
  state: ContentState;
  currentRevision: number;
  publishedRevision: number | null;
}

/** The schedules whose latest 'scheduled' entry for the scheduled revision names this address. */
export async function schedulesOf(k: Knex, email: string): Promise<StandingSchedule[]> {
  const seen = new Set<number>();
  const mine: StandingSchedule[] = [];
  for (const r of await q.schedulesWithScheduler(k)) {
    const id = num(r.id);
    if (seen.has(id)) continue; // an older 'scheduled' entry of the same revision
    seen.add(id);
    if (String(r.actor ?? '').toLowerCase() !== email.toLowerCase()) continue;
    const kind = String(r.kind);
    mine.push({
      kind,
      id,
      title: String(r.title),
      at: isoDateTime(r.scheduled_at),
      revision: num(r.scheduled_revision),
      // A kind not registered in this process (an API route that loads only people/) is an editor's kind.
      role: registeredKind(kind)?.role ?? 'editor',
      state: String(r.state) as ContentState,
      currentRevision: num(r.current_revision),
      publishedRevision: numOrNull(r.published_revision),
    });
  }
  return mine.sort((a, b) => a.at.localeCompare(b.at));
}

/** Cancels these schedules (inside the account change's transaction), each with the reason in its trail. */
export async function cancelSchedules(
  trx: Knex.Transaction,
  schedules: readonly StandingSchedule[],
  actor: string,
  reason: string,
): Promise<void> {
  for (const s of schedules) {
    const moved = await q.setState(trx, s.id, s.currentRevision, {
      state: stateWithoutSchedule(s),
      scheduled_at: null,
      scheduled_revision: null,
      updated_at: now(),
      updated_by: actor,
    });
    if (moved === 1) await audit(trx, s.id, 'schedule-cancelled', s.revision, actor, reason);
  }
}
