import { db } from '@/lib/server/db/knex';
import {
  interactvtransQueries as q,
  toStatistic,
  toToolVersion,
} from '@/lib/server/repositories/interactvtrans';
import { listDatasets } from '@/lib/server/services/catalog';
import type { Statistic, ToolVersion, VersionInfo } from '@/lib/shared/schemas/interactvtrans';

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
  return (await q.statistics(await db())).map(toStatistic);
}

/** Release history of the two modules, newest first, with the current version of each. */
export async function getVersionInfo(): Promise<VersionInfo> {
  const releases = (await q.versions(await db())).map(toToolVersion);
  const latest = (m: ToolVersion['module']) => releases.find((r) => r.module === m) ?? null;
  return {
    current: { 'map-explorer': latest('map-explorer'), 'data-explorer': latest('data-explorer') },
    releases,
  };
}

/** Metadata of every Map Explorer layer (with fields, counts and extent). */
export { listLayerMetadata } from './layers';
