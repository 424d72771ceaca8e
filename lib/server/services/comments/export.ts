import { toCsv } from '@/lib/server/csv';
import { db } from '@/lib/server/db/knex';
import { commentQueries as q, toStaffCommentRecord } from '@/lib/server/repositories/comments';
import { virginiaCsvDateTime } from '@/lib/shared/dates';
import { requireRole } from '@/lib/server/auth/roles';
import type { SessionUser } from '@/lib/shared/schemas/people';

/** The staff export: every comment as CSV (through the one CSV writer) or GeoJSON points. */

const EXPORT_COLUMNS = [
  'id',
  'status',
  'category',
  'comment',
  'name',
  'latitude',
  'longitude',
  'district',
  'locality',
  'layer_key',
  'feature_id',
  'agrees',
  'flags',
  'response',
  'responded_at',
  'created_at',
  'illustrative',
] as const;

/** Every comment (any status) as CSV or GeoJSON points, with district and locality; never the email. */
export async function exportComments(user: SessionUser, format: 'csv' | 'geojson'): Promise<string> {
  requireRole(user, 'reviewer');
  const rows = (await q.exportAll(await db())).map(toStaffCommentRecord);
  const records = rows.map((c) => ({
    id: c.id,
    status: c.status,
    category: c.category,
    comment: c.comment,
    name: c.name ?? '',
    latitude: c.latitude,
    longitude: c.longitude,
    district: c.district ?? '',
    locality: c.locality ?? '',
    layer_key: c.layerKey ?? '',
    feature_id: c.featureId ?? '',
    agrees: c.agrees,
    flags: c.flags,
    response: c.response ?? '',
    responded_at: c.respondedAt ?? '',
    created_at: c.createdAt,
    illustrative: c.illustrative,
  }));
  if (format === 'geojson') {
    return JSON.stringify({
      type: 'FeatureCollection',
      features: records.map((p) => ({
        type: 'Feature',
        id: p.id,
        geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
        properties: p,
      })),
    });
  }
  // The CSV says its moments in Virginia time; the GeoJSON keeps ISO 8601 in UTC for programs.
  const local = records.map((p) => ({
    ...p,
    responded_at: virginiaCsvDateTime(p.responded_at),
    created_at: virginiaCsvDateTime(p.created_at),
  }));
  return toCsv([[...EXPORT_COLUMNS], ...local.map((p) => EXPORT_COLUMNS.map((c) => p[c]))]);
}
