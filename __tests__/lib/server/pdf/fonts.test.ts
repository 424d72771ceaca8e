/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderLibraryPdf } from '@/lib/server/db/seeds/documents/pdf';
import fontkit from '@pdf-lib/fontkit';
import { fontRuns, REPLACEMENT, sfntFromWoff } from '@/lib/server/pdf/fonts';
import { extractPdfPages } from '@/lib/server/search/pdfText';

const HARD = 'Cycle → ✓ é 中 😀 done';

/** The fonts a PDF embeds and whether each has a ToUnicode map, read by Debian's python3-pikepdf (not our code; /usr/bin/python3, not a pyenv one). */
function pikepdfFonts(pdf: Buffer): Array<{ name: string; embedded: boolean; toUnicode: boolean }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fonts38-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const script = `
import json, sys, pikepdf
pdf = pikepdf.open(sys.argv[1])
out = {}
for page in pdf.pages:
    for _, f in (page.Resources.get('/Font') or {}).items():
        d = f.DescendantFonts[0] if '/DescendantFonts' in f else f
        fd = d.get('/FontDescriptor')
        emb = fd is not None and any(k in fd for k in ('/FontFile', '/FontFile2', '/FontFile3'))
        out[str(f.BaseFont)] = {'name': str(f.BaseFont), 'embedded': emb, 'toUnicode': '/ToUnicode' in f}
print(json.dumps(list(out.values())))
`;
    return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' })) as Array<{
      name: string;
      embedded: boolean;
      toUnicode: boolean;
    }>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('embedded fonts (issue 38 §1)', () => {
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

  it('finds a face for arrows, ticks and accents, and a visible replacement for CJK and emoji', () => {
    const runs = fontRuns(HARD, 'regular');
    const drawn = runs.map((r) => r.text).join('');
    expect(drawn).toContain('→');
    expect(drawn).toContain('✓');
    expect(drawn).toContain('é');
    // @fontsource's Noto Sans has no CJK and no emoji: each is one visible replacement, not dropped.
    expect(drawn).toBe(`Cycle → ✓ é ${REPLACEMENT} ${REPLACEMENT} done`);
    // Control characters are spaces; invisible joiners and variation selectors draw nothing.
    expect(
      fontRuns('a\u0007b\u200Dc\uFE0F', 'bold')
        .map((r) => r.text)
        .join(''),
    ).toBe('a bc');
  });

  it('makes a PDF of text with → ✓ é 中 and an emoji, whose text reads back and whose fonts are embedded', async () => {
    const pdf = await renderLibraryPdf({
      path: 'x.pdf',
      title: `Title ${HARD}`,
      subject: HARD,
      issued: HARD,
      tags: { topic: 'GAP-TA', docType: 'Application', planCycle: HARD },
      sections: [{ heading: `Heading ${HARD}`, paragraphs: [HARD], bullets: [HARD] }],
    });
    const text = (await extractPdfPages(pdf)).join('\n');
    for (const ch of ['→', '✓', 'é', REPLACEMENT]) expect(text).toContain(ch);
    expect(text).toContain('Cycle');

    const fonts = pikepdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(1); // Noto Sans and the fallback that has → ✓
    for (const f of fonts) expect(f).toEqual({ name: f.name, embedded: true, toUnicode: true });
    expect(fonts.some((f) => /Helvetica/.test(f.name))).toBe(false);
  });
});
