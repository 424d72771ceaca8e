import type { Knex } from 'knex';
import { num } from '@/lib/server/db/normalize';
import { periodQueries as q } from '@/lib/server/repositories/commentPeriods';

/**
 * The published period open at `now` whose drafts include the map, or null: a map comment made then belongs to
 * it (issue 57 §2). Its own file so the map comments' posting imports no more of the periods than this.
 */
export async function openPeriodWithMap(k: Knex, now: string): Promise<number | null> {
  const row = (await q.openWithMap(k, now)) as { id: unknown } | undefined;
  return row ? num(row.id) : null;
}
