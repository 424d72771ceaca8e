import { PDFDict } from 'pdf-lib';
import { PdfTooComplex } from '../pdfContent';
import { LIMITS } from './limits';
import { key, N, type Elem, type Model } from './model';

/** An annotation of a page, as the annotation rules read it. */
export interface Annotation {
  dict: PDFDict;
  ref: string | null;
  subtype: string | null;
  /** Its page (1-based) and page dictionary. */
  page: number;
  pageNode: PDFDict;
  /** The structure element that holds it (OBJR), if any. */
  el: Elem | undefined;
  /** Its Contents, trimmed ('' when empty, undefined when absent). */
  contents: string | undefined;
  /** Hidden (flag 2) or wholly outside the page's crop box: PDF/UA asks nothing of it. */
  unseen: boolean;
}

/** Every page's annotations, bounded in number. */
export function readAnnotations(m: Model): Annotation[] {
  const out: Annotation[] = [];
  m.pages.forEach((page, i) => {
    const crop = page.crop;
    for (const a of m.arrayOf(page.node.get(N('Annots')))) {
      if (out.length >= LIMITS.annotations) throw new PdfTooComplex('too many annotations');
      const dict = m.dictOf(a);
      if (!dict) continue;
      const [x1, y1, x2, y2] = m.arrayOf(dict.get(N('Rect'))).map((v) => m.numOf(v) ?? 0);
      const outside =
        Math.max(x1 ?? 0, x2 ?? 0) < crop.x ||
        Math.min(x1 ?? 0, x2 ?? 0) > crop.x + crop.width ||
        Math.max(y1 ?? 0, y2 ?? 0) < crop.y ||
        Math.min(y1 ?? 0, y2 ?? 0) > crop.y + crop.height;
      const ref = key(a);
      out.push({
        dict,
        ref,
        subtype: m.nameOf(dict.get(N('Subtype'))),
        page: i + 1,
        pageNode: page.node,
        el: m.structure.objrs.get(ref ?? ''),
        contents: m.textOf(dict.get(N('Contents')))?.trim(),
        unseen: ((m.numOf(dict.get(N('F'))) ?? 0) & 2) !== 0 || outside,
      });
    }
  });
  return out;
}
