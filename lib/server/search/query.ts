import { expandQuery, normalizeSearchText } from '@/lib/shared/searchSynonyms';
import { SEARCH_SOURCES, type SearchSource } from '@/lib/shared/schemas/search';
import type { SearchRecord } from './searchRecord';
import { queryWords, words, type FullTextMatch, type QueryTerm } from './fullText';
import type { LanguageReading, RecordIndex } from './index';

/** A record that matched, with its score and the index terms it matched on. */
export interface Hit {
  record: SearchRecord;
  score: number;
  /** The record's words that matched (for its snippet's highlights): in a phrasing it satisfies. */
  readonly terms: string[];
  /** A query term matched the title: such hits rank above body-only hits. */
  inTitle: boolean;
}

/** The query as it was finally run: phrasings of terms, combined with `op` (a whole phrase: one AND phrasing). */
interface RunQuery {
  phrasings: QueryTerm[][];
  op: 'AND' | 'OR';
}

/** The record's words that a query term matches: itself, its typo alternatives, or words it begins. */
function wordsMatching(t: QueryTerm, recordWords: Set<string>): string[] {
  const out = [t.term, ...t.fuzzy].filter((w) => recordWords.has(w));
  if (t.prefix) for (const w of recordWords) if (w !== t.term && w.startsWith(t.term)) out.push(w);
  return out;
}

/**
 * The words of `record` that matched `query`, from the phrasings it satisfies (so an acronym's expansion
 * is not highlighted in a record that matched the acronym). Worked out only for the hits shown.
 */
function matchedWords(record: SearchRecord, query: RunQuery, reader: Reader): string[] {
  const recordWords = new Set(
    reader.words(`${record.title} ${record.headings} ${record.body} ${record.tags}`),
  );
  const out = new Set<string>();
  for (const phrasing of query.phrasings) {
    const found = phrasing.map((t) => wordsMatching(t, recordWords));
    const satisfied = query.op === 'AND' ? found.every((f) => f.length > 0) : found.some((f) => f.length > 0);
    if (satisfied) for (const w of found.flat()) out.add(w);
  }
  return [...out];
}

/** A hit whose matched words are worked out on first use (a query may have thousands of hits). */
class RankedHit implements Hit {
  private matched: string[] | null = null;
  constructor(
    readonly record: SearchRecord,
    readonly score: number,
    readonly inTitle: boolean,
    private readonly query: RunQuery,
    private readonly reader: Reader,
  ) {}
  get terms(): string[] {
    this.matched ??= matchedWords(this.record, this.query, this.reader);
    return this.matched;
  }
}

/** Fewer exact hits than this and the search also tries prefixes and small typos. */
const WIDEN_BELOW = 10;
/** Words of 3+ characters also match as prefixes when widened; 4+ also with typos. */
const PREFIX_FROM = 3;
const FUZZY_FROM = 4;
/**
 * Edits allowed per character when widened (20 %: one typo in 4–7 letters, two from 8), and at most two, as
 * Elasticsearch's AUTO fuzziness: more mostly finds other words, and costs a wide walk of the vocabulary.
 */
const FUZZY = 0.2;
const MAX_EDITS = 2;

/** Typo alternatives kept per word (the closest and most common): each one widens the match FTS5 scores. */
const MAX_NEAR_WORDS = 5;

const maxEdits = (term: string, fraction: number) => Math.min(MAX_EDITS, Math.round(term.length * fraction));

/** Indexed words within the allowed edits of `term` (not the term itself), closest and most common first. */
function nearWords(index: RecordIndex, term: string, fraction: number): string[] {
  return [...index.engine.vocabulary.fuzzyGet(term, maxEdits(term, fraction))]
    .filter(([word]) => word !== term)
    .sort(([a, [na, da]], [b, [nb, db]]) => da - db || nb - na || a.localeCompare(b))
    .slice(0, MAX_NEAR_WORDS)
    .map(([word]) => word);
}

/**
 * How a query and a record's text are read into index words: English's (normalised, synonyms) or another
 * language's analysis (./languages.ts), whose unaccented words also match the accented ones they may stand for.
 */
interface Reader {
  /** The query as text to read (empty: nothing to search). */
  normalise(query: string): string;
  /** Every word of a normalised query, in order (a phrase). */
  phrase(normalised: string): string[];
  /** The words of a normalised query that narrow a search (stop words dropped). */
  narrowing(normalised: string): string[];
  /** The query's phrasings (itself, then its synonym expansions), as narrowing words. */
  phrasings(normalised: string): string[][];
  /** The index words of a record's text. */
  words(text: string): string[];
  /** Indexed words a query word also stands for, always (an unaccented typing of accented words). */
  variants(term: string): string[];
  prefixFrom: number;
}

const ENGLISH: Reader = {
  normalise: normalizeSearchText,
  phrase: words,
  narrowing: queryWords,
  phrasings: (normalised) => expandQuery(normalised).map(queryWords),
  words: (text) => words(normalizeSearchText(text)),
  variants: () => [],
  prefixFrom: PREFIX_FROM,
};

function languageReader({ analysis, accented }: LanguageReading): Reader {
  const tokens = (text: string) => analysis.spans(text).map((s) => s.token);
  const narrowing = (text: string) =>
    analysis
      .spans(text)
      .filter((s) => !analysis.stopWords.has(text.slice(s.start, s.end).toLowerCase()))
      .map((s) => s.token);
  return {
    normalise: (query) => query.normalize('NFC').replace(/\s+/g, ' ').trim(),
    phrase: tokens,
    narrowing,
    phrasings: (text) => [narrowing(text)],
    words: tokens,
    variants: (term) => (accented.get(term) ?? []).filter((t) => t !== term),
    prefixFrom: analysis.prefixFrom,
  };
}

const readerOf = (index: RecordIndex): Reader => (index.language ? languageReader(index.language) : ENGLISH);

/** A query word, widened (prefix and typos) or exact. */
function queryTerm(index: RecordIndex, reader: Reader, term: string, widen: boolean): QueryTerm {
  const fuzzy = widen && term.length >= FUZZY_FROM ? nearWords(index, term, FUZZY) : [];
  const variants = reader.variants(term);
  return {
    term,
    prefix: widen && term.length >= reader.prefixFrom,
    fuzzy: variants.length ? [...new Set([...variants, ...fuzzy])] : fuzzy,
  };
}

/**
 * Ranked hits for a query, one per group (a PDF appears once, with its best page). All words must
 * match (in any of the query's phrasings); only when that finds nothing is any word enough. With
 * `wholePhrase`, synonyms are not used and a record must contain the exact phrase (its words in order).
 */
export function findHits(index: RecordIndex, query: string, wholePhrase: boolean): Hit[] {
  const reader = readerOf(index);
  const normalised = reader.normalise(query);
  if (!normalised) return [];
  let matches: FullTextMatch[];
  let ran: RunQuery;
  if (wholePhrase) {
    // Stop words count inside a phrase, but a phrase of nothing but stop words finds nothing.
    const phrase = reader.phrase(normalised);
    matches = reader.narrowing(normalised).length
      ? index.engine.match({ kind: 'phrase', words: phrase })
      : [];
    ran = { phrasings: [phrase.map((term) => queryTerm(index, reader, term, false))], op: 'AND' };
  } else {
    const phrasings = reader.phrasings(normalised);
    const run = (op: 'AND' | 'OR', widen: boolean) => {
      ran = { phrasings: phrasings.map((p) => p.map((w) => queryTerm(index, reader, w, widen))), op };
      return index.engine.match({ kind: 'terms', ...ran });
    };
    // Exact words first (fast, precise); widen to prefix and typo matching only when that finds too little,
    // and to "any word" only when nothing has every word.
    matches = run('AND', false);
    if (matches.length < WIDEN_BELOW) matches = run('AND', true);
    if (matches.length === 0) matches = run('OR', true);
  }

  // Matches come best first, so the first of each group is its best (a PDF's best page).
  const seen = new Uint8Array(index.rows.length);
  const hits: Hit[] = [];
  for (const m of matches) {
    const group = index.groups[m.row];
    if (seen[group]) continue;
    seen[group] = 1;
    hits.push(new RankedHit(index.rows[m.row], m.score, m.inTitle, ran!, reader));
  }
  return hits;
}

/** Number of hits per source. */
export function countBySource(hits: Hit[]): Record<SearchSource, number> {
  const counts = Object.fromEntries(SEARCH_SOURCES.map((s) => [s, 0])) as Record<SearchSource, number>;
  for (const h of hits) counts[h.record.source] += 1;
  return counts;
}

/**
 * A spelling suggestion: each query word (4+ letters) that is not in the index replaced by the closest
 * indexed word (up to a third of its letters edited; ties go to the word in more records); null when
 * every word is known or nothing close exists, and in another language's index.
 */
export function suggest(index: RecordIndex, query: string): string | null {
  // Another language's vocabulary holds stems and particles dropped, not words to offer a person.
  if (index.language) return null;
  const vocabulary = index.engine.vocabulary;
  let changed = false;
  const fixed = normalizeSearchText(query)
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      const [term] = queryWords(word);
      if (!term || term !== word || term.length < FUZZY_FROM || vocabulary.has(term)) return word;
      const [best] = nearWords(index, term, 0.34);
      if (!best) return word;
      changed = true;
      return best;
    });
  return changed ? fixed.join(' ') : null;
}
