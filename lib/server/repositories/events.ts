import type { Knex } from 'knex';
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
      )
      .orderBy('starts_at', 'desc'),
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
  });
}
