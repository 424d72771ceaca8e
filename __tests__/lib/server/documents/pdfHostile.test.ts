/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF_TOO_COMPLEX } from '@/lib/server/documents/pdfAccessibility';
import { pdfAccessibility } from '@/lib/server/workers/tasks';
import type { PdfReport } from '@/lib/shared/schemas/documents/editing';
import {
  contentStreamBomb,
  deepPageTree,
  deepStructureTree,
  objectStreamBomb,
  xmpBomb,
} from '../../../helpers/hostilePdf';

const MB = 1024 * 1024;

/** The task's answer: the report, or the sentence an editor would see. */
async function check(pdf: Uint8Array): Promise<PdfReport | string> {
  const answer = await pdfAccessibility({ bytes: new Uint8Array(pdf) });
  return 'ok' in answer ? answer.ok : answer.refused.message;
}

describe('the pre-flight on hostile PDFs', () => {
  it('stops inflating a content stream at the bound: a 1 MB file that inflates to 1 GB is "too complex" and the process stays under 700 MB', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bomb-'));
    try {
      const file = path.join(dir, 'bomb.pdf');
      writeFileSync(file, await contentStreamBomb(1024 * MB));
      // A process of its own, so its peak memory is this check's (the inflate once held the whole gigabyte).
      const out = execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `require('./lib/server/workers/tasks.ts').pdfAccessibility({ bytes: new Uint8Array(require('node:fs').readFileSync(${JSON.stringify(file)})) })
            .then((a) => console.log(JSON.stringify({ a, maxRssKb: process.resourceUsage().maxRSS })))`,
        ],
        { cwd: process.cwd(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const { a, maxRssKb } = JSON.parse(out.trim().split('\n').pop()!) as {
        a: { refused?: { message: string } };
        maxRssKb: number;
      };
      expect(a.refused?.message).toBe(PDF_TOO_COMPLEX);
      expect(maxRssKb).toBeLessThan(700 * 1024);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('counts object streams: one that inflates to 300 MB is "too complex", not a normal report', async () => {
    expect(await check(await objectStreamBomb(300 * MB))).toBe(PDF_TOO_COMPLEX);
  }, 60_000);

  it('bounds the XMP metadata: a 50 MB packet is "too complex"', async () => {
    expect(await check(await xmpBomb(50 * MB))).toBe(PDF_TOO_COMPLEX);
  }, 60_000);

  it('walks a structure tree 50,000 elements deep by iteration: a report, not "could not be read"', async () => {
    const report = await check(deepStructureTree(50_000));
    if (typeof report === 'string') throw new Error(report);
    expect(report.findings.find((f) => f.id === 'tagged')?.message).toMatch(/50,000 structure elements/);
  }, 60_000);

  it('walks a page tree 50,000 levels deep by iteration: a report of its one page', async () => {
    const report = await check(deepPageTree(50_000));
    if (typeof report === 'string') throw new Error(report);
    expect(report.pages).toBe(1);
  }, 60_000);
});

describe('the report says what it checked', () => {
  const fixture = (name: string) =>
    new Uint8Array(readFileSync(path.join(__dirname, '../../../../bench/fixtures/chromium-pdf', name)));

  it('says "not applicable", never "passes", where a file has nothing to check', async () => {
    const report = await check(fixture('chromium-untagged-fail.pdf'));
    if (typeof report === 'string') throw new Error(report);
    const status = (id: string) => report.findings.find((f) => f.id === id)?.status;
    expect(status('figures')).toBe('not-applicable');
    expect(status('headings')).toBe('not-applicable');
    expect(status('tables')).toBe('not-applicable');
    expect(status('tagged')).toBe('fails');
    for (const f of report.findings) expect(f.ok).toBe(f.status !== 'fails');
  });

  it('tells a browser-printed PDF its title is there but not in the XMP metadata', async () => {
    const report = await check(fixture('chromium-tagged-fail.pdf'));
    if (typeof report === 'string') throw new Error(report);
    const title = report.findings.find((f) => f.id === 'title')!;
    expect(title.status).toBe('fails');
    expect(title.message).toMatch(
      /^The title ".+" is in the document properties but not in the XMP metadata/,
    );
    expect(title.fix).toMatch(/browser/);
  });
});
