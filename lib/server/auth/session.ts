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
 * The signed-in user of a request: the session cookie names the account, and the account's status and roles
 * are read from the database on every request, so a deactivation or role change takes effect at once.
 */
export async function currentUser(req: RequestWithCookies): Promise<SessionUser | null> {
  const secureCookie = ensureAuthUrl().startsWith('https://');
  const token = await getToken({ req, secret: authSecret(), secureCookie });
  return token?.sub ? sessionUser(token.sub) : null;
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
