/**
 * The full-text engine behind site search: an in-memory SQLite FTS5 table (better-sqlite3, in this process;
 * it never touches the site's database, so it works the same when that is SQL Server) plus a vocabulary of
 * every indexed word for typo tolerance and spelling suggestions. The table is contentless (`content=''`):
 * it keeps word positions and lengths, not a second copy of the text (results and snippets read the records).
 *
 * Why FTS5 and not MiniSearch (the previous engine): over 10,000 documents FTS5 builds ~6x faster and
 * answers phrase queries natively from word positions, where MiniSearch had to scan each hit's text;
 * `npm run bench:search` prints both side by side. Typo tolerance (an edit-distance walk over the
 * vocabulary), synonyms and best bets stay in this module's callers, independent of FTS5.
 */
import Database from 'better-sqlite3';
import SearchableMap from 'minisearch/SearchableMap';
import { rankOrder } from './rank';

/** The indexed fields of a row, in column order; the numbers are their ranking weights. */
export const FIELDS = { title: 3, headings: 2, body: 1, tags: 2 } as const;
export type Field = keyof typeof FIELDS;
/** A row to index: its fields, a score multiplier, and its place among rows that rank equal (lower first). */
export type FullTextRow = Record<Field, string> & { boost: number; tieBreak: number };

const COLUMNS = Object.keys(FIELDS) as Field[];

/** Words too common to narrow a search: left out of queries (but kept in the index, so phrases match). */
export const STOP_WORDS = new Set(
  'a an and are as at be by for from in into is it of on or the this to was were will with'.split(' '),
);

/** A row that matched: its position in the rows given to the index, its score, and whether its title matched. */
export interface FullTextMatch {
  row: number;
  /** BM25 with the field weights, times the row's boost: higher is better. */
  score: number;
  inTitle: boolean;
}

/** A term of a query: the word itself, and the alternatives it also matches when widened. */
export interface QueryTerm {
  term: string;
  /** Match every indexed word starting with the term. */
  prefix: boolean;
  /** Indexed words within a small edit distance (typos). */
  fuzzy: string[];
}

export interface FullTextIndex {
  /**
   * Rows matching a query (OR over `phrasings`, each combining its terms with `op`, or one exact phrase),
   * best first: title matches, then score, then tie-break.
   */
  match(query: FullTextQuery): FullTextMatch[];
  /** Number of rows containing each indexed word (stop words left out). */
  vocabulary: SearchableMap<number>;
  /** Bytes held by SQLite for the index (outside the JavaScript heap). */
  sqliteBytes: number;
  close(): void;
}

export type FullTextQuery =
  { kind: 'terms'; phrasings: QueryTerm[][]; op: 'AND' | 'OR' } | { kind: 'phrase'; words: string[] };

/** The words of a normalised text as FTS5's tokenizer sees them (any run of letters and digits). */
export const words = (normalised: string): string[] => normalised.split(/[^a-z0-9]+/).filter(Boolean);

/** The query words that narrow a search (stop words dropped). */
export const queryWords = (normalised: string): string[] =>
  words(normalised).filter((w) => !STOP_WORDS.has(w));

/** A term as an FTS5 string (operators inside quotes are plain words; a quote is doubled). */
const quote = (t: string) => `"${t.replace(/"/g, '""')}"`;
const termExpr = (t: QueryTerm) => {
  const alternatives = [t.prefix ? `${quote(t.term)}*` : quote(t.term), ...t.fuzzy.map(quote)];
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
};

/** The FTS5 MATCH expression of a query, and the one that tells whether a title matched; null when empty. */
export function matchExpressions(
  query: FullTextQuery,
  stopWords: ReadonlySet<string> = STOP_WORDS,
): { all: string; title: string } | null {
  if (query.kind === 'phrase') {
    if (query.words.length === 0) return null;
    const anyWord = query.words.filter((w) => !stopWords.has(w));
    return {
      all: quote(query.words.join(' ')),
      title: `{title} : (${(anyWord.length ? anyWord : query.words).map(quote).join(' OR ')})`,
    };
  }
  const phrasings = query.phrasings.filter((p) => p.length > 0);
  if (phrasings.length === 0) return null;
  const all = phrasings.map((p) => `(${p.map(termExpr).join(` ${query.op} `)})`).join(' OR ');
  return { all, title: `{title} : (${phrasings.flat().map(termExpr).join(' OR ')})` };
}

const quoteSql = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Most rows an index holds: a match comes back as one number, row * 2^32 + score in millionths (< 2^53). */
export const MAX_ROWS = 2 ** 20;
const ROW_UNIT = 2 ** 32;
const SCORE_UNITS = 1e6;

/** How an index reads its text: English's by default; another language's rows come as analysed tokens. */
export interface FullTextOptions {
  /** FTS5's tokenize argument. */
  tokenize?: string;
  /** Words left out of the vocabulary (and of a phrase's title test). */
  stopWords?: ReadonlySet<string>;
}

/**
 * Builds the index over `rows` (row numbers in matches are positions in this array). Scores are kept to
 * a millionth (closer ones rank by tie-break).
 */
export function createFullTextIndex(
  rows: readonly FullTextRow[],
  { tokenize = 'unicode61 remove_diacritics 2', stopWords = STOP_WORDS }: FullTextOptions = {},
): FullTextIndex {
  if (rows.length > MAX_ROWS) throw new Error(`The search index holds at most ${MAX_ROWS} records`);
  const sqlite = new Database(':memory:');
  sqlite.pragma('journal_mode = OFF');
  sqlite.exec(
    `CREATE VIRTUAL TABLE docs USING fts5(${COLUMNS.join(', ')}, tokenize = ${quoteSql(tokenize)}, content = '')`,
  );
  const insert = sqlite.prepare(
    `INSERT INTO docs (rowid, ${COLUMNS.join(', ')}) VALUES (?, ${COLUMNS.map(() => '?').join(', ')})`,
  );
  sqlite.transaction(() => {
    rows.forEach((r, i) => insert.run(i, ...COLUMNS.map((c) => r[c])));
  })();
  sqlite.exec("INSERT INTO docs (docs) VALUES ('optimize')");

  sqlite.exec("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, docs, 'row')");
  const vocabulary = new SearchableMap<number>();
  for (const [term, count] of sqlite.prepare('SELECT term, doc FROM temp.vocab').raw().iterate() as Iterable<
    [string, number]
  >) {
    if (!stopWords.has(term)) vocabulary.set(term, count);
  }
  sqlite.exec('DROP TABLE temp.vocab');

  const weights = COLUMNS.map((c) => FIELDS[c]).join(', ');
  // One number per match: returning thousands of [rowid, score] pairs cost half again FTS5's own scoring.
  const select = sqlite
    .prepare(
      `SELECT rowid * ${ROW_UNIT}.0 + min(max(round(-bm25(docs, ${weights}) * ${SCORE_UNITS}), 0), ${ROW_UNIT - 1})
       FROM docs WHERE docs MATCH ?`,
    )
    .pluck();
  const selectRows = sqlite.prepare('SELECT rowid FROM docs WHERE docs MATCH ?').pluck();
  const boost = Float64Array.from(rows, (r) => r.boost);
  const tieBreak = Uint32Array.from(rows, (r) => r.tieBreak);
  const titleMatched = new Uint8Array(rows.length);
  const pageBytes =
    (sqlite.pragma('page_count', { simple: true }) as number) *
    (sqlite.pragma('page_size', { simple: true }) as number);

  return {
    match(query) {
      const expr = matchExpressions(query, stopWords);
      if (!expr) return [];
      const found = select.all(expr.all) as number[];
      const titleRows = selectRows.all(expr.title) as number[];
      for (const row of titleRows) titleMatched[row] = 1;
      const n = found.length;
      const score = new Float64Array(n);
      const inTitle = new Uint8Array(n);
      const ties = new Uint32Array(n);
      const matched = new Uint32Array(n);
      for (let i = 0; i < n; i += 1) {
        const row = Math.floor(found[i] / ROW_UNIT);
        matched[i] = row;
        score[i] = ((found[i] - row * ROW_UNIT) / SCORE_UNITS) * boost[row];
        inTitle[i] = titleMatched[row];
        ties[i] = tieBreak[row];
      }
      for (const row of titleRows) titleMatched[row] = 0;
      return Array.from(rankOrder(score, inTitle, ties), (i) => ({
        row: matched[i],
        score: score[i],
        inTitle: inTitle[i] === 1,
      }));
    },
    vocabulary,
    sqliteBytes: pageBytes,
    close: () => sqlite.close(),
  };
}
