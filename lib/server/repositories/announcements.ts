import type { Knex } from 'knex';
import type { AnnouncementRow } from '@/lib/server/db/tables';
import { isoDate, linkOf, num, rowOf, usDate } from '@/lib/server/db/normalize';
import { Announcement } from '@/lib/shared/schemas/announcements';

type Row = Record<string, unknown>;

/** Announcements and the pages each applies to. Each builder is also compiled for SQL Server in tests. */
export const announcementQueries = {
  announcements: (k: Knex) =>
    k('announcements')
      .select('id', 'date', 'title', 'message', 'link_href', 'link_label', 'level', 'starts_on', 'ends_on')
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  announcementPages: (k: Knex) =>
    k('announcement_pages').select('announcement_id', 'page_path').orderBy(['announcement_id', 'page_path']),
  // Staff publishing: the workflow writes the published revision's rows.
  insert: (k: Knex, row: AnnouncementWrite) => k('announcements').insert(row, ['id']),
  replace: (k: Knex, id: number, row: AnnouncementWrite) => k('announcements').where({ id }).update(row),
  remove: (k: Knex, id: number) => k('announcements').where({ id }).delete(),
  removePages: (k: Knex, id: number) => k('announcement_pages').where({ announcement_id: id }).delete(),
  insertPages: (k: Knex, id: number, pages: string[]) =>
    k('announcement_pages').insert(pages.map((page_path) => ({ announcement_id: id, page_path }))),
};

/** The columns the workflow writes. */
export type AnnouncementWrite = Omit<AnnouncementRow, 'id'> & {
  level: string;
  starts_on: string | null;
  ends_on: string | null;
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
    Level: r.level ?? 'info',
    StartsOn: r.starts_on ? isoDate(r.starts_on) : null,
    EndsOn: r.ends_on ? isoDate(r.ends_on) : null,
  });
