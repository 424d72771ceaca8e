import type { Knex } from 'knex';

/** Saved Map/Data Explorer states. */
export const interactiveQueryQueries = {
  insert: (k: Knex, row: { id: string; tool: string; state: string; created_at: string }) =>
    k('interactive_queries').insert(row).returning(['id']),
  byId: (k: Knex, id: string) =>
    k('interactive_queries').select('id', 'tool', 'state', 'created_at').where({ id }).first(),
};
