import { z } from 'zod';
import './zodConfig';
import { ORGANIZATIONS } from '@/lib/shared/organizations';
import { oneOf, quoted } from '@/lib/shared/queryParams';
import { queryText, single } from './common';

/**
 * The roles (ARCHITECTURE §5): the three of the spatial-data area, lowest to highest, and the GAP-TA reviewer
 * (OIPI staff who run application cycles, score and decide) and the editor (staff who
 * publish the site's updates, meetings, announcements and documents). An admin holds every role's rights.
 */
export const ROLE_NAMES = ['submitter', 'reviewer', 'gap-reviewer', 'editor', 'admin'] as const;
export const Role = z.enum(ROLE_NAMES);
export type Role = z.infer<typeof Role>;

export const ROLE_LABELS: Record<Role, string> = {
  submitter: 'Submitter (local-government staff)',
  reviewer: 'Reviewer (OIPI staff)',
  'gap-reviewer': 'GAP-TA reviewer (OIPI staff)',
  editor: 'Editor (OIPI communications and planning staff)',
  admin: 'Administrator',
};

/** An account's state: invited and active people may sign in; requested ones wait for an admin. */
export const PERSON_STATUSES = ['invited', 'requested', 'active', 'deactivated'] as const;
export const PersonStatus = z.enum(PERSON_STATUSES);
export type PersonStatus = z.infer<typeof PersonStatus>;

export const STATUS_LABELS: Record<PersonStatus, string> = {
  invited: 'Invited (not signed in yet)',
  requested: 'Asked for access',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** An email address as the site stores it: trimmed and lower-cased. */
export const Email = z
  .string()
  .trim()
  .max(320, 'must be at most 320 characters')
  .pipe(z.email({ error: 'must be an email address like name@locality.gov' }))
  .transform((e) => e.toLowerCase());

const organizationIds = ORGANIZATIONS.map((o) => o.id) as [string, ...string[]];
export const OrganizationId = z.enum(organizationIds, {
  error: 'must be one of the listed localities, planning districts or MPOs',
});

const PersonName = z.string().trim().min(1, 'give a name').max(200, 'must be at most 200 characters');

/** A submitter must belong to an organisation; staff roles need not. */
const orgRule = (p: { roles: Role[]; organizationId?: string | null }) =>
  !p.roles.includes('submitter') || Boolean(p.organizationId);
const orgRuleMessage = { path: ['organizationId'], message: 'a submitter must belong to an organization' };

/** POST /api/admin/people: an admin invites someone. */
export const InviteInput = z
  .object({
    email: Email,
    name: PersonName,
    roles: z.array(Role).min(1, 'choose at least one role').max(ROLE_NAMES.length),
    organizationId: OrganizationId.nullable().optional(),
  })
  .refine(orgRule, orgRuleMessage);
export type InviteInput = z.infer<typeof InviteInput>;

/** PATCH /api/admin/people/{id}: change roles, organisation or status (approve, deactivate, reactivate). */
export const PersonUpdate = z
  .object({
    roles: z.array(Role).max(ROLE_NAMES.length).optional(),
    organizationId: OrganizationId.nullable().optional(),
    status: z.enum(['active', 'deactivated']).optional(),
    name: PersonName.optional(),
    /**
     * The admin saw which scheduled publishes the change cancels (it takes away the role that publishes them,
     * or deactivates the account) and confirms: without it such a change is refused (409) and nothing is saved.
     */
    confirmCancelSchedules: z.boolean().optional(),
  })
  .refine((u) => Object.keys(u).some((key) => key !== 'confirmCancelSchedules'), {
    message: 'nothing to change',
  });
export type PersonUpdate = z.infer<typeof PersonUpdate>;

/** POST /api/access-requests: someone asks for access from the sign-in page. */
export const AccessRequestInput = z.object({
  email: Email,
  name: PersonName,
  organizationId: OrganizationId,
  reason: z
    .string()
    .trim()
    .min(1, 'say briefly what you need access for')
    .max(1000, 'must be at most 1000 characters'),
  /** Honeypot: people leave it empty. */
  website: z.string().max(200).optional().default(''),
});
export type AccessRequestInput = z.infer<typeof AccessRequestInput>;

/** GET /api/admin/people filters. */
export const PeopleQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), PersonStatus.optional()),
});

/** A person as the admin page shows them. */
export interface Person {
  id: string;
  email: string;
  name: string | null;
  status: PersonStatus;
  roles: Role[];
  organizationId: string | null;
  organizationName: string | null;
  accessReason: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  illustrative: boolean;
}

/** One line of a person's audit trail. */
export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** A publish scheduled in a person's name (shown before a change to their account cancels it). */
export interface ScheduledPublish {
  kind: string;
  id: number;
  title: string;
  /** When it is to be published (ISO). */
  at: string;
  /** The role it needs when it runs. */
  role: Role;
}

/** One person as the admin's dialog reads them: with the audit trail and the publishes in their name. */
export type PersonDetail = Person & { audit: AuditEntry[]; scheduledPublishes: ScheduledPublish[] };

/** The scheduled publishes an account change cancels: those the person may publish now and not after. */
export function schedulesLost(
  before: Pick<Person, 'roles' | 'status'>,
  after: Pick<Person, 'roles' | 'status'>,
  scheduled: readonly ScheduledPublish[],
): ScheduledPublish[] {
  const may = (p: Pick<Person, 'roles' | 'status'>, role: Role) => p.status === 'active' && hasRole(p, role);
  return scheduled.filter((s) => may(before, s.role) && !may(after, s.role));
}

/** The signed-in user as guards, pages and services see them (roles read from the database per request). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  roles: Role[];
  organizationId: string | null;
}

/** Who is signed in, as the staff bar shows it. */
export interface StaffAccount {
  email: string;
  /** The organisation's name from the list of organisations; null for OIPI staff. */
  organization: string | null;
}

/** True when the user holds the role, or admin (which may do everything). */
export const hasRole = (user: Pick<SessionUser, 'roles'>, role: Role) =>
  user.roles.includes(role) || user.roles.includes('admin');

/** /admin/users: ?status=<one of PERSON_STATUSES> lists only the people in it; absent lists everyone. */
export const PeopleListQuery = z.object({
  status: queryText(
    z.enum(['', ...PERSON_STATUSES], {
      error: (iss) =>
        `There is no status called ${quoted(iss.input)}. Choose ${oneOf(PERSON_STATUSES)}, or leave the status out to see everyone.`,
    }),
  ),
});

/** /api/admin/people/{id}: the id as given; a person's id is a UUID (PersonUuid), anything else names nobody. */
export const PersonIdQuery = z.object({ id: single(z.string()) });
export const PersonUuid = z.uuid();
