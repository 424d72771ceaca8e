import PDFDocument from 'pdfkit';
import { palette, printColours } from '@/styles/tokens';
import { textLayerLosses } from '@/lib/server/documents/preflight/textLayer';
import { faceBytes, fontRuns, textWidth, type Weight } from '@/lib/server/pdf/fonts';

/**
 * Every PDF the site makes, as a tagged PDF/UA-1 document written with PDFKit: a title shown
 * in the title bar, a language, the PDF/UA identifier in the XMP metadata, a structure tree in reading order
 * (H1…Hn, P, L/LI/Lbl/LBody, Table/TR/TH/TD, Link, Figure with Alt), page headers, footers and decorations
 * as artifacts, and only embedded, subset Noto fonts with Unicode maps (lib/server/pdf/fonts.ts). A
 * character no font has is drawn as a visible "□" whose span keeps the original as its ActualText. Before a
 * document leaves, its text layer is read back (ToUnicode maps and ActualText, as copying and screen readers read
 * it): a document that lost a character it was given is refused (TextLayerLost), never handed out.
 *
 * The makers describe a document as blocks (TaggedDocument); this module lays them out top to bottom.
 */

/** A colour as '#rrggbb'. */
type Colour = string;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string; size?: number; colour?: Colour }
  | { type: 'paragraph'; text: string; size?: number; bold?: boolean; colour?: Colour; after?: number }
  | { type: 'list'; items: string[]; size?: number }
  | {
      type: 'link';
      /** Text before the link, in the same paragraph. */
      before?: string;
      text: string;
      url: string;
      /** What the link leads to, for assistive technology (the annotation's /Contents). */
      description: string;
      size?: number;
    }
  | {
      type: 'table';
      header: string[];
      rows: string[][];
      /** Relative column widths (default: equal). */
      widths?: number[];
      /** A colour swatch before the first cell of each row (a legend), drawn as decoration. */
      swatches?: Array<Colour | null>;
      /** The first cell of each row is a row header. */
      rowHeaders?: boolean;
      size?: number;
    }
  | {
      type: 'image';
      png: Uint8Array;
      alt: string;
      /** The box the image is fitted into (default: the frame's width, its own proportions). */
      fit?: { width: number; height: number };
      /** Draws a north arrow in the image's top-right corner (part of the same Figure). */
      northArrow?: boolean;
      border?: boolean;
    }
  | { type: 'scaleBar'; points: number; label: string; alt: string }
  /** A decoration across the top of the page, `height` points deep, with an 8-point accent line below. */
  | { type: 'band'; height: number; fill: Colour; accent?: Colour }
  | { type: 'space'; height: number }
  | { type: 'frame'; box: Box; blocks: Block[] }
  | { type: 'pageBreak' };

export interface TaggedDocument {
  title: string;
  /** BCP 47 language of the document (default en-US). */
  lang?: string;
  author?: string;
  subject?: string;
  keywords?: string[];
  creator?: string;
  /** Page size in points (default US Letter portrait) and margin. */
  size?: [number, number];
  margin?: number;
  /** Running header, an artifact on every page but the first. */
  header?: string;
  /** Footer, an artifact on every page, with "Page i of n" when pageNumbers. */
  footer?: string;
  pageNumbers?: boolean;
  blocks: Block[];
}

const { ink: INK, muted: MUTED, rule: RULE, paper: PAPER } = printColours;
const HEADING_SIZES = [0, 22, 14, 12, 11, 11, 11];

type Doc = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;
/** Structure element options PDFKit reads that @types/pdfkit does not list (a Layout BBox, a TH's Scope). */
type StructOptions = { alt?: string; bbox?: number[]; scope?: 'Column' | 'Row' };
const struct = (doc: Doc, tag: string, options: StructOptions = {}): StructElement =>
  doc.struct(tag, options as Parameters<Doc['struct']>[1]);

/** Measures text at a size and weight (textWidth; a test may count what is measured). */
export type Measure = (text: string, size: number, weight: Weight) => number;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Words into lines no wider than `width`. A word longer than a line is cut between characters (never inside an
 * emoji or a letter with its marks) in one pass over the widths of its characters, each measured once; a line's
 * width is kept as words are added. The cost is linear in the text: one 20,000-character word, cut a character
 * at a time and measured again at each cut, once held every copy of an application for a minute.
 */
export function wrapText(
  text: string,
  size: number,
  width: number,
  weight: Weight = 'regular',
  measure: Measure = textWidth,
): string[] {
  const lines: string[] = [];
  const space = measure(' ', size, weight);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let w = measure(word, size, weight);
    let rest = word;
    if (w > width) {
      if (line) lines.push(line);
      line = '';
      let piece = '';
      let pieceWidth = 0;
      for (const { segment } of graphemes.segment(word)) {
        const g = measure(segment, size, weight);
        if (piece && pieceWidth + g > width) {
          lines.push(piece);
          piece = '';
          pieceWidth = 0;
        }
        piece += segment;
        pieceWidth += g;
      }
      rest = piece;
      w = pieceWidth;
    }
    if (line && lineWidth + space + w > width) {
      lines.push(line);
      line = rest;
      lineWidth = w;
    } else if (line) {
      line = `${line} ${rest}`;
      lineWidth += space + w;
    } else {
      line = rest;
      lineWidth = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays blocks out in a frame, top to bottom, starting a page when one is full. */
class Writer {
  private frame: Box;
  private y: number;
  private readonly registered = new Set<string>();

  constructor(
    private readonly doc: Doc,
    private readonly root: StructElement,
    private readonly page: { width: number; height: number; margin: number },
  ) {
    this.frame = this.pageFrame();
    this.y = this.frame.y;
  }

  private pageFrame(): Box {
    const { width, height, margin } = this.page;
    return { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin - 12 };
  }

  private newPage() {
    this.doc.addPage();
    this.frame = this.pageFrame();
    this.y = this.frame.y;
  }

  private ensure(height: number) {
    if (this.y + height > this.frame.y + this.frame.height && this.y > this.frame.y) this.newPage();
  }

  /** Draws one line of text at (x, y top), run by run in the faces that have its characters. */
  text(line: string, x: number, y: number, size: number, weight: Weight, colour: Colour): number {
    let at = x;
    for (const run of fontRuns(line, weight)) {
      if (!this.registered.has(run.file)) {
        this.doc.registerFont(run.file, Buffer.from(faceBytes(run.file)));
        this.registered.add(run.file);
      }
      this.doc.font(run.file).fontSize(size).fillColor(colour);
      // A character no font has: a visible replacement whose span reads as the original.
      if (run.actual !== undefined) this.doc.markContent('Span', { actual: run.actual });
      this.doc.text(run.text, at, y, { lineBreak: false });
      if (run.actual !== undefined) this.doc.endMarkedContent();
      at += this.doc.widthOfString(run.text);
    }
    return at - x;
  }

  /** Text marked as content of `element`, line by line (each line its own marked sequence). */
  private lines(
    element: StructElement,
    tag: string,
    lines: string[],
    o: { x: number; size: number; weight: Weight; colour: Colour },
  ) {
    const leading = o.size * 1.4;
    for (const line of lines) {
      this.ensure(leading);
      element.add(this.marked(tag, () => this.text(line, o.x, this.y, o.size, o.weight, o.colour)));
      this.y += leading;
    }
  }

  private marked(tag: string, draw: () => void): PDFKit.PDFStructureContent {
    const content = this.doc.markStructureContent(tag);
    draw();
    this.doc.endMarkedContent();
    return content;
  }

  private artifact(draw: () => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  write(blocks: Block[], parent: StructElement = this.root) {
    for (const block of blocks) this.block(block, parent);
  }

  private block(b: Block, parent: StructElement) {
    const width = this.frame.width;
    switch (b.type) {
      case 'heading': {
        const size = b.size ?? HEADING_SIZES[b.level]!;
        this.ensure(size * 1.4 + 40); // keep a heading with the first lines of its section
        this.y += b.level === 1 ? 0 : 6;
        const h = this.doc.struct(`H${b.level}`);
        parent.add(h);
        this.lines(h, `H${b.level}`, wrapText(b.text, size, width, 'bold'), {
          x: this.frame.x,
          size,
          weight: 'bold',
          colour: b.colour ?? INK,
        });
        h.end();
        this.y += 4;
        return;
      }
      case 'paragraph': {
        const size = b.size ?? 11;
        const weight: Weight = b.bold ? 'bold' : 'regular';
        const p = this.doc.struct('P');
        parent.add(p);
        this.lines(p, 'P', wrapText(b.text, size, width, weight), {
          x: this.frame.x,
          size,
          weight,
          colour: b.colour ?? INK,
        });
        p.end();
        this.y += b.after ?? 6;
        return;
      }
      case 'list': {
        const size = b.size ?? 11;
        const list = this.doc.struct('L');
        parent.add(list);
        for (const item of b.items) {
          const li = this.doc.struct('LI');
          list.add(li);
          const lines = wrapText(item, size, width - 14);
          this.ensure(size * 1.4);
          const lbl = this.doc.struct('Lbl');
          li.add(lbl);
          lbl.add(this.marked('Lbl', () => this.text('•', this.frame.x + 2, this.y, size, 'regular', INK)));
          lbl.end();
          const body = this.doc.struct('LBody');
          li.add(body);
          this.lines(body, 'P', lines, { x: this.frame.x + 14, size, weight: 'regular', colour: INK });
          body.end();
          li.end();
          this.y += 3;
        }
        list.end();
        this.y += 4;
        return;
      }
      case 'link':
        return this.link(b, parent);
      case 'table':
        return this.table(b, parent);
      case 'image':
        return this.image(b, parent);
      case 'scaleBar': {
        this.ensure(24);
        const [x, y] = [this.frame.x + 4, this.y + 12];
        const figure = struct(this.doc, 'Figure', {
          alt: b.alt,
          bbox: [x - 4, this.y, x + b.points + 40, this.y + 24],
        });
        parent.add(figure);
        figure.add(
          this.marked('Figure', () => {
            const half = b.points / 2;
            this.doc.rect(x, y, half, 4).fill(INK);
            this.doc
              .rect(x + half, y, half, 4)
              .lineWidth(0.75)
              .fillAndStroke(PAPER, INK);
            this.text('0', x - 2, y - 10, 7, 'regular', INK);
            this.text(b.label, x + b.points - textWidth(b.label, 7) / 2, y - 10, 7, 'regular', INK);
          }),
        );
        figure.end();
        this.y += 28;
        return;
      }
      case 'band':
        // Across the top edge of the page (full bleed, not from the margin): the blocks after it are placed
        // against the page, so a band drawn from the margin down covered the cover's title.
        this.artifact(() => {
          this.doc.rect(0, 0, this.page.width, b.height).fill(b.fill);
          if (b.accent) this.doc.rect(0, b.height, this.page.width, 8).fill(b.accent);
        });
        return;
      case 'space':
        this.y += b.height;
        return;
      case 'frame': {
        const [frame, y] = [this.frame, this.y];
        this.frame = b.box;
        this.y = b.box.y;
        this.write(b.blocks, parent);
        // Back in the outer frame, below the inner one if it ran on to a new page.
        if (this.frame === b.box) [this.frame, this.y] = [frame, y];
        return;
      }
      case 'pageBreak':
        this.newPage();
        return;
    }
  }

  private link(b: Extract<Block, { type: 'link' }>, parent: StructElement) {
    const size = b.size ?? 11;
    const p = this.doc.struct('P');
    parent.add(p);
    if (b.before) {
      this.lines(p, 'P', wrapText(b.before, size, this.frame.width), {
        x: this.frame.x,
        size,
        weight: 'regular',
        colour: INK,
      });
    }
    const link = this.doc.struct('Link', { alt: b.description });
    p.add(link);
    for (const line of wrapText(b.text, size, this.frame.width)) {
      this.ensure(size * 1.4);
      let w = 0;
      link.add(
        this.marked(
          'Link',
          () => (w = this.text(line, this.frame.x, this.y, size, 'regular', palette.primary)),
        ),
      );
      this.doc.link(this.frame.x, this.y, w, size * 1.2, b.url, {
        structParent: link,
        // A PDF string (PDFKit writes a plain JS string as a name).
        Contents: new String(b.description),
      } as never);
      this.y += size * 1.4;
    }
    link.end();
    p.end();
    this.y += 6;
  }

  private table(b: Extract<Block, { type: 'table' }>, parent: StructElement) {
    const size = b.size ?? 10;
    const pad = 3;
    const swatch = b.swatches ? 14 : 0;
    const weights = b.widths ?? b.header.map(() => 1);
    const total = weights.reduce((a, c) => a + c, 0);
    const cols = weights.map((w) => (w / total) * this.frame.width);
    const table = this.doc.struct('Table');
    parent.add(table);
    const row = (cells: string[], header: boolean, colour: Colour | null) => {
      const wrapped = cells.map((c, i) =>
        wrapText(c, size, cols[i]! - 2 * pad - (i === 0 ? swatch : 0), header ? 'bold' : 'regular'),
      );
      const height = Math.max(1, ...wrapped.map((l) => l.length)) * size * 1.3 + 2 * pad;
      this.ensure(height);
      const tr = this.doc.struct('TR');
      table.add(tr);
      let x = this.frame.x;
      const top = this.y;
      wrapped.forEach((lines, i) => {
        const th = header || (b.rowHeaders && i === 0);
        const tag = th ? 'TH' : 'TD';
        const cell = struct(this.doc, tag, th ? { scope: header ? 'Column' : 'Row' } : {});
        tr.add(cell);
        if (i === 0 && colour) {
          this.artifact(() => {
            this.doc
              .rect(x + pad, top + pad + 1, 10, 8)
              .lineWidth(0.3)
              .fillAndStroke(colour, INK);
          });
        }
        lines.forEach((line, j) => {
          const ly = top + pad + j * size * 1.3;
          const lx = x + pad + (i === 0 ? swatch : 0);
          cell.add(this.marked(tag, () => this.text(line, lx, ly, size, header ? 'bold' : 'regular', INK)));
        });
        cell.end();
        x += cols[i]!;
      });
      tr.end();
      this.artifact(() => {
        this.doc
          .moveTo(this.frame.x, top + height)
          .lineTo(this.frame.x + this.frame.width, top + height)
          .lineWidth(header ? 0.75 : 0.3)
          .stroke(RULE);
      });
      this.y = top + height;
    };
    row(b.header, true, null);
    b.rows.forEach((cells, i) => row(cells, false, b.swatches?.[i] ?? null));
    table.end();
    this.y += 8;
  }

  private image(b: Extract<Block, { type: 'image' }>, parent: StructElement) {
    // PDFKit's openImage (not in @types/pdfkit) reads the PNG once, for its size and for drawing.
    const img = (this.doc as Doc & { openImage(src: Buffer): { width: number; height: number } }).openImage(
      Buffer.from(b.png),
    );
    const box = b.fit ?? { width: this.frame.width, height: this.frame.y + this.frame.height - this.y };
    const s = Math.min(box.width / img.width, box.height / img.height);
    const [w, h] = [img.width * s, img.height * s];
    this.ensure(h);
    const [x, y] = [this.frame.x + (box.width - w) / 2, this.y];
    const figure = struct(this.doc, 'Figure', { alt: b.alt, bbox: [x, y, x + w, y + h] });
    parent.add(figure);
    figure.add(
      this.marked('Figure', () => {
        this.doc.image(img as never, x, y, { width: w, height: h });
        if (b.border) this.doc.rect(x, y, w, h).lineWidth(0.5).stroke(INK);
        if (b.northArrow) this.northArrow(x + w - 22, y + 22);
      }),
    );
    figure.end();
    this.y += h + 8;
  }

  /** A north arrow: a half-filled triangle over an "N", on a white disc so it reads over any map. */
  private northArrow(x: number, y: number) {
    this.doc.circle(x, y, 15).fillOpacity(0.9).lineWidth(0.5).fillAndStroke(PAPER, INK).fillOpacity(1);
    this.doc.path(`M ${x} ${y - 12} L ${x - 6} ${y + 6} L ${x} ${y + 2} Z`).fill(INK);
    this.doc
      .path(`M ${x} ${y - 12} L ${x + 6} ${y + 6} L ${x} ${y + 2} Z`)
      .lineWidth(0.75)
      .fillAndStroke(PAPER, INK);
    this.text('N', x - textWidth('N', 8, 'bold') / 2, y + 3, 8, 'bold', INK);
  }

  /** Header, footer and page numbers on every page, as pagination artifacts. */
  paginate(d: TaggedDocument) {
    const { start, count } = this.doc.bufferedPageRange();
    const { width, height, margin } = this.page;
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      this.doc.markContent('Artifact', { type: 'Pagination' });
      if (d.header && i > start) this.text(d.header, margin, 36, 9, 'regular', MUTED);
      if (d.footer) this.text(d.footer, margin, height - 48, 8, 'regular', MUTED);
      if (d.pageNumbers) {
        const label = `Page ${i - start + 1} of ${count}`;
        this.text(label, width - margin - textWidth(label, 8), height - 36, 8, 'regular', MUTED);
      }
      this.doc.endMarkedContent();
    }
  }
}

/** A document whose text layer does not hold every character its blocks gave it (a fault of the site, not of the text). */
export class TextLayerLost extends Error {
  constructor(readonly characters: string[]) {
    super(
      `The PDF's text layer lost ${characters.length === 1 ? 'a character' : `${characters.length} characters`} it was given (${characters
        .map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
        .join(', ')}): it was not made.`,
    );
  }
}

/** The text a document's blocks ask to be drawn: what its text layer must hold. */
export function typedText(d: Pick<TaggedDocument, 'blocks' | 'header' | 'footer'>): string {
  const out: string[] = [d.header ?? '', d.footer ?? ''];
  const visit = (blocks: Block[]) => {
    for (const b of blocks)
      switch (b.type) {
        case 'heading':
        case 'paragraph':
          out.push(b.text);
          break;
        case 'list':
          out.push(...b.items);
          break;
        case 'link':
          out.push(b.before ?? '', b.text);
          break;
        case 'table':
          out.push(...b.header, ...b.rows.flat());
          break;
        case 'scaleBar':
          out.push(b.label);
          break;
        case 'frame':
          visit(b.blocks);
          break;
      }
  };
  visit(d.blocks);
  return out.join('\n');
}

/**
 * Makes a tagged PDF/UA-1 document of the blocks. Never throws for a character a font lacks (see the module
 * comment); rejects with TextLayerLost if the made document's text layer lacks a character of its blocks.
 */
export async function renderTaggedPdf(d: TaggedDocument): Promise<Buffer> {
  const pdf = await drawTaggedPdf(d);
  const lost = await textLayerLosses(pdf, typedText(d));
  if (lost.length > 0) throw new TextLayerLost(lost);
  return pdf;
}

function drawTaggedPdf(d: TaggedDocument): Promise<Buffer> {
  const [width, height] = d.size ?? [612, 792];
  const margin = d.margin ?? 72;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0, // the layout is ours: PDFKit never starts a page by itself
    autoFirstPage: true,
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: d.lang ?? 'en-US',
    displayTitle: true,
    subset: 'PDF/UA' as never, // PDFKit writes pdfuaid:part 1 in the XMP; @types/pdfkit lists only PDF/A
    // No default font: PDFKit's would be the standard Helvetica. Every face is registered by its file name and
    // chosen by that name before drawing (Writer.text). A face given here as bytes would be parsed again on each
    // later choice of its file (PDFKit then finds it by its PostScript name and caches no other key).
    font: null as never,
    info: Object.fromEntries(
      Object.entries({
        Title: d.title,
        Author: d.author,
        Subject: d.subject,
        Keywords: d.keywords?.join(', '),
        Creator: d.creator ?? 'VTrans website',
        Producer: 'PDFKit',
      }).filter(([, v]) => v !== undefined),
    ),
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const writer = new Writer(doc, root, { width, height, margin });
  writer.write(d.blocks);
  root.end();
  writer.paginate(d);
  embedFontsWithoutCidSet(doc);
  doc.end();
  return done;
}

/**
 * PDFKit gives each subset font of a PDF/UA document a CIDSet that marks only the glyphs the text shows: the parts
 * of a composite glyph (the accent drawn in an "é") are in the subset but not in the set, and a CIDSet that does
 * not name every glyph of its subset breaks PDF/UA-1 7.21.4.2 (Matterhorn 31-013; veraPDF refuses it). PDF/UA asks
 * for no CIDSet, so the site writes none. PDFKit writes one when `doc.subset === 1` (PDF/A-1's rule, which its
 * PDF/UA mode sets too) at the moment it embeds a font, inside end() and before the PDF/UA metadata is written:
 * each font is embedded with the mark unset, and the mark is back for the metadata.
 */
function embedFontsWithoutCidSet(doc: Doc): void {
  const d = doc as Doc & { subset?: number; _fontFamilies: Record<string, { finalize(): void }> };
  for (const font of Object.values(d._fontFamilies)) {
    const finalize = font.finalize.bind(font);
    font.finalize = () => {
      const subset = d.subset;
      d.subset = undefined;
      try {
        finalize();
      } finally {
        d.subset = subset;
      }
    };
  }
}
