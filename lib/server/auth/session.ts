import type { IncomingMessage } from 'node:http';
import { getToken } from 'next-auth/jwt';
import { ensureAuthUrl } from '@/lib/server/env';
import { sessionUser } from '@/lib/server/services/people';
import { HttpError } from '@/lib/shared/errors';
import { hasRole, type Role, type SessionUser } from '@/lib/shared/schemas/people';
import { WRONG_ROLE_MESSAGE } from './roles';
import { authSecret } from './secret';

/** Who may use a page or API route: anyone signed in, or people holding one of the roles (admin: all). */
export type AuthRule = 'signed-in' | readonly Role[];

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

/**
 * The signed-in user of a request: the session cookie names the account and the session version it was signed
 * in with; the account's status, version and roles are read from the database on every request, so a
 * deactivation, a sign-out (which ends the account's sessions everywhere) or a role change takes effect at once.
 * A token without a version (minted before versions existed) is refused: sign in again.
 */
export async function currentUser(req: RequestWithCookies): Promise<SessionUser | null> {
  const secureCookie = ensureAuthUrl().startsWith('https://');
  const token = await getToken({ req, secret: authSecret(), secureCookie });
  return token?.sub && typeof token.sv === 'number' ? sessionUser(token.sub, token.sv) : null;
}

/** Whether the user satisfies the rule. */
export function allows(user: SessionUser, rule: AuthRule): boolean {
  return rule === 'signed-in' || rule.some((role) => hasRole(user, role));
}

/** 401 without a session, 403 with the wrong role (the one JSON error shape, ARCHITECTURE §5). */
export async function requireUser(req: RequestWithCookies, rule: AuthRule): Promise<SessionUser> {
  const user = await currentUser(req);
  if (!user) throw new HttpError(401, 'Sign in to do this: your session is missing or has ended.');
  if (!allows(user, rule)) throw new HttpError(403, WRONG_ROLE_MESSAGE);
  return user;
}
