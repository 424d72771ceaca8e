/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { PDFDocument } from 'pdf-lib';
import { buildModel } from '@/lib/server/documents/preflight/model';
import {
  lostCharacters,
  parseToUnicode,
  readTextLayer,
  textLayerLosses,
} from '@/lib/server/documents/preflight/textLayer';
import * as fonts from '@/lib/server/pdf/fonts';
import { renderTaggedPdf, TextLayerLost, typedText, type TaggedDocument } from '@/lib/server/pdf/tagged';

// fontRuns as it is, unless a test makes it lose the ActualText of the characters no font has.
jest.mock('@/lib/server/pdf/fonts', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/pdf/fonts')>('@/lib/server/pdf/fonts');
  return { ...actual, fontRuns: jest.fn(actual.fontRuns) };
});

// What applicants type: arrows, a tick, accents, Chinese, an emoji, Arabic, and a hieroglyph no font has.
const TYPED = 'Cycle → ✓ é 中 😀 done; طريق سريع; \u{13000} end';
const doc = (text: string): TaggedDocument => ({
  title: 'Copy',
  footer: 'Footer',
  blocks: [
    { type: 'heading', level: 1, text: 'Application copy' },
    { type: 'paragraph', text },
    { type: 'table', header: ['Question', 'Answer'], rows: [['Scope', text]] },
  ],
});

const layerOf = async (pdf: Uint8Array) => readTextLayer(buildModel(await PDFDocument.load(pdf))).join('\n');

describe('the text layer of a generated PDF', () => {
  it('holds every character typed, the one no font has through its ActualText, as pdftotext reads it too', async () => {
    const pdf = await renderTaggedPdf(doc(TYPED));
    const layer = await layerOf(pdf);
    expect(lostCharacters(typedText(doc(TYPED)), layer)).toEqual([]);
    expect(layer).toContain('\u{13000}');
    expect(layer).not.toContain(fonts.REPLACEMENT);
    // Poppler reads the same characters (its own reader, ActualText included).
    const poppler = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
    expect(lostCharacters(TYPED, poppler)).toEqual([]);
    // A character the document was not given is missed: the comparison can fail.
    expect(await textLayerLosses(pdf, `${TYPED} Ω`)).toEqual(['Ω']);
  });

  it('refuses to make a document that would lose a character (here: the hieroglyph drawn with no ActualText)', async () => {
    const real = jest.requireActual<typeof fonts>('@/lib/server/pdf/fonts').fontRuns;
    const runs = jest.mocked(fonts.fontRuns);
    runs.mockImplementation((text, weight) => real(text, weight).map(({ actual: _dropped, ...run }) => run));
    try {
      await expect(renderTaggedPdf(doc(TYPED))).rejects.toThrow(TextLayerLost);
      await expect(renderTaggedPdf(doc(TYPED))).rejects.toThrow(/lost a character .*U\+13000/);
      // Text every font holds is still made.
      await expect(renderTaggedPdf(doc('plain words'))).resolves.toBeInstanceOf(Buffer);
    } finally {
      runs.mockImplementation(real);
    }
  });

  it('counts each character as often as it is typed, ignoring spaces and invisible joiners', () => {
    expect(lostCharacters('aab', 'ab')).toEqual(['a']);
    expect(lostCharacters('a b\u200d c\ufe0f', 'abc')).toEqual([]);
    expect(lostCharacters('ﬁx', 'fix')).toEqual([]);
  });

  it('reads ToUnicode maps: bfchar, bfrange with a start, and bfrange with an array', () => {
    const map = parseToUnicode(
      [
        '2 beginbfchar <0001> <0041> <0002> <D83DDE00> endbfchar',
        '1 beginbfrange <0010> <0012> <0061> endbfrange',
        '1 beginbfrange <0020> <0021> [<4E2D> <00E9>] endbfrange',
      ].join('\n'),
    );
    expect([1, 2, 0x10, 0x11, 0x12, 0x20, 0x21].map((c) => map.get(c))).toEqual([
      'A',
      '😀',
      'a',
      'b',
      'c',
      '中',
      'é',
    ]);
  });
});
