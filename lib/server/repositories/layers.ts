import type { Knex } from 'knex';

export interface LayerFeatureRow {
  id?: number;
  layer_key: string;
  feature_id: string;
  name: string | null;
  geometry_type: string;
  geometry: string;
  geometry_low: string;
  properties: string;
  min_x: number;
  min_y: number;
  max_x: number;
  max_y: number;
  illustrative: boolean;
}

const METADATA_COLUMNS = [
  'layer_key',
  'name',
  'category',
  'description',
  'geometry_type',
  'source',
  'vintage',
  'downloadable',
  'updated_on',
  'fields',
];

/** Map Explorer layer metadata and features (issue 11). */
export const layerQueries = {
  metadata: (k: Knex) =>
    k('layer_metadata')
      .select(...METADATA_COLUMNS)
      .orderBy(['category', 'name']),
  /** One layer's metadata row (exact key compared by the caller: SQL Server's collation ignores case). */
  metadataOf: (k: Knex, layerKey: string) =>
    k('layer_metadata')
      .where({ layer_key: layerKey })
      .first(...METADATA_COLUMNS),
  /** Feature count, extent and illustrative count of every layer that has features. */
  summaries: (k: Knex) =>
    k('layer_features')
      .select('layer_key')
      .count({ features: '*' })
      .min({ min_x: 'min_x', min_y: 'min_y' })
      .max({ max_x: 'max_x', max_y: 'max_y' })
      .select(k.raw('sum(case when illustrative = ? then 1 else 0 end) as illustrative_features', [true]))
      .groupBy('layer_key'),
  /** Changes whenever features are added or removed: the cache key of a layer's data. */
  version: (k: Knex, layerKey: string) =>
    k('layer_features').where({ layer_key: layerKey }).count({ n: '*' }).max({ last: 'id' }).first(),
  features: (k: Knex, layerKey: string) =>
    k('layer_features')
      .where({ layer_key: layerKey })
      .select(
        'feature_id',
        'name',
        'geometry',
        'geometry_low',
        'properties',
        'min_x',
        'min_y',
        'max_x',
        'max_y',
        'illustrative',
      )
      .orderBy('id'),
  countFeatures: (k: Knex, layerKey: string) =>
    k('layer_features').where({ layer_key: layerKey }).count({ n: '*' }).first(),
  /** Fills a layer's field list where none is stored yet (never overwrites staff edits). */
  fillFields: (k: Knex, layerKey: string, fields: string) =>
    k('layer_metadata').where({ layer_key: layerKey }).whereNull('fields').update({ fields }),
};
