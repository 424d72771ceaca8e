import type { Knex } from 'knex';
import type { ContactMessageRow } from '@/lib/server/db/tables';

/** Contact-form messages. Each builder is also compiled for SQL Server in tests. */
export const contactQueries = {
  insert: (k: Knex, row: Omit<ContactMessageRow, 'id'>) =>
    k('contact_messages').insert(row).returning(['id']),
  /** One message, for the jobs that mail it. */
  byId: (k: Knex, id: number) => k('contact_messages').where({ id }).first(),
};
