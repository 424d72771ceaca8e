import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { signInAs } from './mail';

/**
 * Staff publishing: an editor signs in by emailed link, drafts a meeting, previews it, schedules it
 * for the next whole minute, and, with nobody touching anything, the job publishes it: it appears on the meetings
 * list, in its calendar file and in search. Axe on every page visited.
 */
const EDITOR = 'editor@example.com';
const TITLE = 'Richmond listening session on the draft plan';

/** Virginia's wall clock 'YYYY-MM-DDTHH:mm' at `ms` (what the schedule field takes). */
function virginiaLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

async function status(page: Page, text: RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

test('an editor drafts a meeting, previews it, schedules it a minute ahead, and it appears on the meetings page, in its calendar file and in search', async ({
  page,
  newPage,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, EDITOR);

  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  // Seeded meetings are ordinary records, published as revision 1.
  await expect(page.getByRole('table', { name: /Meetings and events/ })).toContainText('Published');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New meeting or event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New meeting or event' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Place').fill('Richmond Main Library');
  await page
    .getByRole('textbox', { name: 'Address', exact: true })
    .fill('101 East Franklin Street, Richmond, VA');
  await page.getByLabel('Description').fill('Tell OIPI what the draft plan gets right and what it misses.');
  // An end before the start is refused with a sentence, and the form keeps what was typed.
  const start = await page.getByLabel('Starts').inputValue();
  await page.getByLabel('Ends (optional)').fill(start.replace(/T\d\d:\d\d$/, 'T17:00'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The end must be after the start.' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(TITLE);
  await page.getByLabel('Ends (optional)').fill(start.replace(/T\d\d:\d\d$/, 'T20:00'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await status(page, /Draft saved as revision 1/);
  await expect(page.getByTestId('record-state')).toContainText('Draft');
  await expectNoAxeViolations(page);

  // The preview is the real meeting page with the draft, marked, never cached or indexed.
  const previewAnswer = page.waitForResponse((r) => r.url().includes('/admin/content/preview'));
  await page.getByRole('link', { name: 'Preview' }).click();
  const answer = await previewAnswer;
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.getByTestId('preview-banner')).toContainText(
    'Preview: revision 1, the latest, not published',
  );
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);

  // Schedule it for the start of the next minute that is at least 10 s away (the field takes whole minutes), then
  // leave it to the job. The 10 s leave room for the schedule to arrive and for the check that nothing is public
  // yet; the rest of the 10–70 s is waiting for the job (it was 45–105 s with a 45 s margin).
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  const due = Math.ceil((Date.now() + 10_000) / 60_000) * 60_000;
  await page.getByLabel('Publish at (Virginia time)').fill(virginiaLocal(due));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await status(page, /Scheduled: revision 1 will be published at/);
  await expect(page.getByTestId('record-state')).toContainText('Scheduled');

  // Nothing public before the time: a visitor's meetings page, looked at first, before the editor's axe run.
  const visitor = await newPage();
  await visitor.goto('/get-involved/meetings');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: TITLE })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // After it: on the meetings page (the page cache was emptied by the job's announcement). The job runs within
  // its 0.5 s poll of `due`; until then the wait asks the public API, which costs the machine next to nothing,
  // instead of loading the meetings page a second at a time (10-70 page loads).
  await expect
    .poll(
      async () => {
        const events = (await (await page.request.get('/api/events')).json()) as Array<{ title: string }>;
        return events.filter((e) => e.title === TITLE).length;
      },
      { timeout: Math.max(60_000, due - Date.now() + 30_000), intervals: [500] },
    )
    .toBe(1);
  await expect
    .poll(async () => {
      await page.goto('/get-involved/meetings');
      return page.getByRole('link', { name: TITLE }).count();
    })
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(due);
  await expectNoAxeViolations(page);

  // Its page and calendar file.
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const slug = new URL(page.url()).searchParams.get('id') as string;
  await expectNoAxeViolations(page);
  const ics = await page.request.get(`/api/events/${slug}/ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain(`SUMMARY:${TITLE}`);

  // In search.
  await page.goto('/search?search=listening+session+draft+plan');
  await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The editor's record says who published it: the schedule.
  await page.goto('/admin/content');
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByTestId('record-state')).toContainText('Published');
  await expect(page.getByRole('region', { name: 'Audit trail' })).toContainText(
    'the schedule: published (revision 1). Published by the schedule.',
  );
  await expectNoAxeViolations(page);
});
