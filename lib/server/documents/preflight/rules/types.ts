import type { PdfCheckId } from '@/lib/shared/schemas/documents/editing';
import type { Annotation } from '../annotations';
import type { ContentFacts } from '../content';
import type { Metadata } from '../metadata';
import type { Model } from '../model';

/** Everything read from the file once, for the rules to judge. */
export interface Facts extends Model {
  content: ContentFacts;
  annotations: Annotation[];
  meta: Metadata;
}

/** One failure of a rule: what is wrong and where (the sentence names the object; the page when known). */
export interface Failure {
  message: string;
  /** The pages (1-based) it is on, when known. */
  pages?: number[];
}

/**
 * A rule of the pre-flight: one machine-checkable failure condition of the Matterhorn Protocol 1.1 (or a few
 * that one fix answers), the ISO 14289-1 clause it tests, the check of the report it belongs to, and what a
 * member of staff does about it in Word, InDesign or Acrobat.
 */
export interface Rule {
  /** The Matterhorn failure condition(s), e.g. "28-008". */
  id: string;
  /** The Matterhorn checkpoint, e.g. "28". */
  checkpoint: string;
  /** The ISO 14289-1 clause, e.g. "7.18.3". */
  clause: string;
  /** The check of the report it belongs to. */
  group: PdfCheckId;
  /** What it checks, in a few words (listed by `npm run pdf:check -- --rules`). */
  title: string;
  /** How to fix it in the tools staff use. */
  fix: string;
  /** The failures in the file (none: the rule is met or has nothing to check). */
  check: (f: Facts) => Failure[];
}

/** A failure with the pages of a set (none when the set is empty). */
export const at = (message: string, pages?: Iterable<number | undefined>): Failure => {
  const p = [...new Set(pages ?? [])].filter((n): n is number => typeof n === 'number').sort((a, b) => a - b);
  return p.length > 0 ? { message, pages: p } : { message };
};

/** "page 3: " before an object's sentence, or '' when the page is not known. */
export const pagePrefix = (page: number | undefined) => (page ? `Page ${page}: ` : '');

/** A count with its noun: "1 link", "3 links". */
export const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
