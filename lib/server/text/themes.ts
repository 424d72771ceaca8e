import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { stopwords as arabicStop } from '@orama/stopwords/arabic';
import { stopwords as englishStop } from '@orama/stopwords/english';
import { stopwords as mandarinStop } from '@orama/stopwords/mandarin';
import { stopwords as spanishStop } from '@orama/stopwords/spanish';
import { kmeans } from 'ml-kmeans';

/**
 * Themes suggested from the comments of a period (issue 57 §4), by the site itself and offline: each comment's
 * words are weighted by TF-IDF (how often the comment uses a word, against how many comments use it) over the
 * words and word pairs many comments share, and the comments are grouped by k-means (ml-kmeans, of the mljs
 * project: k-means++ starts, a fixed seed, so the same comments give the same themes). Each theme is named by its
 * strongest words as people wrote them; staff accept, rename, merge or discard it: a suggestion, not a verdict.
 *
 * Words are read per language: English, Spanish and Arabic stemmed (Snowball, @orama/stemmers) without their
 * stop words (@orama/stopwords), other languages cut into words by Intl.Segmenter (Chinese and Korean included).
 * Pure and synchronous: the caller runs it in the worker pool with a budget (its cost grows with the comments).
 */

export interface ThemeComment {
  id: number;
  text: string;
  /** The comment's language, as detected (ISO 639-3 'spa', 'eng') or a site locale ('es'); English if unknown. */
  language?: string;
}

export interface SuggestedTheme {
  /** A name staff can keep or change: the theme's strongest words, as commenters wrote them. */
  label: string;
  /** Its words and word pairs, strongest first (at most eight). */
  terms: string[];
  /** Its comments, the most typical first (the first few make good samples). */
  commentIds: number[];
}

export interface ThemeSuggestion {
  themes: SuggestedTheme[];
  /** Comments in no theme: too short, only rare words, or in a group too small to be a theme. */
  unassigned: number[];
}

export const THEME_LIMITS = {
  /** Comments one suggestion reads (a statewide period has about 20,000). */
  maxComments: 50_000,
  /** Characters of a comment read (comments are shorter; the bound is on the work). */
  maxChars: 4_000,
  /** Words and word pairs the comments are weighed on. */
  vocabulary: 300,
  maxThemes: 12,
  /** Comments k-means reads to find the centres; the others join the nearest. */
  sample: 2_000,
  /** Fewer comments than this (with shared words) make no themes. */
  minComments: 6,
};

export class TooManyComments extends RangeError {}

interface Reader {
  locale: string;
  stem: (word: string) => string;
  stop: ReadonlySet<string>;
}

const READERS: Record<string, Reader> = {
  en: { locale: 'en', stem: remembered(englishStem), stop: new Set(englishStop) },
  es: { locale: 'es', stem: remembered(spanishStem), stop: new Set(spanishStop) },
  ar: { locale: 'ar', stem: remembered(arabicStem), stop: new Set(arabicStop) },
  zh: { locale: 'zh', stem: (w) => w, stop: new Set(mandarinStop) },
};
const ISO3: Record<string, string> = { eng: 'en', spa: 'es', arb: 'ar', ara: 'ar', cmn: 'zh', zho: 'zh' };
const plain = (locale: string): Reader => ({ locale, stem: (w) => w, stop: new Set() });

/** A stemmer that remembers: the comments of a period repeat the same few thousand words. */
function remembered(stem: (w: string) => string): (w: string) => string {
  const seen = new Map<string, string>();
  return (w) => {
    let s = seen.get(w);
    if (s === undefined) {
      s = stem(w);
      if (seen.size < 100_000) seen.set(w, s);
    }
    return s;
  };
}
const ISO3_LOCALES: Record<string, string> = {
  kor: 'ko',
  vie: 'vi',
  hin: 'hi',
  urd: 'ur',
  amh: 'am',
  tgl: 'tl',
};

/** Languages read word by word, unstemmed (one reader each, so a language's comments are read alike). */
const PLAIN: Record<string, Reader> = Object.fromEntries(
  Object.values(ISO3_LOCALES).map((locale) => [locale, plain(locale)]),
);

/**
 * The reader of a comment's language. A language with no reader of its own is read as English: short English
 * comments are often taken for Scots or Frisian by detection, and one group must not mix two readings of a word.
 */
function readerOf(language: string | undefined): Reader {
  const code = (language ?? 'en').toLowerCase();
  const short = ISO3[code] ?? ISO3_LOCALES[code] ?? (code.length === 2 ? code : undefined);
  return (short && (READERS[short] ?? PLAIN[short])) || READERS.en;
}

const BREAKS = /[.,;:!?()。，、！？؛،]/;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

/** The terms of one comment (stems and pairs of neighbouring stems), each with the words it was written as. */
function termsOf(c: ThemeComment, surfaces: Map<string, Map<string, number>>): Map<string, number> {
  const r = readerOf(c.language);
  const counts = new Map<string, number>();
  const add = (term: string, surface: string) => {
    counts.set(term, (counts.get(term) ?? 0) + 1);
    let s = surfaces.get(term);
    if (!s) surfaces.set(term, (s = new Map()));
    s.set(surface, (s.get(surface) ?? 0) + 1);
  };
  let previous: { stem: string; word: string } | null = null;
  for (const part of segmenter(r.locale).segment(c.text.slice(0, THEME_LIMITS.maxChars))) {
    if (!part.isWordLike) {
      // A sentence's end or a comma parts two words: no pair across it.
      if (BREAKS.test(part.segment)) previous = null;
      continue;
    }
    const word = part.segment.normalize('NFC').toLowerCase();
    // Route numbers ("I-81", "Route 29") are kept; longer digit runs (phone numbers, amounts) are not themes.
    if (word.length < 2 || r.stop.has(word) || /^\d{4,}$/.test(word)) {
      previous = null;
      continue;
    }
    const stem = r.stem(word);
    add(stem, word);
    if (previous) add(`${previous.stem} ${stem}`, `${previous.word} ${word}`);
    previous = { stem, word };
  }
  return counts;
}

type Sparse = Array<[column: number, weight: number]>;

const dense = (row: Sparse, size: number): number[] => {
  const v = new Array<number>(size).fill(0);
  for (const [j, w] of row) v[j] = w;
  return v;
};
const dot = (row: Sparse, centre: readonly number[]) => row.reduce((s, [j, w]) => s + w * centre[j], 0);
const squared = (v: readonly number[]) => v.reduce((s, x) => s + x * x, 0);

/** The centre nearest a unit-length row: the least |c|² − 2 row·c (its squared distance, less a constant). */
function nearest(row: Sparse, centres: readonly number[][], norms: readonly number[]): number {
  let best = 0;
  let least = Infinity;
  centres.forEach((c, i) => {
    const d = norms[i] - 2 * dot(row, c);
    if (d < least) [best, least] = [i, d];
  });
  return best;
}

function meanOf(rows: readonly Sparse[], size: number): number[] {
  const v = new Array<number>(size).fill(0);
  for (const row of rows) for (const [j, w] of row) v[j] += w / rows.length;
  return v;
}

const mostWritten = (surfaces: Map<string, number> | undefined, term: string): string => {
  let best = term;
  let n = 0;
  for (const [s, k] of surfaces ?? []) if (k > n || (k === n && s < best)) [best, n] = [s, k];
  return best;
};

/**
 * Themes suggested for the comments (see the module comment). Comments are grouped within their language: two
 * languages share few written words, so a Spanish theme is its own, and staff merge it with its English twin.
 */
export function suggestThemes(comments: readonly ThemeComment[]): ThemeSuggestion {
  if (comments.length > THEME_LIMITS.maxComments)
    throw new TooManyComments(
      `Themes are suggested for at most ${THEME_LIMITS.maxComments.toLocaleString('en-US')} comments at a time.`,
    );
  const byLanguage = new Map<string, ThemeComment[]>();
  for (const c of comments) {
    const locale = readerOf(c.language).locale;
    byLanguage.set(locale, [...(byLanguage.get(locale) ?? []), c]);
  }
  const themes: SuggestedTheme[] = [];
  const unassigned: number[] = [];
  for (const group of byLanguage.values()) {
    const found = themesOf(group);
    themes.push(...found.themes);
    unassigned.push(...found.unassigned);
  }
  themes.sort((a, b) => b.commentIds.length - a.commentIds.length || (a.label < b.label ? -1 : 1));
  return { themes, unassigned: unassigned.sort((a, b) => a - b) };
}

/** The themes of comments in one language. */
function themesOf(comments: readonly ThemeComment[]): ThemeSuggestion {
  const surfaces = new Map<string, Map<string, number>>();
  const docs = comments.map((c) => termsOf(c, surfaces));
  const n = docs.length;

  // The vocabulary: terms enough comments share to group them, and not so common that they group everything.
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const least = Math.max(2, Math.ceil(n * 0.003));
  const vocabulary = [...df]
    .filter(([, k]) => k >= least && k <= n * 0.5)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, THEME_LIMITS.vocabulary)
    .map(([t]) => t);
  const column = new Map(vocabulary.map((t, i) => [t, i]));
  const idf = vocabulary.map((t) => Math.log(n / df.get(t)!));

  // Each comment as a unit-length sparse vector: [column, weight] pairs of the vocabulary's terms it uses.
  const rows: Sparse[] = [];
  const rowIds: number[] = [];
  const unassigned: number[] = [];
  docs.forEach((d, i) => {
    const v: Sparse = [];
    for (const [t, tf] of d) {
      const j = column.get(t);
      if (j !== undefined) v.push([j, (1 + Math.log(tf)) * idf[j]]);
    }
    const len = Math.sqrt(v.reduce((s, [, w]) => s + w * w, 0));
    if (len === 0) unassigned.push(comments[i].id);
    else {
      rows.push(v.map(([j, w]) => [j, w / len]));
      rowIds.push(comments[i].id);
    }
  });
  if (rows.length < THEME_LIMITS.minComments) return { themes: [], unassigned: comments.map((c) => c.id) };

  // k-means finds the centres on an even sample of the comments (every comment below the sample's size); every
  // comment then joins its nearest centre, and the centres are the means of their comments.
  const k = Math.min(
    THEME_LIMITS.maxThemes,
    Math.max(2, Math.round(Math.sqrt(rows.length / 3))),
    rows.length,
  );
  const step = Math.max(1, rows.length / THEME_LIMITS.sample);
  const sample: number[][] = [];
  for (let i = 0; i < rows.length; i += step) sample.push(dense(rows[Math.floor(i)], vocabulary.length));
  const found = kmeans(sample, k, { initialization: 'kmeans++', seed: 57, maxIterations: 60 }).centroids;
  const norms = found.map(squared);
  const cluster = rows.map((row) => nearest(row, found, norms));
  const centres = found.map((_, c) =>
    meanOf(
      rows.filter((_, i) => cluster[i] === c),
      vocabulary.length,
    ),
  );

  const smallest = Math.max(2, Math.ceil(rows.length * 0.01));
  const themes: SuggestedTheme[] = [];
  centres.forEach((centre, c) => {
    const members = rows.flatMap((_, i) => (cluster[i] === c ? [i] : []));
    if (members.length < smallest) {
      for (const i of members) unassigned.push(rowIds[i]);
      return;
    }
    // Closest to the centre first: the largest share of the centre's weight (rows are unit length).
    const byCloseness = members
      .map((i) => [i, dot(rows[i], centre)] as const)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const strongest = centre
      .map((w, j) => [j, w] as const)
      .filter(([, w]) => w > 0)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([j]) => vocabulary[j]);
    // A pair names a theme better than its two words alone: a word inside a pair among the strongest gives way to it.
    const top = strongest.slice(0, 16);
    const inPair = new Set(top.flatMap((t) => (t.includes(' ') ? t.split(' ') : [])));
    const terms = [
      ...new Set(
        top.filter((t) => t.includes(' ') || !inPair.has(t)).map((t) => mostWritten(surfaces.get(t), t)),
      ),
    ].slice(0, 8);
    themes.push({
      label: terms.slice(0, 3).join(', '),
      terms,
      commentIds: byCloseness.map(([i]) => rowIds[i]),
    });
  });
  return { themes, unassigned };
}
