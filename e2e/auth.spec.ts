import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { inOneWindow } from './window';
import { capturedMail, nextMailTo, SIGN_IN_LINK, signInLink } from './mail';

/**
 * Magic-link sign-in end to end against the real SMTP capture server: read the mail, follow the link, land
 * signed in; replayed and expired links; a deactivated account; a role change on the next request; sign-out.
 */
const ADMIN = 'admin@example.org';
const REVIEWER = 'reviewer@example.com';
const SUBMITTER = 'gis@example.net';
// Signing out ends every session of the account on the server, so that test signs out the account this spec
// deactivates next and no other spec uses; the planner, whose saved session other specs reuse, is only asked a link.
const OTHER_SUBMITTER = 'planner@example.org';

async function requestLink(page: Page, email: string, from = '/auth/signin'): Promise<string> {
  const seen = capturedMail().length;
  if (from) await page.goto(from);
  await page
    .getByRole('textbox', { name: /Work email address/ })
    .first()
    .fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  return signInLink(await nextMailTo(email.toLowerCase(), seen, SIGN_IN_LINK)); // the site lower-cases addresses
}

async function signedInPage(
  newPage: () => Promise<Page>,
  email: string,
  landing = '/admin/spatial-data',
): Promise<Page> {
  const page = await newPage();
  const link = await requestLink(page, email, `/auth/signin?callbackUrl=${encodeURIComponent(landing)}`);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/\//g, '\\/')}$`));
  return page;
}

test('a visitor signs in with an emailed link and comes back to the page they asked for', async ({
  page,
  newPage,
}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/unauthenticated\?callbackUrl=%2Fadmin%2Fusers$/);
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('table', { name: 'Demo accounts' })).toContainText(ADMIN);
  await expectNoAxeViolations(page);

  const link = await requestLink(page, ADMIN.toUpperCase().replace('EXAMPLE', 'Example'), '');
  await expectNoAxeViolations(page);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'People and access' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(SUBMITTER);
  await expectNoAxeViolations(page);

  // The link was single-use: following it again fails with a plain explanation.
  const replay = await newPage();
  await replay.goto(link);
  await expect(replay).toHaveURL(/\/auth\/error\?error=Verification/);
  await expect(replay.getByRole('heading', { name: 'This sign-in link no longer works' })).toBeVisible();
  await expectNoAxeViolations(replay);
});

test('an expired link does not sign in', async ({ page }) => {
  const link = await requestLink(page, REVIEWER);
  const db = new Database(path.join(process.cwd(), '.e2e-data', 'vtrans.sqlite'));
  db.prepare("update verification_tokens set expires = '2020-01-01T00:00:00.000Z' where identifier = ?").run(
    REVIEWER,
  );
  db.close();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/error\?error=Verification/);
  await page.goto('/admin/spatial-data');
  await expect(page).toHaveURL(/\/auth\/unauthenticated/);
});

test('signing out ends the session', async ({ newPage }) => {
  const page = await signedInPage(newPage, SUBMITTER);
  await expect(page.getByRole('heading', { name: 'Spatial data' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/auth/signout');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await page.goto('/admin/spatial-data');
  await expect(page).toHaveURL(/\/auth\/unauthenticated/);
});

test('a role change takes effect on the next request; deactivation ends the session and stops links', async ({
  newPage,
}) => {
  const submitter = await signedInPage(newPage, SUBMITTER, '/admin/spatial-data/review');
  await expect(submitter.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expectNoAxeViolations(submitter);

  const admin = await signedInPage(newPage, ADMIN, '/admin/users');
  await admin.getByRole('button', { name: `Manage ${SUBMITTER}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Audit trail' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await dialog.getByRole('checkbox', { name: /Reviewer/ }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await submitter.reload();
  await expect(submitter.getByRole('heading', { name: 'Spatial-data review' })).toBeVisible();

  await admin.getByRole('button', { name: `Manage ${SUBMITTER}` }).click();
  await expect(admin.getByRole('dialog').getByRole('list', { name: 'Audit trail' })).toContainText(
    `${ADMIN}: changed`,
  );
  await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(SUBMITTER) })).toContainText('Deactivated');

  await submitter.reload();
  await expect(submitter).toHaveURL(/\/auth\/unauthenticated/);

  // A deactivated address gets no link; the next person's link still arrives (mail is sent in order).
  const seen = capturedMail().length;
  const page = await newPage();
  await page.goto('/auth/signin');
  await page
    .getByRole('textbox', { name: /Work email address/ })
    .first()
    .fill(SUBMITTER);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await requestLink(page, OTHER_SUBMITTER);
  expect(
    capturedMail()
      .slice(seen)
      .filter((f) => f.includes(SUBMITTER)),
  ).toEqual([]);
});

test('anyone can ask for access from the sign-in page', async ({ page }) => {
  await page.goto('/auth/signin');
  const form = page.getByRole('form', { name: 'Ask for access' });
  await form.getByRole('textbox', { name: /Your name/ }).fill('Pat Clerk');
  await form.getByRole('textbox', { name: /Work email address/ }).fill('pat.clerk@culpeper.example');
  await form.getByRole('combobox', { name: /Organization/ }).selectOption({ label: 'Culpeper County' });
  await form.getByRole('textbox', { name: /What do you need access for/ }).fill('To send our UDA update.');
  await form.getByRole('button', { name: 'Ask for access' }).click();
  await expect(form.getByRole('status')).toContainText('An administrator will review your request');
  await expectNoAxeViolations(page);
});

test('sign-in links are rate-limited per address: the sixth request in an hour is a 429 with Retry-After', async ({
  request,
}) => {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const ask = (email: string) =>
    request.post('/api/auth/signin/email', {
      form: { email, csrfToken, callbackUrl: '/', json: 'true' },
    });
  const [statuses, limited] = await inOneWindow(3600, async (attempt) => {
    const email = `Nobody${attempt || ''}@Nowhere.example`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await ask(email));
    return [answers.map((a) => a.status()), answers[5]!] as const;
  });
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await limited.json()).toMatchObject({ error: { code: 'too_many_requests' } });
});
