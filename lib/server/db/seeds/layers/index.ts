import type { Knex } from 'knex';
import type { GapTaStudyRow } from '@/lib/server/db/tables';
import { insertFeatureRows, layerQueries, toFeatureRow } from '@/lib/server/repositories/layers';
import { recordSeeded, seededKeys, seedKey } from '../upsert';
import { generateLayerSeeds } from './generate';

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
      await insertFeatureRows(
        trx,
        layer.features.map((f) => toFeatureRow(layer.key, f)),
      );
      inserted += layer.features.length;
    }
    await recordSeeded(trx, 'layer_features', [layer.key]);
  }
  return inserted;
}
