/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { IntlMessageFormat } from 'intl-messageformat';
import { siteLanguages } from '@/lib/server/i18n/messages';
import {
  COMMENT_CATEGORY_LABELS,
  COMMENT_CONSENT,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
} from '@/lib/shared/schemas/comments';

/**
 * The site's languages are files (issue 55): every language has every message of English, in ICU that parses, with
 * the same placeholders; each page translation says who made it and whether it was reviewed. A missing key fails
 * here, not on a person's screen.
 */
const ROOT = process.cwd();
const MESSAGES = path.join(ROOT, 'messages');
const PAGES = path.join(ROOT, 'content', 'pages');
const folders = fs
  .readdirSync(MESSAGES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const areas = fs.readdirSync(path.join(MESSAGES, 'en')).filter((f) => f !== 'language.json');
const read = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, file), 'utf8')) as Record<string, unknown>;

/** Every message of a catalog by its dotted key. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([k, v]) =>
      flatten(v, prefix ? `${prefix}.${k}` : k),
    ),
  ) as Record<string, string>;
}

/** The argument names a message uses (`{name}`, `{count, plural, …}`), parsed, not guessed. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as Array<{
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }>) {
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as unknown[]);
  return [...names].sort();
}

it('has English and at least five other languages, each described by its language.json, as next.config.js lists', () => {
  expect(folders).toContain('en');
  expect(folders.length).toBeGreaterThanOrEqual(6);
  for (const code of folders) {
    const info = read(code, 'language.json');
    expect(info).toMatchObject({
      code,
      name: expect.any(String),
      englishName: expect.any(String),
      htmlLang: expect.stringMatching(new RegExp(`^${code}`)),
      dir: expect.stringMatching(/^(ltr|rtl)$/),
      translation: { by: expect.any(String), reviewed: expect.any(Boolean) },
    });
  }
  expect(siteLanguages().map((l) => l.code)).toEqual(['en', ...folders.filter((f) => f !== 'en').sort()]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
  const config = require(path.join(ROOT, 'next.config.js')) as {
    i18n: { locales: string[]; defaultLocale: string };
  };
  expect([...config.i18n.locales].sort()).toEqual([...folders].sort());
  expect(config.i18n.defaultLocale).toBe('en');
});

describe.each(folders.filter((f) => f !== 'en'))('%s', (locale) => {
  it.each(areas)(
    '%s has every key of English, no other, each an ICU message with the same placeholders',
    (area) => {
      const english = flatten(read('en', area));
      expect(fs.existsSync(path.join(MESSAGES, locale, area))).toBe(true);
      const own = flatten(read(locale, area));
      expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(own)) {
        expect([key, message.trim().length > 0]).toEqual([key, true]);
        expect([key, argumentsOf(message, locale)]).toEqual([key, argumentsOf(english[key]!, 'en')]);
      }
    },
  );
});

it('every page translation names its translator, says whether it was reviewed, and gives its title and intro', () => {
  const translations = fs.readdirSync(PAGES).filter((f) => /^[^.]+\.[a-z]{2}\.md$/.test(f));
  expect(translations.length).toBeGreaterThan(0);
  for (const file of translations) {
    const [slug, locale] = file.split('.');
    expect([file, folders.includes(locale!)]).toEqual([file, true]);
    expect([file, fs.existsSync(path.join(PAGES, `${slug}.md`))]).toEqual([file, true]);
    const { data } = matter(fs.readFileSync(path.join(PAGES, file), 'utf8'), {});
    expect([file, data]).toEqual([
      file,
      expect.objectContaining({
        title: expect.any(String),
        intro: expect.any(String),
        translatedBy: expect.any(String),
        reviewed: expect.any(Boolean),
      }),
    ]);
  }
});

it('the English comment form says what the API says: its rules, its consent and its categories, word for word', () => {
  const en = read('en', 'comments.json') as {
    form: { consent: string };
    categories: Record<string, string>;
    errors: Record<string, string>;
  };
  expect(en.form.consent).toBe(COMMENT_CONSENT);
  expect(en.categories).toEqual(COMMENT_CATEGORY_LABELS);
  const said = Object.fromEntries(
    Object.entries(en.errors).map(([key, message]) => [
      key,
      new IntlMessageFormat(message, 'en').format({
        min: COMMENT_LIMITS.textMin,
        max: key === 'nameTooLong' ? COMMENT_LIMITS.name : COMMENT_LIMITS.textMax,
      }),
    ]),
  );
  expect(said).toEqual(COMMENT_MESSAGES);
});
