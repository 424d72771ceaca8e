import type { Knex } from 'knex';
import type { EventRow } from '@/lib/server/db/tables';
import {
  bool,
  isoDateTime,
  isoDateTimeOrNull,
  jsonColumn,
  rowOf,
  textOrNull,
} from '@/lib/server/db/normalize';
import { virginiaDay } from '@/lib/shared/dates';
import { Event } from '@/lib/shared/schemas/events';

type Row = Record<string, unknown>;

/** Meetings and events. Each builder is also compiled for SQL Server in tests. */
export const eventQueries = {
  events: (k: Knex) =>
    k('events')
      .select(
        'slug',
        'title',
        'description',
        'event_type',
        'starts_at',
        'ends_at',
        'location_name',
        'address',
        'is_virtual',
        'link_href',
        'illustrative',
        'materials',
        'status',
        'notice',
      )
      .orderBy('starts_at', 'desc'),
  // Staff publishing: the workflow writes the published revision's row.
  allRows: (k: Knex) => k('events').select('*').orderBy('id'),
  slugTaken: (k: Knex, slug: string) => k('events').where({ slug }).first('id'),
  insert: (k: Knex, row: EventWrite & { slug: string }) => k('events').insert(row),
  replace: (k: Knex, slug: string, row: EventWrite) => k('events').where({ slug }).update(row),
  remove: (k: Knex, slug: string) => k('events').where({ slug }).delete(),
};

/** The columns the workflow writes (the slug is set once, at the first publish). */
export type EventWrite = Omit<EventRow, 'slug' | 'materials'> & {
  materials: string | null;
  status: string;
  notice: string | null;
  time_zone: string;
};

/** An events row → Event (its materials JSON column parsed), checked against its schema. */
export function toEvent(r: Row): Event {
  const start = isoDateTime(r.starts_at);
  return rowOf(Event, 'events', {
    slug: r.slug,
    title: r.title,
    description: r.description,
    type: r.event_type,
    date: virginiaDay(start),
    start,
    end: isoDateTimeOrNull(r.ends_at),
    locationName: textOrNull(r.location_name),
    address: textOrNull(r.address),
    isVirtual: bool(r.is_virtual),
    link: textOrNull(r.link_href),
    illustrative: bool(r.illustrative),
    materials: jsonColumn(r.materials) ?? [],
    status: textOrNull(r.status) ?? 'scheduled',
    notice: textOrNull(r.notice),
  });
}
