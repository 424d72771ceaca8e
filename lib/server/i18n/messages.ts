import fs from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import {
  DEFAULT_LOCALE,
  FRAME_AREAS,
  type LanguageInfo,
  type MessageArea,
  type Messages,
} from '@/lib/shared/i18n';

/**
 * The message catalogs: messages/<locale>/<area>.json, one folder per language (next.config.js makes its locale
 * list from the same folders). A page gets only its own language's areas it uses (FRAME_AREAS and its own), so a
 * translated page carries one language's messages, never all of them. Read once per process: they ship with a
 * release.
 */
const DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'messages');

let languages: LanguageInfo[] | null = null;
const catalogs = new Map<string, Record<string, unknown>>();

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Every language of the site, English first, then by code. */
export function siteLanguages(): LanguageInfo[] {
  languages ??= fs
    .readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => readJson<LanguageInfo>(path.join(DIR, d.name, 'language.json')))
    .sort((a, b) =>
      a.code === DEFAULT_LOCALE ? -1 : b.code === DEFAULT_LOCALE ? 1 : a.code.localeCompare(b.code),
    );
  return languages;
}

/** The language of `locale`, or English for an unknown one. */
export function languageOf(locale: string | undefined): LanguageInfo {
  const all = siteLanguages();
  return all.find((l) => l.code === locale) ?? all[0]!;
}

/**
 * In the site's build, messages are compiled once here (icu-minify) and formatted by use-intl's parser-free
 * formatter (next.config.js aliases it and sets the flag); elsewhere (jest, scripts) they stay ICU text.
 * `labels` are plain names looked up by their English text, never formatted: they stay as they are.
 */
// eslint-disable-next-line no-restricted-properties -- a build-time constant next.config.js inlines, not a setting
const PRECOMPILED = process.env.VTRANS_PRECOMPILED_MESSAGES === '1';

function compiled(value: unknown): unknown {
  if (typeof value === 'string') return compile(value);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, compiled(v)]),
  );
}

/** One area's catalog in one language (an area a language lacks is an empty catalog: the tests forbid it). */
export function catalog(locale: string, area: MessageArea): Record<string, unknown> {
  const key = `${locale}/${area}`;
  let found = catalogs.get(key);
  if (!found) {
    const file = path.join(DIR, locale, `${area}.json`);
    const raw = fs.existsSync(file) ? readJson<Record<string, unknown>>(file) : {};
    found = PRECOMPILED && area !== 'labels' ? (compiled(raw) as Record<string, unknown>) : raw;
    catalogs.set(key, found);
  }
  return found;
}

/** Whether `locale` has its own catalog of `area` (a translation of it), not English's. */
export function hasCatalog(locale: string, area: MessageArea): boolean {
  return fs.existsSync(path.join(DIR, languageOf(locale).code, `${area}.json`));
}

/** The messages a page needs: the frame's areas and its own, in its language. */
export function messagesFor(locale: string | undefined, areas: readonly MessageArea[] = []): Messages {
  const code = languageOf(locale).code;
  const out: Messages = {};
  for (const area of new Set([...FRAME_AREAS, ...areas])) out[area] = catalog(code, area);
  return out;
}
