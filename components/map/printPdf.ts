import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { mapColours } from '@/styles/theme';

/** One legend line: the layer, its colour, its data vintage, and whether its features are illustrative. */
export interface PrintLegendItem {
  name: string;
  colour: string;
  vintage?: string;
  illustrative?: boolean;
}

/** What goes on the printed map page. */
export interface PrintContent {
  title: string;
  /** PNG of the map as drawn (labels included). */
  image: Uint8Array;
  legend: PrintLegendItem[];
  /** Ground distance across the drawn map, west to east through its centre, in metres (for scale and bar). */
  groundWidthMetres: number;
  date: string;
  note: string;
}

/** US Letter landscape, in points. */
export const LETTER_LANDSCAPE: [number, number] = [792, 612];
const MARGIN = 36;
const TITLE = 34;
/** The side panel of the "side" layout, and the strip under the map of the "top" layout. */
const SIDE = 200;
const STRIP = 124;
const GAP = 12;
const METRES_PER_POINT = 0.0254 / 72;
const METRES_PER_MILE = 1609.344;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the map and the panel go. A wide map (as most screens draw it) goes across the page with the legend and
 * scale in a strip beneath; a squarer one beside a side panel: whichever prints the map larger, so the page is
 * not left half blank.
 */
export function layoutPage(
  imageWidth: number,
  imageHeight: number,
): { kind: 'top' | 'side'; map: Box; panel: Box } {
  const [w, h] = LETTER_LANDSCAPE;
  const top = h - MARGIN - TITLE;
  const fit = (bw: number, bh: number) => {
    const s = Math.min(bw / imageWidth, bh / imageHeight);
    return { width: imageWidth * s, height: imageHeight * s };
  };
  const side = fit(w - 2 * MARGIN - SIDE - GAP, top - MARGIN);
  const across = fit(w - 2 * MARGIN, top - MARGIN - STRIP - GAP);
  if (across.width * across.height >= side.width * side.height) {
    return {
      kind: 'top',
      map: { x: MARGIN + (w - 2 * MARGIN - across.width) / 2, y: top - across.height, ...across },
      panel: { x: MARGIN, y: MARGIN, width: w - 2 * MARGIN, height: top - across.height - GAP - MARGIN },
    };
  }
  return {
    kind: 'side',
    map: { x: MARGIN, y: top - side.height, ...side },
    panel: { x: w - MARGIN - SIDE, y: MARGIN, width: SIDE, height: top - MARGIN },
  };
}

/** The printed scale, 1:n rounded to three significant figures. */
export function printedScale(groundWidthMetres: number, printedWidthPoints: number): number {
  const n = groundWidthMetres / (printedWidthPoints * METRES_PER_POINT);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / magnitude) * magnitude;
}

/** A scale bar of a round number of miles no longer than `maxPoints`: its length in points and its miles. */
export function scaleBar(metresPerPoint: number, maxPoints: number): { points: number; miles: number } {
  const maxMiles = (maxPoints * metresPerPoint) / METRES_PER_MILE;
  const steps = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
  const miles = [...steps].reverse().find((s) => s <= maxMiles) ?? steps[0]!;
  return { points: (miles * METRES_PER_MILE) / metresPerPoint, miles };
}

const hex = (c: string) => {
  const n = parseInt(c.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const INK = hex(mapColours.print.ink);
const PAPER = hex(mapColours.print.paper);

const legendText = (item: PrintLegendItem) =>
  [item.name, item.vintage, item.illustrative ? 'illustrative' : null].filter(Boolean).join(' · ');

/** Lays out the printed map (pdf-lib): title, map with north arrow, legend, scale bar and scale, date and note. */
export async function buildMapPdf(c: PrintContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(c.title);
  const page = pdf.addPage(LETTER_LANDSCAPE);
  const [, h] = LETTER_LANDSCAPE;
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(c.title, { x: MARGIN, y: h - MARGIN - 18, size: 18, font: bold, color: INK });

  const png = await pdf.embedPng(c.image);
  const { kind, map, panel } = layoutPage(png.width, png.height);
  page.drawImage(png, map);
  page.drawRectangle({ ...map, borderColor: INK, borderWidth: 0.5 });
  northArrow(page, bold, map.x + map.width - 22, map.y + map.height - 40);

  const metresPerPoint = c.groundWidthMetres / map.width;
  const scaleLines = (x: number, y: number, width: number): number => {
    const bar = scaleBar(metresPerPoint, Math.min(150, width - 20));
    const half = bar.points / 2;
    page.drawRectangle({ x, y, width: half, height: 4, color: INK });
    page.drawRectangle({
      x: x + half,
      y,
      width: half,
      height: 4,
      borderColor: INK,
      borderWidth: 0.75,
      color: PAPER,
    });
    const label = `${bar.miles.toLocaleString('en-US')} ${bar.miles === 1 ? 'mile' : 'miles'}`;
    page.drawText('0', { x: x - 2, y: y + 7, size: 7, font, color: INK });
    page.drawText(label, {
      x: x + bar.points - font.widthOfTextAtSize(label, 7) / 2,
      y: y + 7,
      size: 7,
      font,
      color: INK,
    });
    const scale = printedScale(c.groundWidthMetres, map.width);
    const text = `Scale 1:${scale.toLocaleString('en-US')} when printed on US Letter at 100 %`;
    let yy = y - 12;
    for (const part of wrap(text, font, 8, width)) {
      page.drawText(part, { x, y: yy, size: 8, font, color: INK });
      yy -= 11;
    }
    page.drawText(`Printed ${c.date}`, { x, y: yy, size: 8, font, color: INK });
    return yy - 11;
  };

  if (kind === 'top') {
    // Legend in two columns on the left two thirds; scale, date and note in the last third.
    const colW = (panel.width * 2) / 3 / 2 - GAP;
    const right = panel.x + (panel.width * 2) / 3;
    const top = panel.y + panel.height;
    page.drawText('Legend', { x: panel.x, y: top - 12, size: 11, font: bold, color: INK });
    const rows = Math.floor((panel.height - 20) / 12);
    legendColumns(page, font, c.legend, panel.x, top - 28, colW, rows, 2);
    const after = scaleLines(right + 10, top - 24, panel.x + panel.width - right - 10);
    let y = after - 2;
    for (const part of wrap(c.note, font, 7, panel.x + panel.width - right - 10)) {
      page.drawText(part, { x: right + 10, y, size: 7, font, color: INK });
      y -= 9;
    }
  } else {
    let y = panel.y + panel.height - 12;
    page.drawText('Legend', { x: panel.x, y, size: 11, font: bold, color: INK });
    y = legendColumns(page, font, c.legend, panel.x, y - 16, panel.width, 22, 1) - 12;
    y = scaleLines(panel.x + 4, y, panel.width);
    for (const part of wrap(c.note, font, 7, panel.width)) {
      page.drawText(part, { x: panel.x, y, size: 7, font, color: INK });
      y -= 9;
    }
  }
  return pdf.save();
}

/** Legend rows, filling `columns` columns of `rows` rows; what does not fit is counted on the last row. */
function legendColumns(
  page: PDFPage,
  font: PDFFont,
  items: PrintLegendItem[],
  x0: number,
  y0: number,
  width: number,
  rows: number,
  columns: number,
): number {
  const room = rows * columns;
  const shown = items.length > room ? items.slice(0, room - 1) : items;
  let lowest = y0;
  shown.forEach((item, i) => {
    const x = x0 + Math.floor(i / rows) * (width + GAP);
    const y = y0 - (i % rows) * 12;
    page.drawRectangle({
      x,
      y: y - 1,
      width: 10,
      height: 8,
      color: hex(item.colour),
      borderColor: INK,
      borderWidth: 0.3,
    });
    page.drawText(fitText(legendText(item), font, 8, width - 14), {
      x: x + 14,
      y,
      size: 8,
      font,
      color: INK,
    });
    lowest = Math.min(lowest, y);
  });
  if (shown.length < items.length) {
    const i = shown.length;
    const more = items.length - shown.length;
    page.drawText(`and ${more} more ${more === 1 ? 'layer' : 'layers'} (see the Map Explorer)`, {
      x: x0 + Math.floor(i / rows) * (width + GAP),
      y: y0 - (i % rows) * 12,
      size: 8,
      font,
      color: INK,
    });
  }
  return lowest - 12;
}

/** A north arrow: a half-filled triangle over an "N", on a white disc so it reads over any map. */
function northArrow(page: PDFPage, bold: PDFFont, x: number, y: number) {
  page.drawCircle({ x, y: y + 12, size: 15, color: PAPER, borderColor: INK, borderWidth: 0.5, opacity: 0.9 });
  page.drawSvgPath('M 0 -14 L -6 4 L 0 0 Z', { x, y: y + 14, color: INK });
  page.drawSvgPath('M 0 -14 L 6 4 L 0 0 Z', {
    x,
    y: y + 14,
    borderColor: INK,
    borderWidth: 0.75,
    color: PAPER,
  });
  page.drawText('N', {
    x: x - bold.widthOfTextAtSize('N', 8) / 2,
    y: y + 1,
    size: 8,
    font: bold,
    color: INK,
  });
}

/** Cuts text with an ellipsis to fit `max` points. */
function fitText(text: string, font: PDFFont, size: number, max: number): string {
  if (font.widthOfTextAtSize(text, size) <= max) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > max) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

/** Breaks text into lines no wider than `max` points. */
function wrap(text: string, font: PDFFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > max) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
