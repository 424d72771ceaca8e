import { N, type Elem } from '../model';
import { at, count, type Facts, type Rule } from './types';

/** Checkpoints 13 (graphics), 17 (mathematical expressions) and 14 (headings). */

const figures = (f: Facts) => f.structure.elements.filter((e) => e.type === 'Figure' || e.type === 'Formula');

/** The heading problem of the document, with the heading it is at. */
function headingProblem(f: Facts): { message: string; at?: Elem } | null {
  const numbered = f.structure.order.filter((e) => /^H[1-9]\d*$/.test(e.type));
  const plainH = f.structure.order.filter((e) => e.type === 'H');
  if (numbered.length > 0 && plainH.length > 0)
    return { message: 'Numbered headings (H1, H2…) are mixed with plain H headings.', at: plainH[0] };
  const twice = plainH.find((h) => h.parent && h.parent.kids.filter((k) => k.type === 'H').length > 1);
  if (twice) return { message: 'A section has more than one plain H heading.', at: twice };
  let previous = 0;
  for (const h of numbered) {
    const level = Number(h.type.slice(1));
    if (level > previous + 1)
      return {
        message:
          previous === 0
            ? `The first heading is H${level}; headings should start at H1.`
            : `A heading skips from H${previous} to H${level}.`,
        at: h,
      };
    previous = level;
  }
  return null;
}

export const graphicsRules: Rule[] = [
  {
    id: '13-004, 17-003',
    checkpoint: '13',
    clause: '7.3, 7.7',
    group: 'figures',
    title: 'Figures and formulas have alternative text',
    fix: 'Describe each picture, chart, map and formula. Word: right-click > Edit Alt Text. InDesign: Object > Object Export Options > Alt Text. Web page: the alt attribute of each image, then print again. Acrobat: Accessibility > Set Alternate Text. Mark purely decorative images as artifacts.',
    check: (f) => {
      const all = figures(f);
      const without = all.filter(
        (e) => !(f.textOf(e.dict.get(N('Alt')))?.trim() || f.textOf(e.dict.get(N('ActualText'))) !== null),
      );
      if (without.length === 0) return [];
      const has = all.length === 1 ? 'figure has' : 'figures have';
      return [
        at(
          `${without.length} of ${all.length} ${has} no alternative text.`,
          without.map((e) => f.pageOf(e)),
        ),
      ];
    },
  },
  {
    id: '14-002, 14-003, 14-006, 14-007',
    checkpoint: '14',
    clause: '7.4',
    group: 'headings',
    title: 'Headings in order',
    fix: 'Use heading levels in order: start at Heading 1 and do not skip a level (Heading 1 then Heading 3). Word: the Heading styles. InDesign: map paragraph styles to H1–H6 in Export Tagging. Web page: h1, h2… in order. Acrobat: retag headings as H1–H6 and do not mix plain H tags with numbered ones.',
    check: (f) => {
      const p = headingProblem(f);
      return p ? [at(p.message, [f.pageOf(p.at)])] : [];
    },
  },
];

export const figuresSentence = (f: Facts) =>
  `All ${count(figures(f).length, 'figure')} have alternative text.`;
export const hasFigures = (f: Facts) => figures(f).length > 0;
export const hasHeadings = (f: Facts) => f.structure.elements.some((e) => /^H[1-9]?\d*$/.test(e.type));
