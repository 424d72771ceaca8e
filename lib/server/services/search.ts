import { db, flushBeforeClose } from '@/lib/server/db/knex';
import { searchQueries as q } from '@/lib/server/repositories/search';
import { getLanguageIndex, getSearchIndex } from '@/lib/server/search';
import { siteLanguages } from '@/lib/server/i18n/messages';
import { countBySource, findHits, suggest, type Hit } from '@/lib/server/search/query';
import { makeSnippet, type WordSpans } from '@/lib/server/search/snippet';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';
import { HttpError } from '@/lib/shared/errors';
import { DEFAULT_LOCALE, localePath } from '@/lib/shared/i18n';
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

/** A result's text language and address: English hits of another language's search open in its frame. */
interface ResultLanguage {
  lang: string;
  /** The searched language, for the address of an English page (the same page in that language's frame). */
  locale: string;
  spans: WordSpans | null;
}

const ENGLISH: ResultLanguage = { lang: DEFAULT_LOCALE, locale: DEFAULT_LOCALE, spans: null };

/** A site page's address in `locale` (documents and other addresses stay as they are). */
const addressIn = (locale: string, url: string) =>
  url.startsWith('/') &&
  !url.startsWith('//') &&
  !url.startsWith(RESOURCES_PREFIX) &&
  !url.startsWith('/api/')
    ? localePath(locale, url)
    : url;

const toResult = (h: Hit, phrase: string | null, language: ResultLanguage = ENGLISH): SearchResult => {
  const r = h.record;
  return {
    id: r.id,
    source: r.source,
    type: r.type,
    title: r.title,
    url: language.lang === DEFAULT_LOCALE ? addressIn(language.locale, r.url) : r.url,
    snippet: makeSnippet(r.body || r.title, h.terms, language.spans ? null : phrase, language.spans),
    date: r.date,
    tags: r.tagList,
    pageNumber: r.pageNumber,
    lang: language.lang,
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

/** The searched language: English when the query names none; a language the site does not have is refused. */
function searchedLocale(query: SearchQuery): string {
  const locale = query.locale ?? DEFAULT_LOCALE;
  const languages = siteLanguages();
  if (languages.some((l) => l.code === locale)) return locale;
  const choices = languages.map((l) => `${l.englishName} (${l.code})`).join(', ');
  throw new HttpError(
    400,
    `Invalid 'locale': there is no language '${locale}' on this site: use one of ${choices}`,
    'locale',
  );
}

/**
 * GET /api/search: ranked, paged results from the chosen sources, with counts, best bets and a suggestion.
 * With another `locale`, that language's own pages come first (its index, its stemming), then the English
 * results not already found in it (the English of a translated page is left out), each marked with its `lang`.
 */
export async function search(query: SearchQuery): Promise<SearchResponse> {
  const locale = searchedLocale(query);
  const index = await getSearchIndex();
  const own = locale === DEFAULT_LOCALE ? null : await getLanguageIndex(locale);
  const wholePhrase = query.matchWholePhrase ?? false;
  const sources = query.includeSources ?? [...SEARCH_SOURCES];
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;

  const ownHits = own ? findHits(own, query.searchString, wholePhrase) : [];
  const translated = new Set(ownHits.map((h) => h.record.group));
  const englishHits = findHits(index, query.searchString, wholePhrase).filter(
    (h) => !translated.has(h.record.group),
  );
  const hits = [...ownHits, ...englishHits];
  const counts = countBySource(hits);
  const chosen = hits.filter((h) => sources.includes(h.record.source));
  const phrase = wholePhrase ? query.searchString : null;
  const ownLanguage: ResultLanguage = {
    lang: locale,
    locale,
    spans: own?.language?.analysis.spans ?? null,
  };
  const english: ResultLanguage = { ...ENGLISH, locale };
  const results = chosen
    .slice((page - 1) * pageSize, page * pageSize)
    .map((h) => toResult(h, phrase, ownHits.includes(h) ? ownLanguage : english));

  if (hits.length === 0) recordSearchMiss(query.searchString);
  return {
    query: query.searchString,
    locale,
    matchWholePhrase: wholePhrase,
    sources,
    total: chosen.length,
    counts,
    bestBets: bestBetsFor(query.searchString).map((b) => ({ ...b, url: addressIn(locale, b.url) })),
    results,
    page,
    pageSize,
    // An English spelling suggestion would turn another language's words into English ones.
    suggestion:
      locale === DEFAULT_LOCALE && chosen.length < FEW_RESULTS ? suggest(index, query.searchString) : null,
  };
}
