import { PDFDocument } from 'pdf-lib';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { capturedMail, nextMailTo, signInAs } from './mail';

const APPLICANT = 'applicant@example.org';
const REVIEWER = 'gap-reviewer@example.com';
const ADMIN = 'admin@example.org';
const TITLE = 'Davis Street multimodal plan';

const words = (n: number, word = 'sidewalk') => Array.from({ length: n }, () => word).join(' ');

async function letterPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('The Board of Supervisors supports this request.');
  return Buffer.from(await doc.save());
}

async function score(page: Page, points: number[]) {
  const fields = page.getByRole('spinbutton');
  await expect(fields).toHaveCount(points.length);
  for (const [i, p] of points.entries()) await fields.nth(i).fill(String(p));
  await page.getByRole('button', { name: 'Save my score' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your score is saved.' })).toBeVisible();
}

test('a county applies over two sittings, draws its study area with the keyboard and sends; two reviewers score; an award puts the study on the map', async ({
  page,
  newPage,
}) => {
  test.setTimeout(300_000);

  // The public page says the (illustrative) cycle is open.
  await page.goto('/gap-ta/application');
  await expect(page.getByRole('heading', { name: 'Applications are open' })).toBeVisible();
  await expectNoAxeViolations(page);

  // First sitting: sign in by magic link, start component 1, answer part of it, save.
  await signInAs(page, APPLICANT);
  await page.goto('/gap-ta/application');
  await page.getByRole('link', { name: 'Start or continue an application' }).click();
  await expect(page.getByRole('heading', { name: 'GAP-TA applications for Culpeper County' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /^1\. Multimodal planning/ }).check();
  await page.getByRole('button', { name: 'Start the application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GAP-TA application: Culpeper County');
  await expect(page.getByTestId('section-list')).toContainText('Agency and contact: needs work');
  await expectNoAxeViolations(page);
  await page.getByLabel('Contact’s phone').fill('(540) 555-0142');
  await page.getByLabel('Short title of the study').fill(TITLE);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page
    .getByLabel(/^Summary of the request/)
    .fill('A walking and cycling network plan for the town centre.');
  await page.getByLabel(/^The Urban Development Area or Growth Area/).fill('The Culpeper town centre UDA.');
  const outcomes = page.getByLabel(/^Expected outcomes \(up to 500 words\)/);
  await outcomes.fill(words(501));
  // The live word count says how far over the limit the answer is.
  await expect(page.getByText(/501 of 500 words: 1 over the limit/)).toBeVisible();
  await outcomes.fill(words(420));
  await expect(page.getByText(/420 of 500 words\./)).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue later' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  const draftUrl = page.url();

  // Second sitting, another day: the answers are still there (the draft's address loaded afresh).
  await page.goto(draftUrl);
  await expect(page.getByLabel('Short title of the study')).toHaveValue(TITLE);
  await expect(page.getByTestId('section-list')).toContainText('Agency and contact: complete');
  await page.getByLabel(/^Scope of work \(up to 1,000 words\)/).fill(words(850, 'crosswalk'));
  await page.getByRole('button', { name: 'Save and continue later' }).last().click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();

  // The study area, drawn with the keyboard: move the map, Enter at each corner.
  await page.getByRole('radio', { name: 'A shape drawn on the map' }).check();
  const map = page.getByRole('application', { name: 'Map for drawing the study area' });
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  await map.focus();
  // Each step waits for the map to say it moved (where its view settled) before a corner is placed there.
  const step = async (key: string) => {
    const before = await map.getAttribute('data-map-view');
    await page.keyboard.press(key);
    await expect(map).not.toHaveAttribute('data-map-view', before ?? '');
  };
  await step('+');
  await page.keyboard.press('Enter');
  await step('ArrowRight');
  await page.keyboard.press('Enter');
  await step('ArrowDown');
  await page.keyboard.press('Enter');
  await step('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('corner-count')).toHaveText(/^4 corners placed/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use this shape' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Study area saved: the shape you drew.' }),
  ).toBeVisible();

  // The letter of support.
  await page
    .locator('#letter-file')
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: await letterPdf() });
  await page.getByRole('button', { name: 'Upload the letter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Letter saved: letter.pdf.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sections: 6 of 6 complete' })).toBeVisible();

  // Send: a tracking number, the receipt with its PDF copy.
  const seen = capturedMail().length;
  await page.getByRole('button', { name: 'Send the application to OIPI' }).click();
  await page.getByRole('button', { name: 'Yes, send it to OIPI' }).click();
  const sent = page.getByRole('status').filter({ hasText: /Your tracking number is GAP-TA-FY\d\d-\d{4}/ });
  await expect(sent).toBeVisible();
  const tracking = /GAP-TA-FY\d\d-\d{4}/.exec((await sent.textContent()) ?? '')![0];
  await expect(page.getByTestId('application-status')).toContainText('Submitted');
  await expectNoAxeViolations(page);
  const receipt = await nextMailTo(APPLICANT, seen, /GAP-TA application received/);
  expect(receipt).toContain(`Tracking number: ${tracking}`);
  expect(receipt).toMatch(new RegExp(`Content-Type: application/pdf; name=${tracking}\\.pdf`));

  // Two reviewers score.
  const reviewer = await newPage();
  await signInAs(reviewer, REVIEWER);
  await reviewer.goto('/admin/gap-ta');
  await expect(reviewer.getByRole('heading', { name: 'GAP-TA applications: review' })).toBeVisible();
  await expectNoAxeViolations(reviewer);
  await reviewer.getByRole('link', { name: `${tracking}: ${TITLE}` }).click();
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(`${tracking}: Culpeper County`);
  await expect(reviewer.getByRole('application', { name: 'Map of the study area' })).toHaveAttribute(
    'data-map-ready',
    'true',
    { timeout: 60_000 },
  );
  await expectNoAxeViolations(reviewer);
  // No decision is chosen for the reviewer, and none can be recorded before a score.
  for (const name of ['Award technical assistance', 'Put on the waiting list', 'Decline'])
    await expect(reviewer.getByRole('radio', { name })).not.toBeChecked();
  await expect(reviewer.getByTestId('decision-needs-scores')).toBeVisible();
  await expect(
    reviewer.getByRole('button', { name: 'Record the decision and mail the letter' }),
  ).toBeDisabled();
  await score(reviewer, [22, 23, 17, 13, 15]);
  await expect(reviewer.getByTestId('review-status')).toContainText('Under review');

  const admin = await newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/admin/gap-ta');
  await admin.getByRole('link', { name: `${tracking}: ${TITLE}` }).click();
  await score(admin, [20, 21, 16, 12, 15]);
  await expect(admin.getByRole('table', { name: /average total 87/ })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The first reviewer awards from the page they scored on (a decision needs one score; the server's answer
  // brings both); the letter is mailed; the study is published.
  await reviewer.getByRole('radio', { name: 'Award technical assistance' }).check();
  await reviewer
    .getByLabel('Decision letter (mailed to the applicant)')
    .fill('OIPI is pleased to offer Culpeper County technical assistance for the Davis Street plan.');
  const before = capturedMail().length;
  await reviewer.getByRole('button', { name: 'Record the decision and mail the letter' }).click();
  // A dialog of the page (not the browser's confirm box) says what recording it does.
  const confirm = reviewer.getByRole('dialog', { name: 'Award technical assistance?' });
  await expect(confirm).toContainText('the study is published on the GAP-TA study map');
  await expectNoAxeViolations(reviewer);
  await confirm.getByRole('button', { name: 'Record it and mail the letter' }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: /Decision recorded: award/ })).toBeVisible();
  const letter = await nextMailTo(APPLICANT, before, /GAP-TA decision: awarded/);
  expect(letter).toContain('OIPI is pleased to offer Culpeper County technical assistance');
  await expect(reviewer.getByRole('table', { name: /average total 87/ })).toBeVisible();

  // On a phone (390 px) the review page, with this application and both its scores, and the queue do not scroll
  // sideways: their tables stack as cards (they were 558–890 px wide; the stacking is CSS, so the review page is
  // narrowed where it is rather than loaded again with its map).
  await reviewer.setViewportSize({ width: 390, height: 844 });
  const scrollWidth = () => reviewer.evaluate(() => document.documentElement.scrollWidth);
  await expect(reviewer.getByTestId('scores-table')).toBeVisible();
  await expect.poll(scrollWidth).toBeLessThanOrEqual(390);
  await reviewer.goto('/admin/gap-ta');
  await expect(reviewer.getByTestId('application-table')).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);

  // The applicant's status page links the study; the study page maps it; the Map Explorer has it.
  await page.reload();
  await expect(page.getByTestId('application-status')).toContainText('Awarded');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `${TITLE} on the GAP-TA study map` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole('application', { name: 'Map of Virginia' })).toHaveAttribute(
    'data-map-ready',
    'true',
    {
      timeout: 60_000,
    },
  );
  await expectNoAxeViolations(page);
  const gapId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('link', { name: 'Open this study in the Map Explorer' }).click();
  await expect(page).toHaveURL(new RegExp(`layer=gap-ta-studies&feature=${gapId}`));
  await expect(page.getByRole('application', { name: 'Map of Virginia' })).toHaveAttribute(
    'data-map-ready',
    'true',
    {
      timeout: 90_000,
    },
  );
  // It opens on the study area the county drew, outlined and named, not on a dot at statewide scale.
  await expect(page.getByTestId('focus-area')).toHaveText(
    `The map is on the study area of “${TITLE}”, outlined in black.`,
  );
  const api = await page.request.get(`/api/map-explorer/layers/gap-ta-studies/features?ids=${gapId}`);
  expect(((await api.json()) as { features: unknown[] }).features).toHaveLength(1);
  await expectNoAxeViolations(page);
  // Search finds it.
  await page.goto(`/search?search=${encodeURIComponent('Davis Street multimodal')}`);
  await expect(page.getByRole('link', { name: new RegExp(TITLE) }).first()).toBeVisible({ timeout: 30_000 });
});
