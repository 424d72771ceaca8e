import type { NextAuthOptions } from 'next-auth';
import EmailProvider, { type SendVerificationRequestParams } from 'next-auth/providers/email';
import { ensureAuthUrl, env } from '@/lib/server/env';
import { sendMail } from '@/lib/server/mail';
import { accountByEmail, endSessions, recordSignIn, sessionVersionOf } from '@/lib/server/services/people';
import { knexAdapter } from './adapter';
import { authSecret } from './secret';

/** Sign-in links work for 15 minutes and once; a session lasts a working day. */
export const MAGIC_LINK_MINUTES = 15;
const SESSION_HOURS = 8;

const mayReceiveLink = (status: string | undefined) => status === 'active' || status === 'invited';

/**
 * Sends the sign-in link, but only to people who may sign in: unknown, requested and deactivated addresses get
 * nothing (the page says the same thing either way, so it reveals no accounts, and the form cannot be used to
 * send mail to strangers). Without SMTP the link is also written to the server log (embedded setup).
 */
async function sendVerificationRequest({ identifier, url }: SendVerificationRequestParams) {
  const account = await accountByEmail(identifier);
  if (!mayReceiveLink(account?.status)) {
    console.info(
      `[auth] sign-in requested for an address that may not sign in (${account?.status ?? 'no account'})`,
    );
    return;
  }
  await sendMail({
    to: identifier,
    subject: 'Your sign-in link for the VTrans staff area',
    text: [
      'Use this link to sign in to the VTrans staff area:',
      '',
      url,
      '',
      `The link works once, for ${MAGIC_LINK_MINUTES} minutes. If you did not ask to sign in, ignore this email.`,
    ].join('\n'),
  });
  if (!env().SMTP_URL) console.info(`[auth] sign-in link for ${identifier}: ${url}`);
}

/** next-auth configuration: Email (magic link) provider, the Knex adapter, JWT sessions, our own pages. */
export function authOptions(): NextAuthOptions {
  const useSecureCookies = ensureAuthUrl().startsWith('https://');
  return {
    secret: authSecret(),
    adapter: knexAdapter(),
    session: { strategy: 'jwt', maxAge: SESSION_HOURS * 3600 },
    jwt: { maxAge: SESSION_HOURS * 3600 },
    useSecureCookies,
    providers: [
      EmailProvider({ from: env().MAIL_FROM, maxAge: MAGIC_LINK_MINUTES * 60, sendVerificationRequest }),
    ],
    pages: {
      signIn: '/auth/signin',
      signOut: '/auth/signout',
      error: '/auth/error',
      verifyRequest: '/auth/verify-request',
    },
    callbacks: {
      // At the request the answer is always "check your email"; at the link, only invited and active people pass.
      signIn: async ({ user, email }) => {
        if (email?.verificationRequest) return true;
        return mayReceiveLink((await accountByEmail(user.email ?? ''))?.status);
      },
      // At sign-in the token gets the account's session version (sv); currentUser compares it on each request.
      jwt: async ({ token, user }) =>
        user ? { sub: user.id, email: user.email, sv: await sessionVersionOf(user.id) } : token,
      session: async ({ session, token }) => ({ ...session, user: { email: token.email ?? null } }),
    },
    events: {
      signIn: async ({ user }) => recordSignIn(user.id),
      // Signing out ends the account's sessions on the server too: the JWT would otherwise work until it expires.
      signOut: async ({ token }) => {
        if (token?.sub && typeof token.sv === 'number') {
          await endSessions(token.sub, { label: `${token.email ?? token.sub} (self)` }, 'signed out');
        }
      },
    },
  };
}
