/**
 * Map Explorer layers: their metadata, and their features read from one cached copy of `layer_features`, so
 * the map, the downloads, the extract job, the OGC API and the Data Explorer always agree. Only what pages, API
 * routes, other services and tests use is exported here:
 *
 * - cache.ts: every layer's metadata; each layer's features parsed once and kept until its data changes
 * - query.ts: the features a query selects (filters checked against the layer's fields), the filter choices,
 *   and the reads of the extract job (by bbox), the OGC API (a page, one feature) and the Data Explorer
 *   (attributes only)
 * - answers.ts: answers kept per query and layer version, with ETags and gzip; invalidateLayerCache forgets
 *   them and the kept layers (lib/server/changes.ts calls it on every instance after a publish)
 * - features.ts: GET /api/map-explorer/layers/{layerKey}/features in every download format (the writers run
 *   in the worker pool)
 *
 * The rows and their queries are in lib/server/repositories/layers.ts; the query shapes in
 * lib/shared/schemas/layers.ts.
 */
export { layerMetadataOf, listLayerMetadata } from './cache';
export {
  checkFilters,
  layerFeatureById,
  layerFeaturePage,
  layerFeaturesInBbox,
  layerFieldValues,
  layerRecords,
  type FeaturePage,
  type FeatureRecord,
} from './query';
export { invalidateLayerCache, layerAnswer, type LayerAnswer } from './answers';
export { layerCsvTypes, layerFeatures, layerPrj, type FeatureAnswer } from './features';
