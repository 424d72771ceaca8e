/** @jest-environment node */
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { mapPrintPdf } from '@/lib/server/pdf/mapPrint';
import { extractPdfPages } from '@/lib/server/search/pdfText';
import {
  layoutPage,
  LETTER_LANDSCAPE,
  mapAltText,
  printedScale,
  scaleBar,
} from '@/lib/shared/schemas/mapPrint/rules';
import { VIRGINIA_EXTENT, type MapExplorerState } from '@/lib/shared/schemas/mapExplorerState';
import { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';
import { expectTaggedPdfUa, pikepdfReport } from '../../../helpers/pikepdf';
import { expectPreflightPasses } from '../../../helpers/preflight';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};
/** A white PNG of the given size (8-bit greyscale) stands in for the map image. */
const png = (width: number, height: number) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter byte: none
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
};

const state: MapExplorerState = {
  schemaVersion: 3,
  dataVintage: '2026-11',
  extent: VIRGINIA_EXTENT,
  basemap: 'light',
  layers: [{ key: 'mid-term-needs', visible: true, opacity: 1 }],
  filters: { 'mid-term-needs': { district: ['Culpeper'] } },
  selection: null,
  table: { layerKey: null, sort: null, inView: false },
  compare: null,
};
const content = (image: Uint8Array) =>
  MapPrintRequest.parse({
    title: 'VTrans MapExplorer',
    image: `data:image/png;base64,${Buffer.from(image).toString('base64')}`,
    legend: [
      { name: 'Counties and cities', colour: '#9aa5b1', vintage: 'Census 2017 (us-atlas 3)' },
      { name: 'Mid-term Needs → ✓', colour: '#c2410c', vintage: '2023', illustrative: true, filtered: true },
    ],
    groundWidthMetres: 400_000,
    date: '11/22/2026',
    note: 'Layers marked “illustrative” hold features drawn for demonstration, not official VTrans data.',
    state,
  });
const VIEW = 'http://localhost:3000/map-explorer?query=00000000-0000-4000-8000-000000000000';

describe('the printed map page', () => {
  it('prints one tagged US Letter landscape page: title, map Figure described by its state, legend table, scale bar, north arrow, date and note', async () => {
    const image = png(1000, 560);
    const bytes = await mapPrintPdf(content(image), image, VIEW);
    const report = pikepdfReport(bytes);
    expectTaggedPdfUa(report, 'VTrans MapExplorer');
    await expectPreflightPasses(bytes);
    expect(report.tags.filter((t) => t === 'Figure')).toHaveLength(2); // the map and the scale bar
    expect(report.tags).toEqual(expect.arrayContaining(['H1', 'H2', 'Table', 'TH', 'TD', 'Link']));
    expect(report.thScopes).toEqual(['Column', 'Column', 'Column', 'Row', 'Row']);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: LETTER_LANDSCAPE[0], height: LETTER_LANDSCAPE[1] });
    const [text] = await extractPdfPages(bytes);
    for (const s of [
      'VTrans MapExplorer',
      'Legend',
      'Counties and cities',
      'Census 2017 (us-atlas 3)',
      'Mid-term Needs → ✓',
      'illustrative, filtered',
      'Open this view in the Map Explorer',
      'N', // the north arrow
      '50 miles', // the scale bar: 400 km across 661 pt → ≤150 pt holds 50 miles
      'Scale 1:1,720,000 when printed on US Letter at 100 %',
      '11/22/2026',
      'not official',
    ])
      expect(text).toContain(s);
  });

  it('describes the map image from its state: extent, layers on and filters', () => {
    const alt = mapAltText(state, content(png(2, 2)).legend);
    expect(alt).toContain('83.70° W to 75.20° W and 36.50° N to 39.50° N');
    expect(alt).toContain('Layers shown: Mid-term Needs → ✓.');
    expect(alt).toContain('Filtered: mid-term-needs district is Culpeper.');
    expect(mapAltText({ ...state, filters: {} }, content(png(2, 2)).legend.slice(0, 1))).toContain(
      'No data layer is shown. No filter is applied.',
    );
  });

  it('refuses a map image that is not a PNG data URL', () => {
    const bad = { ...content(png(2, 2)), image: 'data:image/jpeg;base64,AAAA' };
    expect(MapPrintRequest.safeParse(bad).success).toBe(false);
  });

  it('fills the page: a wide map goes across with the legend beneath, a square one beside the panel', () => {
    const [w, h] = LETTER_LANDSCAPE;
    const wide = layoutPage(1000, 560);
    expect(wide.kind).toBe('top');
    expect(wide.map.y + wide.map.height).toBeCloseTo(h - 36 - 34, 6); // from under the title…
    // …to the strip, which reaches the bottom margin: no blank lower part of the page.
    expect(wide.panel.y).toBe(36);
    expect(wide.map.y - (wide.panel.y + wide.panel.height)).toBeLessThanOrEqual(12);
    // The map takes almost half the sheet (the side layout of before printed this image on a third of it).
    expect((wide.map.width * wide.map.height) / (w * h)).toBeGreaterThan(0.45);
    const square = layoutPage(800, 800);
    expect(square.kind).toBe('side');
    expect(square.map.y).toBeCloseTo(36, 0);
    expect(square.map.x + square.map.width).toBeLessThanOrEqual(square.panel.x);
  });

  it('states the scale of the printed page and a round scale bar', () => {
    // 720 pt is 0.254 m of paper; 400 km across it is 1:1,574,803 → three figures.
    expect(printedScale(400_000, 720)).toBe(1_570_000);
    expect(printedScale(5_000, 720)).toBe(19_700);
    const bar = scaleBar(400_000 / 720, 150);
    expect(bar.miles).toBe(50);
    expect(bar.points).toBeCloseTo((50 * 1609.344) / (400_000 / 720), 6);
    expect(scaleBar(5_000 / 720, 150).miles).toBe(0.5);
  });
});
