import type { Annotation } from '../annotations';
import { allDictionaries, N } from '../model';
import { at, count, pagePrefix, type Facts, type Failure, type Rule } from './types';

/** Checkpoint 28: annotations, links, form fields and media (ISO 14289-1 7.18). */

const ANNOT_FIX =
  'Tag every comment, stamp and form annotation and give it a description. Acrobat: Accessibility > Reading Order, or the Tags panel > Find > Unmarked Annotations, then add its Contents (right-click > Properties).';
const LINK_FIX =
  'Tag each link as a Link with a description. Word, InDesign (with "Create Tagged PDF" and Hyperlinks on) and browsers do this when they make a tagged PDF. Acrobat: Accessibility > Autotag, or the Tags panel > Find > Unmarked Links, and give each link text in its Properties.';
const FORM_FIX =
  "Give every form field a tooltip and tag it. Acrobat: Prepare Form, then each field's Properties > General > Tooltip; Accessibility > Autotag Form Fields puts each field in a Form tag. InDesign: the Buttons and Forms panel's Description.";

/** Annotations PDF/UA asks a tag and a description of: seen, and not popups, printer marks or fields. */
const described = (f: Facts) =>
  f.annotations.filter(
    (a) => !a.unseen && !['Popup', 'PrinterMark', 'Widget', 'TrapNet'].includes(a.subtype ?? ''),
  );

const altOf = (f: Facts, a: Annotation) => (a.el ? f.textOf(a.el.dict.get(N('Alt')))?.trim() : undefined);

/** A count sentence with the pages the annotations are on. */
const counted = (list: Annotation[], sentence: (n: number) => string): Failure[] =>
  list.length > 0
    ? [
        at(
          sentence(list.length),
          list.map((a) => a.page),
        ),
      ]
    : [];

/** The form field of a widget: the widget itself when it is a field (it has a name, T), else its parent. */
const fieldOf = (f: Facts, a: Annotation) =>
  a.dict.get(N('T')) !== undefined ? a.dict : (f.dictOf(a.dict.get(N('Parent'))) ?? a.dict);

export const annotationRules: Rule[] = [
  {
    id: '28-002',
    checkpoint: '28',
    clause: '7.18.1',
    group: 'annotations',
    title: 'Annotations are tagged as Annot',
    fix: ANNOT_FIX,
    check: (f) =>
      counted(
        described(f).filter((a) => a.subtype !== 'Link' && a.el?.type !== 'Annot'),
        (n) => `${count(n, 'annotation is', 'annotations are')} not tagged as Annot.`,
      ),
  },
  {
    id: '28-004',
    checkpoint: '28',
    clause: '7.18.1',
    group: 'annotations',
    title: 'Annotations have a description',
    fix: ANNOT_FIX,
    check: (f) =>
      counted(
        described(f).filter((a) => a.subtype !== 'Link' && !a.contents && !altOf(f, a)),
        (n) => `${count(n, 'annotation has', 'annotations have')} no description.`,
      ),
  },
  {
    id: '28-006',
    checkpoint: '28',
    clause: '7.18.2',
    group: 'annotations',
    title: 'No trap network annotations',
    fix: 'Remove the trap network (a print-production annotation): Acrobat Print Production > Trap Presets, or export again without trapping.',
    check: (f) =>
      counted(
        f.annotations.filter((a) => !a.unseen && a.subtype === 'TrapNet'),
        () => 'The file has trap network annotations.',
      ),
  },
  {
    id: '28-007, 28-008',
    checkpoint: '28',
    clause: '7.18.3',
    group: 'annotations',
    title: 'Pages with annotations use the structure tab order (Tabs S)',
    fix: 'Set the tab order of every page with links, fields or comments to the document structure. Acrobat: Page Thumbnails > select all > Page Properties > Tab Order: "Use Document Structure". Word and InDesign set it when they export a tagged PDF.',
    check: (f) => {
      const pages = new Map(f.annotations.map((a) => [a.page, a.pageNode]));
      return [...pages]
        .filter(([, node]) => f.nameOf(node.get(N('Tabs'))) !== 'S')
        .map(([page]) =>
          at(`Page ${page} has annotations but its tab order is not the structure order.`, [page]),
        );
    },
  },
  {
    id: '28-005',
    checkpoint: '28',
    clause: '7.18.1',
    group: 'annotations',
    title: "Form fields have a description (TU, or the Form tag's Alt)",
    fix: FORM_FIX,
    check: (f) =>
      counted(
        f.annotations.filter(
          (a) =>
            !a.unseen &&
            a.subtype === 'Widget' &&
            !f.textOf(fieldOf(f, a).get(N('TU')))?.trim() &&
            !altOf(f, a),
        ),
        (n) => `${count(n, 'form field has', 'form fields have')} no description (tooltip).`,
      ),
  },
  {
    id: '28-009',
    checkpoint: '28',
    clause: '7.18.4',
    group: 'annotations',
    title: 'Form fields are tagged as Form',
    fix: FORM_FIX,
    check: (f) =>
      counted(
        f.annotations.filter((a) => !a.unseen && a.subtype === 'Widget' && a.el?.type !== 'Form'),
        (n) => `${count(n, 'form field is', 'form fields are')} not tagged as Form.`,
      ),
  },
  {
    id: '28-011',
    checkpoint: '28',
    clause: '7.18.5',
    group: 'links',
    title: 'Links are tagged as Link',
    fix: LINK_FIX,
    check: (f) =>
      counted(
        described(f).filter((a) => a.subtype === 'Link' && a.el?.type !== 'Link'),
        (n) => `${n} links are not tagged as Link.`,
      ),
  },
  {
    id: '28-012',
    checkpoint: '28',
    clause: '7.18.5',
    group: 'links',
    title: 'Links have a description',
    fix: LINK_FIX,
    check: (f) =>
      counted(
        described(f).filter((a) => a.subtype === 'Link' && !a.contents && !altOf(f, a)),
        (n) => `${n} links have no description.`,
      ),
  },
  {
    id: '28-014, 28-015',
    checkpoint: '28',
    clause: '7.18.6.2',
    group: 'annotations',
    title: 'Media clips say their type (CT) and have a description (Alt)',
    fix: 'Give every video or sound a content type and a description. Acrobat: select the media with the Rich Media or Multimedia tool, open its Properties and fill in the description; or replace it with a link to the media and a text description.',
    check: (f) => {
      const out: Failure[] = [];
      for (const [tag, d] of allDictionaries(f)) {
        if (f.nameOf(d.get(N('S'))) !== 'MCD') continue;
        if (f.textOf(d.get(N('CT'))) === null)
          out.push(at(`The media clip ${tag} does not say its content type (CT).`));
        const alt = f.arrayOf(d.get(N('Alt')));
        const texts = alt.filter((_, i) => i % 2 === 1).map((x) => f.textOf(x)?.trim());
        if (!texts.some((t) => !!t)) out.push(at(`The media clip ${tag} has no description (Alt).`));
      }
      return out;
    },
  },
  {
    id: '28-017',
    checkpoint: '28',
    clause: '7.18.8',
    group: 'annotations',
    title: 'Printer marks are not in the structure tree',
    fix: "Printer's marks are not content: remove their tags. Acrobat: the Tags panel, delete the Annot tag that holds the printer mark.",
    check: (f) =>
      f.annotations
        .filter((a) => a.subtype === 'PrinterMark' && a.el)
        .map((a) => at(`${pagePrefix(a.page)}a printer's mark annotation is tagged as content.`, [a.page])),
  },
];

export const hasAnnotations = (f: Facts) =>
  described(f).some((a) => a.subtype !== 'Link') ||
  f.annotations.some((a) => a.subtype === 'Widget' || a.subtype === 'TrapNet');
export const hasLinks = (f: Facts) => described(f).some((a) => a.subtype === 'Link');
