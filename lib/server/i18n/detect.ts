import { franc } from 'franc-min';

/**
 * The language a person wrote in (issue 55): franc (wooorm/franc, trigram statistics, offline, no service) on the
 * text, for staff to see. `franc-min` covers the 82 languages with 8 million or more speakers, which takes in every
 * language the site is translated into and the others Virginians most often speak at home. The text is cut to its
 * first 2,000 characters: enough to tell a language, and a bound on the work.
 */
const MAX_CHARS = 2_000;

export interface DetectedLanguage {
  /** ISO 639-3 code ('spa', 'kor', 'cmn'…), or 'und' when the text is too short or too mixed to tell. */
  code: string;
  /** Its English name for staff ("Spanish", "Korean"), or "Not determined". */
  name: string;
}

const NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

export function detectLanguage(text: string): DetectedLanguage {
  const code = franc(text.slice(0, MAX_CHARS), { minLength: 10 });
  if (code === 'und') return { code, name: 'Not determined' };
  return { code, name: NAMES.of(code) ?? code };
}
