import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { capturedMail, nextMailTo } from './mail';

/** Get Involved: meetings (with the calendar file), program updates, FAQ and the contact form. */

test('meetings list shows upcoming and past meetings, filters by type, and passes axe', async ({ page }) => {
  await page.goto('/get-involved/meetings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const past = page.getByRole('region', { name: 'Past' });
  await expect(upcoming.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeVisible();
  await expect(past.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await past.getByRole('link').count()).toBeGreaterThanOrEqual(3);
  // Either a meeting is coming up or the list says how to hear about the next one.
  await expect(upcoming.getByRole('link').first()).toBeVisible();
  await expect(past.getByText(/\(Eastern time\)/).first()).toBeVisible();

  const types = page.getByRole('group', { name: 'Filter by meeting type' });
  await types.getByRole('button', { name: 'Webinar' }).click();
  await expect(types.getByRole('button', { name: 'Webinar' })).toHaveAttribute('aria-pressed', 'true');
  for (const line of await page.getByRole('main').getByText(/ · /).allTextContents())
    expect(line).toMatch(/^Webinar · /);
  await expectNoAxeViolations(page);
});

test("a meeting's calendar file downloads as iCalendar", async ({ page, request }) => {
  const [event] = (await (await request.get('/api/events')).json()) as Array<{ slug: string; title: string }>;
  await page.goto(`/get-involved/meetings/meeting?id=${event.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain(`UID:${event.slug}@vtrans`);
  await expectNoAxeViolations(page);
});

test('program updates page ten at a time, with real page links; unknown pages and updates are 404', async ({
  page,
}) => {
  await page.goto('/get-involved/program-updates');
  const list = page.getByRole('region', { name: 'All updates' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(10);
  await expect(list.getByRole('link', { name: 'RSS feed of all updates' })).toHaveAttribute(
    'href',
    '/updates.xml',
  );
  await expectNoAxeViolations(page);

  const pages = page.getByRole('navigation', { name: 'Pages of updates' });
  await pages.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/get-involved\/program-updates\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
  expect(await list.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(1);

  await page
    .getByRole('navigation', { name: 'Filter updates by program' })
    .getByRole('link', { name: 'GAP-TA' })
    .click();
  await expect(page).toHaveURL(/program=gap-ta/);
  await expect(page.getByRole('heading', { level: 2, name: 'GAP-TA updates' })).toBeVisible();

  const beyond = await page.goto('/get-involved/program-updates?page=99');
  expect(beyond?.status()).toBe(404);
  await expect(page.getByText(/There is no page 99 of updates/)).toBeVisible();

  const unknown = await page.goto('/get-involved/program-updates/update?id=01-01-1999-No-Such-Update');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update not found');
});

test('FAQ filters questions and opens the one named by the #anchor', async ({ page }) => {
  const faq = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'faq.json'), 'utf8')) as Array<{
    id: string;
    question: string;
  }>;
  const target = faq[faq.length - 1];
  // A fresh load with the anchor: the question opens, comes into view and takes focus.
  await page.goto(`/get-involved/frequently-asked-questions#${target.id}`);
  const button = page.getByRole('button', { name: target.question, exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toBeInViewport();
  await expect(button).toBeFocused();
  await expectNoAxeViolations(page);

  const questions = page
    .getByRole('region', { name: 'Questions and answers' })
    .getByRole('heading', { level: 3 });
  await expect(questions).toHaveCount(faq.length);
  await page.getByRole('searchbox', { name: 'Filter questions' }).fill(target.question);
  await expect(questions).toHaveCount(1);
  await expect(button).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter questions' }).fill('zzzz-no-such-words');
  await expect(questions).toHaveCount(0);
  await expect(page.getByText(/No questions match your filter/)).toBeVisible();
});

test('the contact form sends a message and confirms it', async ({ page }) => {
  const before = capturedMail().length;
  await page.goto('/get-involved/contact-us');
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText(/Please correct the 5 highlighted fields/);
  await expect(form.getByRole('textbox', { name: /^Your name/ })).toBeFocused();

  await form.getByRole('textbox', { name: /^Your name/ }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: /^Email address/ }).fill('ada@example.com');
  await form.getByRole('combobox', { name: /^Topic/ }).selectOption('data');
  await form.getByRole('textbox', { name: /^Subject/ }).fill('Mid-term needs layer');
  await form
    .getByRole('textbox', { name: /^Message/ })
    .fill('Where can I download the 2023 mid-term needs layer?');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(form.getByRole('status')).toHaveText(
    'Thank you — your message has been sent to the VTrans team. A receipt is on its way to ada@example.com.',
  );
  await expect(form.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');
  expect(await nextMailTo('vtrans-team@vtrans.localhost', before)).toContain('From: Ada Lovelace');
  // The confirmation's promise is kept: the sender's receipt arrives.
  expect(
    await nextMailTo('ada@example.com', before, /We received your message: Mid-term needs layer/),
  ).toContain('Thank you for writing to the VTrans team.');
  await expectNoAxeViolations(page);
});

test('the ADA notice prefills the contact form with the document (by its file name when the library has no title)', async ({
  page,
}) => {
  await page.goto('/get-involved/contact-us?subject=%2Fresources%2Fpolicy%2Fguide.pdf');
  const form = page.getByRole('region', { name: 'Contact form' });
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue(
    'Accessible format request: guide.pdf',
  );
  await expect(form.getByRole('combobox', { name: /^Topic/ })).toHaveValue('accessibility');
});
