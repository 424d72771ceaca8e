import simplify from '@turf/simplify';
import type { Geometry } from 'geojson';
import type { Knex } from 'knex';
import type { GapTaStudyRow } from '@/lib/server/db/tables';
import { bboxOf } from '@/lib/server/geo/virginia';
import { layerQueries, type LayerFeatureRow } from '@/lib/server/repositories/layers';
import { insertBatched, recordSeeded, seededKeys, seedKey } from '../upsert';
import { generateLayerSeeds, type SeedFeature } from './generate';

/** About half a mile: under a pixel at statewide scales (1:1,000,000 and smaller, ~260 m a pixel). */
const STATEWIDE_TOLERANCE_DEG = 0.008;

function generalise(g: Geometry): Geometry {
  if (g.type === 'Point' || g.type === 'MultiPoint') return g;
  try {
    return simplify(g, { tolerance: STATEWIDE_TOLERANCE_DEG, highQuality: false });
  } catch {
    return g; // a degenerate ring (e.g. a tiny island) that cannot be simplified: keep it as it is
  }
}

export function toFeatureRow(layerKey: string, f: SeedFeature): LayerFeatureRow {
  const [min_x, min_y, max_x, max_y] = bboxOf((f.geometry as { coordinates: unknown }).coordinates);
  return {
    layer_key: layerKey,
    feature_id: f.id,
    name: f.name,
    geometry_type: f.geometry.type,
    geometry: JSON.stringify(f.geometry),
    geometry_low: JSON.stringify(generalise(f.geometry)),
    properties: JSON.stringify(f.properties),
    min_x,
    min_y,
    max_x,
    max_y,
    illustrative: f.illustrative,
  };
}

/**
 * Seeds every layer's features once (a layer recorded in seed_records is never generated again, so staff
 * replacing or deleting a layer's data keeps it that way), and fills each layer's field list.
 */
export async function seedLayerFeatures(
  trx: Knex.Transaction,
  studies: readonly GapTaStudyRow[],
): Promise<number> {
  const done = await seededKeys(trx, 'layer_features');
  const layerKeys: string[] = (await trx('layer_metadata').select('layer_key')).map(
    (r: { layer_key: string }) => r.layer_key,
  );
  if (layerKeys.every((k) => done.has(seedKey(k)))) return 0;
  let inserted = 0;
  for (const layer of generateLayerSeeds(studies)) {
    if (!layerKeys.includes(layer.key) || done.has(seedKey(layer.key))) continue;
    await layerQueries.fillFields(trx, layer.key, JSON.stringify(layer.fields));
    if (Number((await layerQueries.countFeatures(trx, layer.key))?.n ?? 0) === 0) {
      await insertBatched(
        trx,
        'layer_features',
        layer.features.map((f) => toFeatureRow(layer.key, f)),
      );
      inserted += layer.features.length;
    }
    await recordSeeded(trx, 'layer_features', [layer.key]);
  }
  return inserted;
}
