import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { PdfFonts, type Weight } from '@/lib/server/pdf/fonts';
import type { DocumentTags } from '@/lib/server/storage/types';

/** One section of a library document's summary. */
export interface LibrarySection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

/** A document of the seeded library: where it goes, how it is tagged and what its summary says. */
export interface LibraryEntry {
  path: string;
  title: string;
  subject: string;
  /** The year the document was issued (the library's year; an editor's save keeps it). */
  year: number;
  /** Cover line such as 'Adopted by the CTB in December 2021'. */
  issued?: string;
  tags: DocumentTags;
  /** Newsletters are illustrative: no archived issue exists (CONTENT-FACTS §32). */
  illustrative?: boolean;
  sections: LibrarySection[];
}

export const LIBRARY_AUTHOR = 'Office of Intermodal Planning and Investment';
export const LIBRARY_FOOTER =
  'Reference copy generated for the VTrans website library. Alternative formats are available on request.';
export const ILLUSTRATIVE_NOTE = 'Illustrative newsletter issue';

const PAGE = { width: 612, height: 792, margin: 72 } as const; // US Letter, 1-inch margins
// SPEC §9 primary and secondary colours, for the cover band of the generated PDFs.
const PRIMARY = rgb(1 / 255, 70 / 255, 122 / 255);
const SECONDARY = rgb(24 / 255, 189 / 255, 185 / 255);
const TEXT = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.35, 0.35, 0.35);

function wrap(text: string, fonts: PdfFonts, weight: Weight, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && fonts.width(candidate, size, weight) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
    private readonly runningTitle: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.fonts.draw(this.page, this.runningTitle, {
      x: PAGE.margin,
      y: PAGE.height - 44,
      size: 9,
      color: MUTED,
    });
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin + 24) this.newPage();
  }

  async lines(
    text: string,
    opts: { size: number; bold?: boolean; indent?: number; bullet?: boolean; after?: number },
  ) {
    const weight: Weight = opts.bold ? 'bold' : 'regular';
    await this.fonts.prepare(`-${text}`, weight);
    const indent = opts.indent ?? 0;
    const leading = opts.size * 1.4;
    const wrapped = wrap(text, this.fonts, weight, opts.size, PAGE.width - 2 * PAGE.margin - indent);
    wrapped.forEach((line, i) => {
      this.ensure(leading);
      if (opts.bullet && i === 0) {
        this.fonts.draw(this.page, '-', {
          x: PAGE.margin + indent - 10,
          y: this.y - opts.size,
          size: opts.size,
          weight,
        });
      }
      this.fonts.draw(this.page, line, {
        x: PAGE.margin + indent,
        y: this.y - opts.size,
        size: opts.size,
        weight,
        color: TEXT,
      });
      this.y -= leading;
    });
    this.y -= opts.after ?? 0;
  }

  async heading(text: string) {
    this.ensure(60); // keep a heading with the first lines of its section
    this.y -= 6;
    await this.lines(text, { size: 14, bold: true, after: 4 });
  }
}

async function drawCover(page: PDFPage, entry: Omit<LibraryEntry, 'year'>, fonts: PdfFonts) {
  const { width, height, margin } = PAGE;
  const extra = [
    entry.issued,
    entry.illustrative ? `${ILLUSTRATIVE_NOTE} (not an archived edition)` : undefined,
  ].filter((t): t is string => Boolean(t));
  const tagLine = [entry.tags.topic, entry.tags.docType, entry.tags.planCycle].filter(Boolean).join('  |  ');
  await fonts.prepare(`VTrans ${entry.title} ${LIBRARY_AUTHOR}`, 'bold');
  await fonts.prepare(
    [
      "Virginia's Statewide Transportation Plan",
      ...extra,
      entry.subject,
      tagLine,
      'Office of the Secretary of Transportation, Richmond, Virginia',
    ].join(' '),
  );
  page.drawRectangle({ x: 0, y: height - 180, width, height: 180, color: PRIMARY });
  page.drawRectangle({ x: 0, y: height - 188, width, height: 8, color: SECONDARY });
  const white = rgb(1, 1, 1);
  fonts.draw(page, 'VTrans', { x: margin, y: height - 100, size: 40, weight: 'bold', color: white });
  fonts.draw(page, "Virginia's Statewide Transportation Plan", {
    x: margin,
    y: height - 130,
    size: 14,
    color: white,
  });
  let y = height - 260;
  for (const line of wrap(entry.title, fonts, 'bold', 26, width - 2 * margin)) {
    fonts.draw(page, line, { x: margin, y, size: 26, weight: 'bold', color: PRIMARY });
    y -= 34;
  }
  for (const text of extra) {
    fonts.draw(page, text, { x: margin, y: y - 6, size: 13, color: TEXT });
    y -= 24;
  }
  y -= 16;
  for (const line of wrap(entry.subject, fonts, 'regular', 12, width - 2 * margin)) {
    fonts.draw(page, line, { x: margin, y, size: 12, color: MUTED });
    y -= 17;
  }
  fonts.draw(page, tagLine, { x: margin, y: 150, size: 10, color: MUTED });
  fonts.draw(page, LIBRARY_AUTHOR, { x: margin, y: 126, size: 12, weight: 'bold', color: TEXT });
  fonts.draw(page, 'Office of the Secretary of Transportation, Richmond, Virginia', {
    x: margin,
    y: 110,
    size: 10,
    color: TEXT,
  });
}

/**
 * Renders a library entry as a small PDF: cover, summary pages, footer, and full document metadata. Text is
 * drawn with embedded Noto Sans (lib/server/pdf/fonts.ts), so any character is drawn or shown as a
 * replacement, never a thrown error.
 */
export async function renderLibraryPdf(
  entry: Omit<LibraryEntry, 'year'>,
  footer: string = LIBRARY_FOOTER,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(entry.title, { showInWindowTitleBar: true });
  doc.setSubject(entry.subject);
  doc.setAuthor(LIBRARY_AUTHOR);
  doc.setLanguage('en-US');
  doc.setCreator('VTrans website document library');
  doc.setProducer('pdf-lib');
  doc.setKeywords(['VTrans', entry.tags.topic, entry.tags.docType, entry.tags.planCycle].filter(Boolean));
  const fonts = new PdfFonts(doc);

  await drawCover(doc.addPage([PAGE.width, PAGE.height]), entry, fonts);
  const runningTitle = `VTrans | ${entry.title}`;
  await fonts.prepare(`${runningTitle} ${footer} Page 0123456789 of`);
  const writer = new Writer(doc, fonts, runningTitle);
  if (entry.illustrative) await writer.lines(`${ILLUSTRATIVE_NOTE}.`, { size: 11, bold: true, after: 6 });
  for (const section of entry.sections) {
    await writer.heading(section.heading);
    for (const p of section.paragraphs ?? []) await writer.lines(p, { size: 11, after: 7 });
    for (const b of section.bullets ?? [])
      await writer.lines(b, { size: 11, indent: 14, bullet: true, after: 3 });
    await writer.lines('', { size: 4 });
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    fonts.draw(page, footer, { x: PAGE.margin, y: 40, size: 8, color: MUTED });
    const label = `Page ${i + 1} of ${pages.length}`;
    const w = fonts.width(label, 8);
    fonts.draw(page, label, { x: PAGE.width - PAGE.margin - w, y: 28, size: 8, color: MUTED });
  });
  return Buffer.from(await doc.save());
}
