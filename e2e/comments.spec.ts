import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { capturedMail, nextMailTo, signInAs } from './mail';
import { afterMove, zoomedIn } from './mapView';

/**
 * Public comments on the map, the whole loop: a visitor places a comment with the keyboard only,
 * reviewers are mailed, a reviewer (signed in through the SMTP capture server) approves and answers it from a
 * saved answer, the commenter is mailed a link, and the visitor sees the answer on the map.
 */
const REVIEWER = 'reviewer@example.com';
const VISITOR_EMAIL = 'commenter@example.net';
const TEXT = 'The shoulder on this stretch is too narrow for people walking to the bus stop.';

// The second test uses the comment the first one published (one server, one worker): run them in order.
test.describe.configure({ mode: 'serial' });

const map = (page: Page) => page.getByRole('application', { name: 'Map of Virginia' });

/** Presses Tab until the locator has focus (a keyboard user's way of getting there). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a visitor comments by keyboard, a reviewer approves and answers, the visitor sees the answer on the map', async ({
  page,
  newPage,
}) => {
  test.setTimeout(180_000);
  // 1. The visitor, keyboard only.
  await page.goto('/interactvtrans/map-explorer');
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  await tabTo(page, map(page));
  // In one step and left one: the map says it took both (a smaller scale, another centre) before its centre is used.
  await afterMove(
    map(page),
    async () => {
      await page.keyboard.press('+');
      await page.keyboard.press('ArrowLeft');
    },
    (now, before) => zoomedIn(now, before) && now.centre[0] < before.centre[0],
  );
  await tabTo(page, page.getByRole('button', { name: 'Comment on the map' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Use the centre of the map' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('comment-place')).toHaveText(
    /^Place: the centre of the map \(3\d\.\d+, -\d\d\.\d+\)\.$/,
  );
  // Sending without the required fields names them.
  await tabTo(page, page.getByRole('button', { name: 'Send comment' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await expect(form.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  const category = form.getByRole('combobox', { name: /Category/ });
  await expect(category).toBeFocused(); // the first field to fix
  await page.keyboard.press('ArrowDown'); // opens the list on its first option, Safety
  await expect(page.getByRole('option', { name: 'Safety' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(category).toHaveText('Safety');
  await tabTo(page, page.getByRole('textbox', { name: /Your comment/ }));
  await page.keyboard.type(TEXT);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Your name/ })).toBeFocused();
  await page.keyboard.type('Pat Walker');
  await page.keyboard.press('Tab');
  await page.keyboard.type(VISITOR_EMAIL);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /I agree that my comment/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'map explorer with the comment form');
  const seen = capturedMail().length;
  await tabTo(page, page.getByRole('button', { name: 'Send comment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you.' })).toHaveText(
    /Your comment will appear on the map once a reviewer has approved it\./,
  );

  // 2. Reviewers are told (a real SMTP server captured the mail).
  const alert = await nextMailTo(REVIEWER, seen, /\[VTrans comments\]/);
  expect(alert).toContain('Subject: [VTrans comments] New Safety comment on the map');
  expect(alert).toContain(TEXT.slice(0, 60));
  const id = Number(/#(\d+) Safety/.exec(alert)![1]);

  // 3. The reviewer approves it and answers from a saved answer.
  const staff = await newPage();
  await signInAs(staff, REVIEWER);
  await staff.goto('/admin/comments');
  await expect(staff.getByRole('heading', { name: 'Map comments', level: 1 })).toBeVisible();
  const card = staff.getByRole('article', { name: new RegExp(`^Comment ${id}: Safety`) });
  await expect(card).toContainText(TEXT);
  await expect(card).toContainText('Waiting for review');
  await expectNoAxeViolations(staff);
  await card.getByRole('button', { name: `Approve comment ${id}` }).click();
  await expect(card).toBeHidden(); // it leaves the "Waiting for review" view
  await staff.getByRole('tab', { name: /^Published/ }).click();
  const published = staff.getByRole('article', { name: new RegExp(`^Comment ${id}: Safety`) });
  await expect(published).toContainText('Published');
  await published.getByRole('combobox', { name: 'Start from a saved answer' }).click();
  await staff.getByRole('option', { name: 'Passed to VDOT district' }).click();
  const response = published.getByRole('textbox', { name: `Response to comment ${id}` });
  await expect(response).toHaveValue(/passed your comment to them/);
  await response.fill(`${await response.inputValue()} Thank you, Pat.`);
  const mailed = capturedMail().length;
  await published.getByRole('button', { name: 'Save response' }).click();
  await expect(published.getByRole('status')).toHaveText(
    'Response saved and public. The commenter is being emailed a link to it.',
  );
  await expectNoAxeViolations(staff);

  // 4. The commenter's mail links to the comment on the map.
  const answer = await nextMailTo(VISITOR_EMAIL, mailed);
  expect(answer).toContain('Subject: Your comment on the VTrans map has a response');
  expect(answer).toContain('Thank you, Pat.');
  const link = /https?:\/\/\S+\/interactvtrans\/map-explorer\?comment=(\d+)/.exec(answer)!;
  expect(Number(link[1])).toBe(id);

  // 5. The visitor follows it: the comment and the answer, in the list and under the crosshair on the map.
  await page.goto(new URL(link[0]).pathname + new URL(link[0]).search);
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  const item = page.locator(`#public-comment-${id}`);
  await expect(item).toBeFocused();
  await expect(item).toContainText('VTrans response');
  await expect(item).toContainText('Thank you, Pat.');
  await expect(item).toContainText('Pat Walker');
  await expect(item).not.toContainText(VISITOR_EMAIL);
  // Identify under the crosshair until the answer lists the comment (its layer may still be drawing at the first
  // try). Each try waits for the panel itself, however long the identify takes on this machine: a fixed wait that
  // gave up and pressed Escape failed every try on a loaded machine.
  const panel = page.getByRole('region', { name: /features? here$/ });
  await expect
    .poll(
      async () => {
        await map(page).focus();
        await page.keyboard.press('Enter');
        await expect(panel).toBeVisible({ timeout: 60_000 });
        const text = (await panel.textContent()) ?? '';
        if (!text.includes('Public comments')) {
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        }
        return text;
      },
      { timeout: 120_000 },
    )
    .toMatch(/Public comments.*Staff response.*Thank you, Pat\./s);
  await expectNoAxeViolations(page, 'map explorer opened on a comment');
});

test('agree once per visitor and flag with a reason; the public list has no email addresses', async ({
  page,
}) => {
  await page.goto('/interactvtrans/map-explorer');
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  const list = page.getByRole('list', { name: 'Published comments' });
  await expect(list).toBeVisible();
  const agree = list.getByRole('button', { name: /^Agree with comment \d+ \(\d+\)$/ }).first();
  const before = Number(/\((\d+)\)$/.exec((await agree.textContent())!)![1]);
  await agree.click();
  await expect(list.getByRole('button', { name: /^Agree with comment \d+ \(\d+\)$/ }).first()).toHaveText(
    new RegExp(`\\(${before + 1}\\)$`),
  );
  await expect(list.getByRole('button', { pressed: true }).first()).toBeVisible();
  await list
    .getByRole('button', { name: /^Flag comment \d+$/ })
    .first()
    .click();
  await list.getByRole('combobox', { name: /^Why flag comment/ }).click();
  await page.getByRole('option', { name: 'Spam or advertising' }).click();
  await list.getByRole('button', { name: 'Send flag' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is flagged for a reviewer' })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Take back my flag on comment \d+$/ })).toBeVisible();
  await expect(list).not.toContainText('@example');
  await expectNoAxeViolations(page, 'map explorer comment list');
});

test('a visitor who has not agreed or commented can flag (the map gets the site’s visitor cookie first); a bare request cannot', async ({
  page,
  request,
}) => {
  await page.goto('/interactvtrans/map-explorer');
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  const list = page.getByRole('list', { name: 'Published comments' });
  await expect(list).toBeVisible();
  const visitorCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === 'vtrans_visitor')?.value;
  expect(await visitorCookie()).toBeUndefined();
  const flagButton = list.getByRole('button', { name: /^Flag comment \d+$/ }).first();
  const id = Number(/(\d+)$/.exec((await flagButton.textContent())!)![1]);
  await flagButton.click();
  await list.getByRole('combobox', { name: `Why flag comment ${id}?` }).click();
  await page.getByRole('option', { name: 'Not about transportation in Virginia' }).click();
  await list.getByRole('button', { name: 'Send flag' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `comment ${id} is flagged for a reviewer` }),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: `Take back my flag on comment ${id}` })).toBeVisible();
  expect(await visitorCookie()).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);

  // The same flag as a bare request (no cookie the site issued) is refused with a reason to reload.
  const bare = await request.post('/api/comment/insert-comment-interaction', {
    data: { id, type: 'flag', reason: 'spam' },
  });
  expect(bare.status()).toBe(403);
  expect(((await bare.json()) as { error: { message: string } }).error.message).toMatch(/Reload the page/);
});
