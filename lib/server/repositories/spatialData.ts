import type { Knex } from 'knex';
import { bool, rowOf, textOrNull } from '@/lib/server/db/normalize';
import { SpatialLayer } from '@/lib/shared/schemas/spatialData';

/** Spatial layers and users' submission listings. */
export const spatialDataQueries = {
  layer: (k: Knex, by: { layerID?: string; layerName?: string }) => {
    const q = k('spatial_layers').select(
      'layer_id',
      'layer_name',
      'description',
      'geometry_type',
      'accepts_submissions',
      'published_layer_key',
    );
    if (by.layerID !== undefined) q.where({ layer_id: by.layerID });
    if (by.layerName !== undefined) q.where({ layer_name: by.layerName });
    return q.orderBy('layer_id').first();
  },
  /** The organisations with a submission past draft (the review queue's organisation filter). */
  queueOrganizations: (k: Knex) =>
    k('submissions')
      .whereNot('status', 'draft')
      .whereNotNull('organization_id')
      .distinct('organization_id', 'organization'),
  /** Every layer that takes submissions, by name. */
  openLayers: (k: Knex) =>
    k('spatial_layers').where({ accepts_submissions: true }).select('layer_id').orderBy('layer_name'),
  listing: (k: Knex, userId: string) =>
    k('submissions as s')
      .join('spatial_layers as l', 'l.layer_id', 's.layer_id')
      .select(
        's.submission_id',
        's.layer_id',
        'l.layer_name',
        's.title',
        's.organization',
        's.status',
        's.feature_count',
        's.created_at',
        's.updated_at',
        's.submitted_at',
        's.illustrative',
      )
      .where('s.user_id', userId)
      .orderBy([
        { column: 's.updated_at', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ]),
};

/** A spatial layer as stored: everything but the fields a submission must carry (read from its published layer). */
const SpatialLayerInfo = SpatialLayer.omit({ expectedFields: true });

/** A spatial_layers row → its layer (the geometry type checked against the enum). */
export const toSpatialLayerInfo = (r: Record<string, unknown>) =>
  rowOf(SpatialLayerInfo, 'spatial_layers', {
    layerID: r.layer_id,
    layerName: r.layer_name,
    description: r.description,
    geometryType: r.geometry_type,
    acceptsSubmissions: bool(r.accepts_submissions),
    publishedLayerKey: textOrNull(r.published_layer_key),
  });
