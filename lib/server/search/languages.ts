/**
 * How site search reads each language other than English (issue 55 §7): the words of a text as index tokens.
 *
 * - Spanish and Arabic are stemmed with the Snowball stemmers of `@orama/stemmers` (maintained with the Orama
 *   search engine, no dependencies, ESM and CommonJS, one module per language so only these two are loaded):
 *   "comentarios" and "comentario" are one token. Snowball has no Vietnamese, Korean or Chinese stemmer.
 * - Vietnamese is not inflected: its syllables are its tokens, accents kept.
 * - Chinese has no spaces: `Intl.Segmenter` (ICU's dictionary, built into Node, offline) cuts it into words.
 * - Korean is cut into words by `Intl.Segmenter` too; a word's trailing particle (을, 의, 에서…) is dropped so
 *   "교통의" finds "교통".
 *
 * Accents stay in the tokens, so an accented query finds only its own word ("año" is not "ano", "đường" is
 * not "dương"), while an unaccented query also finds the accented words it could be a typing of: `unaccented`
 * gives the token such a typing makes, and the index keeps which tokens each one stands for.
 */
import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';

/** A word of a text: where it is (for snippet highlights) and its index token. */
export interface Span {
  start: number;
  end: number;
  token: string;
}

/** One language's reading of text for the search index. */
export interface Analysis {
  locale: string;
  /** The words of `text` with their tokens, in order (offsets are in `text` as given). */
  spans(text: string): Span[];
  /** The token of one word. */
  token(word: string): string;
  /** Words too common to narrow a search (as written, lower case). */
  stopWords: ReadonlySet<string>;
  /** Tokens this many characters long or more also match as prefixes when a search is widened. */
  prefixFrom: number;
}

/** FTS5's tokenizer for pre-analysed text: accents kept, marks inside words (Vietnamese, Arabic) kept. */
export const ANALYSED_TOKENIZER = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'";

const LETTERS = /[\p{L}\p{M}\p{N}]+/gu;
/** Arabic short vowels and other optional marks, and the tatweel: written or not, the word is the same. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** A word without its accents ("año" → "ano", "đường" → "duong"). */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFC');
}

const normalise = (word: string) => word.normalize('NFC').toLowerCase().replace(ARABIC_MARKS, '');

/** Spans of the runs of letters and digits of a text. */
function letterSpans(text: string, token: (w: string) => string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(LETTERS)) {
    const t = token(m[0]);
    if (t) out.push({ start: m.index, end: m.index + m[0].length, token: t });
  }
  return out;
}

/** Spans of the words ICU's segmenter finds (then split on anything but letters and digits, as FTS5 would). */
function segmentedSpans(segmenter: Intl.Segmenter, text: string, token: (w: string) => string): Span[] {
  const out: Span[] = [];
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    for (const span of letterSpans(s.segment, token)) {
      out.push({ start: s.index + span.start, end: s.index + span.end, token: span.token });
    }
  }
  return out;
}

/** Korean particles, longest first: dropped from the end of a word when two syllables or more remain. */
const KOREAN_PARTICLES = [
  '에서는',
  '으로는',
  '에게서',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '과의',
  '와의',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
];

function koreanToken(word: string): string {
  const w = normalise(word);
  for (const p of KOREAN_PARTICLES) {
    if (w.endsWith(p) && w.length - p.length >= 2) return w.slice(0, -p.length);
  }
  return w;
}

const words = (list: string) => new Set(list.split(' '));

function alphabetic(locale: string, stem: (w: string) => string, stopWords: ReadonlySet<string>): Analysis {
  const token = (w: string) => stem(normalise(w));
  return { locale, token, spans: (text) => letterSpans(text, token), stopWords, prefixFrom: 3 };
}

function segmented(
  locale: string,
  token: (w: string) => string,
  stopWords: ReadonlySet<string>,
  prefixFrom: number,
): Analysis {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return { locale, token, spans: (text) => segmentedSpans(segmenter, text, token), stopWords, prefixFrom };
}

const ANALYSES: Record<string, Analysis> = {
  es: alphabetic(
    'es',
    spanishStem,
    words('a al como con de del el en es la las lo los o para por que se su sus un una y'),
  ),
  ar: alphabetic('ar', arabicStem, words('في من على إلى عن أو و مع هذا هذه التي الذي')),
  vi: alphabetic('vi', (w) => w, words('các cho của có là và với được trong những một này để')),
  zh: segmented('zh', normalise, words('的 了 和 与 及 在 是 或'), 2),
  ko: segmented('ko', koreanToken, new Set<string>(), 2),
};

/** The analysis of a language, or null: English (and any language without one) keeps the English index's reading. */
export function analysisOf(locale: string): Analysis | null {
  return Object.hasOwn(ANALYSES, locale) ? ANALYSES[locale] : null;
}

/** The languages search reads in their own way. */
export const ANALYSED_LOCALES = Object.keys(ANALYSES);

/** A text as the space-separated tokens an analysed index stores. */
export const analysedText = (a: Analysis, text: string): string =>
  a
    .spans(text)
    .map((s) => s.token)
    .join(' ');

/**
 * The token an unaccented typing of `word` makes, when `word` has accents ("publicación" → the token of
 * "publicacion"); null when it has none.
 */
export function unaccentedToken(a: Analysis, word: string): string | null {
  const w = normalise(word);
  const plain = fold(w);
  return plain === w ? null : a.token(plain);
}
