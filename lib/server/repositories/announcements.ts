import type { Knex } from 'knex';
import { linkOf, num, rowOf, usDate } from '@/lib/server/db/normalize';
import { Announcement } from '@/lib/shared/schemas/announcements';

type Row = Record<string, unknown>;

/** Announcements and the pages each applies to. Each builder is also compiled for SQL Server in tests. */
export const announcementQueries = {
  announcements: (k: Knex) =>
    k('announcements')
      .select('id', 'date', 'title', 'message', 'link_href', 'link_label')
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  announcementPages: (k: Knex) =>
    k('announcement_pages').select('announcement_id', 'page_path').orderBy(['announcement_id', 'page_path']),
};

/** An announcements row and its page paths → Announcement, checked against its schema. */
export const toAnnouncement = (r: Row, pages: string[]) =>
  rowOf(Announcement, 'announcements', {
    Id: num(r.id),
    Date: usDate(r.date),
    Title: r.title,
    Message: r.message,
    Pages: pages,
    Link: linkOf(r.link_href, r.link_label),
  });
