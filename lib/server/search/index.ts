import fs from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { db } from '@/lib/server/db/knex';
import { searchQueries } from '@/lib/server/repositories/search';
import { FAQ_FILE } from '@/lib/server/services/faq';
import { listDocuments } from '@/lib/server/services/documents';
import { buildSearchRecords } from './records';
import { recordTime, type SearchRecord } from './searchRecord';

/** Words too common to narrow a search; dropped from the index and from queries. */
const STOP_WORDS = new Set(
  'a an and are as at be by for from in into is it of on or the this to was were will with'.split(' '),
);

/** Lower case, drop stop words (MiniSearch's default tokenizer already splits on punctuation). */
export const processTerm = (term: string): string | null => {
  const t = term.toLowerCase();
  return t.length === 0 || STOP_WORDS.has(t) ? null : t;
};

/** A built index with the records behind it. */
export interface SearchIndex {
  mini: MiniSearch<SearchRecord>;
  records: Map<string, SearchRecord>;
  /** Recency multiplier of dated records (1 for the rest). */
  recency: Map<string, number>;
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
    listDocuments().then((list) => list.map((d) => `${d.path}@${d.lastModified}`).sort()),
  ]);
  const db_ = Object.entries(row ?? {}).map(
    ([key, v]) => `${key}=${v instanceof Date ? v.toISOString() : String(v)}`,
  );
  return JSON.stringify([db_, faq, pages, docs]);
}

/** Builds the MiniSearch index over every record of the site. */
export async function buildSearchIndex(version?: string): Promise<SearchIndex> {
  const started = Date.now();
  const [records, v] = await Promise.all([buildSearchRecords(), version ?? dataVersion()]);
  const mini = new MiniSearch<SearchRecord>({
    fields: ['title', 'headings', 'body', 'tags'],
    storeFields: [],
    processTerm,
    searchOptions: { boost: { title: 3, headings: 2, tags: 2 }, processTerm },
  });
  mini.addAll(records);
  const now = Date.now();
  const recency = new Map<string, number>();
  for (const r of records) {
    const t = recordTime(r);
    // Newer dated items win ties: up to +10 %, halving every year of age.
    if (t !== null) recency.set(r.id, 1 + 0.1 * Math.pow(0.5, Math.max(0, now - t) / YEAR_MS));
  }
  return {
    mini,
    records: new Map(records.map((r) => [r.id, r])),
    recency,
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
}

const globalForSearch = globalThis as typeof globalThis & { __vtransSearch?: State };
const state = (): State =>
  (globalForSearch.__vtransSearch ??= { index: null, building: null, checking: null, checkedAt: 0 });

function rebuild(s: State, version?: string): Promise<SearchIndex> {
  s.building ??= buildSearchIndex(version)
    .then((index) => {
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

/** Forgets the index: the next search rebuilds it (tests, or after a bulk content change). */
export function invalidateSearchIndex(): void {
  const s = state();
  s.index = null;
  s.checkedAt = 0;
}
