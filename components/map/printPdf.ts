import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** What goes on the printed map page. */
export interface PrintContent {
  title: string;
  /** PNG of the map as drawn. */
  image: Uint8Array;
  legend: { name: string; colour: string }[];
  /** e.g. "Scale 1:2,500,000". */
  scale: string;
  date: string;
  vintages: string[];
  note: string;
}

/** US Letter landscape, in points. */
export const LETTER_LANDSCAPE: [number, number] = [792, 612];
const MARGIN = 36;
const SIDE = 200;

const hex = (c: string) => {
  const n = parseInt(c.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** Lays out the printed map (pdf-lib): title, map image, legend, scale, date, data vintages and the note. */
export async function buildMapPdf(c: PrintContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(c.title);
  const page = pdf.addPage(LETTER_LANDSCAPE);
  const [w, h] = LETTER_LANDSCAPE;
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(c.title, { x: MARGIN, y: h - MARGIN - 18, size: 18, font: bold });

  const png = await pdf.embedPng(c.image);
  const boxW = w - 2 * MARGIN - SIDE - 12;
  const boxH = h - 2 * MARGIN - 40;
  const fit = png.scaleToFit(boxW, boxH);
  page.drawImage(png, { x: MARGIN, y: MARGIN + (boxH - fit.height), width: fit.width, height: fit.height });

  const x = w - MARGIN - SIDE;
  let y = h - MARGIN - 50;
  const line = (text: string, size = 9, f = font) => {
    for (const part of wrap(text, f.widthOfTextAtSize.bind(f), size, SIDE)) {
      page.drawText(part, { x, y, size, font: f });
      y -= size + 3;
    }
  };
  line('Legend', 12, bold);
  for (const item of c.legend) {
    page.drawRectangle({ x, y: y - 1, width: 10, height: 8, color: hex(item.colour) });
    page.drawText(item.name, { x: x + 14, y, size: 9, font });
    y -= 13;
  }
  y -= 6;
  line(c.scale);
  line(`Printed ${c.date}`);
  y -= 6;
  line('Data vintages', 10, bold);
  c.vintages.forEach((v) => line(v));
  y -= 6;
  line(c.note, 8);
  return pdf.save();
}

/** Breaks text into lines no wider than `max` points. */
function wrap(text: string, width: (t: string, size: number) => number, size: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && width(next, size) > max) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
