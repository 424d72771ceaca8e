import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the SMTP capture server of playwright.config.ts writes every message the site sends. */
export const MAIL_DIR = path.join(process.cwd(), '.e2e-mail');

/** Names of the captured messages so far (in order). */
export const capturedMail = () =>
  fs.existsSync(MAIL_DIR)
    ? fs
        .readdirSync(MAIL_DIR)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];

/** A sign-in link of the email provider. */
export const SIGN_IN_LINK = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/;

/** Decodes a quoted-printable body (nodemailer wraps long lines with soft breaks). */
const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * Waits for the next message to `to` after `seen` messages (the next one whose text matches `matching`, when
 * given: mail sent by the job queue, such as comment alerts, may arrive in between), and returns its text.
 * Without `matching`, sign-in links are passed over: a test on the other worker may sign the same demo account in
 * at any moment (a reviewer's sign-in link once came between a submission and its notice).
 */
export async function nextMailTo(to: string, seen: number, matching?: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        text = '';
        for (const f of capturedMail().slice(seen)) {
          if (!f.includes(to)) continue;
          const body = decodeQp(fs.readFileSync(path.join(MAIL_DIR, f), 'latin1'));
          if (matching ? matching.test(body) : !SIGN_IN_LINK.test(body)) {
            text = body;
            break;
          }
        }
        return text.length > 0;
      },
      { message: `a message to ${to}${matching ? ` matching ${matching}` : ''}` },
    )
    .toBe(true);
  return text;
}

/** The sign-in link in a captured message. */
export function signInLink(mail: string): string {
  const match = SIGN_IN_LINK.exec(mail);
  if (!match) throw new Error(`No sign-in link in:\n${mail}`);
  return match[0];
}

/** Signs the page's browser context in as `email` the way a person does: ask for a link, read the mail, follow it. */
export async function signInByMail(page: import('@playwright/test').Page, email: string): Promise<void> {
  const seen = capturedMail().length;
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await page.request.post('/api/auth/signin/email', {
    form: { email, csrfToken, callbackUrl: '/', json: 'true' },
  });
  await page.goto(signInLink(await nextMailTo(email, seen, SIGN_IN_LINK)));
}

/**
 * The accounts e2e/auth.setup.ts signs in once per run through the mail (the setup project of
 * playwright.config.ts), saving each browser state for `signInAs`. Only the specs about signing in go through
 * the mail themselves. Not the planner: e2e/auth.spec.ts signs it out, which ends every session of the account on
 * the server (a saved state would then open "Please sign in"), so `signInAs` takes it through the mail.
 */
export const SIGNED_IN_ACCOUNTS = [
  'admin@example.org',
  'reviewer@example.com',
  'gap-reviewer@example.com',
  'editor@example.com',
  'applicant@example.org',
] as const;

/** Where the setup project keeps an account's signed-in browser state (cookies). */
export const storageStatePath = (email: string) => path.join(process.cwd(), '.e2e-auth', `${email}.json`);

/**
 * Signs the page's browser context in as `email`: with the session the setup project saved for it (the GC Forms
 * pattern: sign in once per role, reuse the state), or through the mail for an account it did not sign in. Ends
 * on the home page, as the mail's link does.
 */
export async function signInAs(page: import('@playwright/test').Page, email: string): Promise<void> {
  const saved = storageStatePath(email);
  if (!fs.existsSync(saved)) return signInByMail(page, email);
  const state = JSON.parse(fs.readFileSync(saved, 'utf8')) as {
    cookies: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  // A state saved by an earlier run (another server secret, e.g. a spec run with --no-deps) is not a session.
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user?: { email?: string };
  };
  if (session.user?.email !== email) {
    await page.context().clearCookies();
    return signInByMail(page, email);
  }
  await page.goto('/');
}
