import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { find, html } from 'property-information';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { MdElement, MdNode, MdTree } from '@/lib/shared/markdown';
import { slugify } from '@/lib/shared/slug';

/** Markdown → HTML syntax tree (GFM; raw HTML in the source is dropped, as before). */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/** Elements in which whitespace-only text is not rendered (React forbids text there). */
const TABLE_ELEMENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const URL_PROPERTIES = new Set(['href', 'src', 'cite', 'action', 'poster']);
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp|tel)$/i;

/** The same rule as react-markdown's defaultUrlTransform: relative URLs and safe protocols only. */
function safeUrl(value: string): string {
  const colon = value.indexOf(':');
  const questionMark = value.indexOf('?');
  const numberSign = value.indexOf('#');
  const slash = value.indexOf('/');
  if (
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    SAFE_PROTOCOL.test(value.slice(0, colon))
  ) {
    return value;
  }
  return '';
}

function attributes(node: Element): MdElement['p'] {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    // Table cell alignment is layout the Markdown component decides (it used to be ignored there too).
    if (key === 'align') continue;
    const name = key === 'className' ? 'className' : find(html, key).attribute;
    let v: string | number | boolean = Array.isArray(value) ? value.join(' ') : value;
    if (typeof v === 'string' && URL_PROPERTIES.has(key)) v = safeUrl(v);
    out[name] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function convert(nodes: Array<RootContent | ElementContent>, parent: string | null): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (parent && TABLE_ELEMENTS.has(parent) && node.value.trim() === '') continue;
      out.push(node.value);
    } else if (node.type === 'element') {
      const element: MdElement = { t: node.tagName };
      const p = attributes(node);
      if (p) element.p = p;
      const c = convert(node.children, node.tagName);
      if (c.length > 0) element.c = c;
      out.push(element);
    }
    // Comments, doctypes and raw HTML are never rendered.
  }
  return out;
}

/**
 * The cost bound of rendered Markdown. GFM pads every row of a table to its header's column
 * count, so a table's rendered cells grow with the square of its text: a 6 KB table made a million cells.
 * The save and publish checks refuse a body over this (checkMarkdown), and the preview and the public render
 * show a sentence instead of rendering one, so none of them can cost more.
 */
export const MAX_TABLE_CELLS = 5_000;

/** The cells the tables of a parsed Markdown tree render: rows × the header's columns, summed. */
export function renderedTableCells(tree: MdastNodes): number {
  let cells = 0;
  const stack: MdastNodes[] = [tree];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'table') cells += n.children.length * Math.max(n.align?.length ?? 0, 1);
    else if ('children' in n) stack.push(...(n.children as MdastNodes[]));
  }
  return cells;
}

/** What a body over the bound renders as (the editor's checks refuse such a body before it is saved). */
export const TOO_LARGE_TO_SHOW = `This text has tables larger than the site shows (more than ${MAX_TABLE_CELLS.toLocaleString('en-US')} cells).`;

/** Parses Markdown into the tree the browser renders (no memo: see parseMarkdownCached). */
export function parseMarkdown(source: string): MdTree {
  const mdast = processor.parse(source) as MdastRoot;
  if (renderedTableCells(mdast) > MAX_TABLE_CELLS) return [{ t: 'p', c: [TOO_LARGE_TO_SHOW] }];
  const hast = processor.runSync(mdast) as Root;
  return withHeadingAnchors(convert(hast.children, null));
}

const textOf = (nodes: MdNode[] | undefined): string =>
  (nodes ?? []).map((n) => (typeof n === 'string' ? n : textOf(n.c))).join('');

/**
 * Gives each top-level h2 an anchor (its text as a slug, numbered when repeated), so a section of a page has an
 * address a link or a comment on a draft (issue 57) can point to.
 */
function withHeadingAnchors(tree: MdTree): MdTree {
  const seen = new Map<string, number>();
  for (const node of tree) {
    if (typeof node === 'string' || node.t !== 'h2' || node.p?.id) continue;
    const base = slugify(textOf(node.c), { max: 100, fallback: 'section' });
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    node.p = { ...node.p, id: n === 1 ? base : `${base}-${n}` };
  }
  return tree;
}

const MEMO_LIMIT = 500;
const memo = new Map<string, MdTree>();

/**
 * parseMarkdown memoised by the source text: the same copy is parsed once per process, and edited
 * copy (a different text) is parsed again. Bounded, oldest first out.
 */
export function parseMarkdownCached(source: string): MdTree {
  const hit = memo.get(source);
  if (hit) return hit;
  const tree = parseMarkdown(source);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(source, tree);
  return tree;
}
