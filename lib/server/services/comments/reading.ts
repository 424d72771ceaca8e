import type { Knex } from 'knex';
import { db } from '@/lib/server/db/knex';
import {
  commentQueries as q,
  toCommentRecord,
  toInteraction,
  toNearbyComment,
  type CommentFilters,
  type CommentRecord,
} from '@/lib/server/repositories/comments';
import { boxAround, distanceMetres, textSimilarity } from '@/lib/shared/schemas/comments/rules';
import { notFound } from '@/lib/shared/errors';
import {
  publicText,
  SIMILAR_RADIUS_M,
  type CommentCategory,
  type PublicComment,
} from '@/lib/shared/schemas/comments';

/** What the public reads: approved comments (with this visitor's own agrees and flags), and those nearby. */

/** A comment as the public reads it: email addresses, phone numbers and street addresses hidden (personalInfo.ts). */
function toPublic(c: CommentRecord, viewer: Map<number, Set<string>>): PublicComment {
  const mine = viewer.get(c.id);
  return {
    ...c,
    comment: publicText(c.comment),
    name: c.name === null ? null : publicText(c.name),
    viewer: { agreed: mine?.has('agree') ?? false, flagged: mine?.has('flag') ?? false },
  };
}

async function viewerMap(k: Knex, visitorKey: string | null) {
  const map = new Map<number, Set<string>>();
  if (!visitorKey) return map;
  for (const { commentId, interaction } of (await q.interactionsOf(k, visitorKey)).map(toInteraction)) {
    map.set(commentId, (map.get(commentId) ?? new Set()).add(interaction));
  }
  return map;
}

/** Approved comments (the public map and list), filtered by category, district, answered, bounding box. */
export async function listApproved(f: CommentFilters, visitorKey: string | null): Promise<PublicComment[]> {
  const k = await db();
  const [rows, viewer] = await Promise.all([q.approved(k, f), viewerMap(k, visitorKey)]);
  return rows.map((r: Record<string, unknown>) => toPublic(toCommentRecord(r), viewer));
}

/** One approved comment; 404 for any other (pending and hidden comments do not exist for the public). */
export async function getApproved(id: number, visitorKey: string | null): Promise<PublicComment> {
  const k = await db();
  const row = await q.approvedById(k, id);
  if (!row) throw notFound(`There is no published comment ${id}.`);
  return toPublic(toCommentRecord(row), await viewerMap(k, visitorKey));
}

/** Approved comments near a point, most similar text first: shown before a person submits a new one. */
export async function similarNearby(p: {
  latitude: number;
  longitude: number;
  category?: CommentCategory;
  text?: string;
}): Promise<Array<{ id: number; distanceM: number; similarity: number; comment: string; category: string }>> {
  const rows = (await q.nearby(await db(), boxAround(p.latitude, p.longitude, SIMILAR_RADIUS_M))).map(
    toNearbyComment,
  );
  return rows
    .map((r) => ({
      id: r.id,
      distanceM: Math.round(
        distanceMetres({ lat: p.latitude, lon: p.longitude }, { lat: r.latitude, lon: r.longitude }),
      ),
      similarity: Math.round(textSimilarity(p.text ?? '', r.comment) * 100) / 100,
      comment: publicText(r.comment),
      category: r.category,
    }))
    .filter((r) => r.distanceM <= SIMILAR_RADIUS_M)
    .sort(
      (a, b) =>
        Number(b.category === p.category) - Number(a.category === p.category) ||
        b.similarity - a.similarity ||
        a.distanceM - b.distanceM,
    )
    .slice(0, 5);
}
