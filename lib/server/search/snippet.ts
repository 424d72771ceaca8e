import type { Snippet } from '@/lib/shared/schemas/search';

/** Characters of text around the first hit. */
export const SNIPPET_LENGTH = 200;
const LEAD = 60;
const WORD = /[\p{L}\p{N}]+/gu;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex for a phrase in original text: its words in order, separated by any non-word characters. */
function phrasePattern(phrase: string): RegExp | null {
  const words = phrase.toLowerCase().match(WORD);
  return words ? new RegExp(words.map(escape).join('[^\\p{L}\\p{N}]+'), 'giu') : null;
}

/** The words of a text with their index words: another language's reading (./languages.ts). */
export type WordSpans = (text: string) => Iterable<{ start: number; end: number; token: string }>;

/** [start, end) of every word of `text` that is one of `terms` (lower case), or of every phrase match. */
function hits(
  text: string,
  terms: Set<string>,
  phrase: string | null,
  spans: WordSpans | null,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (spans) {
    for (const s of spans(text)) if (terms.has(s.token)) out.push([s.start, s.end]);
    return out;
  }
  const pattern = phrase ? phrasePattern(phrase) : null;
  if (pattern) {
    for (const m of text.matchAll(pattern)) out.push([m.index, m.index + m[0].length]);
    return out;
  }
  for (const m of text.matchAll(WORD)) {
    if (terms.has(m[0].toLowerCase())) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/**
 * A plain-text window of about SNIPPET_LENGTH characters around the first hit in `text` (the start of
 * the text when nothing matches), with the ranges of the matched terms — or of the whole phrase. With
 * `spans` (another language), a word is highlighted when its index word is one of `terms`.
 */
export function makeSnippet(
  text: string,
  terms: Iterable<string>,
  phrase: string | null = null,
  spans: WordSpans | null = null,
): Snippet {
  const clean = text.replace(/\s+/g, ' ').trim();
  const termSet = new Set([...terms].map((t) => t.toLowerCase()));
  const first = hits(clean, termSet, phrase, spans)[0]?.[0] ?? 0;

  let start = Math.max(0, first - LEAD);
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(clean.length, start + SNIPPET_LENGTH);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  const prefix = start > 0 ? '…' : '';
  const body = clean.slice(start, end).replace(/[\s,;:]+$/, '');
  const value = prefix + body + (end < clean.length ? '…' : '');
  const highlights = hits(body, termSet, phrase, spans).map(
    ([a, b]) => [a + prefix.length, b + prefix.length] as [number, number],
  );
  return { text: value, highlights };
}
