import { db, flushBeforeClose } from '@/lib/server/db/knex';
import { searchQueries as q } from '@/lib/server/repositories/search';
import { getSearchIndex } from '@/lib/server/search';
import { countBySource, findHits, suggest, type Hit } from '@/lib/server/search/query';
import { makeSnippet } from '@/lib/server/search/snippet';
import { bestBetsFor } from '@/lib/shared/bestBets';
import { normalizeSearchText } from '@/lib/shared/searchSynonyms';
import {
  SEARCH_SOURCES,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '@/lib/shared/schemas/search';
import { log } from '@/lib/server/log';

/** Results per page when the query does not say. */
export const DEFAULT_PAGE_SIZE = 10;
/** Below this many results a spelling suggestion is offered. */
const FEW_RESULTS = 3;

const toResult = (h: Hit, phrase: string | null): SearchResult => {
  const r = h.record;
  return {
    id: r.id,
    source: r.source,
    type: r.type,
    title: r.title,
    url: r.url,
    snippet: makeSnippet(r.body || r.title, h.terms, phrase),
    date: r.date,
    tags: r.tagList,
    pageNumber: r.pageNumber,
  };
};

/**
 * Bounds on recording zero-result queries: misses are aggregated in memory (at most `maxPending` distinct
 * queries, the rest dropped) and written at most once per `flushMs`; new rows stop at `maxRows`.
 */
export const MISS_LIMITS = { maxPending: 500, maxRows: 10_000, flushMs: 30_000 };

const pendingMisses = new Map<string, number>();
let flushTimer: NodeJS.Timeout | null = null;

/** Counts a query that found nothing (normalised, at most 200 characters); never writes per request. */
export function recordSearchMiss(query: string): void {
  const key = normalizeSearchText(query).slice(0, 200);
  if (!key) return;
  if (!pendingMisses.has(key) && pendingMisses.size >= MISS_LIMITS.maxPending) return;
  pendingMisses.set(key, (pendingMisses.get(key) ?? 0) + 1);
  if (!flushTimer) {
    flushTimer = setTimeout(() => void flushSearchMisses(), MISS_LIMITS.flushMs);
    flushTimer.unref();
    // Closing the database (a worker stopping, a test's teardown) writes them first.
    flushBeforeClose(flushSearchMisses);
  }
}

/** Writes the aggregated misses: existing rows are incremented, new ones inserted while under maxRows. */
export async function flushSearchMisses(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  const batch = [...pendingMisses];
  pendingMisses.clear();
  if (batch.length === 0) return;
  const now = new Date().toISOString();
  try {
    const k = await db();
    let rows = Number((await q.countMisses(k))?.n ?? 0);
    for (const [key, count] of batch) {
      if (await q.findMiss(k, key)) await q.incrementMiss(k, key, now, count);
      else if (rows < MISS_LIMITS.maxRows) {
        await q.insertMiss(k, { query: key, count, last_seen: now }).catch(
          () => q.incrementMiss(k, key, now, count), // another instance inserted it first (unique key)
        );
        rows++;
      }
    }
  } catch (err) {
    log.error({ err }, 'search: could not record zero-result queries');
  }
}

/** GET /api/search: ranked, paged results from the chosen sources, with counts, best bets and a suggestion. */
export async function search(query: SearchQuery): Promise<SearchResponse> {
  const index = await getSearchIndex();
  const wholePhrase = query.matchWholePhrase ?? false;
  const sources = query.includeSources ?? [...SEARCH_SOURCES];
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;

  const hits = findHits(index, query.searchString, wholePhrase);
  const counts = countBySource(hits);
  const chosen = hits.filter((h) => sources.includes(h.record.source));
  const phrase = wholePhrase ? query.searchString : null;
  const results = chosen.slice((page - 1) * pageSize, page * pageSize).map((h) => toResult(h, phrase));

  if (hits.length === 0) recordSearchMiss(query.searchString);
  return {
    query: query.searchString,
    matchWholePhrase: wholePhrase,
    sources,
    total: chosen.length,
    counts,
    bestBets: bestBetsFor(query.searchString),
    results,
    page,
    pageSize,
    suggestion: chosen.length < FEW_RESULTS ? suggest(index, query.searchString) : null,
  };
}
