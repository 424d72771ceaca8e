/** Plain-text helpers for building search records. */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

type MdNode = { type: string; value?: string; alt?: string | null; children?: MdNode[] };

/** Markdown is read by the same remark parser (with GFM tables) the pages are rendered with. */
const markdown = unified().use(remarkParse).use(remarkGfm);

/** Node types whose text is not prose: code blocks and raw HTML are left out of the index. */
const SKIPPED = new Set(['code', 'html', 'definition']);
/** Block nodes: their text is separated from the next block's by a space (inline text runs on as written). */
const BLOCKS = new Set([
  'heading',
  'paragraph',
  'listItem',
  'tableCell',
  'blockquote',
  'thematicBreak',
  'break',
]);

/**
 * Plain text of a Markdown text for the search index: the words people read (links keep their text, images
 * their alt text, tables their cells), without markup, code blocks or raw HTML.
 */
export function markdownToText(md: string): string {
  const parts: string[] = [];
  const walk = (node: MdNode) => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'image') parts.push(node.alt ?? '');
    else if (typeof node.value === 'string') parts.push(node.value);
    for (const child of node.children ?? []) walk(child);
    if (BLOCKS.has(node.type)) parts.push(' ');
  };
  walk(markdown.parse(md) as MdNode);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The headings (## … ######) of a Markdown text, as plain text. */
export function markdownHeadings(md: string): string[] {
  return [...md.matchAll(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => markdownToText(m[1]));
}

/** Epoch ms of an MM/DD/YYYY date, or null. */
export function usDateMs(us: string | null): number | null {
  const m = us ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us) : null;
  return m ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])) : null;
}
