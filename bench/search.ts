/**
 * Search benchmark (on demand: `npm run bench:search`; not part of `npm test`).
 *
 * Over a generated 10,000-document corpus, in one run: the site's own search (lib/server/search:
 * `indexRecords` and `findHits`, i.e. SQLite FTS5 in memory plus typo tolerance, synonyms, recency and
 * grouping), the previous engine (MiniSearch with the settings the site used: prefix + fuzzy terms,
 * title boost, AND-then-OR, phrase post-filter), and bare SQLite FTS5 as the baseline. Prints build
 * time, memory, and p50/p95/p99 latency per query kind, with the ratio of each engine to the baseline.
 */
import Database from 'better-sqlite3';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchRecord } from '@/lib/server/search/searchRecord';
import { STOP_WORDS } from '@/lib/server/search/fullText';
import { indexRecords } from '@/lib/server/search/index';
import { findHits } from '@/lib/server/search/query';
import { seededRandom } from '@/lib/shared/random';
import { generateCorpus, type CorpusDoc } from './searchCorpus';

const COUNT = Number(process.argv.find((a) => a.startsWith('--docs='))?.split('=')[1] ?? 10_000);
const ROUNDS = 5;
const gc = (globalThis as { gc?: () => void }).gc;

// The previous engine's settings (lib/server/search before FTS5).
const processTerm = (term: string): string | null => {
  const t = term.toLowerCase();
  return t.length === 0 || STOP_WORDS.has(t) ? null : t;
};
const TERMS: SearchOptions = {
  prefix: (t) => t.length >= 3,
  fuzzy: (t) => (t.length >= 4 ? 0.2 : false),
};

/** One edit (drop, double or swap a letter) inside a word, as people mistype. */
function typo(word: string, rand: () => number): string {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const kind = Math.floor(rand() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

/** Query sets drawn from the corpus itself, so every query has matches. */
function queries(docs: CorpusDoc[]) {
  const rand = seededRandom(7);
  const words = (s: string) => s.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const sample = () => words(docs[Math.floor(rand() * docs.length)].body);
  const single: string[] = [];
  const multi: string[] = [];
  const phrase: string[] = [];
  const typos: string[] = [];
  while (single.length < 30) {
    const w = sample();
    if (w.length) single.push(w[Math.floor(rand() * w.length)]);
  }
  while (multi.length < 30) {
    const w = sample();
    if (w.length > 3) multi.push([0, 1, 2].map(() => w[Math.floor(rand() * w.length)]).join(' '));
  }
  while (phrase.length < 30) {
    const w = sample();
    const i = Math.floor(rand() * Math.max(1, w.length - 1));
    if (w[i + 1]) phrase.push(`${w[i]} ${w[i + 1]}`);
  }
  while (typos.length < 30) {
    const w = sample().filter((x) => x.length >= 6);
    if (w.length) typos.push(typo(w[Math.floor(rand() * w.length)], rand));
  }
  return { single, multi, phrase, typos };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

function time(fn: () => unknown): number {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** Build time and heap growth (after a full GC when node runs with --expose-gc) of `build`. */
function measureBuild<T>(build: () => T): { value: T; ms: number; heapMb: number } {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  let value!: T;
  const ms = time(() => {
    value = build();
  });
  gc?.();
  return { value, ms, heapMb: (process.memoryUsage().heapUsed - before) / 2 ** 20 };
}

function measure(qs: string[], fn: (q: string) => unknown): number[] {
  for (const q of qs) fn(q); // warm-up
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) for (const q of qs) out.push(time(() => fn(q)));
  return out;
}

const sqliteMb = (db: Database.Database) =>
  ((db.pragma('page_count', { simple: true }) as number) *
    (db.pragma('page_size', { simple: true }) as number)) /
  2 ** 20;

function main() {
  const docs = generateCorpus(COUNT);
  const words = docs.reduce((s, d) => s + d.body.split(' ').length, 0);
  const records: SearchRecord[] = docs.map((d, i) => ({
    ...d,
    source: 'web',
    type: 'Page',
    headings: '',
    tags: '',
    tagList: [],
    url: `/bench/${d.id}`,
    // Some dated records, so the recency boost is part of the cost.
    date: i % 4 === 0 ? `0${1 + (i % 9)}/15/20${10 + (i % 16)}` : null,
    pageNumber: null,
    group: d.id,
  }));

  // The site's search.
  const site = measureBuild(() => indexRecords(records));
  const siteSearch = (q: string, phrase: boolean) => findHits(site.value, q, phrase).slice(0, 10);

  // The previous engine, MiniSearch.
  const mini = measureBuild(() => {
    const m = new MiniSearch<CorpusDoc>({
      fields: ['title', 'body'],
      processTerm,
      searchOptions: { boost: { title: 3 }, processTerm },
    });
    m.addAll(docs);
    // Its phrase filter's text, normalised once (the site normalised it on every query).
    const bodies = new Map(docs.map((d) => [d.id, ` ${d.title.toLowerCase()} ${d.body.toLowerCase()} `]));
    return { m, bodies };
  });
  const EXACT: SearchOptions = { prefix: false, fuzzy: false };
  const miniSearch = (q: string, phrase: boolean) => {
    const { m, bodies } = mini.value;
    // Exact words first; widen to prefix/fuzzy only when that finds too little (typos, word stems).
    let r = m.search({ combineWith: 'AND', queries: [q] }, EXACT);
    if (phrase) return r.filter((x) => bodies.get(String(x.id))!.includes(` ${q} `)).slice(0, 10);
    if (r.length < 10) r = m.search({ combineWith: 'AND', queries: [q] }, TERMS);
    if (!r.length) r = m.search({ combineWith: 'OR', queries: [q] }, TERMS);
    return r.slice(0, 10);
  };

  // The baseline: bare FTS5 (no typo tolerance, synonyms or grouping).
  const fts = measureBuild(() => {
    const sqlite = new Database(':memory:');
    sqlite.exec(
      "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, title, body, tokenize = 'porter unicode61')",
    );
    const insert = sqlite.prepare('INSERT INTO docs (id, title, body) VALUES (?, ?, ?)');
    sqlite.transaction(() => docs.forEach((d) => insert.run(d.id, d.title, d.body)))();
    return sqlite;
  });
  const ftsSelect = fts.value.prepare(
    'SELECT id FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 0, 3, 1) LIMIT 10',
  );
  const ftsQuery = (q: string, phrase: boolean) =>
    ftsSelect.all(
      phrase
        ? `"${q}"`
        : q
            .split(' ')
            .map((w) => `"${w}"*`)
            .join(' AND '),
    );

  const engines = [
    {
      name: 'site',
      build: site,
      memMb: site.heapMb + site.value.engine.sqliteBytes / 2 ** 20,
      run: siteSearch,
    },
    { name: 'MiniSearch', build: mini, memMb: mini.heapMb, run: miniSearch },
    { name: 'FTS5', build: fts, memMb: fts.heapMb + sqliteMb(fts.value), run: ftsQuery },
  ];
  const base = engines[2];
  const sets = queries(docs);
  console.log(
    `\n${COUNT.toLocaleString()} documents, ${Math.round(words / COUNT)} words on average, Node ${process.version}` +
      (gc ? '' : ' (run with --expose-gc for exact memory figures)'),
  );
  console.log(
    'site = lib/server/search (FTS5 in memory + typos, synonyms, recency, grouping); FTS5 = bare baseline\n',
  );
  console.log(
    `${'index build'.padEnd(22)} ${'engine'.padEnd(11)} ${'ms'.padStart(8)} ${'MB'.padStart(8)} ${'ratio ms'.padStart(8)}`,
  );
  for (const e of engines) {
    console.log(
      `${''.padEnd(22)} ${e.name.padEnd(11)} ${e.build.ms.toFixed(0).padStart(8)} ${e.memMb.toFixed(1).padStart(8)} ${(e.build.ms / base.build.ms).toFixed(2).padStart(8)}`,
    );
  }
  console.log(
    `\n${'queries'.padEnd(22)} ${'engine'.padEnd(11)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio p95'.padStart(9)}`,
  );
  for (const [name, qs, phrase] of [
    ['single word', sets.single, false],
    ['multi-word (3 words)', sets.multi, false],
    ['phrase (2 words)', sets.phrase, true],
    ['typo (1 edit)*', sets.typos, false],
  ] as const) {
    const times = engines.map((e) => measure(qs, (q) => e.run(q, phrase)));
    const p95 = pct(times[2], 95);
    engines.forEach((e, i) => {
      const xs = times[i];
      console.log(
        `${name.padEnd(22)} ${e.name.padEnd(11)} ${pct(xs, 50).toFixed(2).padStart(8)} ${pct(xs, 95).toFixed(2).padStart(8)} ${pct(xs, 99).toFixed(2).padStart(8)} ${(pct(xs, 95) / p95).toFixed(2).padStart(9)}`,
      );
    });
    console.log('');
  }
  console.log(
    '* bare FTS5 has no typo tolerance: its typo row is the cost of a lookup that finds (almost) nothing.',
  );
}

main();
