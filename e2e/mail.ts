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

/** Decodes a quoted-printable body (nodemailer wraps long lines with soft breaks). */
const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/** Waits for the next message to `to` after `seen` messages, and returns its decoded text. */
export async function nextMailTo(to: string, seen: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        const found = capturedMail()
          .slice(seen)
          .find((f) => f.includes(to));
        text = found ? decodeQp(fs.readFileSync(path.join(MAIL_DIR, found), 'latin1')) : '';
        return text.length > 0;
      },
      { message: `a message to ${to}` },
    )
    .toBe(true);
  return text;
}

/** The sign-in link in a captured message. */
export function signInLink(mail: string): string {
  const match = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail);
  if (!match) throw new Error(`No sign-in link in:\n${mail}`);
  return match[0];
}

/** Signs the page's browser context in as `email` the way a person does: ask for a link, read the mail, follow it. */
export async function signInAs(page: import('@playwright/test').Page, email: string): Promise<void> {
  const seen = capturedMail().length;
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await page.request.post('/api/auth/signin/email', {
    form: { email, csrfToken, callbackUrl: '/', json: 'true' },
  });
  await page.goto(signInLink(await nextMailTo(email, seen)));
}
