import { db } from '@/lib/server/db/knex';
import { toDbDateTime } from '@/lib/server/db/normalize';
import { peopleQueries as q, toAccount } from '@/lib/server/repositories/people';
import { notFound } from '@/lib/shared/errors';
import { type PersonStatus, Role, type SessionUser } from '@/lib/shared/schemas/people';
import { accountById, audit, rolesByUser, type Actor } from './accounts';

/** Sessions: the signed-in user's roles read now, session versions, sign-out everywhere, sign-in records. */

/**
 * The roles the active account with this email holds now, or null when there is no such active account: a
 * job that acts for someone later (a scheduled publish) checks them when it runs, not when it was queued.
 */
export async function currentRolesOf(email: string): Promise<Role[] | null> {
  const k = await db();
  const row = await q.byEmail(k, email);
  const account = row ? toAccount(row) : undefined;
  if (!account || account.status !== 'active') return null;
  return (await rolesByUser(k, [account.id])).get(account.id) ?? [];
}

/**
 * The signed-in user with roles read now (a change or removal takes effect on the next request), or null when
 * the account is not active or the session's version is not the account's (signed out or deactivated since).
 */
export async function sessionUser(userId: string, sessionVersion: number): Promise<SessionUser | null> {
  const k = await db();
  const account = await accountById(k, userId);
  if (!account || account.status !== 'active' || account.sessionVersion !== sessionVersion) return null;
  const roles = (await rolesByUser(k, [userId])).get(userId) ?? [];
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    roles,
    organizationId: account.organizationId,
  };
}

/** The account's session version, copied into the session token at sign-in. */
export async function sessionVersionOf(userId: string): Promise<number> {
  const account = await accountById(await db(), userId);
  if (!account) throw notFound('No person with this id.');
  return account.sessionVersion;
}

/**
 * Ends every session of the account (sign-out): the version goes up, so every token minted before, on any
 * device, is refused from the next request on.
 */
export async function endSessions(userId: string, actor: Actor, why: string): Promise<void> {
  const k = await db();
  if (!(await accountById(k, userId))) return;
  await k.transaction(async (trx) => {
    await q.bumpSessionVersion(trx, userId);
    await audit(trx, userId, actor, why);
  });
}

/** A person's account by email (lower-cased), for the sign-in flow. */
export async function accountByEmail(email: string): Promise<{ id: string; status: PersonStatus } | null> {
  const row = await q.byEmail(await db(), email.toLowerCase());
  if (!row) return null;
  const { id, status } = toAccount(row);
  return { id, status };
}

/** After a successful sign-in: remember when, and an invited account becomes active. */
export async function recordSignIn(userId: string): Promise<void> {
  const k = await db();
  const row = await accountById(k, userId);
  if (!row) return;
  const now = toDbDateTime(new Date());
  await q.updateUser(k, userId, {
    last_sign_in_at: now,
    ...(row.status === 'invited' ? { status: 'active', updated_at: now } : {}),
  });
  if (row.status === 'invited') await audit(k, userId, { label: `${row.email} (self)` }, 'first sign-in');
}
