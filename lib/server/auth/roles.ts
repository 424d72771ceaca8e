import { HttpError } from '@/lib/shared/errors';
import { hasRole, type Role, type SessionUser } from '@/lib/shared/schemas/people';

/** The 403 message of the route guard and of the services' own checks. */
export const WRONG_ROLE_MESSAGE =
  'Your account does not have the role this needs. Ask an administrator if it should.';

/**
 * Throws 403 unless the user holds the role (an admin holds every role). Services that make a role-restricted
 * change call it first, so scripts, jobs and future routes share the rules the route guard applies at the edge.
 */
export function requireRole(
  user: Pick<SessionUser, 'roles'>,
  role: Role,
  message: string = WRONG_ROLE_MESSAGE,
): void {
  if (!hasRole(user, role)) throw new HttpError(403, message);
}

/**
 * Permissions: a right named once and given to roles (an admin holds every one). `periods`: run public comment
 * periods (issue 57): create and edit them, moderate their comments, publish "What we heard". The route guard
 * takes the roles (`auth: PERMISSIONS.periods`); services call requirePermission.
 */
export const PERMISSIONS = {
  periods: ['reviewer'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** True when the user holds a role the permission is given to (or admin). */
export const hasPermission = (user: Pick<SessionUser, 'roles'>, permission: Permission): boolean =>
  PERMISSIONS[permission].some((role) => hasRole(user, role));

/** Throws 403 unless the user holds the permission. */
export function requirePermission(user: Pick<SessionUser, 'roles'>, permission: Permission): void {
  if (!hasPermission(user, permission)) throw new HttpError(403, WRONG_ROLE_MESSAGE);
}
