/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { buildMapPdf, LETTER_LANDSCAPE } from '@/components/map/printPdf';
import { extractPdfPages } from '@/lib/server/search/pdfText';

// A 1×1 PNG stands in for the map image.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('buildMapPdf', () => {
  it('prints one US Letter landscape page with the title, legend, scale, date, vintages and note', async () => {
    const bytes = await buildMapPdf({
      title: 'VTrans MapExplorer',
      image: PNG,
      legend: [
        { name: 'Counties and cities', colour: '#9aa5b1' },
        { name: 'Mid-term Needs', colour: '#c2410c' },
      ],
      scale: 'Scale 1:2,500,000',
      date: '11/22/2026',
      vintages: ['Mid-term Needs: 2023'],
      note: 'Layers marked illustrative are drawn for demonstration and are not official VTrans data.',
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: LETTER_LANDSCAPE[0], height: LETTER_LANDSCAPE[1] });
    const [text] = await extractPdfPages(bytes);
    for (const s of [
      'VTrans MapExplorer',
      'Legend',
      'Counties and cities',
      'Mid-term Needs',
      '1:2,500,000',
      '11/22/2026',
      'Mid-term Needs: 2023',
      'not official',
    ])
      expect(text).toContain(s);
  });
});
