import { db } from '@/lib/server/db/knex';
import { bool, isoDate } from '@/lib/server/db/normalize';
import { interactvtransQueries as q } from '@/lib/server/repositories/interactvtrans';
import { listDatasets } from '@/lib/server/services/catalog';
import { isoToUsDate } from '@/lib/shared/dates';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import type { Statistic, ToolVersion, VersionInfo } from '@/lib/shared/schemas/interactvtrans';

type Row = Record<string, unknown>;
const str = (v: unknown) => String(v);

const count = new Intl.NumberFormat('en-US');

/** Figures counted from the data on every call: catalog datasets, map layers, their features, all records. */
async function liveStatistics(): Promise<Statistic[]> {
  const datasets = await listDatasets();
  const layers = datasets.filter((d) => d.kind === 'Map layer');
  const stat = (
    key: string,
    label: string,
    n: number,
    description: string,
    illustrative: boolean,
  ): Statistic => ({
    key,
    label,
    value: count.format(n),
    description,
    illustrative,
  });
  const features = layers.reduce((s, d) => s + d.recordCount, 0);
  const records = datasets.reduce((s, d) => s + d.recordCount, 0);
  const flagged = datasets.some((d) => d.illustrativeCount > 0);
  return [
    stat(
      'live-datasets',
      'Datasets on this site',
      datasets.length,
      'Map layers and data tables in the catalog of available datasets, counted live.',
      false,
    ),
    stat('live-layers', 'Map layers', layers.length, 'Layers in the MapExplorer, counted live.', false),
    stat(
      'live-features',
      'Map features',
      features,
      'Features across all MapExplorer layers, counted live; many are illustrative.',
      flagged,
    ),
    stat(
      'live-data-points',
      'Data records',
      records,
      'Every map feature and data-table row on this site, counted live; many are illustrative.',
      flagged,
    ),
  ];
}

/** Headline figures about InteractVTrans: the live counts first, then the published figures. */
export async function listStatistics(): Promise<Statistic[]> {
  const [live, published] = await Promise.all([liveStatistics(), publishedStatistics()]);
  return [...live, ...published];
}

async function publishedStatistics(): Promise<Statistic[]> {
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
