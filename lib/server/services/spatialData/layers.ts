import { db } from '@/lib/server/db/knex';
import { bool, exactMatch, isoDateTime, isoDateTimeOrNull } from '@/lib/server/db/normalize';
import { layerFieldsOf, layerQueries } from '@/lib/server/repositories/layers';
import { spatialDataQueries as q, toSpatialLayerInfo } from '@/lib/server/repositories/spatialData';
import { organizationName } from '@/lib/shared/organizations';
import { HttpError, notFound } from '@/lib/shared/errors';
import { hasRole, type SessionUser } from '@/lib/shared/schemas/people';
import type { LayerField } from '@/lib/shared/schemas/layers';
import type { ListingItem, SpatialLayer } from '@/lib/shared/schemas/spatialData';

/** The layers that take spatial data, and a person's list of their submissions. */

/** Fields the server fills on publish (from where each feature lies), so submitters need not send them. */
const SERVER_FIELDS = new Set(['locality', 'district']);

/**
 * The fields a submission to a layer must carry: the published Map Explorer layer's own fields (less those
 * the server fills), or just a name for a layer not published yet.
 */
async function expectedFields(publishedLayerKey: string | null): Promise<LayerField[]> {
  if (!publishedLayerKey) return [{ name: 'name', type: 'string', label: 'Name' }];
  const meta = await layerQueries.metadataOf(await db(), publishedLayerKey);
  return layerFieldsOf(meta?.fields).filter((f) => !SERVER_FIELDS.has(f.name));
}

/** A spatial-data layer by id and/or name; 404 when none matches. */
export async function getLayer(by: { layerID?: string; layerName?: string }): Promise<SpatialLayer> {
  let row = await q.layer(await db(), by);
  // Exact on both engines (SQL Server's collation would also match a name or id differing in case).
  if (by.layerID !== undefined) row = exactMatch(row, 'layer_id', by.layerID);
  if (by.layerName !== undefined) row = exactMatch(row, 'layer_name', by.layerName);
  if (!row) throw notFound('No spatial-data layer matches that layerID / layerName.');
  const layer = toSpatialLayerInfo(row);
  return { ...layer, expectedFields: await expectedFields(layer.publishedLayerKey) };
}

/** The fields a submission to the layer must carry (see getLayer). */
export const layerSpec = async (layer: SpatialLayer): Promise<LayerField[]> => layer.expectedFields;

/** Every layer that takes submissions, with its geometry type and expected fields. */
export async function listOpenLayers(): Promise<SpatialLayer[]> {
  const rows: Array<{ layer_id: string }> = await q.openLayers(await db());
  return Promise.all(rows.map((r) => getLayer({ layerID: String(r.layer_id) })));
}

/**
 * A user's submissions with their layer and current status, most recently changed first. People see their
 * own; reviewers may ask for anyone's. An unknown user simply has none (the answer reveals no accounts).
 */
export async function getListing(viewer: SessionUser, userId: string = viewer.id): Promise<ListingItem[]> {
  if (userId !== viewer.id && !hasRole(viewer, 'reviewer')) {
    throw new HttpError(403, "Only reviewers may list another person's submissions.", 'userID');
  }
  const k = await db();
  return (await q.listing(k, userId)).map((r: Record<string, unknown>) => ({
    submissionID: String(r.submission_id),
    layerID: String(r.layer_id),
    layerName: String(r.layer_name),
    title: String(r.title),
    organization: organizationName(
      r.organization_id === null ? null : String(r.organization_id),
      String(r.organization),
    ),
    status: String(r.status),
    featureCount: r.feature_count === null ? null : Number(r.feature_count),
    createdAt: isoDateTime(r.created_at),
    updatedAt: isoDateTime(r.updated_at),
    submittedAt: isoDateTimeOrNull(r.submitted_at),
    illustrative: bool(r.illustrative),
  }));
}
