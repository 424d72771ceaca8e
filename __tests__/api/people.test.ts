/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as person from '@/pages/api/admin/people/[id]';
import * as people from '@/pages/api/admin/people/index';
import * as accessRequests from '@/pages/api/access-requests';
import * as nextAuth from '@/pages/api/auth/[...nextauth]';
import * as listing from '@/pages/api/spatial-data/listing';
import { authOptions } from '@/lib/server/auth/options';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { createContent, getContent, scheduleContent } from '@/lib/server/services/content';
import type { AuditEntry, Person, PersonDetail } from '@/lib/shared/schemas/people';
import { callApi } from '../helpers/apiMock';
import { DEMO, sessionCookie, userId } from '../helpers/session';
import { useTempDatabase } from '../helpers/tempDb';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

const outbox = () =>
  fs.existsSync(path.join(dir, 'outbox')) ? fs.readdirSync(path.join(dir, 'outbox')) : [];
/** A mail of the outbox as one reads it: soft line breaks and folded headers joined. */
const mailText = (name: string) =>
  fs
    .readFileSync(path.join(dir, 'outbox', name), 'utf8')
    .replace(/=\r\n/g, '')
    .replace(/\r\n[ \t]+/g, ' ');
const admin = () => sessionCookie(DEMO.admin);

describe('/api/admin/people', () => {
  it('refuses anonymous visitors (401) and people without the admin role (403)', async () => {
    expect((await callApi(people)).status).toBe(401);
    const reviewer = await callApi(people, { headers: await sessionCookie(DEMO.reviewer) });
    expect(reviewer.status).toBe(403);
    expect(reviewer.json).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('lists everyone, or by status', async () => {
    const all = await callApi(people, { headers: await admin() });
    expect(all.status).toBe(200);
    expect((all.json as Person[]).map((p) => p.email)).toEqual(expect.arrayContaining(Object.values(DEMO)));
    const bad = await callApi(people, { query: { status: 'king' }, headers: await admin() });
    expect(bad.status).toBe(400);
  });

  it('invites someone (lower-cased email, roles, organisation), mails them and records who did it', async () => {
    const before = outbox().length;
    const res = await callApi(people, {
      method: 'POST',
      headers: await admin(),
      body: {
        email: '  New.Planner@Fairfaxcounty.GOV ',
        name: 'New Planner',
        roles: ['submitter'],
        organizationId: 'locality-51059',
      },
    });
    expect(res.status).toBe(201);
    const p = res.json as Person;
    expect(p).toMatchObject({
      email: 'new.planner@fairfaxcounty.gov',
      status: 'invited',
      roles: ['submitter'],
      organizationName: 'Fairfax County',
    });
    // The invitation goes out as a job queued with the account.
    expect(outbox().length).toBe(before);
    await runJobsNow();
    expect(outbox().length).toBe(before + 1);
    const detail = await callApi(person, { params: { id: p.id }, headers: await admin() });
    expect((detail.json as { audit: AuditEntry[] }).audit[0]).toMatchObject({
      actor: DEMO.admin,
      action: 'invited',
    });
    const again = await callApi(people, {
      method: 'POST',
      headers: await admin(),
      body: { email: 'new.planner@fairfaxcounty.gov', name: 'X', roles: ['reviewer'] },
    });
    expect(again.status).toBe(422);
  });

  it('needs an organisation for a submitter and a real role', async () => {
    const noOrg = await callApi(people, {
      method: 'POST',
      headers: await admin(),
      body: { email: 'a@b.gov', name: 'A', roles: ['submitter'] },
    });
    expect(noOrg.json).toMatchObject({ error: { field: 'organizationId' } });
    const badRole = await callApi(people, {
      method: 'POST',
      headers: await admin(),
      body: { email: 'a@b.gov', name: 'A', roles: ['king'] },
    });
    expect(badRole.status).toBe(400);
  });

  it('a role change takes effect on the very next request, and deactivation ends the session at once', async () => {
    const id = await userId(DEMO.otherSubmitter);
    const cookie = await sessionCookie(DEMO.otherSubmitter);
    const someone = await userId(DEMO.submitter);
    expect((await callApi(listing, { query: { userID: someone }, headers: cookie })).status).toBe(403);
    const promote = await callApi(person, {
      method: 'PATCH',
      params: { id },
      headers: await admin(),
      body: { roles: ['submitter', 'reviewer'] },
    });
    expect(promote.status).toBe(200);
    expect((await callApi(listing, { query: { userID: someone }, headers: cookie })).status).toBe(200);
    await callApi(person, {
      method: 'PATCH',
      params: { id },
      headers: await admin(),
      body: { status: 'deactivated' },
    });
    expect((await callApi(listing, { headers: cookie })).status).toBe(401);
    await callApi(person, {
      method: 'PATCH',
      params: { id },
      headers: await admin(),
      body: { status: 'active', roles: ['submitter'] },
    });
    const trail = (await callApi(person, { params: { id }, headers: await admin() })).json as {
      audit: AuditEntry[];
    };
    expect(trail.audit.map((a) => a.action)).toEqual(['reactivated', 'deactivated', 'changed']);
  });

  it('an admin cannot lock themself out, and unknown or malformed ids are 404', async () => {
    const self = await callApi(person, {
      method: 'PATCH',
      params: { id: await userId(DEMO.admin) },
      headers: await admin(),
      body: { roles: ['reviewer'] },
    });
    expect(self.status).toBe(422);
    expect((await callApi(person, { params: { id: 'nope' }, headers: await admin() })).status).toBe(404);
    expect(
      (
        await callApi(person, {
          params: { id: '00000000-0000-4000-8000-000000000000' },
          headers: await admin(),
        })
      ).status,
    ).toBe(404);
    const empty = await callApi(person, {
      method: 'PATCH',
      params: { id: await userId(DEMO.reviewer) },
      headers: await admin(),
      body: {},
    });
    expect(empty.status).toBe(400);
  });
});

describe('sessions end on the server', () => {
  /** Signs out as a browser does: next-auth's CSRF token, then POST /api/auth/signout with the session cookie. */
  async function signOut(session: { cookie: string }) {
    const csrf = await callApi(nextAuth, { params: { nextauth: ['csrf'] }, headers: session });
    const csrfCookie = /next-auth\.csrf-token=[^;]+/.exec(csrf.headers.get('set-cookie') ?? '')![0];
    const res = await callApi(nextAuth, {
      method: 'POST',
      params: { nextauth: ['signout'] },
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${session.cookie}; ${csrfCookie}`,
      },
      body: new URLSearchParams({ csrfToken: (csrf.json as { csrfToken: string }).csrfToken }).toString(),
    });
    expect(res.status).toBeLessThan(400);
  }
  const listingWith = async (cookie: { cookie: string }) =>
    (await callApi(listing, { headers: cookie })).status;

  it('the session token carries the account’s session version from sign-in', async () => {
    const id = await userId(DEMO.submitter);
    const jwt = authOptions().callbacks!.jwt!;
    const token = await jwt({ token: {}, user: { id, email: DEMO.submitter } } as Parameters<typeof jwt>[0]);
    const { session_version } = await (await db())('users').where({ id }).first('session_version');
    expect(token).toEqual({ sub: id, email: DEMO.submitter, sv: Number(session_version) });
  });

  it('a token minted before sign-out is refused afterwards (401), on every device; a new sign-in works', async () => {
    const laptop = await sessionCookie(DEMO.submitter);
    const phone = await sessionCookie(DEMO.submitter);
    expect(await listingWith(laptop)).toBe(200);
    await signOut(laptop);
    expect(await listingWith(laptop)).toBe(401);
    expect(await listingWith(phone)).toBe(401);
    expect(await listingWith(await sessionCookie(DEMO.submitter))).toBe(200);
    const trail = (
      await callApi(person, { params: { id: await userId(DEMO.submitter) }, headers: await admin() })
    ).json as { audit: AuditEntry[] };
    expect(trail.audit[0]).toMatchObject({ action: 'signed out', actor: `${DEMO.submitter} (self)` });
  });

  it("the browser's session read follows the server: an ended session shows no one and its cookie is cleared", async () => {
    const sessionOf = (cookie: { cookie: string }) =>
      callApi(nextAuth, { params: { nextauth: ['session'] }, headers: cookie });
    const laptop = await sessionCookie(DEMO.submitter);
    const phone = await sessionCookie(DEMO.submitter);
    expect((await sessionOf(phone)).json).toMatchObject({ user: { email: DEMO.submitter } });
    await signOut(laptop);
    const ended = await sessionOf(phone);
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({});
    expect(ended.headers.get('set-cookie')).toMatch(/next-auth\.session-token=;/);
    expect((await sessionOf(await sessionCookie(DEMO.submitter))).json).toMatchObject({
      user: { email: DEMO.submitter },
    });
  });

  it('deactivation ends the session, and re-activation does not revive it', async () => {
    const id = await userId(DEMO.otherSubmitter);
    const before = await sessionCookie(DEMO.otherSubmitter);
    expect(await listingWith(before)).toBe(200);
    const patch = async (body: object) =>
      callApi(person, { method: 'PATCH', params: { id }, headers: await admin(), body });
    expect((await patch({ status: 'deactivated' })).status).toBe(200);
    expect(await listingWith(before)).toBe(401);
    expect((await patch({ status: 'active' })).status).toBe(200);
    expect(await listingWith(before)).toBe(401);
    expect(await listingWith(await sessionCookie(DEMO.otherSubmitter))).toBe(200);
  });

  it('a token without a session version (minted before versions existed) is refused', async () => {
    const { encode } = await import('next-auth/jwt');
    const { authSecret } = await import('@/lib/server/auth/secret');
    const id = await userId(DEMO.submitter);
    const legacy = await encode({ token: { sub: id, email: DEMO.submitter }, secret: authSecret() });
    expect(await listingWith({ cookie: `next-auth.session-token=${legacy}` })).toBe(401);
  });
});

describe('POST /api/access-requests', () => {
  const request = {
    email: 'Clerk@Culpeper.gov',
    name: 'Town Clerk',
    organizationId: 'locality-51047',
    reason: 'To submit our UDA update.',
  };

  it('stores a request that waits for an admin, tells the team, and answers the same for a known address', async () => {
    const before = outbox().length;
    const res = await callApi(accessRequests, { method: 'POST', body: request });
    expect(res.status).toBe(202);
    await runJobsNow();
    expect(outbox().length).toBe(before + 1);
    const row = await (
      await db()
    )('users')
      .where({ email: 'clerk@culpeper.gov' })
      .first('status', 'organization_id');
    expect(row).toEqual({ status: 'requested', organization_id: 'locality-51047' });
    const known = await callApi(accessRequests, { method: 'POST', body: { ...request, email: DEMO.admin } });
    expect([known.status, known.json]).toEqual([res.status, res.json]);
    const approve = await callApi(person, {
      method: 'PATCH',
      params: { id: await userId('clerk@culpeper.gov') },
      headers: await admin(),
      body: { status: 'active' },
    });
    expect((approve.json as Person).status).toBe('active');
    await runJobsNow();
    const approvedMail = outbox()
      .slice(before + 1)
      .map((f) => fs.readFileSync(path.join(dir, 'outbox', f), 'utf8'))
      .find((m) => m.includes('clerk@culpeper.gov'));
    expect(approvedMail).toMatch(/Subject: Your access to the VTrans staff area is approved/);
  });

  it('an invitation whose mail cannot be queued creates no account (the account and its mail happen together)', async () => {
    const k = await db();
    await k.schema.renameTable('jobs', 'jobs_away');
    let res;
    try {
      res = await callApi(people, {
        method: 'POST',
        headers: await admin(),
        body: { email: 'unqueued@example.org', name: 'Not Queued', roles: ['reviewer'] },
      });
    } finally {
      await k.schema.renameTable('jobs_away', 'jobs');
    }
    expect(res.status).toBe(500);
    expect(await k('users').where({ email: 'unqueued@example.org' }).first()).toBeUndefined();
  });

  it('a name with line breaks cannot print fake lines into the staff mail', async () => {
    const before = outbox().sort();
    await callApi(accessRequests, {
      method: 'POST',
      body: {
        ...request,
        email: 'mallory@example.org',
        name: 'Mallory\r\nApproved by OIPI: yes\nApprove at https://evil.example/admin',
      },
    });
    await runJobsNow();
    const added = outbox().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const eml = mailText(added[0]!);
    expect(eml).toMatch(/^Subject: \[VTrans access request\] Mallory Approved by OIPI: yes Approve at/m);
    expect(eml).toContain(
      'Mallory Approved by OIPI: yes Approve at https://evil.example/admin <mallory@example.org> of Culpeper County asked',
    );
    expect(eml).not.toMatch(/^Approved by OIPI/m);
    expect(eml).not.toMatch(/^Approve at https:\/\/evil/m);
  });

  it('names the bad field, and drops honeypot submissions silently', async () => {
    const bad = await callApi(accessRequests, {
      method: 'POST',
      body: { ...request, organizationId: 'atlantis' },
    });
    expect(bad.json).toMatchObject({ error: { field: 'organizationId' } });
    await callApi(accessRequests, {
      method: 'POST',
      body: { ...request, email: 'bot@spam.example', website: 'x' },
    });
    expect(await (await db())('users').where({ email: 'bot@spam.example' }).first()).toBeUndefined();
  });
});

describe('a change that takes away the role that publishes', () => {
  const email = 'scheduler@example.gov';
  const title = 'Winter Freight Study Published';

  it('names the scheduled publishes it cancels, is refused until confirmed, then cancels them, mails and audits', async () => {
    const invited = await callApi(people, {
      method: 'POST',
      headers: await admin(),
      body: { email, name: 'Scheduling Editor', roles: ['editor'] },
    });
    const id = (invited.json as Person).id;
    await (await db())('users').where({ id }).update({ status: 'active' });
    await runJobsNow(); // the invitation
    const editor = { id, email, name: null, roles: ['editor' as const], organizationId: null };
    const made = await createContent(
      'update',
      {
        title,
        date: '2026-12-01',
        program: 'vtrans',
        intro: 'The study is out.',
        body: 'Read it.',
        relatedPages: [],
        link: null,
      },
      editor,
    );
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await scheduleContent('update', made.record.id, { baseRevision: 1, at }, editor);

    const shown = await callApi(person, { params: { id }, headers: await admin() });
    expect((shown.json as PersonDetail).scheduledPublishes).toEqual([
      expect.objectContaining({ kind: 'update', id: made.record.id, title, at, role: 'editor' }),
    ]);

    // Unconfirmed: 409 naming what it would cancel, and nothing changes.
    const refused = await callApi(person, {
      method: 'PATCH',
      params: { id },
      headers: await admin(),
      body: { roles: ['reviewer'] },
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: { field: 'confirmCancelSchedules' } });
    expect((refused.json as { error: { message: string } }).error.message).toContain(`“${title}”`);
    const still = await getContent('update', made.record.id, editor);
    expect(still.record).toMatchObject({ state: 'scheduled', scheduledAt: at });

    const sent = outbox();
    const confirmed = await callApi(person, {
      method: 'PATCH',
      params: { id },
      headers: await admin(),
      body: { roles: ['reviewer'], confirmCancelSchedules: true },
    });
    expect(confirmed.status).toBe(200);
    const k = await db();
    const record = await k('content_records').where({ id: made.record.id }).first('state', 'scheduled_at');
    expect(record).toMatchObject({ state: 'draft', scheduled_at: null });
    const cancelled = await k('content_audit')
      .where({ record_id: made.record.id, action: 'schedule-cancelled' })
      .first('actor', 'detail');
    expect(cancelled.actor).toBe(DEMO.admin);
    expect(cancelled.detail).toContain(email);
    const after = (await callApi(person, { params: { id }, headers: await admin() })).json as PersonDetail;
    expect(after.scheduledPublishes).toEqual([]);
    expect(after.audit[0]!.details).toMatchObject({
      cancelledSchedules: [expect.stringContaining(title)],
    });

    // The mail goes out with the change (a job queued in its transaction).
    await runJobsNow();
    const added = outbox().filter((f) => !sent.includes(f));
    expect(added).toHaveLength(1);
    const eml = mailText(added[0]!);
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toMatch(/^Subject: A publish you scheduled was cancelled/m);
    expect(eml).toContain(title);
  });

  it('asks nothing when the person keeps a role that publishes', async () => {
    const res = await callApi(person, {
      method: 'PATCH',
      params: { id: await userId(DEMO.editor) },
      headers: await admin(),
      body: { roles: ['editor', 'reviewer'] },
    });
    expect(res.status).toBe(200);
  });
});
