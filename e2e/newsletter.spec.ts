import { expect, test, type Page } from './fixtures';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { expectNoAxeViolations } from './axe';
import { capturedMail, nextMailTo } from './mail';

/**
 * Mailing-list signup. With a provider configured: against a stand-in provider, on the second site of
 * playwright.config.ts (E2E_PORT+2, NEWSLETTER_SUBSCRIBE_URL=http://127.0.0.1:(E2E_PORT+99)/subscribe/post?…).
 * Without one (a fresh clone): the embedded list, double opt-in through the SMTP capture server.
 */
const PROVIDER_PORT = Number(process.env.E2E_PORT ?? 3100) + 99;
const PROVIDER_SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;
const ALREADY_MSG =
  'x@example.com is already subscribed to list VTrans Updates. <a href="https://example.com/profile">Click here to update your profile</a>';

let provider: Server;
const seen: URLSearchParams[] = [];
const hanging: ServerResponse[] = [];

function answerJsonp(res: ServerResponse, callback: string, body: unknown) {
  res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8' });
  res.end(`${callback}(${JSON.stringify(body)})`);
}

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${PROVIDER_PORT}`);
    const callback = url.searchParams.get('c') ?? '';
    if (url.pathname !== '/subscribe/post-json' || !/^[\w$]+$/.test(callback)) {
      res.writeHead(404).end();
      return;
    }
    seen.push(url.searchParams);
    const email = url.searchParams.get('EMAIL') ?? '';
    if (email.includes('slow')) {
      hanging.push(res); // never answers: the component's timeout must fire
      return;
    }
    if (email.includes('already')) {
      answerJsonp(res, callback, { result: 'error', msg: ALREADY_MSG });
      return;
    }
    answerJsonp(res, callback, { result: 'success', msg: 'Thank you for subscribing!' });
  });
  await new Promise<void>((resolve) => provider.listen(PROVIDER_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  for (const res of hanging) res.destroy();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

async function fillAndSubmit(page: Page, email: string, site = PROVIDER_SITE) {
  await page.goto(`${site}/get-involved/contact-us`);
  const block = page.getByRole('region', { name: 'Subscribe to VTrans Updates' });
  await expect(block.getByText(/four to six updates per calendar year/)).toBeVisible();
  const submit = block.getByRole('button', { name: 'Subscribe' });
  await expect(submit).toBeDisabled();
  await block.getByLabel('First Name *', { exact: true }).fill('Ada');
  await block.getByLabel('Last Name *', { exact: true }).fill('Lovelace');
  await block.getByLabel('Email Address *', { exact: true }).fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
  return block;
}

test('a valid signup reaches the provider as JSONP and shows its thank-you message', async ({ page }) => {
  const block = await fillAndSubmit(page, 'ada@example.com');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing!' })).toBeVisible();
  await expect(block.getByLabel('First Name *', { exact: true })).toHaveValue('');
  await expect(block.getByLabel('Email Address *', { exact: true })).toHaveValue('');

  const sent = seen[seen.length - 1];
  expect(sent.get('u')).toBe('abc123');
  expect(sent.get('id')).toBe('def456');
  expect([sent.get('FNAME'), sent.get('LNAME'), sent.get('EMAIL')]).toEqual([
    'Ada',
    'Lovelace',
    'ada@example.com',
  ]);

  await expectNoAxeViolations(page);
});

test("the provider's HTML error shows as text with a real link, never as markup", async ({ page }) => {
  await fillAndSubmit(page, 'already@example.com');
  const alert = page.getByRole('alert').filter({ hasText: 'is already subscribed to list VTrans Updates.' });
  await expect(alert).toBeVisible();
  const link = alert.getByRole('link', { name: 'Click here to update your profile' });
  await expect(link).toHaveAttribute('href', 'https://example.com/profile');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(alert).not.toContainText('<a');
  await expect(page.getByText('<a href', { exact: false })).toHaveCount(0);
});

test('a provider that never answers ends in a clear timeout message', async ({ page }) => {
  const block = await fillAndSubmit(page, 'slow@example.com');
  await expect(block.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The mailing-list service did not answer. Please try again later.' }),
  ).toBeVisible({ timeout: 15_000 });
  // The fields are kept so the person can try again.
  await expect(block.getByLabel('Email Address *', { exact: true })).toHaveValue('slow@example.com');
});

test.describe('the embedded list (no provider configured, as on a fresh clone)', () => {
  test('sign up on any page, confirm from the email, leave from the link in it', async ({
    page,
    baseURL,
  }) => {
    const seen = capturedMail().length;
    const block = await fillAndSubmit(page, 'Grace.Hopper@Example.com', baseURL);
    await expect(
      page.getByRole('status').filter({ hasText: 'Almost done: we sent you an email.' }),
    ).toBeVisible();
    await expect(block.getByLabel('Email Address *', { exact: true })).toHaveValue('');

    const mail = await nextMailTo('grace.hopper@example.com', seen);
    expect(mail).toMatch(/^Subject: Confirm your subscription to VTrans Updates/m);
    const confirm = /http:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail)?.[0];
    const leave = /http:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail)?.[0];
    expect(confirm?.startsWith(baseURL!)).toBe(true);
    expect(leave?.startsWith(baseURL!)).toBe(true);

    // Opening the link alone changes nothing (a mail scanner may open it); the button confirms.
    await page.goto(confirm!);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toContainText('g***@example.com will receive VTrans Updates');

    // The same link again: used up, and the page says what to do.
    await page.goto(confirm!);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sign up again at the bottom of any page' }),
    ).toBeVisible();

    await page.goto(leave!);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('g***@example.com is off the list');
    await expectNoAxeViolations(page);
  });

  test('a link without its code says how to fix it and offers no button', async ({ page }) => {
    await page.goto('/newsletter/unsubscribe');
    await expect(
      page.getByRole('alert').filter({ hasText: 'missing the code from the email' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  });
});
