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

/**
 * The `count` studies nearest to `study` (itself left out), nearest first: shown beside a study's map. The
 * distance is planar with longitude scaled by cos(38°) ≈ 0.79, Virginia's middle latitude: enough to rank.
 */
export async function nearbyGapTaStudies(study: GapTaStudy, count: number): Promise<GapTaStudy[]> {
  const distance = (s: GapTaStudy) =>
    Math.hypot((s.longitude - study.longitude) * 0.79, s.latitude - study.latitude);
  return (await listGapTaStudies())
    .filter((s) => s.gapId !== study.gapId)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count);
}

/** The study area of a study awarded through an application on the site, or null. */
export async function gapTaStudyArea(
  gapId: string,
): Promise<{ type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null> {
  const row = (await q.studyArea(await db(), gapId)) as { study_area?: unknown } | undefined;
  if (typeof row?.study_area !== 'string') return null;
  try {
    const g = JSON.parse(row.study_area) as { type?: string; coordinates?: unknown };
    return g.type === 'Polygon' || g.type === 'MultiPolygon'
      ? { type: g.type, coordinates: g.coordinates }
      : null;
  } catch {
    return null;
  }
}
