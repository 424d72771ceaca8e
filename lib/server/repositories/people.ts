import type { Knex } from 'knex';
import { z } from 'zod';
import { bool, isoDateTime, isoDateTimeOrNull, num } from '@/lib/server/db/normalize';
import type { UserAuditRow, UserRow } from '@/lib/server/db/tables';
import { PersonStatus, type AuditEntry } from '@/lib/shared/schemas/people';

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
  'session_version',
] as const;

type PersonColumns = Pick<UserRow, (typeof PERSON_COLUMNS)[number]>;

/** An account as the services use it (roles and the organisation's name are added there). */
export interface AccountRecord {
  id: string;
  email: string;
  name: string | null;
  status: PersonStatus;
  organizationId: string | null;
  accessReason: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  illustrative: boolean;
  /** Sessions carry the version they were signed in with; a higher one here has ended them. */
  sessionVersion: number;
}

/** One users row as a domain object: dates as UTC ISO strings, the flag a boolean, the status checked. */
export function toAccount(row: PersonColumns): AccountRecord {
  return {
    id: String(row.id),
    email: row.email,
    name: row.name ?? null,
    status: PersonStatus.parse(row.status),
    organizationId: row.organization_id ?? null,
    accessReason: row.access_reason ?? null,
    createdAt: isoDateTime(row.created_at),
    lastSignInAt: isoDateTimeOrNull(row.last_sign_in_at),
    illustrative: bool(row.illustrative),
    sessionVersion: num(row.session_version ?? 0),
  };
}

/** What an audit row's details column holds: a JSON object (anything else reads as no details). */
const AuditDetails = z.record(z.string(), z.unknown());

function parseDetails(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed = AuditDetails.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One audit row as the admin page shows it. */
export function toAuditEntry(
  row: Pick<UserAuditRow, 'id' | 'actor_label' | 'action' | 'details' | 'created_at'>,
): AuditEntry {
  return {
    id: num(row.id),
    actor: row.actor_label,
    action: row.action,
    details: parseDetails(row.details),
    createdAt: isoDateTime(row.created_at),
  };
}

const users = (k: Knex) => k<UserRow>('users');

/** Accounts, roles and the audit trail (ARCHITECTURE §5). Each builder is compiled for SQL Server in tests. */
export const peopleQueries = {
  byId: (k: Knex, id: string) =>
    users(k)
      .select(...PERSON_COLUMNS)
      .where({ id })
      .first(),
  byEmail: (k: Knex, email: string) =>
    users(k)
      .select(...PERSON_COLUMNS)
      .where({ email })
      .first(),
  list: (k: Knex, status?: string) => {
    const q = users(k).select(...PERSON_COLUMNS);
    if (status) q.where({ status });
    return q.orderBy([
      { column: 'status', order: 'asc' },
      { column: 'email', order: 'asc' },
    ]);
  },
  rolesOf: (k: Knex, userIds: string[]) =>
    k<{ user_id: string; role: string }>('user_roles')
      .select('user_id', 'role')
      .whereIn('user_id', userIds)
      .orderBy('role'),
  insertUser: (k: Knex, row: Omit<UserRow, 'image' | 'email_verified' | 'session_version'>) =>
    k('users').insert(row),
  updateUser: (k: Knex, id: string, changes: Partial<Omit<UserRow, 'session_version'>>) =>
    k('users').where({ id }).update(changes),
  /** Ends every session of the account: tokens carry the old version and are refused. */
  bumpSessionVersion: (k: Knex, id: string) => k('users').where({ id }).increment('session_version', 1),
  removeRoles: (k: Knex, userId: string) => k('user_roles').where({ user_id: userId }).delete(),
  insertRoles: (k: Knex, rows: Array<{ user_id: string; role: string; granted_at: string }>) =>
    k('user_roles').insert(rows),
  insertAudit: (k: Knex, row: Omit<UserAuditRow, 'id'>) => k('user_audit').insert(row),
  auditOf: (k: Knex, userId: string) =>
    k<UserAuditRow>('user_audit')
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
