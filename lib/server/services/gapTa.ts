import { db } from '@/lib/server/db/knex';
import { gapTaQueries as q, toGapTaStudy } from '@/lib/server/repositories/gapTa';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';

/** GAP-TA studies with their map locations, newest fiscal year first. */
export async function listGapTaStudies(): Promise<GapTaStudy[]> {
  return (await q.studies(await db())).map(toGapTaStudy);
}

/** One GAP-TA study by its gapid, or null when there is none. */
export async function findGapTaStudy(gapId: string): Promise<GapTaStudy | null> {
  return (await listGapTaStudies()).find((s) => s.gapId === gapId) ?? null;
}
