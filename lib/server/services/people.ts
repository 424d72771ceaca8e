import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { chunked, valuesPerStatement } from '@/lib/server/db/batch';
import { toDbDateTime } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { siteLink } from '@/lib/server/siteLink';
import { oneLine, sendMail } from '@/lib/server/mail';
import {
  peopleQueries as q,
  toAccount,
  toAuditEntry,
  type AccountRecord,
} from '@/lib/server/repositories/people';
import { HttpError, notFound } from '@/lib/shared/errors';
import { organizationById } from '@/lib/shared/organizations';
import { adminUsersPath, ROUTES } from '@/lib/shared/routes';
import {
  ROLE_LABELS,
  type AccessRequestInput,
  type AuditEntry,
  type InviteInput,
  type Person,
  type PersonStatus,
  type PersonUpdate,
  Role,
  type SessionUser,
} from '@/lib/shared/schemas/people';
import { log } from '@/lib/server/log';

/** Who made a change: a signed-in admin, the person themself, or the command line. */
export type Actor = SessionUser | { label: string };

const actorId = (a: Actor) => ('id' in a ? a.id : null);
const actorLabel = (a: Actor) => ('id' in a ? a.email : a.label);
const ADMINS_ONLY = 'Only administrators may invite people or change accounts.';

async function rolesByUser(k: Knex, ids: string[]): Promise<Map<string, Role[]>> {
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
async function accountById(k: Knex, id: string): Promise<AccountRecord | undefined> {
  const row = await q.byId(k, id);
  return row ? toAccount(row) : undefined;
}

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

async function audit(k: Knex, userId: string, actor: Actor, action: string, details?: object) {
  await q.insertAudit(k, {
    user_id: userId,
    actor_id: actorId(actor),
    actor_label: actorLabel(actor),
    action,
    details: details ? JSON.stringify(details) : null,
    created_at: toDbDateTime(new Date()),
  });
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

async function everyone(status?: PersonStatus): Promise<Person[]> {
  const k = await db();
  const accounts = (await q.list(k, status)).map(toAccount);
  const roles = await rolesByUser(
    k,
    accounts.map((a) => a.id),
  );
  return accounts.map((a) => toPerson(a, roles.get(a.id) ?? []));
}

/** One person with their audit trail, newest first. */
export async function getPerson(id: string): Promise<Person & { audit: AuditEntry[] }> {
  const k = await db();
  const account = await accountById(k, id);
  if (!account) throw notFound('No person with this id.');
  const roles = (await rolesByUser(k, [id])).get(id) ?? [];
  const trail = (await q.auditOf(k, id)).map(toAuditEntry);
  return { ...toPerson(account, roles), audit: trail };
}

async function setRoles(k: Knex, userId: string, roles: readonly Role[]) {
  await q.removeRoles(k, userId);
  const grantedAt = toDbDateTime(new Date());
  if (roles.length)
    await q.insertRoles(
      k,
      [...new Set(roles)].map((role) => ({ user_id: userId, role, granted_at: grantedAt })),
    );
}

async function createAccount(
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

const alreadyExists = () =>
  new HttpError(
    422,
    'Someone with this email address already has an account or a request: find them in the list.',
    'email',
  );

/** An admin invites someone: the account can sign in at once, and they get an email saying how. */
export async function invitePerson(actor: Actor, input: InviteInput): Promise<Person> {
  if ('id' in actor) requireRole(actor, 'admin', ADMINS_ONLY); // the command line (a label) is trusted
  const k = await db();
  if (await q.byEmail(k, input.email)) throw alreadyExists();
  const id = await k.transaction(async (trx) => {
    const newId = await createAccount(trx, {
      email: input.email,
      name: input.name,
      organizationId: input.organizationId ?? null,
      status: 'invited',
    });
    await setRoles(trx, newId, input.roles);
    await audit(trx, newId, actor, 'invited', {
      roles: input.roles,
      organizationId: input.organizationId ?? null,
    });
    return newId;
  });
  await notify(input.email, 'You have been invited to the VTrans staff area', [
    `${oneLine(actorLabel(actor))} invited you to the VTrans staff area as: ${input.roles.map((r) => ROLE_LABELS[r]).join(', ')}.`,
    '',
    `Sign in with this email address at ${siteLink(ROUTES.signIn)} — we will email you a sign-in link.`,
  ]);
  const { audit: _trail, ...person } = await getPerson(id);
  return person;
}

/** Sends a notification and logs (never throws) when mail fails: the change itself is already saved. */
async function notify(to: string, subject: string, lines: string[]) {
  try {
    await sendMail({
      to,
      subject,
      text: [...lines, '', '-- ', 'VTrans website, Office of Intermodal Planning and Investment'].join('\n'),
    });
  } catch (err) {
    log.error({ err, subject }, 'people: the change is saved, but its email failed');
  }
}

/**
 * Someone asks for access from the sign-in page. The answer is the same whether or not the address is known
 * (it reveals no accounts); a new request waits for an admin, who is told by email.
 */
export async function requestAccess(input: AccessRequestInput): Promise<void> {
  if (input.website) return; // honeypot
  const k = await db();
  if (await q.byEmail(k, input.email)) return;
  await k.transaction(async (trx) => {
    const id = await createAccount(trx, {
      email: input.email,
      name: input.name,
      organizationId: input.organizationId,
      status: 'requested',
      reason: input.reason,
    });
    await setRoles(trx, id, ['submitter']);
    await audit(trx, id, { label: `${input.email} (self)` }, 'requested access', {
      organizationId: input.organizationId,
    });
  });
  const org = oneLine(organizationById(input.organizationId)?.name ?? input.organizationId);
  const name = oneLine(input.name);
  await notify(env().CONTACT_EMAIL, `[VTrans access request] ${name}, ${org}`, [
    `${name} <${oneLine(input.email)}> of ${org} asked for access to the staff area:`,
    '',
    input.reason,
    '',
    `Approve or decline at ${siteLink(adminUsersPath('requested'))}`,
  ]);
}

/** How many active administrators there are besides this person. */
async function otherActiveAdmins(except: string): Promise<number> {
  return (await everyone('active')).filter((p) => p.id !== except && p.roles.includes('admin')).length;
}

/** An admin changes someone's roles, organisation, name or status; every change goes to the audit trail. */
export async function updatePerson(actor: SessionUser, id: string, update: PersonUpdate): Promise<Person> {
  requireRole(actor, 'admin', ADMINS_ONLY);
  const k = await db();
  const before = await getPerson(id);
  const roles = update.roles ?? before.roles;
  const organizationId = update.organizationId !== undefined ? update.organizationId : before.organizationId;
  if (roles.includes('submitter') && !organizationId) {
    throw new HttpError(
      400,
      "Invalid 'organizationId': a submitter must belong to an organization",
      'organizationId',
    );
  }
  const losesAdmin =
    before.roles.includes('admin') && (!roles.includes('admin') || update.status === 'deactivated');
  if (losesAdmin && actor.id === id) {
    throw new HttpError(422, 'You cannot remove your own administrator access: ask another administrator.');
  }
  if (losesAdmin && (await otherActiveAdmins(id)) === 0) {
    throw new HttpError(
      422,
      'This is the last active administrator: make someone else an administrator first.',
    );
  }
  const changes: Record<string, unknown> = {};
  const row: Record<string, unknown> = { updated_at: toDbDateTime(new Date()) };
  if (update.name !== undefined && update.name !== before.name) row.name = changes.name = update.name;
  if (update.organizationId !== undefined && update.organizationId !== before.organizationId) {
    row.organization_id = changes.organizationId = update.organizationId;
    row.organization = update.organizationId ? (organizationById(update.organizationId)?.name ?? null) : null;
  }
  if (update.status && update.status !== before.status) row.status = changes.status = update.status;
  const rolesChanged = update.roles && [...update.roles].sort().join() !== [...before.roles].sort().join();
  if (rolesChanged) changes.roles = roles;
  if (Object.keys(changes).length === 0) return before;
  await k.transaction(async (trx) => {
    await q.updateUser(trx, id, row);
    // Deactivation ends the person's sessions on the server; re-activation does not bring them back.
    if (changes.status === 'deactivated') await q.bumpSessionVersion(trx, id);
    if (rolesChanged) await setRoles(trx, id, roles);
    const action =
      before.status === 'requested' && update.status === 'active'
        ? 'approved request'
        : update.status === 'deactivated'
          ? 'deactivated'
          : before.status === 'deactivated' && update.status === 'active'
            ? 'reactivated'
            : 'changed';
    await audit(trx, id, actor, action, { from: pick(before, Object.keys(changes)), to: changes });
  });
  if (before.status === 'requested' && update.status === 'active') {
    await notify(before.email, 'Your access to the VTrans staff area is approved', [
      'An administrator approved your request.',
      '',
      `Sign in with this email address at ${siteLink(ROUTES.signIn)} — we will email you a sign-in link.`,
    ]);
  }
  const { audit: _trail, ...person } = await getPerson(id);
  return person;
}

function pick(p: Person, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, (p as unknown as Record<string, unknown>)[key]]));
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

/**
 * `npm run users:add`: creates an active account with a role (or adds the role to an existing account and
 * makes it active). Used for the first administrator.
 */
export async function addUserFromCommandLine(input: {
  email: string;
  role: Role;
  name?: string;
  organizationId?: string | null;
}): Promise<{ id: string; created: boolean }> {
  const k = await db();
  const actor = { label: 'command line (npm run users:add)' };
  const found = await q.byEmail(k, input.email);
  const existing = found ? toAccount(found) : undefined;
  return k.transaction(async (trx) => {
    if (existing) {
      const id = existing.id;
      const roles = (await rolesByUser(trx, [id])).get(id) ?? [];
      await setRoles(trx, id, [...roles, input.role]);
      await q.updateUser(trx, id, { status: 'active', updated_at: toDbDateTime(new Date()) });
      await audit(trx, id, actor, 'changed', {
        to: { roles: [...new Set([...roles, input.role])], status: 'active' },
      });
      return { id, created: false };
    }
    const id = await createAccount(trx, {
      email: input.email,
      name: input.name ?? null,
      organizationId: input.organizationId ?? null,
      status: 'active',
    });
    await setRoles(trx, id, [input.role]);
    await audit(trx, id, actor, 'created', { roles: [input.role] });
    return { id, created: true };
  });
}
