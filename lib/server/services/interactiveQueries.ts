import { randomUUID } from 'node:crypto';
import { db } from '@/lib/server/db/knex';
import { exactMatch } from '@/lib/server/db/normalize';
import {
  interactiveQueryQueries as q,
  toInteractiveQuery,
} from '@/lib/server/repositories/interactiveQueries';
import { notFound } from '@/lib/shared/errors';
import type { InteractiveQuery, InteractiveQueryInput } from '@/lib/shared/schemas/interactiveQuery';

/** Saves a Map/Data Explorer state and returns its new, unguessable id. */
export async function saveInteractiveQuery(input: InteractiveQueryInput): Promise<{ id: string }> {
  const id = randomUUID();
  await q.insert(await db(), {
    id,
    tool: input.tool,
    state: JSON.stringify(input.state),
    created_at: new Date().toISOString(),
  });
  return { id };
}

/** A saved state by id; 404 when there is none. */
export async function getInteractiveQuery(id: string): Promise<InteractiveQuery> {
  const row = exactMatch(await q.byId(await db(), id), 'id', id);
  if (!row) throw notFound('No saved query with this id. It may have been mistyped.');
  return toInteractiveQuery(row);
}
