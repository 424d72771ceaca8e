import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { Slug } from '@/lib/shared/schemas/common';

/** Page copy written in Markdown under content/pages/<article slug>.md (ARCHITECTURE §3: content/). */
export interface PageCopy {
  /** Markdown body; headings start at ## (the page's h1 is its article Title). */
  body: string;
  /** Optional front matter, e.g. `updated: 2026-11-16`. */
  data: Record<string, unknown>;
}

const CONTENT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'pages');

/** The copy of an article page, or null when the page has none. */
export async function pageCopy(slug: string): Promise<PageCopy | null> {
  const name = Slug.parse(slug);
  try {
    const raw = await fs.readFile(path.join(CONTENT_DIR, `${name}.md`), 'utf8');
    const parsed = matter(raw);
    return { body: parsed.content.trim(), data: parsed.data };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Every page-copy file (for search indexing and tests). */
export async function listPageCopy(): Promise<string[]> {
  const files = await fs.readdir(CONTENT_DIR).catch(() => [] as string[]);
  return files.filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));
}
