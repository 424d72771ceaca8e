import type { Knex } from 'knex';
import type { UpdateRow } from '@/lib/server/db/tables';
import { linkOf, rowOf, usDate } from '@/lib/server/db/normalize';
import { Update } from '@/lib/shared/schemas/updates';

type Row = Record<string, unknown>;

const COLUMNS = ['update_key', 'date', 'title', 'intro', 'body', 'program', 'link_href', 'link_label'];

/** Program updates. Each builder is also compiled for SQL Server in tests. */
export const updateQueries = {
  updates: (k: Knex) =>
    k('updates')
      .select(COLUMNS)
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  updateByKey: (k: Knex, key: string) =>
    k('updates')
      .select([...COLUMNS, 'related_pages'])
      .where({ update_key: key })
      .first(),
  // Staff publishing: the workflow writes the published revision's row.
  allRows: (k: Knex) =>
    k('updates')
      .select([...COLUMNS, 'related_pages'])
      .orderBy('id'),
  keyTaken: (k: Knex, key: string) => k('updates').where({ update_key: key }).first('id'),
  insert: (k: Knex, row: UpdateWrite) => k('updates').insert(row),
  replace: (k: Knex, key: string, row: UpdateWrite) => k('updates').where({ update_key: key }).update(row),
  remove: (k: Knex, key: string) => k('updates').where({ update_key: key }).delete(),
};

/** The columns the workflow writes. */
export type UpdateWrite = UpdateRow & { related_pages: string | null };

/** An updates row → Update, checked against its schema. */
export const toUpdate = (r: Row) =>
  rowOf(Update, 'updates', {
    Key: r.update_key,
    Date: usDate(r.date),
    Title: r.title,
    Intro: r.intro,
    Body: r.body,
    Program: r.program,
    Link: linkOf(r.link_href, r.link_label),
  });
