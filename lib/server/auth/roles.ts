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
