import { listLayerMetadata, listStatistics } from '@/lib/server/services/interactvtrans';
import { record, type SearchRecord } from './searchRecord';

/** Map layers and InteractVTrans statistics. */
export async function dataRecords(): Promise<SearchRecord[]> {
  const [layers, stats] = await Promise.all([listLayerMetadata(), listStatistics()]);
  return [
    ...layers.map((l) =>
      record({
        id: `dataset:${l.key}`,
        source: 'data',
        type: 'Dataset',
        title: l.name,
        body: `${l.description} Source: ${l.source}. Vintage: ${l.vintage}. Geometry: ${l.geometryType}.`,
        tagList: [l.category],
        url: '/interactvtrans/available-datasets',
        date: l.updatedOn,
      }),
    ),
    ...stats.map((s) =>
      record({
        id: `statistic:${s.key}`,
        source: 'data',
        type: 'Statistic',
        title: s.label,
        body: `${s.value} ${s.description}`,
        tagList: ['InteractVTrans'],
        url: '/interactvtrans/about',
      }),
    ),
  ];
}
