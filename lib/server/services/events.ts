import { db } from '@/lib/server/db/knex';
import { eventQueries as q, toEvent } from '@/lib/server/repositories/events';
import type { Event } from '@/lib/shared/schemas/events';

/** Meetings and events, most recent first. */
export async function listEvents(): Promise<Event[]> {
  return (await q.events(await db())).map(toEvent);
}

/** One meeting by its slug, or null when unknown (the page then shows the generic title). */
export async function findEvent(slug: string): Promise<Event | null> {
  return (await listEvents()).find((e) => e.slug === slug) ?? null;
}
