import { palette, SMALL_TEXT } from '@/styles/theme';
import { slugify } from '@/lib/shared/slug';

/**
 * A drawn chart as a file a person can put in a report: the SVG that recharts drew, made
 * self-contained (title above, source, vintage and permalink below, a white background, the site's font
 * named with fallbacks), or that SVG drawn onto a canvas as PNG. Only the browser's own SVG serialiser and
 * canvas are used: no library, nothing leaves the page (the PNG is made from a blob: image, which the CSP's
 * img-src allows).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const FONT = "'Noto Sans', Arial, Helvetica, sans-serif";
const PAD = 16;
const LINE = 20;
const TITLE_LINE = 28;

/** What is written around the chart in the file. */
export interface ChartCaption {
  title: string;
  /** Lines under the chart: source, vintage, the permalink. */
  notes: string[];
}

/** One chart of the figure: its drawn SVG and, for small multiples, the heading above it. */
export interface ChartPartImage {
  svg: SVGSVGElement;
  heading: string | null;
}

const esc = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

const text = (x: number, y: number, s: string, size: string, weight = 400) =>
  `<text x="${x}" y="${y}" font-family="${esc(FONT)}" font-size="${size}" font-weight="${weight}" fill="${palette.text}">${esc(s)}</text>`;

/** Average width of a character of the notes' small text, in pixels: generous, so a line never runs past. */
const NOTE_CHAR_PX = 7.5;

/**
 * A note in lines that fit the file's width: words wrap, and a word longer than a line (the link back) is
 * broken, so nothing is cut off at the edge.
 */
export function noteLines(note: string, width: number): string[] {
  const max = Math.max(20, Math.floor(width / NOTE_CHAR_PX));
  const lines: string[] = [];
  let line = '';
  for (const word of note.split(' ')) {
    const pieces = word.length > max ? (word.match(new RegExp(`.{1,${max}}`, 'g')) ?? []) : [word];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= max && pieces.length === 1) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The size recharts drew a chart at (its width and height attributes, else its box). */
function sizeOf(svg: SVGSVGElement): { width: number; height: number } {
  const width = Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width || 600;
  const height = Number(svg.getAttribute('height')) || svg.getBoundingClientRect().height || 300;
  return { width, height };
}

/**
 * One SVG document holding the figure's charts one under another, with the title above and the notes
 * below: what the "Download chart (SVG)" button saves and the PNG is drawn from.
 */
export function figureSvg(
  parts: ChartPartImage[],
  caption: ChartCaption,
): { svg: string; width: number; height: number } {
  const sizes = parts.map((p) => sizeOf(p.svg));
  const width = Math.ceil(Math.max(480, ...sizes.map((s) => s.width)) + 2 * PAD);
  const body: string[] = [text(PAD, PAD + 20, caption.title, '20px', 700)];
  let y = PAD + TITLE_LINE + 8;
  const serialiser = new XMLSerializer();
  parts.forEach((part, i) => {
    if (part.heading) {
      y += LINE;
      body.push(text(PAD, y, part.heading, '16px', 700));
      y += 8;
    }
    const clone = part.svg.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('x', String(PAD));
    clone.setAttribute('y', String(y));
    clone.setAttribute('width', String(sizes[i]!.width));
    clone.setAttribute('height', String(sizes[i]!.height));
    clone.removeAttribute('style');
    clone.removeAttribute('class');
    // recharts' surface carries role="application" and a tab stop for its own keyboard layer: not in a file.
    clone.removeAttribute('role');
    clone.removeAttribute('tabindex');
    body.push(serialiser.serializeToString(clone));
    y += sizes[i]!.height;
  });
  y += 8;
  for (const line of caption.notes.flatMap((n) => noteLines(n, width - 2 * PAD))) {
    y += LINE;
    body.push(text(PAD, y, line, SMALL_TEXT));
  }
  const height = Math.ceil(y + PAD);
  const svg =
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${esc(FONT)}" role="img" aria-label="${esc(caption.title)}">` +
    `<title>${esc(caption.title)}</title>` +
    `<rect width="100%" height="100%" fill="${palette.white}"/>` +
    body.join('') +
    '</svg>';
  return { svg, width, height };
}

/** The figure's SVG drawn onto a canvas at `scale` (2: sharp on high-density screens and in print) as PNG. */
export async function svgToPng(
  svg: { svg: string; width: number; height: number },
  scale = 2,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg.svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = svg.width * scale;
    canvas.height = svg.height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart as an image.');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, svg.width, svg.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot save the chart as PNG.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves a blob under a file name, as a download link would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has its own copy once click() returns; the URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a title: `vtrans-outbound-tons-by-commodity`. */
export const fileSlug = (title: string) => `vtrans-${slugify(title, { fallback: 'chart' })}`;
