/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { textWidth } from '@/lib/server/pdf/fonts';
import { wrapText, type Measure } from '@/lib/server/pdf/tagged';
import { applicationCopy, packets } from '@/lib/server/workers/tasks';
import { copyApplication } from '../../../helpers/applicationFixture';

/** One word of 20,000 characters, of letters no other text of the copy holds in upper case. */
const WORD = 'QZXJ'.repeat(5_000);
const EMOJI = '😀'.repeat(2_000);

/** The text layer of a PDF as poppler's pdftotext reads it. */
function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'longword-'));
  try {
    writeFileSync(path.join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'a.pdf'), '-'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The word's pieces, in order, joined again (the lines between them hold page furniture). */
const wordIn = (text: string) => (text.match(/[QZXJ]+/g) ?? []).join('');

describe('line wrapping of a long word', () => {
  it('measures each character of an over-long word about once (linear, not a character at a time)', () => {
    let measured = 0;
    const counting: Measure = (t, size, weight) => {
      measured += t.length;
      return textWidth(t, size, weight);
    };
    const lines = wrapText(`Before ${WORD} ${EMOJI} after.`, 10, 400, 'regular', counting);
    expect(lines.join('')).toContain(WORD);
    expect(lines.join('')).toContain(EMOJI);
    // The word once whole, then each character (an emoji is two UTF-16 units) once: ~3 × the text.
    expect(measured).toBeLessThanOrEqual(3 * (WORD.length + EMOJI.length) + 100);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(400 + 1e-6);
  });

  it('makes the copy (the receipt attachment) and the packet of an application with a 20,000-character word and 2,000 emoji', async () => {
    const app = copyApplication(
      { summary: `A word: ${WORD}\n\nAnd a run of emoji: ${EMOJI}` },
      { trackingNumber: 'GAP-27-009', status: 'submitted', submittedAt: '2026-11-20T15:00:00.000Z' },
    );
    const links = { status: 'http://localhost:3000/gap-ta/applications/application?id=a1', study: null };
    const copy = await applicationCopy({ app, links });
    if (!('ok' in copy)) throw new Error(copy.refused.message);
    expect(wordIn(pdftotext(copy.ok))).toContain(WORD);

    const zip = await packets({ items: [{ app, links, letter: null }] });
    if (!('ok' in zip)) throw new Error(zip.refused.message);
    const pdf = await (await JSZip.loadAsync(zip.ok)).file(/application\.pdf$/)[0]!.async('uint8array');
    expect(wordIn(pdftotext(pdf))).toContain(WORD);
  }, 120_000);
});
