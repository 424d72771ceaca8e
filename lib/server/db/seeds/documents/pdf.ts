import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
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

/** Standard PDF fonts only encode WinAnsi; map the few other characters the copy may contain. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2212\u2010\u2011]/g, '-')
    .replace(/\u2265/g, '>=')
    .replace(/\u2264/g, '<=');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly runningTitle: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.page.drawText(winAnsi(this.runningTitle), {
      x: PAGE.margin,
      y: PAGE.height - 44,
      size: 9,
      font: this.fonts.regular,
      color: MUTED,
    });
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin + 24) this.newPage();
  }

  lines(
    text: string,
    opts: { size: number; bold?: boolean; indent?: number; bullet?: boolean; after?: number },
  ) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const indent = opts.indent ?? 0;
    const leading = opts.size * 1.4;
    const wrapped = wrap(text, font, opts.size, PAGE.width - 2 * PAGE.margin - indent);
    wrapped.forEach((line, i) => {
      this.ensure(leading);
      if (opts.bullet && i === 0) {
        this.page.drawText('-', {
          x: PAGE.margin + indent - 10,
          y: this.y - opts.size,
          size: opts.size,
          font,
        });
      }
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y - opts.size,
        size: opts.size,
        font,
        color: TEXT,
      });
      this.y -= leading;
    });
    this.y -= opts.after ?? 0;
  }

  heading(text: string) {
    this.ensure(60); // keep a heading with the first lines of its section
    this.y -= 6;
    this.lines(text, { size: 14, bold: true, after: 4 });
  }
}

function drawCover(page: PDFPage, entry: Omit<LibraryEntry, 'year'>, fonts: Fonts) {
  const { width, height, margin } = PAGE;
  page.drawRectangle({ x: 0, y: height - 180, width, height: 180, color: PRIMARY });
  page.drawRectangle({ x: 0, y: height - 188, width, height: 8, color: SECONDARY });
  const white = rgb(1, 1, 1);
  page.drawText('VTrans', { x: margin, y: height - 100, size: 40, font: fonts.bold, color: white });
  page.drawText("Virginia's Statewide Transportation Plan", {
    x: margin,
    y: height - 130,
    size: 14,
    font: fonts.regular,
    color: white,
  });
  let y = height - 260;
  for (const line of wrap(entry.title, fonts.bold, 26, width - 2 * margin)) {
    page.drawText(line, { x: margin, y, size: 26, font: fonts.bold, color: PRIMARY });
    y -= 34;
  }
  const extra = [
    entry.issued,
    entry.illustrative ? `${ILLUSTRATIVE_NOTE} (not an archived edition)` : undefined,
  ];
  for (const text of extra.filter((t): t is string => Boolean(t))) {
    page.drawText(winAnsi(text), { x: margin, y: y - 6, size: 13, font: fonts.regular, color: TEXT });
    y -= 24;
  }
  y -= 16;
  for (const line of wrap(entry.subject, fonts.regular, 12, width - 2 * margin)) {
    page.drawText(line, { x: margin, y, size: 12, font: fonts.regular, color: MUTED });
    y -= 17;
  }
  const tagLine = [entry.tags.topic, entry.tags.docType, entry.tags.planCycle].filter(Boolean).join('  |  ');
  page.drawText(winAnsi(tagLine), { x: margin, y: 150, size: 10, font: fonts.regular, color: MUTED });
  page.drawText(LIBRARY_AUTHOR, { x: margin, y: 126, size: 12, font: fonts.bold, color: TEXT });
  page.drawText('Office of the Secretary of Transportation, Richmond, Virginia', {
    x: margin,
    y: 110,
    size: 10,
    font: fonts.regular,
    color: TEXT,
  });
}

/** Renders a library entry as a small PDF: cover, summary pages, footer, and full document metadata. */
export async function renderLibraryPdf(
  entry: Omit<LibraryEntry, 'year'>,
  footer: string = LIBRARY_FOOTER,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(entry.title), { showInWindowTitleBar: true });
  doc.setSubject(winAnsi(entry.subject));
  doc.setAuthor(LIBRARY_AUTHOR);
  doc.setLanguage('en-US');
  doc.setCreator('VTrans website document library');
  doc.setProducer('pdf-lib');
  doc.setKeywords(['VTrans', entry.tags.topic, entry.tags.docType, entry.tags.planCycle].filter(Boolean));
  const fonts = {
    regular: doc.embedStandardFont(StandardFonts.Helvetica),
    bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
  };

  drawCover(doc.addPage([PAGE.width, PAGE.height]), entry, fonts);
  const writer = new Writer(doc, fonts, `VTrans | ${entry.title}`);
  if (entry.illustrative) writer.lines(`${ILLUSTRATIVE_NOTE}.`, { size: 11, bold: true, after: 6 });
  for (const section of entry.sections) {
    writer.heading(section.heading);
    for (const p of section.paragraphs ?? []) writer.lines(p, { size: 11, after: 7 });
    for (const b of section.bullets ?? []) writer.lines(b, { size: 11, indent: 14, bullet: true, after: 3 });
    writer.lines('', { size: 4 });
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(footer, { x: PAGE.margin, y: 40, size: 8, font: fonts.regular, color: MUTED });
    const label = `Page ${i + 1} of ${pages.length}`;
    const w = fonts.regular.widthOfTextAtSize(label, 8);
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - w,
      y: 28,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return Buffer.from(await doc.save());
}
