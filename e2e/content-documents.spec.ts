import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { signInAs } from './mail';
import { corpusFile, missingTestFiles, PDFUA_CORPUS } from '../__tests__/helpers/testFiles';
import { PDF_CHECK_IDS } from '../lib/shared/schemas/documents/editing';

const EDITOR = 'editor@example.com';
/** A conforming PDF/UA-1 file of the veraPDF corpus (read where the shared test files are). */
const CONFORMING = corpusFile('7.1-t03-pass-a.pdf');
const TITLE = 'Rail freight study 2026';

/**
 * A one-page PDF: untagged (made by pdf-lib: no structure tree, no title, no language), or a conforming
 * PDF/UA-1 file made outside the project (a `-pass-` file of the veraPDF corpus, in the shared test files).
 */
async function makePdf(tagged: boolean): Promise<Buffer> {
  if (tagged) return readFileSync(CONFORMING!);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([612, 792])
    .drawText('Rail freight on the Crescent Corridor: where the trucks could go by train.', {
      x: 72,
      y: 700,
      size: 11,
      font,
    });
  return Buffer.from(await doc.save());
}

/**
 * Opens the public library on the document and clicks its link; answers whether the ADA notice opened. A
 * window listener (after the site's own) records whether the click was let through, then keeps the page.
 */
async function adaNoticeOpens(page: Page): Promise<boolean> {
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/documents/accessible'));
  await page.goto(`/documents-and-media?q=${encodeURIComponent('rail freight study')}`);
  await listed;
  await page.evaluate(() => {
    window.addEventListener('click', (e) => {
      (window as unknown as { followed?: boolean }).followed = !e.defaultPrevented;
      e.preventDefault();
    });
  });
  await page.getByRole('region', { name: 'Browse the library' }).getByRole('link', { name: TITLE }).click();
  const dialog = page.getByRole('dialog', { name: 'This document may not be fully accessible' });
  const followed = await page.evaluate(() => (window as unknown as { followed?: boolean }).followed);
  if (followed) {
    await expect(dialog).toHaveCount(0);
    return false;
  }
  await expect(dialog).toBeVisible();
  return true;
}

test('an editor uploads a PDF, reads its accessibility check, publishes it with a warning, and the label and ADA notice follow the check', async ({
  page,
  newPage,
}) => {
  test.skip(!CONFORMING, `the conforming corpus file is missing: ${missingTestFiles(PDFUA_CORPUS)}`);
  test.setTimeout(120_000);
  await signInAs(page, EDITOR);

  await page.goto('/admin/content/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents library' })).toBeVisible();
  await expectNoAxeViolations(page, 'documents library (editors)');

  // Upload an untagged PDF as a draft: the page of the new document opens and its check runs.
  await page.getByLabel('File (required)').setInputFiles({
    name: 'rail-freight.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(false),
  });
  await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  await page.getByRole('button', { name: 'Upload as a draft' }).click();
  await page.waitForURL(
    /\/admin\/content\/documents\/document\?path=library%2F\d{4}%2Frail-freight-study-2026\.pdf/,
  );
  await expect(page.getByTestId('document-status')).toContainText('Draft (not public)');
  const summary = page.getByTestId('check-summary');
  await expect(summary).toContainText(`6 of ${PDF_CHECK_IDS.length} checks fail`, { timeout: 30_000 });
  const report = page.getByTestId('check-report');
  await expect(report).toContainText(/Fix: Tags \(reading order\)\.\s*Not tagged/);
  await expect(report).toContainText('What to do: Make the PDF again with tags.');
  await expect(report).toContainText('Fix: Document language.');
  await expectNoAxeViolations(page, 'a draft with its failing report');

  // Publish it as it is, warned that visitors get the ADA notice before it opens.
  await expect(page.getByTestId('publish-warning')).toContainText(
    'visitors will see the ADA notice before it opens',
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('document-notice')).toContainText('Published.');
  const visitor = await newPage();
  expect(await adaNoticeOpens(visitor)).toBe(true);

  // Replace it with a tagged PDF at the same address: the new report passes, and that is what visitors are told.
  await page.getByLabel('New file').setInputFiles({
    name: 'rail-freight-tagged.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(true),
  });
  await page.getByRole('button', { name: 'Replace the file' }).click();
  await expect(page.getByTestId('document-notice')).toContainText('File replaced at the same address.');
  await expect(summary).toContainText('The PDF passes every check', { timeout: 30_000 });
  await expect(page.getByTestId('public-label')).toContainText('Passes the automated PDF/UA checks.');

  // A person's review is recorded with who, when and what; no flag to set.
  await page.getByRole('textbox', { name: 'What you checked' }).fill('Reading order and headings in NVDA.');
  await page.getByRole('button', { name: 'Record my review' }).click();
  await expect(page.getByTestId('document-notice')).toContainText('Your review is recorded.');
  await expect(page.getByTestId('review-record')).toContainText(
    /Checked by a person: editor@example\.com, .*Reading order and headings in NVDA\./,
  );
  await expect(page.getByTestId('history-row').first()).toContainText(/editor@example\.com\s*reviewed/);
  await expectNoAxeViolations(page, 'the document that passes, with a recorded review');

  // The public library follows at once: the notice no longer opens for it.
  const later = await newPage();
  expect(await adaNoticeOpens(later)).toBe(false);
});

// The 21 original documents could not be saved (no year, "The year is 1950 or later." at the top of
// the page). An editor saves one: it keeps the year it was issued, and "Saved" shows by the button, focused.
test('an editor saves an original library document; the outcome is beside the button and focused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, EDITOR);
  await page.goto('/admin/content/documents/document?path=archive/vtrans2025.pdf');
  await expect(page.getByRole('textbox', { name: /Year issued/ })).toHaveValue('2004');
  await page.getByRole('textbox', { name: /Document type/ }).fill('Plan (archived)');
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.click();
  const notice = page.getByTestId('document-notice');
  await expect(notice).toHaveText('Changes saved.');
  await expect(notice).toBeFocused();
  // Beside the button: the notice is in the Save form, right under it.
  const [button, box] = [await save.boundingBox(), await notice.boundingBox()];
  expect(box!.y - (button!.y + button!.height)).toBeLessThan(100);
  await expectNoAxeViolations(page, 'an original document saved');
});
