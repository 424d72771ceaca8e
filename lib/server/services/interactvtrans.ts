import { db } from '@/lib/server/db/knex';
import { bool, isoDate } from '@/lib/server/db/normalize';
import { interactvtransQueries as q } from '@/lib/server/repositories/interactvtrans';
import { isoToUsDate } from '@/lib/shared/dates';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import type { Statistic, ToolVersion, VersionInfo } from '@/lib/shared/schemas/interactvtrans';

type Row = Record<string, unknown>;
const str = (v: unknown) => String(v);

/** Headline figures about InteractVTrans. */
export async function listStatistics(): Promise<Statistic[]> {
  return (await q.statistics(await db())).map((r: Row) => ({
    key: str(r.stat_key),
    label: str(r.label),
    value: str(r.value),
    description: str(r.description),
    illustrative: bool(r.illustrative),
  }));
}

/** Release history of the two modules, newest first, with the current version of each. */
export async function getVersionInfo(): Promise<VersionInfo> {
  const releases: ToolVersion[] = (await q.versions(await db())).map((r: Row) => ({
    module: r.module as ToolVersion['module'],
    version: str(r.version),
    releasedOn: isoToUsDate(isoDate(r.released_on)),
    notes: str(r.notes),
  }));
  const latest = (m: ToolVersion['module']) => releases.find((r) => r.module === m) ?? null;
  return {
    current: { 'map-explorer': latest('map-explorer'), 'data-explorer': latest('data-explorer') },
    releases,
  };
}

/** Metadata of every Map Explorer layer (with fields, counts and extent). */
export { listLayerMetadata } from './layers';

/** GAP-TA studies with their map locations, newest fiscal year first. */
export async function listGapTaStudies(): Promise<GapTaStudy[]> {
  return (await q.gapTaStudies(await db())).map((r: Row) => ({
    gapId: str(r.gap_id),
    title: str(r.title),
    locality: str(r.locality),
    localityType: r.locality_type as GapTaStudy['localityType'],
    district: str(r.district),
    fiscalYear: Number(r.fiscal_year),
    component: Number(r.component),
    status: r.status as GapTaStudy['status'],
    summary: str(r.summary),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    illustrative: bool(r.illustrative),
  }));
}

/** One GAP-TA study by its gapid, or null when there is none. */
export async function findGapTaStudy(gapId: string): Promise<GapTaStudy | null> {
  return (await listGapTaStudies()).find((s) => s.gapId === gapId) ?? null;
}
