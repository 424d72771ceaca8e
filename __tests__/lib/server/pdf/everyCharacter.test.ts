/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { applicationPdf } from '@/lib/server/pdf/application';
import { REPLACEMENT } from '@/lib/server/pdf/fonts';
import { packets } from '@/lib/server/workers/tasks';
import { copyApplication } from '../../../helpers/applicationFixture';
import { expectTaggedPdfUa, pikepdfReport } from '../../../helpers/pikepdf';
import { expectPreflightPasses } from '../../../helpers/preflight';

/** What an applicant typed: symbols, CJK, an emoji, an accent, and a line of Arabic. */
const MIXED = '中 😀 → ✓ é';
const ARABIC = 'مرحبا بالعالم';

/** Poppler's text layer (pdftotext, Debian's poppler-utils), without its bidi embedding marks. */
function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chars-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'in.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/[\u202A-\u202E]/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each character of the answers is in the text layer, in reading order, and nothing was drawn as a replacement. */
function expectEveryCharacter(pdf: Uint8Array) {
  const text = pdftotext(pdf);
  expect(text).toContain(`Before ${MIXED} after`);
  expect(text).toContain(ARABIC);
  expect(text).not.toContain(REPLACEMENT);
  const report = pikepdfReport(pdf);
  // Every face embedded, subset, with its Unicode map; no span stands in for a character no face has.
  expect(report.fonts.map((f) => f.name.replace(/^\/[A-Z]{6}\+/, ''))).toEqual(
    expect.arrayContaining(['NotoSansSC-Regular', 'NotoEmoji-Regular', 'NotoSansArabic-Regular']),
  );
  expect(report.fonts.every((f) => f.embedded && f.toUnicode)).toBe(true);
  expect(report.actualTexts).toEqual([]);
  return report;
}

const app = copyApplication(
  { summary: `Before ${MIXED} after`, context: ARABIC },
  { trackingNumber: 'GAP-27-002', status: 'submitted', submittedAt: '2026-11-20T15:00:00.000Z' },
);
const links = { status: 'http://localhost:3000/gap-ta/applications/application?id=a1', study: null };

describe('every character a person can type is in the PDFs the site makes of an application', () => {
  it('the copy (also the receipt’s attachment) holds 中 😀 → ✓ é and an Arabic line in reading order', async () => {
    const pdf = await applicationPdf(app, links);
    expectTaggedPdfUa(expectEveryCharacter(pdf), 'GAP-TA application GAP-27-002');
    await expectPreflightPasses(pdf);
  });

  it('so does the copy in a cycle’s packet', async () => {
    const answer = await packets({ items: [{ app, links, letter: null }] });
    if (!('ok' in answer)) throw new Error('refused');
    const zip = await JSZip.loadAsync(answer.ok);
    const pdf = await zip.file(/application\.pdf$/)[0]!.async('uint8array');
    expectEveryCharacter(pdf);
  });
});
