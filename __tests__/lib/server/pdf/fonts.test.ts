/** @jest-environment node */
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { LIBRARY_DOCUMENTS } from '@/lib/server/documents/reference';
import { renderLibraryPdf } from '@/lib/server/pdf/document';
import { packets } from '@/lib/server/workers/tasks';
import fontkit from '@pdf-lib/fontkit';
import { fontRuns, REPLACEMENT, sfntFromWoff } from '@/lib/server/pdf/fonts';
import { extractPdfPages } from '@/lib/server/search/pdfText';
import { copyApplication } from '../../../helpers/applicationFixture';
import { expectTaggedPdfUa, pikepdfReport } from '../../../helpers/pikepdf';
import { expectPreflightPasses } from '../../../helpers/preflight';

const HARD = 'Cycle → ✓ é 中 😀 done';

describe('embedded fonts', () => {
  it('unwraps a WOFF into the TrueType file it holds (same glyphs and advances)', () => {
    const woff = new Uint8Array(
      readFileSync('node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    );
    const sfnt = sfntFromWoff(woff);
    expect(Buffer.from(sfnt.subarray(0, 4)).readUInt32BE(0)).toBe(0x00010000);
    const [a, b] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(b.numGlyphs).toBe(a.numGlyphs);
    expect(b.glyphForCodePoint(0xe9).advanceWidth).toBe(a.glyphForCodePoint(0xe9).advanceWidth);
    expect(b.glyphForCodePoint(0xe9).path.toSVG()).toBe(a.glyphForCodePoint(0xe9).path.toSVG());
  });

  it('finds a face for arrows, ticks, accents, CJK, Hangul, Ethiopic, Devanagari and emoji; a replacement only where no face has it', () => {
    const runs = fontRuns(`${HARD} 안녕 ሰላም नमस्ते Tiếng Việt`, 'regular');
    const drawn = runs.map((r) => r.text).join('');
    expect(drawn).toBe(`${HARD} 안녕 ሰላም नमस्ते Tiếng Việt`);
    expect(runs.filter((r) => r.actual !== undefined)).toEqual([]);
    const faces = (ch: string) => runs.find((r) => r.text.includes(ch))!.file;
    expect(faces('中')).toMatch(/^noto-sans-sc\/files\//);
    expect(faces('😀')).toMatch(/^noto-emoji\/files\//); // the text (monochrome) presentation
    expect(faces('안')).toMatch(/^noto-sans-kr\/files\//);
    expect(faces('ሰ')).toMatch(/^noto-sans-ethiopic\/files\/noto-sans-ethiopic-ethiopic-/);
    expect(faces('→')).toMatch(/^noto-sans-math\//); // as before: the faces that drew a character still do
    // A character no face has (an Egyptian hieroglyph) is a visible replacement that keeps the original.
    const none = fontRuns('a \u{13000} b', 'bold');
    expect(none.map((r) => r.text).join('')).toBe(`a ${REPLACEMENT} b`);
    expect(none.filter((r) => r.actual !== undefined).map((r) => r.actual)).toEqual(['\u{13000}']);
    // Control characters are spaces; invisible joiners and variation selectors draw nothing.
    expect(
      fontRuns('a\u0007b\u200Dc\uFE0F', 'bold')
        .map((r) => r.text)
        .join(''),
    ).toBe('a bc');
  });

  it('lays an Arabic line out right to left in the Arabic face: words last to first, the spaces kept between', () => {
    const runs = fontRuns('Note: مرحبا بالعالم end', 'regular');
    expect(runs.map((r) => r.text)).toEqual(['Note: ', 'بالعالم', ' ', 'مرحبا', ' ', 'end']);
    expect(runs[1]!.file).toMatch(/^noto-sans-arabic\/files\/noto-sans-arabic-arabic-/);
  });

  it('makes a tagged PDF/UA document of text with → ✓ é 中 and an emoji, whose text reads back and whose fonts are embedded', async () => {
    const pdf = await renderLibraryPdf({
      path: 'x.pdf',
      title: `Title ${HARD}`,
      subject: HARD,
      issued: HARD,
      tags: { topic: 'GAP-TA', docType: 'Application', planCycle: HARD },
      sections: [{ heading: `Heading ${HARD}`, paragraphs: [HARD], bullets: [HARD] }],
    });
    const text = (await extractPdfPages(pdf)).join('\n');
    expect(text).toContain(HARD);
    expect(text).not.toContain(REPLACEMENT);

    const report = pikepdfReport(pdf);
    expectTaggedPdfUa(report, `Title ${HARD}`);
    await expectPreflightPasses(pdf);
    // Noto Sans, the fallback that has → ✓, Noto Sans SC and Noto Emoji: each embedded with a Unicode map.
    expect(report.fonts.map((f) => f.name.replace(/^\/[A-Z]{6}\+/, ''))).toEqual(
      expect.arrayContaining([
        'NotoSans-Bold',
        'NotoSansMath-Regular',
        'NotoSansSC-Regular',
        'NotoEmoji-Regular',
      ]),
    );
    expect(report.fonts.every((f) => f.embedded && f.toUnicode)).toBe(true);
    // No CIDSet: PDFKit's marked only the glyphs shown, not the accent inside "é" the subset holds (7.21.4.2).
    expect(report.fonts.filter((f) => f.cidSet)).toEqual([]);
    expect(report.actualTexts).toEqual([]);
    // Reading order: the cover's H1, then the sections' H2, paragraphs and lists.
    expect(report.tags.slice(0, 2)).toEqual(['Document', 'P']);
    expect(report.tags).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody']));
  });

  it('makes every reference PDF of the library tagged (the 21 regenerated documents)', async () => {
    expect(LIBRARY_DOCUMENTS).toHaveLength(21);
    for (const entry of LIBRARY_DOCUMENTS) {
      const pdf = await renderLibraryPdf(entry);
      expectTaggedPdfUa(pikepdfReport(pdf), entry.title);
      await expectPreflightPasses(pdf);
    }
  }, 120_000);

  it('makes the packets of a cycle as tagged application copies, each linking to its status page and its study page', async () => {
    const app = copyApplication(
      { summary: `First.\n\n${HARD}` },
      {
        trackingNumber: 'GAP-27-001',
        status: 'submitted',
        cycleTitle: `FY27 ${HARD}`,
        submittedAt: '2026-11-20T15:00:00.000Z',
        title: `Study ${HARD}`,
      },
    );
    const url = 'http://localhost:3000/gap-ta/applications/application?id=a1';
    const study = 'http://localhost:3000/gap-ta/fy27-culpeper';
    const answer = await packets({ items: [{ app, links: { status: url, study }, letter: null }] });
    if (!('ok' in answer)) throw new Error('refused');
    const zip = await JSZip.loadAsync(answer.ok);
    const pdf = await zip.file(/application\.pdf$/)[0]!.async('uint8array');
    const report = pikepdfReport(pdf);
    expectTaggedPdfUa(report, 'GAP-TA application GAP-27-001');
    await expectPreflightPasses(pdf);
    expect(report.tags.filter((t) => t === 'Link')).toHaveLength(2);
    const text = (await extractPdfPages(Buffer.from(pdf))).join('\n');
    expect(text).toContain(url);
    expect(text).toContain(study);
  });
});
