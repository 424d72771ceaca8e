import { db } from '@/lib/server/db/knex';
import { bool, exactMatch, isoDateTime, isoDateTimeOrNull } from '@/lib/server/db/normalize';
import { spatialDataQueries as q } from '@/lib/server/repositories/spatialData';
import { HttpError, notFound } from '@/lib/shared/errors';
import { hasRole, type SessionUser } from '@/lib/shared/schemas/people';
import type { ListingItem, SpatialLayer } from '@/lib/shared/schemas/spatialData';

/** A spatial-data layer by id and/or name; 404 when none matches. */
export async function getLayer(by: { layerID?: string; layerName?: string }): Promise<SpatialLayer> {
  let row = await q.layer(await db(), by);
  // Exact on both engines (SQL Server's collation would also match a name or id differing in case).
  if (by.layerID !== undefined) row = exactMatch(row, 'layer_id', by.layerID);
  if (by.layerName !== undefined) row = exactMatch(row, 'layer_name', by.layerName);
  if (!row) throw notFound('No spatial-data layer matches that layerID / layerName.');
  return {
    layerID: String(row.layer_id),
    layerName: String(row.layer_name),
    description: String(row.description),
    geometryType: row.geometry_type as SpatialLayer['geometryType'],
    acceptsSubmissions: bool(row.accepts_submissions),
    publishedLayerKey: row.published_layer_key === null ? null : String(row.published_layer_key),
  };
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
    organization: String(r.organization),
    status: String(r.status),
    featureCount: r.feature_count === null ? null : Number(r.feature_count),
    createdAt: isoDateTime(r.created_at),
    updatedAt: isoDateTime(r.updated_at),
    submittedAt: isoDateTimeOrNull(r.submitted_at),
    illustrative: bool(r.illustrative),
  }));
}
