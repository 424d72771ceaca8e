/** A language the page-translation widget can show: its widget code and English name (SPEC §3). */
export interface LanguageOption {
  value: string;
  label: string;
}

/** The default (source) language of the site. */
export const DEFAULT_LANGUAGE = 'en';

/** Languages written right to left (widget codes and their standard equivalents). */
export const rtlLanguages: ReadonlySet<string> = new Set([
  'ar',
  'bal',
  'bm-Nkoo',
  'ckb',
  'dv',
  'fa',
  'fa-AF',
  'he',
  'iw',
  'ms-Arab',
  'pa-Arab',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** Widget codes that are not the current BCP 47 tag, mapped to the tag a `lang` attribute should carry. */
const LEGACY_CODES: Readonly<Record<string, string>> = { iw: 'he', jw: 'jv' };

/** The BCP 47 tag for a widget language code, for `lang` attributes (screen readers pick a voice by it). */
export function htmlLang(code: string): string {
  return LEGACY_CODES[code] ?? code;
}
