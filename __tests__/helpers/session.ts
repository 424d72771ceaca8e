import { encode } from 'next-auth/jwt';
import { authSecret } from '@/lib/server/auth/secret';
import { db } from '@/lib/server/db/knex';

/** The embedded setup's demo accounts, one per role (seeded only there). */
export const DEMO = {
  submitter: 'planner@example.org',
  otherSubmitter: 'gis@example.net',
  reviewer: 'reviewer@example.com',
  editor: 'editor@example.com',
  admin: 'admin@example.org',
} as const;

/**
 * A Cookie header with a real next-auth session (JWT signed with the app's secret) for the account with this
 * email: what the browser holds after following a magic link.
 */
export async function sessionCookie(email: string): Promise<{ cookie: string }> {
  const user = await (await db())('users').where({ email }).first('id', 'session_version');
  if (!user) throw new Error(`No account ${email} in the test database`);
  const token = await encode({
    token: { sub: user.id, email, sv: Number(user.session_version) },
    secret: authSecret(),
  });
  return { cookie: `next-auth.session-token=${token}` };
}

/** The user id of an account. */
export async function userId(email: string): Promise<string> {
  return (await (await db())('users').where({ email }).first('id')).id;
}
