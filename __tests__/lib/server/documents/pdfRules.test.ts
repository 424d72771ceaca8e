/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { checkPdfAccessibility, RULES } from '@/lib/server/documents/pdfAccessibility';
import { LIMITS } from '@/lib/server/documents/preflight/limits';
import { PDF_CHECK_IDS, PDF_CHECKPOINTS } from '@/lib/shared/schemas/documents/editing';
import { corpusFile, missingTestFiles, PDFUA_CORPUS } from '../../../helpers/testFiles';

/**
 * Each rule of the pre-flight's table on the veraPDF PDF/UA-1 corpus file that breaks only that rule (it must
 * refuse it, naming that rule and no other), and on a conforming file of the same clause (it must pass).
 */
const CASES: Array<[rule: string, failing: string, conforming: string]> = [
  ['09-004', '7.2-t03-fail-a.pdf', '7.2-t03-pass-a.pdf'],
  ['09-004', '7.2-t43-fail-b.pdf', '7.2-t03-pass-b.pdf'],
  ['09-005', '7.2-t17-fail-a.pdf', '7.2-t17-pass-a.pdf'],
  ['09-006', '7.2-t26-fail-a.pdf', '7.2-t03-pass-c.pdf'],
  ['15-003', '7.5-t01-fail-b.pdf', '7.5-t01-pass-a.pdf'],
  ['15-003', '7.5-t01-fail-a.pdf', '7.5-t01-pass-b.pdf'],
  ['19-003, 19-004', '7.9-t01-fail-a.pdf', '7.9-t01-pass-a.pdf'],
  ['19-003, 19-004', '7.9-t02-fail-a.pdf', '7.9-t02-pass-a.pdf'],
  ['20-001 … 20-003', '7.10-t01-fail-b.pdf', '7.10-t01-pass-a.pdf'],
  ['20-001 … 20-003', '7.10-t02-fail-a.pdf', '7.10-t02-pass-a.pdf'],
  ['21-001, 28-016', '7.11-t01-fail-a.pdf', '7.11-t01-pass-a.pdf'],
  ['21-001, 28-016', '7.18.7-t01-fail-c.pdf', '7.18.7-t01-pass-a.pdf'],
  ['28-005', '7.18.1-t03-fail-d.pdf', '7.18.1-t03-pass-f.pdf'],
  ['28-007, 28-008', '7.18.3-t01-fail-b.pdf', '7-18.3-t01-pass-a.pdf'],
  ['28-009', '7.18.4-t01-fail-a.pdf', '7.18.4-t01-pass-a.pdf'],
  ['28-014, 28-015', '7.18.6.2-t01-fail-a.pdf', '7.18.6.2-t01-pass-a.pdf'],
  ['28-017', '7.18.8-t01-fail-a.pdf', '7.18.5-t01-pass-a.pdf'],
  ['30-001', '7.20-t01-fail-a.pdf', '7.20-t01-pass-a.pdf'],
  ['31-001 … 31-003', '7.21.3.1-t01-fail-b.pdf', '7.21.3.1-t01-pass-a.pdf'],
  ['31-004', '7.21.3.2-t01-fail-a.pdf', '7.21.3.2-t01-pass-a.pdf'],
  ['31-005 … 31-007', '7.21.3.3-t01-fail-a.pdf', '7.21.3.3-t01-pass-a.pdf'],
  ['31-005 … 31-007', '7.21.3.3-t02-fail-a.pdf', '7.21.3.3-t02-pass-a.pdf'],
  ['31-016 … 31-019', '7.21.6-t02-fail-d.pdf', '7.21.6-t02-pass-a.pdf'],
  ['31-016 … 31-019', '7.21.6-t03-fail-a.pdf', '7.21.6-t03-pass-a.pdf'],
  ['31-012', '7.21.4.2-t01-fail-a.pdf', '7.21.4.2-t01-pass-a.pdf'],
  ['31-012', '7.21.4.2-t01-fail-b.pdf', '7.21.4.2-t01-pass-a.pdf'],
  ['31-013', '7.21.4.2-t02-fail-a.pdf', '7.21.4.2-t02-pass-a.pdf'],
  ['31-014', '7.21.5-t01-fail-a.pdf', '7.21.5-t01-pass-a.pdf'],
  ['31-028', '7.21.7-t02-fail-a.pdf', '7.21.7-t01-pass-a.pdf'],
  ['31-030', '7.21.8-t01-fail-a.pdf', '7.21.4.2-t02-pass-a.pdf'],
  ['25-001', '7.15-t01-fail-a.pdf', '7.16-t01-pass-a.pdf'],
];

const read = async (name: string) => {
  const file = corpusFile(name);
  if (!file) throw new Error(`${name} is not in ${PDFUA_CORPUS}`);
  return checkPdfAccessibility(readFileSync(file));
};

describe('the rule table', () => {
  it('gives every rule its Matterhorn id, checkpoint, clause, a check of the report and a fix', () => {
    const grouped = new Set(PDF_CHECKPOINTS.flatMap((c) => c.ids));
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^\d{2}-\d{3}/);
      expect(rule.id.startsWith(rule.checkpoint) || rule.checkpoint === '10').toBe(true);
      expect(rule.clause).toMatch(/^(5|7\.\d+)/);
      expect(PDF_CHECK_IDS).toContain(rule.group);
      expect(grouped.has(rule.group)).toBe(true);
      expect(rule.fix).toMatch(/Acrobat/);
    }
    expect(new Set(RULES.map((r) => `${r.id}|${r.title}`)).size).toBe(RULES.length);
  });
});

const corpusHere = existsSync(PDFUA_CORPUS);
if (!corpusHere)
  console.warn(`The rule-by-rule corpus checks are skipped: ${missingTestFiles(PDFUA_CORPUS)}.`);

(corpusHere ? describe : describe.skip)('each rule on the corpus file that breaks only it', () => {
  it.each(CASES)('%s refuses %s and passes %s', async (rule, failing, conforming) => {
    const bad = await read(failing);
    const fails = bad.findings.filter((f) => !f.ok);
    expect(fails.flatMap((f) => f.rules ?? [])).toEqual([rule]);
    expect(fails).toHaveLength(1);
    expect(fails[0].fix).toMatch(/\w/);
    expect(bad.passed).toBe(false);
    const good = await read(conforming);
    expect(good.findings.filter((f) => !f.ok).map((f) => `${f.id}: ${f.message}`)).toEqual([]);
    expect(good.passed).toBe(true);
  });

  it('names the pages: both pages of a file whose two pages have annotations and no structure tab order', async () => {
    const r = await read('7.18.3-t01-fail-a.pdf');
    expect(r.findings.find((f) => f.id === 'annotations')).toMatchObject({
      status: 'fails',
      pages: [1, 2],
      message:
        'Page 1 has annotations but its tab order is not the structure order. Page 2 has annotations but its tab order is not the structure order.',
    });
  });

  it('says where a table breaks its structure', async () => {
    const r = await read('7.2-t43-fail-b.pdf');
    expect(r.findings.find((f) => f.id === 'tables')).toMatchObject({
      message: 'Page 1: a table is not regular: row 2 is 1 cells wide where row 1 is 2.',
      pages: [1],
      rules: ['09-004'],
    });
  });
  /** A corpus file with its embedded TrueType program replaced by `bytes`. */
  const withFontProgram = async (name: string, bytes: Uint8Array) => {
    const doc = await PDFDocument.load(readFileSync(corpusFile(name)!), { updateMetadata: false });
    for (const [, o] of doc.context.enumerateIndirectObjects()) {
      const ref = o instanceof PDFDict ? o.get(PDFName.of('FontFile2')) : undefined;
      if (ref) doc.context.assign(ref as never, PDFRawStream.of(doc.context.obj({}), bytes));
    }
    return checkPdfAccessibility(await doc.save({ useObjectStreams: false }));
  };

  it('says in a sentence that a font program cannot be read, rather than failing', async () => {
    const r = await withFontProgram('7.21.5-t01-pass-a.pdf', new TextEncoder().encode('not a font at all'));
    expect(r.findings.find((f) => f.id === 'fonts')).toMatchObject({
      status: 'fails',
      rules: ['31-014'],
      message: expect.stringMatching(
        /^The font OPCPIB\+TimesNewRomanPSMT has an embedded font program that cannot be read: fontkit cannot read it/,
      ),
    });
  });

  it('reads a font program only up to its bound (a larger one is not judged)', async () => {
    const bound = LIMITS.fontProgramBytes;
    LIMITS.fontProgramBytes = 1024;
    try {
      const r = await read('7.21.5-t01-fail-a.pdf');
      expect(r.passed).toBe(true);
    } finally {
      LIMITS.fontProgramBytes = bound;
    }
  });
});
