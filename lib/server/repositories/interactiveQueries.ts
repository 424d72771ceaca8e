import type { Knex } from 'knex';
import { isoDateTime, jsonColumn, rowOf } from '@/lib/server/db/normalize';
import { InteractiveQuery } from '@/lib/shared/schemas/interactiveQuery';

/** Saved Map/Data Explorer states. */
export const interactiveQueryQueries = {
  insert: (k: Knex, row: { id: string; tool: string; state: string; created_at: string }) =>
    k('interactive_queries').insert(row).returning(['id']),
  byId: (k: Knex, id: string) =>
    k('interactive_queries').select('id', 'tool', 'state', 'created_at').where({ id }).first(),
};

/** An interactive_queries row → InteractiveQuery (its state JSON column checked to be an object). */
export const toInteractiveQuery = (r: Record<string, unknown>): InteractiveQuery =>
  rowOf(InteractiveQuery, 'interactive_queries', {
    id: r.id,
    tool: r.tool,
    state: jsonColumn(r.state),
    createdAt: isoDateTime(r.created_at),
  });
