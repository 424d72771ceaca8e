import { Fragment } from 'react';
import type { Snippet } from '@/lib/shared/schemas/search';
import css from './search.module.css';

/** A stretch of snippet text, marked when it is one of the highlight ranges. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Splits snippet text at its [start, end) highlight ranges. Ranges are sorted and clamped to the text;
 * overlapping or empty ones are merged or skipped, so a sloppy range never duplicates or loses text.
 */
export function snippetParts({ text, highlights }: Snippet): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  const ranges = [...highlights].sort((a, b) => a[0] - b[0]);
  for (const [rawStart, rawEnd] of ranges) {
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** Snippet text with its matches in <mark> elements (plain React text: never injected HTML). */
export function HighlightedText({ snippet }: { snippet: Snippet }) {
  return (
    <>
      {snippetParts(snippet).map((part, i) =>
        part.marked ? (
          <mark key={i} className={css.mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
