/**
 * Markdown parsed on the server into a compact element tree (lib/server/markdown.ts) and rendered in the
 * browser by components/articles/Markdown.tsx, so the Markdown parser never ships to the browser.
 * Text is a string; an element is its tag, its attributes (React names) and its children.
 */
export type MdNode = string | MdElement;

export interface MdElement {
  /** HTML tag name, e.g. `h2`, `a`, `td`. */
  t: string;
  /** Attributes under their React names (`className`, `href`, `id`…); omitted when there are none. */
  p?: Record<string, string | number | boolean>;
  /** Children; omitted when there are none. */
  c?: MdNode[];
}

/** A parsed Markdown document: its top-level nodes. */
export type MdTree = MdNode[];
