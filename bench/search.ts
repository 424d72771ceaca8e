/**
 * Search benchmark (on demand: `npm run bench:search`; not part of `npm test`).
 *
 * Builds an index over a generated 10,000-document corpus with the same engine and settings the site
 * uses (MiniSearch: prefix + fuzzy terms, title boost, AND-then-OR, phrase post-filter), and in the
 * same run a SQLite FTS5 index over the same corpus as the baseline. Prints build time and
 * p50/p95/p99 latency for single-word, multi-word and phrase queries, and the ratios.
 */
import Database from 'better-sqlite3';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { processTerm } from '@/lib/server/search/index';
import { generateCorpus, type CorpusDoc } from './searchCorpus';
import { seededRandom } from '@/lib/shared/random';

const COUNT = Number(process.argv.find((a) => a.startsWith('--docs='))?.split('=')[1] ?? 10_000);
const ROUNDS = 5;

// Same term options as lib/server/search/query.ts.
const TERMS: SearchOptions = {
  prefix: (t) => t.length >= 3,
  fuzzy: (t) => (t.length >= 4 ? 0.2 : false),
};

/** Query sets drawn from the corpus itself, so every query has matches. */
function queries(docs: CorpusDoc[]) {
  const rand = seededRandom(7);
  const words = (s: string) => s.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const sample = () => words(docs[Math.floor(rand() * docs.length)].body);
  const single: string[] = [];
  const multi: string[] = [];
  const phrase: string[] = [];
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
  return { single, multi, phrase };
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

function measure(qs: string[], fn: (q: string) => unknown): number[] {
  for (const q of qs) fn(q); // warm-up
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) for (const q of qs) out.push(time(() => fn(q)));
  return out;
}

function main() {
  const docs = generateCorpus(COUNT);
  const words = docs.reduce((s, d) => s + d.body.split(' ').length, 0);

  let mini!: MiniSearch<CorpusDoc>;
  const miniBuild = time(() => {
    mini = new MiniSearch<CorpusDoc>({
      fields: ['title', 'body'],
      processTerm,
      searchOptions: { boost: { title: 3 }, processTerm },
    });
    mini.addAll(docs);
  });
  const bodies = new Map(docs.map((d) => [d.id, ` ${d.title.toLowerCase()} ${d.body.toLowerCase()} `]));
  const EXACT: SearchOptions = { prefix: false, fuzzy: false };
  const miniSearch = (q: string, phrase = false) => {
    // Exact words first; widen to prefix/fuzzy only when that finds too little (typos, word stems).
    let r = mini.search({ combineWith: 'AND', queries: [q] }, EXACT);
    if (phrase) return r.filter((x) => bodies.get(String(x.id))!.includes(` ${q} `)).slice(0, 10);
    if (r.length < 10) r = mini.search({ combineWith: 'AND', queries: [q] }, TERMS);
    if (!r.length) r = mini.search({ combineWith: 'OR', queries: [q] }, TERMS);
    return r.slice(0, 10);
  };

  const sqlite = new Database(':memory:');
  const ftsBuild = time(() => {
    sqlite.exec(
      "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, title, body, tokenize = 'porter unicode61')",
    );
    const insert = sqlite.prepare('INSERT INTO docs (id, title, body) VALUES (?, ?, ?)');
    sqlite.transaction(() => docs.forEach((d) => insert.run(d.id, d.title, d.body)))();
  });
  const fts = sqlite.prepare('SELECT id FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 0, 3, 1) LIMIT 10');
  const ftsQuery = (q: string, phrase = false) =>
    fts.all(
      phrase
        ? `"${q}"`
        : q
            .split(' ')
            .map((w) => `"${w}"*`)
            .join(' AND '),
    );

  const sets = queries(docs);
  console.log(
    `\n${COUNT.toLocaleString()} documents, ${Math.round(words / COUNT)} words on average, Node ${process.version}`,
  );
  console.log(`index build: MiniSearch ${miniBuild.toFixed(0)} ms, SQLite FTS5 ${ftsBuild.toFixed(0)} ms\n`);
  console.log(
    `${'queries'.padEnd(22)} ${'engine'.padEnd(11)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [name, qs, phrase] of [
    ['single word', sets.single, false],
    ['multi-word (3 words)', sets.multi, false],
    ['phrase (2 words)', sets.phrase, true],
  ] as const) {
    const m = measure(qs, (q) => miniSearch(q, phrase));
    const f = measure(qs, (q) => ftsQuery(q, phrase));
    const row = (engine: string, xs: number[]) =>
      `${name.padEnd(22)} ${engine.padEnd(11)} ${pct(xs, 50).toFixed(2).padStart(8)} ${pct(xs, 95).toFixed(2).padStart(8)} ${pct(xs, 99).toFixed(2).padStart(8)}`;
    console.log(row('MiniSearch', m));
    console.log(row('FTS5', f));
    console.log(
      `${''.padEnd(22)} ${'ratio p95'.padEnd(11)} ${(pct(m, 95) / pct(f, 95)).toFixed(2).padStart(8)}\n`,
    );
  }
}

main();
