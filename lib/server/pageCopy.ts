import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { env } from '@/lib/server/env';
import { parseMarkdownCached } from '@/lib/server/markdown';
import type { MdTree } from '@/lib/shared/markdown';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n';
import { Slug } from '@/lib/shared/schemas/common';

/**
 * Page copy written in Markdown under content/pages/<article slug>.md (ARCHITECTURE §3: content/), and its
 * translations beside it as <article slug>.<locale>.md, whose front matter says who translated it and whether a
 * qualified translator reviewed it (`translatedBy`, `reviewed`, `reviewedBy`) and gives the page's `title` and
 * `intro` in that language.
 */
export interface PageCopy {
  /** Markdown body; headings start at ## (the page's h1 is its article Title). */
  body: string;
  /** Optional front matter, e.g. `updated: 2026-11-16`. */
  data: Record<string, unknown>;
  /** The body parsed for rendering (components/articles/Markdown.tsx). */
  tree: MdTree;
}

const COPY_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'pages');

/** Parsed copy by file (null: the page has none), kept while the file's modification time and size stay the same. */
const cache = new Map<string, { mtimeMs: number; size: number; copy: PageCopy | null }>();

/**
 * The copy of an article page, or null when the page has none. The file is read and parsed once. The copy
 * ships with a release, so in production that is the end of it (an uncached render then touches no file:
 *); elsewhere each call checks the file's modification time and size, so an edit shows at once.
 */
export async function pageCopy(slug: string, locale?: string): Promise<PageCopy | null> {
  const name = Slug.parse(slug);
  const suffix = locale && locale !== DEFAULT_LOCALE ? `.${Slug.parse(locale)}` : '';
  const file = path.join(COPY_DIR, `${name}${suffix}.md`);
  const kept = cache.get(file);
  if (kept && env().NODE_ENV === 'production') return kept.copy;
  try {
    const stat = await fs.stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.copy;
    const raw = await fs.readFile(file, 'utf8');
    // With options, gray-matter skips its own unbounded cache keyed by the whole text.
    const parsed = matter(raw, {});
    const body = parsed.content.trim();
    const copy: PageCopy = { body, data: parsed.data, tree: parseMarkdownCached(body) };
    cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, copy });
    return copy;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      cache.set(file, { mtimeMs: 0, size: -1, copy: null });
      return null;
    }
    throw err;
  }
}

/** Every page-copy file (for search indexing and tests). */
export async function listPageCopy(): Promise<string[]> {
  // No copy folder is no copy; any other failure (permissions, I/O) is a real fault and is thrown.
  const files = await fs.readdir(COPY_DIR).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  // The English copy only: a translation (<slug>.<locale>.md) is an edition of it, not another page.
  return files.filter((f) => /^[^.]+\.md$/.test(f)).map((f) => f.replace(/\.md$/, ''));
}
