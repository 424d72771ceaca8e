/**
 * A deterministic corpus for the search benchmark: 10,000 documents whose sentences are drawn from the
 * site's own copy (content/pages), so word frequencies and document lengths look like real VTrans text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '@/lib/shared/random';

export interface CorpusDoc {
  id: string;
  title: string;
  body: string;
}

/** Sentences and headings of the site copy, as plain text. */
function sourceText(): { sentences: string[]; headings: string[] } {
  const dir = path.join(process.cwd(), 'content', 'pages');
  const sentences: string[] = [];
  const headings: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const line of text.split('\n')) {
      if (line.startsWith('#')) headings.push(line.replace(/^#+\s*/, ''));
      else {
        const plain = line
          .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
          .replace(/[*_`|>-]/g, ' ')
          .trim();
        sentences.push(...plain.split(/(?<=[.!?])\s+/).filter((s) => s.split(' ').length >= 5));
      }
    }
  }
  return { sentences, headings };
}

/** Generates `count` documents of 80–1,200 words (always the same for the same count). */
export function generateCorpus(count = 10_000): CorpusDoc[] {
  const { sentences, headings } = sourceText();
  const rand = seededRandom(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const docs: CorpusDoc[] = [];
  for (let i = 0; i < count; i += 1) {
    const target = 80 + Math.floor(rand() ** 2 * 1120);
    const parts: string[] = [];
    let words = 0;
    while (words < target) {
      const s = pick(sentences);
      parts.push(s);
      words += s.split(' ').length;
    }
    docs.push({ id: `doc-${i}`, title: `${pick(headings)}: ${pick(headings)}`, body: parts.join(' ') });
  }
  return docs;
}
