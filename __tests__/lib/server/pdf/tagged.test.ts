/** @jest-environment node */
import { renderTaggedPdf, type Block } from '@/lib/server/pdf/tagged';
import { extractPdfPages } from '@/lib/server/search/pdfText';
import { expectTaggedPdfUa, pikepdfReport } from '../../../helpers/pikepdf';
import { expectPreflightPasses } from '../../../helpers/preflight';

// PDFKit's fontkit, each face it parses counted.
const mockCreate = jest.fn();
jest.mock('fontkit', () => {
  const actual = jest.requireActual<Record<string, unknown> & { create: (...a: unknown[]) => unknown }>(
    'fontkit',
  );
  return { ...actual, create: (...a: unknown[]) => (mockCreate(), actual.create(...a)) };
});

describe('tagged PDF writer on long documents', () => {
  it('parses each face once however often the text switches between faces, and tags every paragraph', async () => {
    // Lines alternate between Noto Sans and the fallback face that has the arrow, bold and regular: each switch
    // used to parse the whole face again (a 26,000-paragraph draft took 100 s).
    const blocks: Block[] = [{ type: 'heading', level: 1, text: 'Long' }];
    for (let i = 0; i < 300; i++)
      blocks.push({ type: 'paragraph', text: i % 2 ? `${i} →` : `${i}.`, bold: i % 3 === 0 });
    const pdf = await renderTaggedPdf({ title: 'Long', blocks, footer: 'Footer', pageNumbers: true });
    // Noto Sans regular and bold (latin) and Noto Sans Math: at most one parse each.
    expect(mockCreate.mock.calls.length).toBeLessThanOrEqual(3);
    const report = pikepdfReport(pdf);
    expectTaggedPdfUa(report, 'Long');
    await expectPreflightPasses(pdf);
    expect(report.tags.filter((t) => t === 'P')).toHaveLength(300);
    const text = (await extractPdfPages(pdf)).join('\n');
    expect(text).toContain('299 →');
  });
});
