/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applicationPdf } from '@/lib/server/pdf/application';
import { DEFAULT_COMPONENTS } from '@/lib/shared/schemas/gapTaApplications/rules';
import { anApplication } from '../../../helpers/applicationFixture';

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  yMax: number;
  page: number;
}

/** Runs a Poppler tool (Debian's poppler-utils) on the PDF in a temporary folder. */
function poppler(pdf: Uint8Array, tool: string, args: string[], toStdout: string[] = ['-']): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'layout-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    return execFileSync(tool, [...args, path.join(dir, 'in.pdf'), ...toStdout], { maxBuffer: 64 << 20 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Poppler's words with their boxes in points (pdftotext -bbox). */
function words(pdf: Uint8Array): Word[] {
  const html = poppler(pdf, 'pdftotext', ['-bbox', '-enc', 'UTF-8']).toString('utf8');
  const out: Word[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/.exec(
      line,
    );
    if (m) out.push({ text: m[4]!, xMin: Number(m[1]), yMin: Number(m[2]), yMax: Number(m[3]), page });
  }
  return out;
}

/** The colour of page 1 at (x, y) points, drawn by Poppler at 72 dpi (one pixel a point). */
function pixelOfCover(pdf: Uint8Array, x: number, y: number): [number, number, number] {
  const ppm = poppler(pdf, 'pdftoppm', ['-r', '72', '-f', '1', '-l', '1'], []);
  // P6 header: "P6\n<width> <height>\n255\n", then RGB bytes row by row.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const at = header[0].length + (Math.round(y) * Number(header[1]) + Math.round(x)) * 3;
  return [ppm[at]!, ppm[at + 1]!, ppm[at + 2]!];
}

const component = DEFAULT_COMPONENTS[0]!;
const app = anApplication({
  answers: Object.fromEntries(component.questions.map((q) => [q.key, `Answer-${q.key}`])),
});

describe('the PDF copy of an application, as a reader sees it', () => {
  it('puts the title on the cover on the paper, below the blue band, and the band’s words on the band', async () => {
    const pdf = await applicationPdf(app, { status: 'http://localhost/x', study: null });
    const cover = words(pdf).filter((w) => w.page === 1);
    // Just left of a word, halfway down its line: what the word is drawn on.
    const behind = (text: string) => {
      const w = cover.find((c) => c.text === text)!;
      return pixelOfCover(pdf, w.xMin - 3, (w.yMin + w.yMax) / 2);
    };
    expect(behind('GAP-TA')).toEqual([255, 255, 255]);
    expect(behind('VTrans')).not.toEqual([255, 255, 255]);
  });

  it('gives the answers in the order the form asks them: the component’s own question before outcomes and scope', async () => {
    expect(component.questions.map((q) => q.key)).toEqual(['summary', 'outcomes', 'scope', 'component']);
    const order = words(await applicationPdf(app, { status: 'http://localhost/x', study: null }))
      .map((w) => w.text)
      .filter((t) => t.startsWith('Answer-'));
    expect(order).toEqual(['Answer-summary', 'Answer-component', 'Answer-outcomes', 'Answer-scope']);
  });
});
