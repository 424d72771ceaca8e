/**
 * The site's languages (issue 55): what the browser and the server both need. The languages themselves are data,
 * one folder each under messages/ (read on the server by lib/server/i18n/messages.ts); adding one adds files.
 */

/** One language of the site, from messages/<code>/language.json. */
export interface LanguageInfo {
  /** The locale of its addresses (/es/…) and its folder. */
  code: string;
  /** Its name in its own language and script ("Español", "한국어"). */
  name: string;
  englishName: string;
  /** The BCP 47 tag for <html lang> ("zh-Hans"). */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** Who made the translation of the site's frame and whether a qualified translator reviewed it. */
  translation: { by: string; reviewed: boolean; reviewedBy: string | null };
}

export const DEFAULT_LOCALE = 'en';

/** Virginia's time zone: dates on the site are Virginia dates whatever the language. */
export const SITE_TIME_ZONE = 'America/New_York';

/** The message areas a page's catalog holds; `frame` and `labels` come with every page. */
export type MessageArea = 'frame' | 'labels' | 'contact' | 'home' | 'comments' | 'search' | 'periods';
export const FRAME_AREAS: readonly MessageArea[] = ['frame', 'labels'];

/** A page's messages: one object per area (nested keys in `frame`; `labels` maps an English label to its own). */
export type Messages = Partial<Record<MessageArea, Record<string, unknown>>>;

/** The address of `path` (a site path, with no locale) in `locale`: English has no prefix. */
export function localePath(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** What the page's translation is: its content translated, only its frame, or shown in English. */
export interface PageTranslation {
  /** 'content': the page's own text is translated; 'frame': only the menus and forms; 'english': nothing. */
  covers: 'content' | 'frame';
  by: string;
  reviewed: boolean;
  reviewedBy: string | null;
}
