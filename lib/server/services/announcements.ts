import { db } from '@/lib/server/db/knex';
import { announcementQueries as q, toAnnouncement } from '@/lib/server/repositories/announcements';
import type { Announcement } from '@/lib/shared/schemas/announcements';

/** Every announcement with the pages it applies to, newest first. */
export async function listAnnouncements(): Promise<Announcement[]> {
  const k = await db();
  const [rows, pages] = await Promise.all([q.announcements(k), q.announcementPages(k)]);
  const byId = new Map<number, string[]>();
  for (const p of pages) {
    const id = Number(p.announcement_id);
    byId.set(id, [...(byId.get(id) ?? []), String(p.page_path)]);
  }
  return rows.map((r) => toAnnouncement(r, byId.get(Number(r.id)) ?? []));
}
