import type { Knex } from 'knex';
import type { UserAuditRow, UserRow } from '@/lib/server/db/tables';

const PERSON_COLUMNS = [
  'id',
  'email',
  'name',
  'status',
  'organization_id',
  'access_reason',
  'created_at',
  'last_sign_in_at',
  'illustrative',
] as const;

/** Accounts, roles and the audit trail (ARCHITECTURE §5). Each builder is compiled for SQL Server in tests. */
export const peopleQueries = {
  byId: (k: Knex, id: string) => k('users').select(PERSON_COLUMNS).where({ id }).first(),
  byEmail: (k: Knex, email: string) => k('users').select(PERSON_COLUMNS).where({ email }).first(),
  list: (k: Knex, status?: string) => {
    const q = k('users').select(PERSON_COLUMNS);
    if (status) q.where({ status });
    return q.orderBy([
      { column: 'status', order: 'asc' },
      { column: 'email', order: 'asc' },
    ]);
  },
  rolesOf: (k: Knex, userIds: string[]) =>
    k('user_roles').select('user_id', 'role').whereIn('user_id', userIds).orderBy('role'),
  insertUser: (k: Knex, row: Omit<UserRow, 'image' | 'email_verified'>) => k('users').insert(row),
  updateUser: (k: Knex, id: string, changes: Partial<UserRow>) => k('users').where({ id }).update(changes),
  removeRoles: (k: Knex, userId: string) => k('user_roles').where({ user_id: userId }).delete(),
  insertRoles: (k: Knex, rows: Array<{ user_id: string; role: string; granted_at: string }>) =>
    k('user_roles').insert(rows),
  insertAudit: (k: Knex, row: Omit<UserAuditRow, 'id'>) => k('user_audit').insert(row),
  auditOf: (k: Knex, userId: string) =>
    k('user_audit')
      .select('id', 'actor_label', 'action', 'details', 'created_at')
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  /** next-auth's verification tokens (single-use magic links). */
  insertToken: (k: Knex, row: { identifier: string; token: string; expires: string }) =>
    k('verification_tokens').insert(row),
  token: (k: Knex, identifier: string, token: string) =>
    k('verification_tokens').select('identifier', 'token', 'expires').where({ identifier, token }).first(),
  deleteToken: (k: Knex, identifier: string, token: string) =>
    k('verification_tokens').where({ identifier, token }).delete(),
  deleteExpiredTokens: (k: Knex, now: string) => k('verification_tokens').where('expires', '<', now).delete(),
};
