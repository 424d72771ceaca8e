import { dictionaries, N, type Elem } from '../model';
import { at, count, pagePrefix, type Facts, type Failure, type Rule } from './types';

/** Checkpoints 01 (real content tagged), 02 (role mapping), 09 (appropriate tags), 19 (notes), 30 (XObjects). */

const RETAG =
  'Make the PDF again with tags. Word: File > Save As > PDF > Options > "Document structure tags for accessibility". InDesign: Export > Adobe PDF (Interactive or Print) with "Create Tagged PDF". Browser: print to PDF from Chrome or Edge. Acrobat: Accessibility > Autotag document, then check the tags.';
const REORDER =
  "Fix the tags in Acrobat's Tags panel (View > Show/Hide > Navigation Panes > Tags): drag each element into the place the list, table or contents structure asks for, or retag it. In Word and InDesign, use the built-in list, table and table-of-contents features rather than drawn ones, and export again.";

const tagged = (f: Facts) => !!f.structure.treeRoot && f.structure.elements.length > 0;

/** An element's name for a sentence: its type and page. */
const where = (f: Facts, e: Elem) => `${pagePrefix(f.pageOf(e))}a ${e.type} element`;

/** One failure per element of each list: its name and page, then the list's sentence. */
function elementFailures(f: Facts, lists: Array<[Elem[], string | ((e: Elem) => string)]>): Failure[] {
  return lists.flatMap(([elems, say]) =>
    elems.map((e) => at(`${where(f, e)} ${typeof say === 'string' ? say : say(e)}`, [f.pageOf(e)])),
  );
}

/** Elements whose parent's type is not one of `parents`. */
const misplaced = (f: Facts, types: string[], parents: string[]) =>
  f.structure.elements.filter((e) => types.includes(e.type) && !parents.includes(e.parent?.type ?? ''));

/** Elements of `type` with a child whose type is not one of `allowed`. */
const badChildren = (f: Facts, type: string, allowed: string[]) =>
  f.structure.elements.filter((e) => e.type === type && e.kids.some((k) => !allowed.includes(k.type)));

/** Elements of `type` with more than one Caption, or a Caption not first (or last, when allowed). */
const badCaption = (f: Facts, type: string, lastToo: boolean) =>
  f.structure.elements.filter((e) => {
    if (e.type !== type) return false;
    const at = e.kids.map((k, i) => (k.type === 'Caption' ? i : -1)).filter((i) => i >= 0);
    return at.length > 1 || (at.length === 1 && at[0] !== 0 && !(lastToo && at[0] === e.kids.length - 1));
  });

const ROLE_FIX = `${RETAG} In Acrobat, the role map is in the Tags panel's Options > Edit Role Map.`;

/** A rule of the tags as a whole (checkpoints 01 and 02): one sentence when it fails, else null. */
const treeRule = (
  id: string,
  title: string,
  fix: string,
  sentence: (f: Facts, s: Facts['structure']) => string | null | false,
): Rule => ({
  id,
  checkpoint: id.slice(0, 2),
  clause: '7.1',
  group: 'tagged',
  title,
  fix,
  check: (f) => {
    const said = sentence(f, f.structure);
    return said ? [at(said)] : [];
  },
});

export const structureRules: Rule[] = [
  treeRule('01-005', 'The document is tagged', RETAG, (f, s) =>
    !tagged(f)
      ? 'Not tagged: a screen reader gets no headings, lists or reading order.'
      : !s.marked &&
        'The structure tree is there but the file is not marked as tagged (MarkInfo Marked is not true).',
  ),
  treeRule(
    '01-007',
    'Tags not flagged as suspect',
    RETAG,
    (f, s) =>
      tagged(f) &&
      s.suspects &&
      'The tags are flagged as suspect (MarkInfo Suspects is true): the tool that made them doubted them.',
  ),
  treeRule(
    '02-001',
    'Every tag maps to a standard type',
    ROLE_FIX,
    (_, s) =>
      !!s.nonStandard &&
      !s.circularRole &&
      !s.remappedStandard &&
      `The tag ${s.nonStandard} is not a standard tag and the role map does not say which one it stands for.`,
  ),
  treeRule(
    '02-002',
    'The role map is not circular',
    ROLE_FIX,
    (_, s) => s.circularRole && 'The role map of the tags is circular, so some tags have no meaning.',
  ),
  treeRule(
    '02-003',
    'Standard tags are not remapped',
    ROLE_FIX,
    (_, s) =>
      !!s.remappedStandard &&
      !s.circularRole &&
      `The role map changes the meaning of the standard tag ${s.remappedStandard}.`,
  ),
  {
    id: '09-005',
    checkpoint: '09',
    clause: '7.2',
    group: 'tagged',
    title: 'Lists are tagged L > LI > Lbl/LBody',
    fix: REORDER,
    check: (f) =>
      elementFailures(f, [
        [misplaced(f, ['LI'], ['L']), '(list item) is not inside a list (L).'],
        [misplaced(f, ['LBody'], ['LI']), '(list item body) is not inside a list item (LI).'],
        [
          badChildren(f, 'L', ['LI', 'L', 'Caption']),
          '(list) holds something other than list items (LI), lists or a caption.',
        ],
        [
          badChildren(f, 'LI', ['Lbl', 'LBody']),
          '(list item) holds something other than a label (Lbl) and a body (LBody).',
        ],
        [
          badCaption(f, 'L', false),
          '(list) has more than one caption, or a caption that is not its first child.',
        ],
      ]),
  },
  {
    id: '09-006',
    checkpoint: '09',
    clause: '7.2',
    group: 'tagged',
    title: 'Tables of contents are tagged TOC > TOCI',
    fix: REORDER,
    check: (f) =>
      elementFailures(f, [
        [misplaced(f, ['TOCI'], ['TOC']), '(contents entry) is not inside a table of contents (TOC).'],
        [
          badChildren(f, 'TOC', ['TOC', 'TOCI', 'Caption']),
          '(table of contents) holds something other than entries (TOCI), TOCs or a caption.',
        ],
        [
          badCaption(f, 'TOC', false),
          '(table of contents) has more than one caption, or one that is not first.',
        ],
      ]),
  },
  {
    id: '19-003, 19-004',
    checkpoint: '19',
    clause: '7.9',
    group: 'notes',
    title: 'Each note has its own ID',
    fix: "Footnotes and endnotes need an ID each. Word and InDesign footnotes export with them; in Acrobat, open the Note tag's Properties in the Tags panel and give it a unique ID (or autotag the document again).",
    check: (f) => {
      const notes = f.structure.elements.filter((e) => e.type === 'Note');
      const idOf = (e: Elem) => f.textOf(e.dict.get(N('ID')));
      const ids = new Map<string, number>();
      for (const n of notes) ids.set(idOf(n) ?? '', (ids.get(idOf(n) ?? '') ?? 0) + 1);
      return elementFailures(f, [
        [notes.filter((n) => !idOf(n)), '(note) has no ID.'],
        [
          notes.filter((n) => !!idOf(n) && (ids.get(idOf(n)!) ?? 0) > 1),
          (e) => `(note) has the ID "${idOf(e)}", which another note has too.`,
        ],
      ]);
    },
  },
  {
    id: '30-001',
    checkpoint: '30',
    clause: '7.20',
    group: 'content',
    title: 'No reference XObjects',
    fix: 'The file draws a page of another PDF by reference (a reference XObject), which a screen reader cannot follow. In Acrobat, use Print Production > Preflight > "Convert reference XObjects" or place the content itself, and export again.',
    check: (f) => {
      const refs: Failure[] = [];
      for (const [ref, d] of dictionaries(f)) {
        if (f.nameOf(d.get(N('Subtype'))) === 'Form' && d.get(N('Ref')) !== undefined)
          refs.push(at(`The form XObject ${ref.tag} draws another file's page by reference.`));
      }
      return refs;
    },
  },
  {
    id: '30-002',
    checkpoint: '30',
    clause: '7.20',
    group: 'content',
    title: 'Tagged form XObjects drawn once',
    fix: "Draw tagged content once: repeated content (a logo, a header drawn on every page) should be an artifact. In Acrobat's Reading Order tool mark it Background/Artifact, or export again from Word or InDesign with the repeated item in the header or master page.",
    check: (f) =>
      [...f.content.formsWithMcid]
        .filter((x) => (f.content.formDraws.get(x) ?? 0) > 1)
        .map((x) =>
          at(
            `The form XObject ${x} holds tagged content and is drawn more than once, so its content is in the structure tree once for several places.`,
          ),
        ),
  },
];

/** The number of tagged elements, for the tags check's passing sentence. */
export const taggedSentence = (f: Facts) =>
  `Tagged: ${count(f.structure.elements.length, 'structure element')} give the reading order.`;
