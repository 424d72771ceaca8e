import type { Query, SearchOptions, SearchResult as MiniResult } from 'minisearch';
import { expandQuery, normalizeSearchText } from '@/lib/shared/searchSynonyms';
import { SEARCH_SOURCES, type SearchSource } from '@/lib/shared/schemas/search';
import type { SearchRecord } from './searchRecord';
import { processTerm, type SearchIndex } from './index';
import { usDateMs } from './text';

/** A record that matched, with its score and the index terms it matched on. */
export interface Hit {
  record: SearchRecord;
  score: number;
  terms: string[];
  /** A query term matched the title: such hits rank above body-only hits. */
  inTitle: boolean;
}

/** Fewer exact hits than this and the search also tries prefixes and small typos. */
const WIDEN_BELOW = 10;

/** Prefix search for terms of 3+ characters, fuzzy (20 %) for 4+. */
const TERM_OPTIONS: SearchOptions = {
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
};

/** One sub-query per phrasing (the query and its synonym expansions), each combining its words with `op`. */
function queryTree(phrasings: string[], op: 'AND' | 'OR'): Query {
  return { combineWith: 'OR', queries: phrasings.map((q) => ({ queries: [q], combineWith: op })) };
}

/** Normalised searchable text of a record, for the whole-phrase filter. */
const fullText = (r: SearchRecord) =>
  ` ${normalizeSearchText(`${r.title} ${r.headings} ${r.body} ${r.tags}`)} `;

/** Title matches first, then highest score; ties → newer date, then lower PDF page, then title. */
function byRank(a: Hit, b: Hit): number {
  return (
    Number(b.inTitle) - Number(a.inTitle) ||
    b.score - a.score ||
    (usDateMs(b.record.date) ?? 0) - (usDateMs(a.record.date) ?? 0) ||
    (a.record.pageNumber ?? 0) - (b.record.pageNumber ?? 0) ||
    a.record.title.localeCompare(b.record.title)
  );
}

/**
 * Ranked hits for a query, one per group (a PDF appears once, with its best page). All words must
 * match (in any of the query's phrasings); only when that finds nothing is any word enough. With
 * `wholePhrase`, synonyms are not used and a record must contain the exact phrase.
 */
export function findHits(index: SearchIndex, query: string, wholePhrase: boolean): Hit[] {
  const normalised = normalizeSearchText(query);
  if (!normalised) return [];
  const phrasings = wholePhrase ? [normalised] : expandQuery(normalised);
  const options: SearchOptions = {
    ...TERM_OPTIONS,
    boostDocument: (id: string) => index.recency.get(id) ?? 1,
  };
  // Exact words first (fast, precise); widen to prefix and typo matching only when that finds too little,
  // and to "any word" only when nothing has every word. A whole phrase never widens (bench/search.ts).
  const exact: SearchOptions = { ...options, prefix: false, fuzzy: false };
  let raw: MiniResult[] = index.mini.search(queryTree(phrasings, 'AND'), exact);
  if (!wholePhrase && raw.length < WIDEN_BELOW) raw = index.mini.search(queryTree(phrasings, 'AND'), options);
  if (raw.length === 0 && !wholePhrase) raw = index.mini.search(queryTree(phrasings, 'OR'), options);

  let hits: Hit[] = raw.flatMap((r) => {
    const record = index.records.get(String(r.id));
    const inTitle = Object.values(r.match).some((fields) => fields.includes('title'));
    return record ? [{ record, score: r.score, terms: r.terms, inTitle }] : [];
  });
  if (wholePhrase) {
    const phrase = ` ${normalised} `;
    hits = hits.filter((h) => fullText(h.record).includes(phrase));
  }
  hits.sort(byRank);
  const seen = new Set<string>();
  return hits.filter((h) => !seen.has(h.record.group) && seen.add(h.record.group));
}

/** Number of hits per source. */
export function countBySource(hits: Hit[]): Record<SearchSource, number> {
  const counts = Object.fromEntries(SEARCH_SOURCES.map((s) => [s, 0])) as Record<SearchSource, number>;
  for (const h of hits) counts[h.record.source] += 1;
  return counts;
}

/**
 * A spelling suggestion: each query word that is not in the index replaced by the indexed word that
 * best matches it fuzzily; null when every word is known or nothing close exists.
 */
export function suggest(index: SearchIndex, query: string): string | null {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  let changed = false;
  const fixed = words.map((word) => {
    const term = processTerm(word);
    if (!term || term.length < 4 || index.mini.search(term, { prefix: false, fuzzy: false }).length > 0) {
      return word;
    }
    const scores = new Map<string, number>();
    for (const r of index.mini.search(term, { prefix: false, fuzzy: 0.34 })) {
      for (const t of r.terms) scores.set(t, (scores.get(t) ?? 0) + r.score);
    }
    const [best] = [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (!best) return word;
    changed = true;
    return best[0];
  });
  return changed ? fixed.join(' ') : null;
}
