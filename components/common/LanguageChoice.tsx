import { useRouter } from 'next/router';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslations } from 'use-intl';
import { Icon } from '@/components/ui/Icon';
import { DEFAULT_LOCALE, localePath, type LanguageInfo } from '@/lib/shared/i18n';
import { ROUTES } from '@/lib/shared/routes';
import { LanguageSelector } from './LanguageSelector';
import css from './LanguageSelector.module.css';

/**
 * The header's language choice (issue 55): the languages the site is translated into, each in its own name and
 * script, as links to this page's edition in that language; then the way to help in any other language (the
 * Language assistance page). Only when a page-translation widget is configured does the machine translation of
 * about 240 languages follow, labelled as such (./LanguageSelector). A `<details>` with plain links: it opens and
 * every link works before the page's scripts do, and Escape closes it with focus back on its button.
 */
export function LanguageChoice({
  languages,
  translateScriptUrl,
}: {
  languages: readonly LanguageInfo[];
  translateScriptUrl: string | null;
}) {
  const t = useTranslations('frame.language');
  const { locale = DEFAULT_LOCALE, asPath } = useRouter();
  const details = useRef<HTMLDetailsElement>(null);
  const current = languages.find((l) => l.code === locale) ?? languages[0];
  // The page's own address without its locale (the router's asPath has none), its hash dropped.
  const path = asPath.split('#')[0] || '/';
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    event.preventDefault();
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={details} className={css.selector} onKeyDown={onKeyDown}>
      {/* Its name is what it shows: "Language" (in the page's language) and the language now chosen. */}
      <summary className={css.combo}>
        <span className={css.label}>{t('label')}</span>
        <span lang={current?.htmlLang}>{current?.name}</span>
        <Icon name="keyboardArrowDown" className={css.arrow} />
      </summary>
      <div className={css.popup}>
        <p className={css.groupTitle}>{t('translated')}</p>
        <ul>
          {languages.map((l) => (
            <li key={l.code}>
              <a
                href={localePath(l.code, path)}
                hrefLang={l.htmlLang}
                lang={l.htmlLang}
                dir={l.dir}
                aria-current={l.code === current?.code ? 'page' : undefined}
                className={css.option}
              >
                {l.name}
              </a>
            </li>
          ))}
        </ul>
        <a href={localePath(locale, ROUTES.languageAssistance)} className={css.helpLink}>
          {t('help')}
        </a>
        {translateScriptUrl && (
          <div className={css.machine}>
            <p className={css.groupTitle}>{t('machine')}</p>
            <LanguageSelector translateScriptUrl={translateScriptUrl} />
          </div>
        )}
      </div>
    </details>
  );
}
