import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFObject } from 'pdf-lib';
import { PdfTooComplex } from './pdfContent';

/**
 * The pages of a PDF read from its page tree by iteration, with the attributes a page inherits (Resources,
 * MediaBox, CropBox) carried down as the walk descends. pdf-lib's own walk (`getPages`, and `Resources()` or
 * `getCropBox()` on a page, which climb the Parent chain) recurses, so a page tree some thousands of levels deep
 * ended a check in "Maximum call stack size exceeded", and costs its depth again on every page.
 */
export interface PageNode {
  node: PDFDict;
  /** The page object's reference tag ("12 0 R"), or a stand-in for a page written inline. */
  tag: string;
  resources: PDFDict | undefined;
  crop: { x: number; y: number; width: number; height: number };
}

const N = (s: string) => PDFName.of(s);

/**
 * The pages in order; PdfTooComplex past `limit` nodes visited. Cycles are walked once. `look` resolves a
 * reference (the check's own, bounded in the references it follows).
 */
export function pageTree(
  catalog: PDFDict,
  look: (o: PDFObject | undefined) => PDFObject | undefined,
  limit: number,
): PageNode[] {
  const dictOf = (o: PDFObject | undefined) => {
    const x = look(o);
    return x instanceof PDFDict ? x : undefined;
  };
  const box = (o: PDFObject | undefined) => {
    const a = look(o);
    if (!(a instanceof PDFArray) || a.size() < 4) return undefined;
    const [x1, y1, x2, y2] = a.asArray().map((v) => {
      const n = look(v);
      return n instanceof PDFNumber ? n.asNumber() : 0;
    });
    return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
  };
  type Inherited = { resources?: PDFDict; media?: PageNode['crop']; crop?: PageNode['crop'] };
  const pages: PageNode[] = [];
  const seen = new Set<PDFDict>();
  const stack: Array<{ o: PDFObject | undefined; inherited: Inherited }> = [
    { o: catalog.get(N('Pages')), inherited: {} },
  ];
  let visits = 0;
  while (stack.length > 0) {
    const { o, inherited } = stack.pop()!;
    const node = dictOf(o);
    if (!node || seen.has(node)) continue;
    if (++visits > limit) throw new PdfTooComplex('page tree too large');
    seen.add(node);
    const here: Inherited = {
      resources: dictOf(node.get(N('Resources'))) ?? inherited.resources,
      media: box(node.get(N('MediaBox'))) ?? inherited.media,
      crop: box(node.get(N('CropBox'))) ?? inherited.crop,
    };
    const type = look(node.get(N('Type')));
    const kids = look(node.get(N('Kids')));
    if (type === N('Page') || !(kids instanceof PDFArray)) {
      if (type !== N('Page')) continue; // neither a page nor a node of pages
      pages.push({
        node,
        tag: o instanceof PDFRef ? o.tag : `page ${pages.length + 1}`,
        resources: here.resources,
        crop: here.crop ?? here.media ?? { x: 0, y: 0, width: 612, height: 792 },
      });
      continue;
    }
    for (let i = kids.size() - 1; i >= 0; i--) stack.push({ o: kids.get(i), inherited: here });
  }
  return pages;
}
