import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { toDbDateTime } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { siteLink } from '@/lib/server/siteLink';
import { oneLine } from '@/lib/server/mail';
import { cancelSchedules, schedulesOf } from '@/lib/server/services/content/schedulers';
import { virginiaDateTime } from '@/lib/shared/dates';
import { peopleQueries as q, toAccount } from '@/lib/server/repositories/people';
import { HttpError } from '@/lib/shared/errors';
import { organizationById } from '@/lib/shared/organizations';
import { adminUsersPath, ROUTES } from '@/lib/shared/routes';
import {
  ROLE_LABELS,
  type AccessRequestInput,
  type InviteInput,
  type Person,
  type PersonUpdate,
  Role,
  schedulesLost,
  type SessionUser,
} from '@/lib/shared/schemas/people';
import {
  actorLabel,
  ADMINS_ONLY,
  alreadyExists,
  audit,
  createAccount,
  everyone,
  getPerson,
  queueNotice,
  rolesByUser,
  setRoles,
  type Actor,
} from './accounts';

/** Changes to accounts: an invitation, an access request, an admin's change, and the command line's account. */

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
    await queueNotice(trx, input.email, 'You have been invited to the VTrans staff area', [
      `${oneLine(actorLabel(actor))} invited you to the VTrans staff area as: ${input.roles.map((r) => ROLE_LABELS[r]).join(', ')}.`,
      '',
      `Sign in with this email address at ${siteLink(ROUTES.signIn)} — we will email you a sign-in link.`,
    ]);
    return newId;
  });
  const { audit: _trail, ...person } = await getPerson(id);
  return person;
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
    const org = oneLine(organizationById(input.organizationId)?.name ?? input.organizationId);
    const name = oneLine(input.name);
    await queueNotice(trx, env().CONTACT_EMAIL, `[VTrans access request] ${name}, ${org}`, [
      `${name} <${oneLine(input.email)}> of ${org} asked for access to the staff area:`,
      '',
      input.reason,
      '',
      `Approve or decline at ${siteLink(adminUsersPath('requested'))}`,
    ]);
  });
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
  const lost = await lostSchedules(k, before, { roles, status: update.status ?? before.status });
  if (lost.length && !update.confirmCancelSchedules) {
    throw new HttpError(
      409,
      `This change cancels ${scheduleCount(lost.length)} by ${before.email}: ${lost.map(describeSchedule).join('; ')}. ` +
        'Nothing was saved: confirm to cancel them and save.',
      'confirmCancelSchedules',
    );
  }
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
    await audit(trx, id, actor, action, {
      from: pick(before, Object.keys(changes)),
      to: changes,
      ...(lost.length ? { cancelledSchedules: lost.map(describeSchedule) } : {}),
    });
    if (lost.length) {
      const what =
        action === 'deactivated' ? 'deactivated the account of' : 'took the role that publishes from';
      const reason = `Not published: ${actor.email} ${what} ${before.email}, who scheduled it. Someone who may publish can schedule it again.`;
      await cancelSchedules(trx, lost, actor.email, reason);
      const subject =
        lost.length === 1
          ? 'A publish you scheduled was cancelled'
          : `${lost.length} publishes you scheduled were cancelled`;
      await queueNotice(trx, before.email, `${subject} (VTrans website)`, [
        `${oneLine(actor.email)} ${what} you in the VTrans staff area, so what you scheduled will not be published:`,
        '',
        ...lost.map((s) => `- ${describeSchedule(s)}`),
        '',
        'Someone who may publish can schedule them again. Ask an administrator if you think this is a mistake.',
      ]);
    }
    if (action === 'approved request') {
      await queueNotice(trx, before.email, 'Your access to the VTrans staff area is approved', [
        'An administrator approved your request.',
        '',
        `Sign in with this email address at ${siteLink(ROUTES.signIn)} — we will email you a sign-in link.`,
      ]);
    }
  });
  const { audit: _trail, ...person } = await getPerson(id);
  return person;
}

/** The standing schedules in the person's name that the change would cancel. */
async function lostSchedules(k: Knex, before: Person, after: Pick<Person, 'roles' | 'status'>) {
  const theirs = await schedulesOf(k, before.email);
  const lost = new Set(schedulesLost(before, after, theirs));
  return theirs.filter((s) => lost.has(s));
}

const scheduleCount = (n: number) => (n === 1 ? 'scheduled publish' : `${n} scheduled publishes`);
const describeSchedule = (s: { title: string; at: string }) =>
  `“${oneLine(s.title)}”, to publish at ${virginiaDateTime(s.at)}`;

function pick(p: Person, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, (p as unknown as Record<string, unknown>)[key]]));
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
