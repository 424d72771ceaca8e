import { localCache } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import {
  layerQueries as q,
  toFeaturesVersion,
  toLayerInfo,
  toLayerSummary,
  toStoredFeature,
  type LayerInfo,
  type StoredFeature,
} from '@/lib/server/repositories/layers';
import { HttpError } from '@/lib/shared/errors';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';

/** Every layer's metadata, and each layer's features parsed once and kept in memory until its data changes. */

/** A layer's feature count, illustrative count and extent. */
interface Summary {
  count: number;
  illustrative: number;
  extent: [number, number, number, number] | null;
}

const toMetadata = (info: LayerInfo, s: Summary): LayerMetadata => ({
  ...info,
  featureCount: s.count,
  illustrativeCount: s.illustrative,
  extent: s.extent,
});

/** Metadata of every Map Explorer layer, with its fields, feature count and extent. */
export async function listLayerMetadata(): Promise<LayerMetadata[]> {
  const k = await db();
  const [rows, summaries] = await Promise.all([q.metadata(k), q.summaries(k)]);
  const byKey = new Map(summaries.map(toLayerSummary).map((s) => [s.layerKey, s]));
  const none: Summary = { count: 0, illustrative: 0, extent: null };
  return rows.map(toLayerInfo).map((info) => toMetadata(info, byKey.get(info.key) ?? none));
}

export interface CachedFeature extends StoredFeature {
  /** Lower-case id and name, for `q`. */
  search: string;
}
export interface CachedLayer {
  version: string;
  meta: LayerMetadata;
  summary: Summary;
  features: CachedFeature[];
}

const layers = new Map<string, CachedLayer>();

/**
 * A layer's features, parsed once and kept until its data changes (the version is the feature count and the
 * newest row id, read on every request: one indexed query).
 */
export async function loadLayer(layerKey: string): Promise<CachedLayer> {
  const k = await db();
  // Two indexed single-layer queries per request; the features are parsed only when the data changed.
  const row = await q.metadataOf(k, layerKey);
  if (!row || row.layer_key !== layerKey)
    throw new HttpError(
      404,
      `There is no layer '${layerKey}'. The layer list is at /api/map-explorer/get-layer-metadata.`,
    );
  const info = toLayerInfo(row);
  const version = `${toFeaturesVersion(await q.version(k, layerKey))}.${info.fields.length}`;
  const cached = layers.get(layerKey);
  if (cached && cached.version === version) return { ...cached, meta: toMetadata(info, cached.summary) };
  const features = (await q.features(k, layerKey)).map((r: Record<string, unknown>): CachedFeature => {
    const f = toStoredFeature(r);
    return { ...f, search: `${f.id} ${f.name ?? ''}`.toLowerCase() };
  });
  const summary: Summary = {
    count: features.length,
    illustrative: features.filter((f) => f.illustrative).length,
    extent: features.length
      ? [
          Math.min(...features.map((f) => f.bbox[0])),
          Math.min(...features.map((f) => f.bbox[1])),
          Math.max(...features.map((f) => f.bbox[2])),
          Math.max(...features.map((f) => f.bbox[3])),
        ]
      : null,
  };
  const layer = { version, meta: toMetadata(info, summary), summary, features };
  layers.set(layerKey, layer);
  return layer;
}

/** One layer's metadata from its cached copy (two indexed queries; no aggregate over every layer). */
export async function layerMetadataOf(layerKey: string): Promise<LayerMetadata> {
  return (await loadLayer(layerKey)).meta;
}

/** Forgets the kept layers (invalidateLayerCache in answers.ts forgets their answers too). */
export function forgetLayers() {
  layers.clear();
}
// Emptied when the layers change, here or on another instance (the table in lib/server/runtime/caches.ts).
localCache('layers', forgetLayers);
