import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { expectKeyboardWalk } from './keyboard';
import { signInAs } from './mail';

/**
 * Public comment periods (issue 57): a resident finds the open period from the home page's notice, comments on a
 * section of the draft by keyboard only, and reads the illustrative closed period's "What we heard"; the form also
 * works before scripts. Screenshots at 1280 and 390 px go to the test's output folder.
 */
const OPEN = '/get-involved/comment-periods/draft-mid-term-needs';
const REPORT = '/get-involved/comment-periods/illustrative-example-draft-risk-register-2026/what-we-heard';

/** Presses Tab until the locator has focus (a keyboard user's way of getting there). */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a resident finds the open period from the home page and comments on a section by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const notice = page.getByRole('complementary', { name: 'Open comment periods' });
  await expect(notice).toContainText('Draft mid-term needs');
  const link = notice.getByRole('link', { name: 'Read the draft and comment' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${OPEN}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft mid-term needs');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  const form = page.getByRole('form', { name: 'Comment on the draft' });
  const whole = form.getByRole('radio', { name: 'The draft as a whole' });
  await tabTo(page, whole);
  await page.keyboard.press('ArrowDown'); // the radio group: on to "One section of it"
  await expect(form.getByRole('radio', { name: 'One section of it' })).toBeChecked();
  await page.keyboard.press('Tab');
  const section = form.getByRole('combobox', { name: 'Section' });
  await expect(section).toBeFocused();
  await section.press('ArrowDown'); // the first section
  await expect(section).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Your comment (in any language)' })).toBeFocused();
  await page.keyboard.type('Rural safety needs should rank higher in this section; my road has no shoulder.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the first answer of the choice question
  await expect(form.getByRole('radio', { name: 'Safety' })).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Send comment' }));
  await page.keyboard.press('Enter');
  // Sent: the thanks (it takes focus), then the optional questions about the person, by keyboard too.
  const sent = page.getByRole('region', { name: 'Comment on the draft' });
  const answer = sent.getByRole('status').filter({ hasText: 'Thank you.' });
  await expect(answer).toHaveText('Thank you. Your comment will be published once a reviewer has read it.');
  await expect(answer).toBeFocused();
  const about = sent.getByRole('form', { name: 'A few questions about you (optional)' });
  await expect(about).toContainText('reported only as counts');
  await page.keyboard.press('Tab');
  await expect(about.getByRole('combobox', { name: 'Your age' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown'); // 18 to 24
  await page.keyboard.press('Tab');
  await expect(about.getByRole('textbox', { name: 'Your ZIP code (5 digits)' })).toBeFocused();
  await page.keyboard.type('23219');
  await tabTo(page, about.getByRole('button', { name: 'Save my answers' }));
  await page.keyboard.press('Enter');
  const saved = about.getByRole('status');
  await expect(saved).toContainText('Thank you: your answers are saved.');
  await expect(saved).toBeFocused();
  await expect(
    about.getByRole('link', { name: 'Delete the answers you gave about yourself' }),
  ).toHaveAttribute('href', /\/your-answers\?token=\d+\./);
  await expectNoAxeViolations(page);
  await expectKeyboardWalk(page);
  await shoot(page, 'period-thanks-1280');

  // The link's page asks before it deletes (a button, a POST), and says so after.
  const deleteLink = about.getByRole('link', { name: 'Delete the answers you gave about yourself' });
  const yourAnswers = (await deleteLink.getAttribute('href'))!;
  await deleteLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your answers about yourself');
  await expectNoAxeViolations(page);
  await expectKeyboardWalk(page);
  await shoot(page, 'your-answers-1280');
  const button = page.getByRole('button', { name: 'Delete my answers' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Your answers are deleted. They are no longer in any count.',
  );
  // The link opened again (a fresh GET; going back and reloading raced the back navigation once: ERR_ABORTED).
  await page.goto(yourAnswers);
  await expect(page.getByText('We hold no answers about yourself for this comment')).toBeVisible();
});

test('"What we heard" comes from the page cache and follows staff: a hidden comment is gone at the next request', async ({
  page,
  request,
}) => {
  const TEXT = 'Good work. Remote work trends are covered well.';
  let res = await request.get(REPORT);
  for (let i = 0; i < 3 && res.headers()['x-page-cache'] !== 'hit'; i++) res = await request.get(REPORT);
  expect(res.headers()['x-page-cache']).toBe('hit');
  expect(await res.text()).toContain(TEXT);

  await signInAs(page, 'reviewer@example.com');
  const periods = (await (await page.request.get('/api/admin/comment-periods')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const period = periods.find((p) => REPORT.includes(p.slug))!;
  const comments = (await (
    await page.request.get(`/api/admin/comment-periods/${period.id}/comments`)
  ).json()) as Array<{ id: number; comment: string }>;
  const target = comments.find((c) => c.comment === TEXT)!;
  const moderate = (action: 'hide' | 'approve') =>
    page.request.post(`/api/admin/comment-periods/${period.id}/comments`, {
      data: { id: target.id, action, note: 'e2e: the page cache follows the change' },
    });
  try {
    expect((await moderate('hide')).status()).toBe(200);
    const after = await request.get(REPORT);
    expect(after.headers()['x-page-cache']).toBe('miss');
    expect(await after.text()).not.toContain(TEXT);
  } finally {
    expect((await moderate('approve')).status()).toBe(200);
  }
  expect(await (await request.get(REPORT)).text()).toContain(TEXT);
});

test('a published comment can be flagged from "What we heard", by keyboard', async ({ page }) => {
  await page.goto(REPORT);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const item = page.getByRole('listitem').filter({ hasText: 'Freight on I-81 keeps growing' });
  const open = item.getByText('Flag this comment');
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const reasons = item.getByRole('group', { name: 'Why should a reviewer look at it again?' });
  await expect(reasons.getByRole('radio', { name: 'Spam or advertising' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown'); // Not about the draft
  await expect(reasons.getByRole('radio', { name: 'Not about the draft' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(item.getByRole('button', { name: 'Send the flag' })).toBeFocused();
  await page.keyboard.press('Enter');
  const thanks = item.getByRole('status');
  await expect(thanks).toHaveText('Thank you: a reviewer will look at it.');
  await expect(thanks).toBeFocused();
  await expectNoAxeViolations(page);
  await expectKeyboardWalk(page);
});

test('the closed period’s "What we heard" shows counts, answers as a chart with its table, themes and downloads', async ({
  page,
}) => {
  await page.goto('/get-involved');
  const closed = page.getByRole('region', { name: 'Closed' });
  await closed.getByRole('link', { name: 'What we heard' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${REPORT}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('What we heard: Illustrative example');
  await expect(page.getByRole('table', { name: /Does the draft register name the risks/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Flooding and extreme heat \(3 comments\)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Every published comment (CSV)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'report-1280');

  // Filter by language (a plain GET form: keyboard and no script needed).
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Spanish' });
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  await expect(page.getByText('1 comment shown.')).toBeVisible();
  const csv = await page.request.get(
    '/api/comment-periods/illustrative-example-draft-risk-register-2026/export?format=csv',
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Comment ID,How,Section,Comment');
});

test('a reviewer sees the resident’s comment as written, with its language, and approves it', async ({
  page,
}) => {
  await signInAs(page, 'reviewer@example.com');
  await page.goto('/admin/comment-periods');
  await page.getByRole('link', { name: 'Draft mid-term needs' }).click();
  await expect(page.getByRole('heading', { name: 'Edit “Draft mid-term needs”' })).toBeVisible();
  const row = page.getByRole('row', { name: /Rural safety needs should rank higher/ });
  await expect(row).toContainText('English');
  await expect(row).toContainText('pending');
  await row.getByRole('button', { name: /^Approve \d+$/ }).click();
  await expect(page.getByRole('row', { name: /Rural safety needs should rank higher/ })).toContainText(
    'approved',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-1280');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the period, its report and Get Involved fit the phone width', async ({ page }) => {
    for (const [url, name] of [
      [OPEN, 'period-390'],
      [`${OPEN}/your-answers?token=1.not-a-token`, 'your-answers-refused-390'],
      [REPORT, 'report-390'],
      ['/get-involved', 'get-involved-390'],
    ]) {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
      await shoot(page, name);
    }
  });
});

test.describe('before scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the form posts to the page and the server answers', async ({ page }) => {
    await page.goto(OPEN, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Comment on the draft' });
    await form
      .getByRole('textbox', { name: 'Your comment (in any language)' })
      .fill('Before scripts: more buses.');
    await form.getByRole('button', { name: 'Send comment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you.' })).toHaveText(
      'Thank you. Your comment will be published once a reviewer has read it.',
    );
    // The optional questions about the person work before scripts too.
    const about = page.getByRole('form', { name: 'A few questions about you (optional)' });
    await about
      .getByRole('combobox', { name: 'Do you have a disability?' })
      .selectOption({ label: 'Prefer not to say' });
    await about.getByRole('button', { name: 'Save my answers' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'answers are saved' })).toBeVisible();
    await shoot(page, 'period-thanks-no-scripts');
  });
});
