import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { chunked, valuesPerStatement } from '@/lib/server/db/batch';
import { toDbDateTime } from '@/lib/server/db/normalize';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { sendMail } from '@/lib/server/mail';
import { schedulesOf } from '@/lib/server/services/content/schedulers';
import {
  peopleQueries as q,
  toAccount,
  toAuditEntry,
  type AccountRecord,
} from '@/lib/server/repositories/people';
import { HttpError, notFound } from '@/lib/shared/errors';
import { organizationById } from '@/lib/shared/organizations';
import {
  type AuditEntry,
  type Person,
  type PersonDetail,
  type PersonStatus,
  Role,
  type SessionUser,
} from '@/lib/shared/schemas/people';

/** Accounts: reading people and their roles, and what the changes share (the audit line, new accounts, mail). */

/** Who made a change: a signed-in admin, the person themself, or the command line. */
export type Actor = SessionUser | { label: string };

const actorId = (a: Actor) => ('id' in a ? a.id : null);
export const actorLabel = (a: Actor) => ('id' in a ? a.email : a.label);
export const ADMINS_ONLY = 'Only administrators may invite people or change accounts.';

export async function rolesByUser(k: Knex, ids: string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>();
  if (ids.length === 0) return map;
  // In chunks: SQL Server allows 2,100 parameters a statement (the people list has no upper bound).
  for (const chunk of chunked(ids, valuesPerStatement)) {
    for (const r of await q.rolesOf(k, chunk)) {
      const role = Role.safeParse(r.role);
      if (role.success) map.set(r.user_id, [...(map.get(r.user_id) ?? []), role.data]);
    }
  }
  return map;
}

function toPerson({ sessionVersion: _version, ...a }: AccountRecord, roles: Role[]): Person {
  return {
    ...a,
    roles,
    organizationName: a.organizationId
      ? (organizationById(a.organizationId)?.name ?? a.organizationId)
      : null,
  };
}

/** The account with this id, or undefined. */
export async function accountById(k: Knex, id: string): Promise<AccountRecord | undefined> {
  const row = await q.byId(k, id);
  return row ? toAccount(row) : undefined;
}

export async function audit(k: Knex, userId: string, actor: Actor, action: string, details?: object) {
  await q.insertAudit(k, {
    user_id: userId,
    actor_id: actorId(actor),
    actor_label: actorLabel(actor),
    action,
    details: details ? JSON.stringify(details) : null,
    created_at: toDbDateTime(new Date()),
  });
}

/** Everyone, or everyone with a status, for the admin page (administrators only). */
export async function listPeople(user: SessionUser, status?: PersonStatus): Promise<Person[]> {
  requireRole(user, 'admin');
  return everyone(status);
}

/**
 * The illustrative demo accounts the embedded setup's sign-in page lists (address, roles, organisation):
 * public by design on a machine that runs the demo, never anyone real.
 */
export async function demoAccounts(): Promise<Array<Pick<Person, 'email' | 'roles' | 'organizationName'>>> {
  return (await everyone('active'))
    .filter((p) => p.illustrative)
    .map(({ email, roles, organizationName }) => ({ email, roles, organizationName }));
}

export async function everyone(status?: PersonStatus): Promise<Person[]> {
  const k = await db();
  const accounts = (await q.list(k, status)).map(toAccount);
  const roles = await rolesByUser(
    k,
    accounts.map((a) => a.id),
  );
  return accounts.map((a) => toPerson(a, roles.get(a.id) ?? []));
}

/** One person with their audit trail, newest first, and the publishes scheduled in their name. */
export async function getPerson(id: string): Promise<PersonDetail> {
  const k = await db();
  const account = await accountById(k, id);
  if (!account) throw notFound('No person with this id.');
  const roles = (await rolesByUser(k, [id])).get(id) ?? [];
  const trail: AuditEntry[] = (await q.auditOf(k, id)).map(toAuditEntry);
  const scheduledPublishes = (await schedulesOf(k, account.email)).map(({ kind, id, title, at, role }) => ({
    kind,
    id,
    title,
    at,
    role,
  }));
  return { ...toPerson(account, roles), audit: trail, scheduledPublishes };
}

export async function setRoles(k: Knex, userId: string, roles: readonly Role[]) {
  await q.removeRoles(k, userId);
  const grantedAt = toDbDateTime(new Date());
  if (roles.length)
    await q.insertRoles(
      k,
      [...new Set(roles)].map((role) => ({ user_id: userId, role, granted_at: grantedAt })),
    );
}

export async function createAccount(
  k: Knex,
  input: {
    email: string;
    name: string | null;
    organizationId: string | null;
    status: PersonStatus;
    reason?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const now = toDbDateTime(new Date());
  await q.insertUser(k, {
    id,
    email: input.email,
    name: input.name,
    organization: input.organizationId ? (organizationById(input.organizationId)?.name ?? null) : null,
    organization_id: input.organizationId,
    status: input.status,
    access_reason: input.reason ?? null,
    illustrative: false,
    created_at: now,
    last_sign_in_at: null,
    updated_at: now,
  });
  return id;
}

export const alreadyExists = () =>
  new HttpError(
    422,
    'Someone with this email address already has an account or a request: find them in the list.',
    'email',
  );

const NoticePayload = z.object({
  to: z.string().min(1),
  subject: z.string().min(1),
  lines: z.array(z.string()),
});

/**
 * A notice about an account (an invitation, an access request for the admins, an approval), as a job queued in
 * the change's own transaction (queueNotice): the change and its mail happen together or not at all, and a mail
 * server that is down is tried again instead of the notice being lost after the change was saved.
 */
export const peopleNoticeJob = defineJob({
  kind: 'people-notice',
  lane: 'public',
  payload: NoticePayload,
  maxAttempts: 5,
  run: async ({ to, subject, lines }) => {
    await sendMail({
      to,
      subject,
      text: [...lines, '', '-- ', 'VTrans website, Office of Intermodal Planning and Investment'].join('\n'),
    });
    return { mailed: subject };
  },
});

export const queueNotice = (trx: Knex.Transaction, to: string, subject: string, lines: string[]) =>
  enqueueJob(peopleNoticeJob, { to, subject, lines }, { trx });
