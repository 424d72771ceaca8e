import type { Heading, Image, Link, Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { MAX_TABLE_CELLS, renderedTableCells } from '@/lib/server/markdown';
import type { MarkdownProblem } from '@/lib/shared/schemas/content';
import { PAGES } from '@/lib/shared/pageRegistry';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';

/**
 * The rules for Markdown that staff write (program update bodies). The site renders Markdown
 * without raw HTML already (lib/server/markdown.ts drops it); here a body that contains any is refused, so
 * what the editor sees is what is published. Links must lead somewhere real, headings must make an outline,
 * and every image needs alt text (WCAG 1.1.1, 1.3.1, 2.4.4).
 */
export type { MarkdownProblem };

const parser = unified().use(remarkParse).use(remarkGfm);

/** Route patterns of the registry as expressions ('/gap-ta/[gapid]' → any one segment). */
const ROUTE_PATTERNS = Object.keys(PAGES)
  .filter((r) => !r.startsWith('/admin') && !r.startsWith('/auth'))
  .map((r) => new RegExp(`^${r.replace(/\[[^\]]+\]/g, '[^/]+')}$`));

/** A site address that a page of the registry or the library answers. */
export function knownSitePath(href: string): boolean {
  const path = href.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  if (path.startsWith(RESOURCES_PREFIX)) return path.length > RESOURCES_PREFIX.length;
  return ROUTE_PATTERNS.some((p) => p.test(path));
}

const shortened = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

function linkProblem(url: string, what: 'link' | 'image'): string | null {
  if (/^\/(?!\/)/.test(url)) {
    return knownSitePath(url) ? null : `the ${what} “${shortened(url)}” points to no page of this site`;
  }
  if (/^https:\/\/[^\s]+$/i.test(url) || (what === 'link' && /^(http:\/\/[^\s]+|mailto:\S+@\S+)$/i.test(url)))
    return null;
  if (what === 'link' && url.startsWith('#')) return null;
  return `the ${what} “${shortened(url)}” is not a full web address (https://…) or a page of this site (/…)`;
}

const lineOf = (n: Nodes) => n.position?.start.line ?? null;
const textOf = (n: Nodes): string =>
  'value' in n && typeof n.value === 'string'
    ? n.value
    : 'children' in n
      ? (n.children as Nodes[]).map(textOf).join('')
      : n.type === 'image'
        ? (n.alt ?? '')
        : '';

/** Every problem of a Markdown body, in reading order (empty when it may be published). */
export function checkMarkdown(source: string): MarkdownProblem[] {
  return checkTree(parser.parse(source) as Root);
}

function checkTree(root: Root): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const add = (n: Nodes, message: string) => problems.push({ line: lineOf(n), message });
  let lastDepth = 1; // the page's own title is the level-1 heading
  const visit = (n: Nodes) => {
    if (n.type === 'html') {
      add(
        n,
        `Raw HTML (“${shortened(n.value.trim())}”) is not accepted. Write Markdown instead: **bold**, ` +
          `[link text](https://…), ## Heading.`,
      );
      return;
    }
    if (n.type === 'heading') {
      const h = n as Heading;
      if (h.depth === 1) add(n, 'Start headings at level 2 (## …): the page’s title is its level-1 heading.');
      else if (h.depth > lastDepth + 1)
        add(
          n,
          `A level-${h.depth} heading follows level ${lastDepth}. Use level ${lastDepth + 1} ` +
            `(${'#'.repeat(lastDepth + 1)} …) so the outline has no gaps.`,
        );
      if (!textOf(n).trim()) add(n, 'A heading has no text.');
      lastDepth = Math.max(2, h.depth);
    }
    if (n.type === 'image') {
      const img = n as Image;
      if (!img.alt?.trim())
        add(
          n,
          `The image “${shortened(img.url)}” has no alt text. Say what it shows: ![what it shows](address).`,
        );
      const p = linkProblem(img.url, 'image');
      if (p) add(n, `${p[0].toUpperCase()}${p.slice(1)}.`);
      // The pages' Content Security Policy shows only images this site serves (img-src 'self' data: blob:,
      // lib/server/security/csp.ts): an image from another site passed this check and never showed.
      else if (/^https?:\/\//i.test(img.url))
        add(
          n,
          `The image “${shortened(img.url)}” is on another site, and the site’s security policy shows only ` +
            `images it serves itself, so readers would see nothing. Add the image to the documents library and ` +
            `use its address here (/resources/…), or link to it instead: [what it shows](${shortened(img.url)}).`,
        );
    }
    if (n.type === 'link') {
      const link = n as Link;
      const p = linkProblem(link.url, 'link');
      if (p) add(n, `${p[0].toUpperCase()}${p.slice(1)}.`);
      if (!textOf(n).trim()) add(n, `The link “${shortened(link.url)}” has no text to read.`);
    }
    if (n.type === 'definition' || n.type === 'linkReference' || n.type === 'imageReference') {
      add(n, 'Write links and images in place ([text](address)), not as references defined elsewhere.');
    }
    if ('children' in n) for (const c of n.children as Nodes[]) visit(c);
  };
  // First, and before walking: the bound on what the body costs to render.
  const cells = renderedTableCells(root);
  if (cells > MAX_TABLE_CELLS) {
    const first = root.children.find((n) => n.type === 'table');
    problems.push({
      line: first ? lineOf(first) : null,
      message:
        `The tables would show ${cells.toLocaleString('en-US')} cells; at most ${MAX_TABLE_CELLS.toLocaleString('en-US')} fit on a page ` +
        `(every row gets as many cells as the header has columns). Shorten the header row or the table, split it, ` +
        `or publish the data as a CSV in the library and link to it.`,
    });
    return problems;
  }
  visit(root);
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
