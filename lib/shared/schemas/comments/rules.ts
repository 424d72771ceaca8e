/**
 * Automatic checks on a map comment (EXPLORERS-RESEARCH §4): links, email addresses and listed
 * words hold a comment for a reviewer; nearby comments with similar words are offered before submitting.
 * Pure functions, shared by the API and the form.
 */

/** Why a comment is flagged (zod-free here, so a public page's flag control does not load zod). */
export const FLAG_REASONS = ['spam', 'offensive', 'personal-information', 'off-topic'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** Words that hold a comment for review (matched as whole words, any case). Deployments add their own. */
export const BUILT_IN_HOLD_WORDS = [
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'cunt',
  'nigger',
  'faggot',
  'retard',
];

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|gov|info|biz|io|ly|co|us)(?:\/\S*)?\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

export type HoldReason = 'link' | 'email' | 'word' | 'flagged';

export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  link: 'Contains a link',
  email: 'Contains an email address',
  word: 'Contains a listed word',
  flagged: 'Flagged by visitors',
};

/** Why a comment's text (and the name shown with it) should wait for a reviewer; empty when it need not. */
export function holdReasons(text: string, name: string, extraWords: readonly string[] = []): HoldReason[] {
  const all = `${text}\n${name}`;
  const reasons: HoldReason[] = [];
  // An address is not also a link: look for links in the text with addresses taken out.
  if (LINK.test(all.replace(new RegExp(EMAIL.source, 'gi'), ' '))) reasons.push('link');
  if (EMAIL.test(all)) reasons.push('email');
  const words = new Set(
    [...BUILT_IN_HOLD_WORDS, ...extraWords].map((w) => w.trim().toLowerCase()).filter(Boolean),
  );
  const tokens = all.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (tokens.some((t) => words.has(t))) reasons.push('word');
  return reasons;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A bounding box around a point reaching at least `metres` in every direction (for a first, indexed cut; the
 * exact distance is checked after). 110 km per degree is a little short of the real 111.2, so it errs wide.
 */
export function boxAround(lat: number, lon: number, metres: number): [number, number, number, number] {
  const dLat = metres / 110_000;
  const dLon = metres / (110_000 * Math.cos((lat * Math.PI) / 180));
  return [lon - dLon, lat - dLat, lon + dLon, lat + dLat];
}

const STOP = new Set(
  'the a an and or of to in on at for is are was be this that it with by from there here not no very my our we i'.split(
    ' ',
  ),
);
const wordsOf = (s: string) =>
  new Set((s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w)));

/** Jaccard similarity of the content words of two texts (0 to 1). */
export function textSimilarity(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return shared / (x.size + y.size - shared);
}
