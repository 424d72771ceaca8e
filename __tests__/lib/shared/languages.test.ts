import { LANGUAGES, languageLabel } from '@/lib/shared/languageList';
import { DEFAULT_LANGUAGE, htmlLang, rtlLanguages } from '@/lib/shared/languages';

describe('LANGUAGES', () => {
  it('offers about 240 languages with unique codes and labels', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(230);
    expect(LANGUAGES.length).toBeLessThanOrEqual(250);
    expect(new Set(LANGUAGES.map((l) => l.value)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((l) => l.label)).size).toBe(LANGUAGES.length);
  });

  it.each([
    ['en', 'English'],
    ['es', 'Spanish'],
    ['zh-CN', 'Chinese (Simplified)'],
    ['ar', 'Arabic'],
    ['vi', 'Vietnamese'],
    ['ko', 'Korean'],
  ])('includes %s (%s), common in Virginia', (code, label) => {
    expect(LANGUAGES).toContainEqual({ value: code, label });
  });

  it('is sorted by label', () => {
    const labels = LANGUAGES.map((l) => l.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('uses well-formed language tags', () => {
    for (const { value } of LANGUAGES) expect(value).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]{2,4})?$/);
  });

  it('defaults to English', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(languageLabel(DEFAULT_LANGUAGE)).toBe('English');
  });

  it('knows the right-to-left languages', () => {
    for (const code of ['ar', 'iw', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv']) {
      expect(rtlLanguages.has(code)).toBe(true);
    }
    expect(rtlLanguages.has('es')).toBe(false);
  });

  it('maps the widget’s legacy codes to BCP 47 tags', () => {
    expect(htmlLang('iw')).toBe('he');
    expect(htmlLang('jw')).toBe('jv');
    expect(htmlLang('es')).toBe('es');
  });
});

describe('the pagination labels of every language', () => {
  // A page link shows only its number: its name must hold that number as a word of its own (WCAG 2.5.3, axe's
  // label-content-name-mismatch). The Korean "{page}페이지" joined it to the noun, and axe failed /ko/search.
  it.each(['en', 'es', 'ko', 'vi', 'zh', 'ar'])(
    '%s names a page link with its number standing alone',
    (locale) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { pagination } = require(`@/messages/${locale}/frame.json`) as {
        pagination: { page: string; current: string };
      };
      for (const label of [pagination.page, pagination.current]) {
        expect(label).toMatch(/(^|[\s(（,，])\{page\}($|[\s),，、،.。])/u);
      }
    },
  );
});
