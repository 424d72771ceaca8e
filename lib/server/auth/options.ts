import type { NextAuthOptions } from 'next-auth';
import EmailProvider, { type SendVerificationRequestParams } from 'next-auth/providers/email';
import { ensureAuthUrl, env } from '@/lib/server/env';
import { sendMail } from '@/lib/server/mail';
import {
  accountByEmail,
  endSessions,
  recordSignIn,
  sessionUser,
  sessionVersionOf,
} from '@/lib/server/services/people';
import { knexAdapter } from './adapter';
import { authSecret } from './secret';
import { log } from '@/lib/server/log';

/** Thrown by the jwt callback for a token whose session was ended on the server: next-auth then clears it. */
class SessionEnded extends Error {
  constructor() {
    super('This session was ended on the server.');
  }
}

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
    log.info(
      { status: account?.status ?? 'no account' },
      'auth: sign-in asked for an address that may not sign in',
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
  // Embedded setup: the link is in the message written to the outbox folder (lib/server/mail).
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
      // Every later read of the session (the browser's /api/auth/session) compares it too: a session ended on
      // the server (signed out elsewhere, deactivated, roles changed) is no session here either, and next-auth
      // clears its cookie, instead of the page showing someone as signed in whom every API refuses.
      jwt: async ({ token, user }) => {
        if (user) return { sub: user.id, email: user.email, sv: await sessionVersionOf(user.id) };
        const live = token.sub && typeof token.sv === 'number' && (await sessionUser(token.sub, token.sv));
        if (!live) throw new SessionEnded();
        return token;
      },
      session: async ({ session, token }) => ({ ...session, user: { email: token.email ?? null } }),
    },
    // next-auth's own messages go to the one server logger; a session ended on the server is not an error.
    logger: {
      error: (code, metadata) =>
        metadata instanceof SessionEnded || (metadata as { error?: unknown })?.error instanceof SessionEnded
          ? log.info('auth: a session ended on the server was read, and cleared')
          : log.error({ code, err: metadata }, 'auth: next-auth error'),
      warn: (code) => log.warn({ code }, 'auth: next-auth warning'),
      debug: (code) => log.debug({ code }, 'auth: next-auth debug'),
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
