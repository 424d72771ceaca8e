import fs from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/lib/server/db/knex';
import { searchQueries } from '@/lib/server/repositories/search';
import { FAQ_FILE } from '@/lib/server/services/faq';
import { listedDocuments } from '@/lib/server/services/documents/mirror';
import { buildSearchRecords } from './records';
import { recordTime, type SearchRecord } from './searchRecord';
import { createFullTextIndex, type FullTextIndex } from './fullText';
import { ANALYSED_TOKENIZER, analysisOf, unaccentedToken, type Analysis } from './languages';
import { languageRecords } from './languageRecords';

/** The full-text index over a set of records, as queried by ./query.ts. */
export interface RecordIndex {
  engine: FullTextIndex;
  /** The records, by their row number in the engine. */
  rows: SearchRecord[];
  /** Each row's group as a small number (rows of one group appear once in results). */
  groups: Uint32Array;
  /** Another language's index: how it reads text, and the tokens an unaccented typing stands for. */
  language?: LanguageReading;
}

/** How a language's index reads a query. */
export interface LanguageReading {
  analysis: Analysis;
  /** Token of an unaccented typing → the indexed tokens of accented words it could be ("ano" → ["año"]). */
  accented: Map<string, string[]>;
}

/** A built index with the records behind it. */
export interface SearchIndex extends RecordIndex {
  version: string;
  builtAt: number;
  buildMs: number;
}

/** How often (at most) the data version is checked. */
export const FRESHNESS_CHECK_MS = 2_000;
const YEAR_MS = 365 * 24 * 3600 * 1000;

const CONTENT_PAGES_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'pages');

/**
 * A cheap fingerprint of everything the index reads: row counts and newest ids/dates of the tables,
 * modification times of the FAQ and page-copy files, and the storage listing (path + lastModified).
 */
export async function dataVersion(): Promise<string> {
  const k = await db();
  const [row, faq, pages, docs] = await Promise.all([
    searchQueries.dataVersion(k).first() as Promise<Record<string, unknown> | undefined>,
    fs.stat(FAQ_FILE).then(
      (s) => s.mtimeMs,
      () => 0,
    ),
    fs.readdir(CONTENT_PAGES_DIR).then(
      (files) =>
        Promise.all(
          files
            .filter((f) => f.endsWith('.md'))
            .sort()
            .map((f) => fs.stat(path.join(CONTENT_PAGES_DIR, f)).then((s) => `${f}@${s.mtimeMs}`)),
        ),
      () => [] as string[],
    ),
    listedDocuments().then((list) => list.map((d) => `${d.path}@${d.lastModified}`).sort()),
  ]);
  const db_ = Object.entries(row ?? {}).map(
    ([key, v]) => `${key}=${v instanceof Date ? v.toISOString() : String(v)}`,
  );
  return JSON.stringify([db_, faq, pages, docs]);
}

/**
 * Indexes records (no I/O: the bench builds its corpus with this too). Equal scores rank newer dated
 * records first, then lower PDF pages, then titles A–Z (case-insensitive).
 */
export function indexRecords(
  records: SearchRecord[],
  now = Date.now(),
  analysis: Analysis | null = null,
): RecordIndex {
  const times = records.map(recordTime);
  const order = records.map((r, i) => ({
    i,
    time: times[i] ?? 0,
    page: r.pageNumber ?? 0,
    title: r.title.toLowerCase(),
  }));
  order.sort(
    (a, b) =>
      b.time - a.time || a.page - b.page || (a.title < b.title ? -1 : a.title > b.title ? 1 : a.i - b.i),
  );
  const tieBreak = new Uint32Array(records.length);
  order.forEach(({ i }, position) => (tieBreak[i] = position));
  const accented = new Map<string, Set<string>>();
  const read = (text: string) => {
    if (!analysis) return text;
    const spans = analysis.spans(text);
    for (const s of spans) {
      const plain = unaccentedToken(analysis, text.slice(s.start, s.end));
      if (plain === null || plain === s.token) continue;
      const tokens = accented.get(plain) ?? new Set<string>();
      accented.set(plain, tokens.add(s.token));
    }
    // The index reads the analysed words, space separated (ANALYSED_TOKENIZER keeps each one whole).
    return spans.map((s) => s.token).join(' ');
  };
  const engine = createFullTextIndex(
    records.map((r, i) => {
      const t = times[i];
      return {
        title: read(r.title),
        headings: read(r.headings),
        body: read(r.body),
        tags: read(r.tags),
        // Newer dated items win near-ties: up to +10 %, halving every year of age.
        boost: t === null ? 1 : 1 + 0.1 * Math.pow(0.5, Math.max(0, now - t) / YEAR_MS),
        tieBreak: tieBreak[i],
      };
    }),
    analysis
      ? {
          tokenize: ANALYSED_TOKENIZER,
          stopWords: new Set([...analysis.stopWords].map((w) => analysis.token(w))),
        }
      : {},
  );
  const groupIds = new Map<string, number>();
  const groups = Uint32Array.from(records, (r) => {
    const id = groupIds.get(r.group) ?? groupIds.size;
    groupIds.set(r.group, id);
    return id;
  });
  const language = analysis
    ? { analysis, accented: new Map([...accented].map(([k, v]) => [k, [...v]])) }
    : undefined;
  return { engine, rows: records, groups, ...(language ? { language } : {}) };
}

/** Builds the index over every record of the site. */
export async function buildSearchIndex(version?: string): Promise<SearchIndex> {
  const started = Date.now();
  const [records, v] = await Promise.all([buildSearchRecords(), version ?? dataVersion()]);
  const index = indexRecords(records);
  const now = Date.now();
  return {
    ...index,
    version: v,
    builtAt: now,
    buildMs: now - started,
  };
}

interface State {
  index: SearchIndex | null;
  building: Promise<SearchIndex> | null;
  checking: Promise<SearchIndex> | null;
  checkedAt: number;
  /** Each other language's index, built on its first search and rebuilt when the English one is. */
  languages?: Map<string, { index: SearchIndex | null; building: Promise<SearchIndex> | null }>;
}

const globalForSearch = globalThis as typeof globalThis & { __vtransSearch?: State };
const state = (): State =>
  (globalForSearch.__vtransSearch ??= { index: null, building: null, checking: null, checkedAt: 0 });

/**
 * How long a replaced index stays open: a request that took it just before the swap can still finish
 * (queries are synchronous, but a caller may hold the index across an await).
 */
export const RETIRE_AFTER_MS = 60_000;

/** Closes a replaced index's engine (its SQLite memory is outside the heap, so it is freed explicitly). */
export function retire(index: RecordIndex | null): void {
  if (!index) return;
  setTimeout(() => index.engine.close(), RETIRE_AFTER_MS).unref();
}

function rebuild(s: State, version?: string): Promise<SearchIndex> {
  s.building ??= buildSearchIndex(version)
    .then((index) => {
      if (s.index !== index) retire(s.index);
      s.index = index;
      s.checkedAt = Date.now();
      return index;
    })
    .finally(() => {
      s.building = null;
    });
  return s.building;
}

/**
 * The search index of this process: built lazily on first use (concurrent callers share one build),
 * then rebuilt when the data version has changed (checked at most every FRESHNESS_CHECK_MS).
 */
export async function getSearchIndex(): Promise<SearchIndex> {
  const s = state();
  if (!s.index) return rebuild(s);
  if (s.building) return s.building;
  if (Date.now() - s.checkedAt < FRESHNESS_CHECK_MS) return s.index;
  s.checking ??= dataVersion()
    .then((v) => {
      s.checkedAt = Date.now();
      return s.index && v === s.index.version ? s.index : rebuild(s, v);
    })
    .finally(() => {
      s.checking = null;
    });
  return s.checking;
}

/** Builds one language's index over its translated pages and content (./languageRecords.ts). */
export async function buildLanguageIndex(analysis: Analysis, version: string): Promise<SearchIndex> {
  const started = Date.now();
  const index = indexRecords(await languageRecords(analysis.locale), Date.now(), analysis);
  const now = Date.now();
  return { ...index, version, builtAt: now, buildMs: now - started };
}

/**
 * The index of a language's own text (null for English and a language search does not read in its own way).
 * It carries the English index's data version, so it follows the same change stamps and freshness check:
 * when the English index is rebuilt for new data, each language's is rebuilt on its next search. Only the
 * languages someone searches in are built, each at most once per data version.
 */
export async function getLanguageIndex(locale: string): Promise<SearchIndex | null> {
  const analysis = analysisOf(locale);
  if (!analysis) return null;
  const { version } = await getSearchIndex();
  const languages = (state().languages ??= new Map());
  const slot = languages.get(locale) ?? { index: null, building: null };
  languages.set(locale, slot);
  if (slot.index?.version === version) return slot.index;
  slot.building ??= buildLanguageIndex(analysis, version)
    .then((index) => {
      if (slot.index !== index) retire(slot.index);
      slot.index = index;
      return index;
    })
    .finally(() => {
      slot.building = null;
    });
  return slot.building;
}

/** Forgets the index: the next search rebuilds it (tests, or after a bulk content change). */
export function invalidateSearchIndex(): void {
  const s = state();
  retire(s.index);
  s.index = null;
  s.checkedAt = 0;
  for (const slot of s.languages?.values() ?? []) retire(slot.index);
  s.languages?.clear();
}
