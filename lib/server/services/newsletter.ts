import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { toCsv } from '@/lib/server/csv';
import { db } from '@/lib/server/db/knex';
import { env } from '@/lib/server/env';
import { siteLink } from '@/lib/server/siteLink';
import { limitByKey } from '@/lib/server/http/rateLimit';
import { oneLine, sendMail } from '@/lib/server/mail';
import { newsletterQueries as q, toSubscriber, type Subscriber } from '@/lib/server/repositories/newsletter';
import { HttpError, notFound } from '@/lib/shared/errors';
import { virginiaCsvDateTime } from '@/lib/shared/dates';
import { newsletterPromise, validateField, type SignupValues } from '@/lib/shared/schemas/newsletter/rules';
import { newsletterLinkPath } from '@/lib/shared/routes';
import { requireRole } from '@/lib/server/auth/roles';
import type { SessionUser } from '@/lib/shared/schemas/people';

/**
 * The embedded mailing list: what the site uses when no provider is configured (NEWSLETTER_SUBSCRIBE_URL
 * unset). It speaks the provider's JSONP protocol (pages/api/newsletter/subscribe/post-json.ts), so the signup
 * block behaves the same on both, and adds double opt-in: nobody is on the list until they confirm from the
 * email, and every email carries an unsubscribe link.
 */

/** Confirmation links last two days. */
export const CONFIRM_HOURS = 48;
/** Confirmation emails per address per hour (a form filled in again and again must not flood a mailbox). */
const CONFIRM_MAILS_PER_HOUR = 3;

/** What the signup block shows after a valid request: the same for new, pending and subscribed addresses. */
export const CHECK_EMAIL_MESSAGE =
  'Almost done: we sent you an email. Open it to confirm your subscription (if you are already subscribed, it says so).';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Links in the emails point at the address people sign in at (siteLink). */
export const confirmLink = (token: string) => siteLink(newsletterLinkPath('confirm', token));
export const unsubscribeLink = (token: string) => siteLink(newsletterLinkPath('unsubscribe', token));

function confirmationMail(to: string, firstName: string, token: string, unsubscribeToken: string) {
  const text = [
    `Hello ${oneLine(firstName)},`,
    '',
    'Someone (we hope you) asked to receive VTrans Updates at this address.',
    newsletterPromise(),
    '',
    'To confirm, open this link:',
    confirmLink(token),
    '',
    `The link works for ${CONFIRM_HOURS} hours. If you did not ask for this, ignore this email: you will not be added.`,
    '',
    '-- ',
    "VTrans, Virginia's transportation plan (Office of Intermodal Planning and Investment)",
    `Stop all emails to this address: ${unsubscribeLink(unsubscribeToken)}`,
  ];
  return { to, subject: 'Confirm your subscription to VTrans Updates', text: text.join('\n') };
}

/** The values as the list stores them: trimmed, the address lower-cased; a SPEC §5 message when invalid. */
export function normaliseSignup(values: SignupValues): SignupValues {
  for (const field of ['fName', 'lName', 'email'] as const) {
    const message = validateField(field, values[field] ?? '');
    if (message) throw new HttpError(400, message, field);
  }
  const out = {
    fName: values.fName.trim().slice(0, 100),
    lName: values.lName.trim().slice(0, 100),
    email: values.email.trim().toLowerCase(),
  };
  if (out.email.length > 254) throw new HttpError(400, 'Please provide a valid email.', 'email');
  return out;
}

type InsertRow = Parameters<typeof q.insert>[1];

/** Inserts a new address; when the same address was inserted a moment ago (two clicks), renews that row. */
async function insertOrRenew(k: Knex, v: SignupValues, row: InsertRow) {
  try {
    await q.insert(k, row);
  } catch (err) {
    const existing = await q.byEmail(k, v.email);
    if (!existing) throw err;
    await q.renewPending(k, existing.id, {
      first_name: row.first_name,
      last_name: row.last_name,
      hash: row.confirm_token_hash ?? '',
      expiresAt: row.confirm_expires_at,
      now: row.now,
    });
  }
}

/** The mail to a confirmed address that signs up again: it is on the list already, nothing to do. */
function alreadySubscribedMail(to: string, firstName: string, unsubscribeToken: string) {
  const text = [
    `Hello ${oneLine(firstName)},`,
    '',
    'Someone (we hope you) asked to receive VTrans Updates at this address. It is on the list already, so',
    'there is nothing to do: you will keep receiving them.',
    '',
    '-- ',
    "VTrans, Virginia's transportation plan (Office of Intermodal Planning and Investment)",
    `Stop all emails to this address: ${unsubscribeLink(unsubscribeToken)}`,
  ];
  return { to, subject: 'You are subscribed to VTrans Updates', text: text.join('\n') };
}

/**
 * Asks for a subscription. A new, pending or unsubscribed address gets a (new) confirmation email; a confirmed
 * one gets a mail saying it is on the list already (the form said "we sent you an email" and sent
 * none). Either way the answer on the page is the same, so the form tells nobody who is on the list, and the
 * same hourly limit per address applies.
 */
export async function requestSubscription(values: SignupValues, now = new Date()): Promise<string> {
  const v = normaliseSignup(values);
  const k = await db();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CONFIRM_HOURS * 3600_000).toISOString();
  const nowIso = now.toISOString();
  const existing = await q.byEmail(k, v.email);
  // Per-address limit: a 429 here keeps the row as it was, so an earlier link still works.
  await limitByKey('newsletter-confirm', v.email, CONFIRM_MAILS_PER_HOUR, 3600);
  if (existing?.status === 'confirmed') {
    await sendMail(alreadySubscribedMail(v.email, v.fName, existing.unsubscribe_token));
    return CHECK_EMAIL_MESSAGE;
  }
  let unsubscribeToken: string;
  if (existing) {
    unsubscribeToken = existing.unsubscribe_token;
    await q.renewPending(k, existing.id, {
      first_name: v.fName,
      last_name: v.lName,
      hash: hash(token),
      expiresAt,
      now: nowIso,
    });
  } else {
    unsubscribeToken = newToken();
    await insertOrRenew(k, v, {
      email: v.email,
      first_name: v.fName,
      last_name: v.lName,
      confirm_token_hash: hash(token),
      unsubscribe_token: unsubscribeToken,
      confirm_expires_at: expiresAt,
      now: nowIso,
    });
    unsubscribeToken = (await q.byEmail(k, v.email))?.unsubscribe_token ?? unsubscribeToken;
  }
  await sendMail(confirmationMail(v.email, v.fName, token, unsubscribeToken));
  return CHECK_EMAIL_MESSAGE;
}

const INVALID_CONFIRM =
  'This confirmation link is not valid, has been used already, or has expired. Sign up again at the bottom of any page to get a new one.';

/** Confirms a pending subscription from the emailed link (once; not after it expired). */
export async function confirmSubscription(token: string, now = new Date()): Promise<Subscriber> {
  const k = await db();
  const row = await q.byConfirmHash(k, hash(token));
  if (!row) throw notFound(INVALID_CONFIRM);
  const s = toSubscriber(row);
  if (!s.confirmExpiresAt || Date.parse(s.confirmExpiresAt) < now.getTime()) throw notFound(INVALID_CONFIRM);
  await q.confirm(k, s.id, now.toISOString());
  return { ...s, status: 'confirmed', confirmedAt: now.toISOString() };
}

/** Takes an address off the list (any number of times: the second answer is the same). */
export async function unsubscribe(token: string, now = new Date()): Promise<Subscriber> {
  const k = await db();
  const row = await q.byUnsubscribeToken(k, token);
  if (!row) {
    throw notFound(
      'This unsubscribe link is not one we sent. Use the link in the latest email from VTrans Updates, or write to us from the contact page.',
    );
  }
  await q.unsubscribe(k, row.id, now.toISOString());
  return { ...toSubscriber(row), status: 'unsubscribed' };
}

/** An address shown on the confirm and unsubscribe pages without revealing it whole: 'a***@example.com'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The staff export: every subscriber with status and dates in Virginia time (CSV, UTF-8 with BOM for spreadsheet programs). */
export async function subscribersCsv(user: SessionUser): Promise<string> {
  requireRole(user, 'admin');
  const rows = (await q.all(await db())).map(toSubscriber);
  return toCsv([
    ['email', 'first_name', 'last_name', 'status', 'signed_up', 'confirmed', 'unsubscribed'],
    ...rows.map((s) => [
      s.email,
      s.firstName,
      s.lastName,
      s.status,
      virginiaCsvDateTime(s.createdAt),
      virginiaCsvDateTime(s.confirmedAt),
      virginiaCsvDateTime(s.unsubscribedAt),
    ]),
  ]);
}

/** Only the embedded list has subscribers to export; with a provider, staff use the provider's tools. */
export const embeddedListInUse = () => !env().NEWSLETTER_SUBSCRIBE_URL;
